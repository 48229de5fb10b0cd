package arbiter.cli.judge;



import arbiter.cli.common.UserError;

import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnGame;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Reading game records as people have them: UTF-8, UTF-16, GB18030/GBK or Big5 text, in one of the move
 * notations, with what was read leniently said once per file.
 */
public final class Records {
    /** How much of a file the encoding is decided from: enough for hundreds of games, never the whole file. */
    static final int PREFIX_BYTES = 1 << 20;
    /** The {@code --encoding} option's description, shared by the commands that read records. */
    static final String ENCODING_HELP = "Encoding of the PGN files (default: detected from the first MB: a "
            + "byte-order mark (UTF-8, UTF-16), else UTF-8 when the bytes are valid UTF-8, else GB18030 (covers GBK "
            + "and GB2312) or Big5, whichever reads more Chinese move characters).";

    private static final Charset GB18030 = Charset.forName("GB18030");
    private static final Charset BIG5 = Charset.forName("Big5");
    /**
     * The characters of Chinese move text, simplified and traditional: a record read in the right encoding is
     * mostly these, one read in the wrong one hardly ever holds them.
     */
    private static final String MOVE_CHARACTERS =
            "车马炮相仕帅兵进退平将士象卒前后中一二三四五六七八九車馬砲帥將進後俥傌包";

    private Records() {
    }

    /**
     * The charset of a record file, decided from at most its first {@link #PREFIX_BYTES} bytes: {@code encoding}
     * when given; else a byte-order mark's (UTF-8, UTF-16LE, UTF-16BE); else UTF-8 when the prefix is valid
     * UTF-8; else GB18030 or Big5, whichever decodes the prefix into more characters of Chinese move text (GB18030
     * on a tie, the more common of the two). A UTF-8 byte-order mark is left in the text for the reader, which
     * skips it.
     *
     * @throws UserError when the file cannot be read, or {@code encoding} names no charset this Java knows
     */
    static Charset charset(Path file, String encoding) {
        if (encoding != null) {
            return named(encoding);
        }
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(PREFIX_BYTES);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        return detect(head, head.length < PREFIX_BYTES);
    }

    /** The charset {@code --encoding} names. */
    private static Charset named(String encoding) {
        try {
            return Charset.forName(encoding.strip());
        } catch (IllegalArgumentException e) {
            throw UserError.usage("--encoding: unknown charset '" + encoding + "'; expected e.g. UTF-8, UTF-16, "
                    + "GB18030, GBK or Big5"); // a bad option value: exit 2, as every other
        }
    }

    /**
     * The charset of bytes that begin a file ({@code whole} when they are all of it); see
     * {@link #charset(Path, String)}.
     */
    static Charset detect(byte[] head, boolean whole) {
        if (startsWith(head, 0xEF, 0xBB, 0xBF)) {
            return StandardCharsets.UTF_8;
        }
        if (startsWith(head, 0xFF, 0xFE)) {
            return StandardCharsets.UTF_16LE;
        }
        if (startsWith(head, 0xFE, 0xFF)) {
            return StandardCharsets.UTF_16BE;
        }
        if (isUtf8(head, whole)) {
            return StandardCharsets.UTF_8;
        }
        return moveCharacters(head, BIG5) > moveCharacters(head, GB18030) ? BIG5 : GB18030;
    }

    private static boolean startsWith(byte[] b, int... prefix) {
        if (b.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((b[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /** True when the bytes are valid UTF-8; a sequence cut by the end of a prefix counts as valid. */
    private static boolean isUtf8(byte[] b, boolean whole) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(8192);
        ByteBuffer in = ByteBuffer.wrap(b);
        while (true) {
            CoderResult r = d.decode(in, out, whole);
            if (r.isError()) {
                return false;
            }
            if (r.isUnderflow()) {
                return !whole || !d.flush(out).isError();
            }
            out.clear(); // overflow: only validity matters, not the text
        }
    }

    private static int moveCharacters(byte[] b, Charset charset) {
        String text = new String(b, charset);
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (MOVE_CHARACTERS.indexOf(text.charAt(i)) >= 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * A reader of a record file's text in {@code charset}, read as it is needed (never the whole file at once);
     * bytes that are not text in it read as U+FFFD. A leading byte-order mark is left for the PGN reader, which
     * skips it.
     *
     * @throws UserError when the file cannot be opened
     */
    static java.io.Reader open(Path file, Charset charset) {
        try {
            return new java.io.InputStreamReader(Files.newInputStream(file), charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE));
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * The whole text of a small record file in its {@link #charset(Path, String)}, without a leading byte-order
     * mark; the commands stream files through {@link #open} instead.
     */
    static String decode(Path file, String encoding) {
        try (java.io.Reader r = open(file, charset(file, encoding))) {
            java.io.StringWriter w = new java.io.StringWriter();
            r.transferTo(w);
            String b = w.toString();
            return b.startsWith("\uFEFF") ? b.substring(1) : b;
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    private static UserError unreadable(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new UserError(file + ": no such file");
        }
        return new UserError(file + ": cannot read (" + e.getMessage() + ")");
    }


    /**
     * Says on a stream what was read leniently: each kind of reader warning once per file, with the line of its
     * first occurrence ({@code FILE: line N: tag value with unescaped quotes read up to the last quote}), and the
     * first game of each file whose coordinates were read with ranks 1-10.
     */
    static final class Notes {
        private final PrintWriter err;
        private Path file;
        private final Set<String> said = new HashSet<>();

        Notes(PrintWriter err) {
            this.err = err;
        }

        /**
         * Notes for game {@code index} of {@code file}, read as {@code g} in {@code notation} (null: not told);
         * games come in file order.
         */
        void game(Path file, int index, PgnGame g, Notation notation) {
            if (!file.equals(this.file)) {
                this.file = file;
                said.clear();
            }
            for (PgnGame.Warning w : g.warnings()) {
                if (said.add(w.message())) {
                    err.println(file + ": line " + w.line() + ": " + w.message());
                }
            }
            if (!said.contains("1-10") && notation == Notation.COORDINATE_1_10) {
                said.add("1-10");
                err.println(file + ": line " + g.line() + ": game " + index + ": coordinates read with ranks 1-10, "
                        + "as Fairy-Stockfish's UCI mode writes them (so are later games of the file that need it)");
            }
        }
    }
}
