package arbiter.cli;

import arbiter.core.notation.Notation;
import arbiter.core.notation.Notations;
import arbiter.core.pgn.PgnGame;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading game records as people have them: UTF-8 or GBK/GB18030 text, in one of four move notations. */
final class Records {
    private static final Charset GB18030 = Charset.forName("GB18030");

    private Records() {
    }

    /** Bytes {@link #charset} looks at: enough to hold the first non-ASCII text of nearly every record file. */
    private static final int PREFIX = 1 << 20;

    /**
     * The charset of a record file, deciding from at most its first {@value #PREFIX} bytes: {@code encoding} when
     * given, else UTF-8 when those bytes are UTF-8 (a sequence cut at the prefix's end counts), else GB18030.
     *
     * @throws UserError when the file cannot be read or {@code encoding} names no charset
     */
    static Charset charset(Path file, String encoding) {
        if (encoding != null) {
            try {
                return Charset.forName(encoding);
            } catch (IllegalArgumentException e) {
                throw new UserError("--encoding: unknown charset '" + encoding + "'; expected e.g. UTF-8, GBK, GB18030");
            }
        }
        byte[] prefix;
        try (var in = Files.newInputStream(file)) {
            prefix = in.readNBytes(PREFIX);
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + e.getMessage() + ")");
        }
        var decoder = StandardCharsets.UTF_8.newDecoder();
        var result = decoder.decode(ByteBuffer.wrap(prefix), java.nio.CharBuffer.allocate(prefix.length), false);
        return result.isError() ? GB18030 : StandardCharsets.UTF_8;
    }

    /**
     * A reader of a record file's text in {@code charset}; bytes that are not text in it read as U+FFFD.
     *
     * @throws UserError when the file cannot be opened
     */
    static java.io.Reader open(Path file, Charset charset) {
        try {
            return new java.io.InputStreamReader(Files.newInputStream(file), charset.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE));
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /**
     * The notation of a game: its {@code [Format]} tag (Chinese, WXF, ICCS, coordinate) when it names one, else
     * what its first move looks like; coordinates for a game without moves; null when it cannot be told.
     */
    static Notation notation(PgnGame g) {
        Notation tagged = Notations.byName(g.tag("Format"));
        if (tagged != null) {
            return tagged;
        }
        return g.moves().isEmpty() ? Notation.COORDINATE : Notations.detect(g.moves().get(0));
    }
}
