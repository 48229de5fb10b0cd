package arbiter.cli;

import arbiter.core.notation.Notation;
import arbiter.core.notation.Notations;
import arbiter.core.pgn.PgnGame;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
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

    /**
     * The text of a record file: in {@code encoding} when given, else UTF-8 when the bytes are valid UTF-8, else
     * GB18030 (a superset of GBK and GB2312, the encodings of most Chinese record files).
     */
    static String decode(Path file, String encoding) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UserError(file + ": no such file");
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + e.getMessage() + ")");
        }
        if (encoding != null) {
            try {
                return new String(bytes, Charset.forName(encoding));
            } catch (IllegalArgumentException e) {
                throw new UserError("--encoding: unknown charset '" + encoding + "'; expected e.g. UTF-8, GBK, GB18030");
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, GB18030);
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
