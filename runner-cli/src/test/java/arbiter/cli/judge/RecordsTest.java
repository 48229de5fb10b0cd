package arbiter.cli.judge;

import arbiter.cli.common.UserError;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.pgn.PgnReader;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Deciding a record file's charset from a bounded prefix of it. */
public class RecordsTest {
    private static final String SIMPLIFIED = "[Event \"全国象棋个人赛\"]\n\n1. 炮二平五 马8进7 2. 马二进三 车9平8 *\n";
    private static final String TRADITIONAL = "[Event \"全國象棋個人賽\"]\n\n1. 炮二平五 馬8進7 2. 馬二進三 車9平8 *\n";

    static Stream<Arguments> files() {
        return Stream.of(
                Arguments.of("ASCII", "[Event \"x\"]\n\n1. h2e2 *\n", "UTF-8", new byte[0], "UTF-8"),
                Arguments.of("UTF-8", SIMPLIFIED, "UTF-8", new byte[0], "UTF-8"),
                Arguments.of("UTF-8 with BOM", SIMPLIFIED, "UTF-8", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        "UTF-8"),
                Arguments.of("UTF-16LE with BOM", SIMPLIFIED, "UTF-16LE", new byte[] {(byte) 0xFF, (byte) 0xFE},
                        "UTF-16LE"),
                Arguments.of("UTF-16BE with BOM", SIMPLIFIED, "UTF-16BE", new byte[] {(byte) 0xFE, (byte) 0xFF},
                        "UTF-16BE"),
                Arguments.of("GBK, simplified", SIMPLIFIED, "GBK", new byte[0], "GB18030"),
                Arguments.of("GB18030, traditional", TRADITIONAL, "GB18030", new byte[0], "GB18030"),
                Arguments.of("Big5, traditional", TRADITIONAL, "Big5", new byte[0], "Big5"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void theCharsetIsToldFromTheBytes(String name, String text, String written, byte[] bom, String expected,
                                      @TempDir Path dir) throws Exception {
        Path f = dir.resolve("f.pgn");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(bom);
        bytes.write(text.getBytes(Charset.forName(written)));
        Files.write(f, bytes.toByteArray());
        Charset charset = Records.charset(f, null);
        assertEquals(Charset.forName(expected), charset);
        // the reader skips a byte-order mark that the charset leaves in the text
        assertEquals(PgnReader.read(text), PgnReader.read(new String(Files.readAllBytes(f), charset)));
    }

    @Test
    void onlyTheFirstMegabyteDecides(@TempDir Path dir) throws Exception {
        // a prefix of ASCII, then bytes that are not UTF-8: the prefix alone decides, so the file is not read whole
        Path f = dir.resolve("big.pgn");
        byte[] b = new byte[Records.PREFIX_BYTES + 10];
        java.util.Arrays.fill(b, (byte) ' ');
        b[b.length - 1] = (byte) 0xB3;
        Files.write(f, b);
        assertEquals(StandardCharsets.UTF_8, Records.charset(f, null));
    }

    @Test
    void aCharacterCutByTheEndOfThePrefixStillReadsAsUtf8(@TempDir Path dir) throws Exception {
        // three bytes a character from the start: 2^20 is not a multiple of three, so the prefix ends inside one
        Path f = dir.resolve("big.pgn");
        Files.writeString(f, "车".repeat(Records.PREFIX_BYTES / 3 + 10), StandardCharsets.UTF_8);
        assertEquals(StandardCharsets.UTF_8, Records.charset(f, null));
    }

    @Test
    void aGivenEncodingOverridesDetectionAndAnUnknownOneNamesTheOption(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("f.pgn");
        Files.writeString(f, SIMPLIFIED, StandardCharsets.UTF_8);
        assertEquals(Charset.forName("Big5"), Records.charset(f, "Big5"));
        UserError e = assertThrows(UserError.class, () -> Records.charset(f, "klingon-8"));
        assertTrue(e.getMessage().startsWith("--encoding: unknown charset 'klingon-8'"), e.getMessage());
        assertTrue(e.isUsage(), "a bad option value is a usage error (exit 2)");
        UserError missing = assertThrows(UserError.class, () -> Records.charset(dir.resolve("none.pgn"), null));
        assertTrue(missing.getMessage().endsWith("none.pgn: no such file"), missing.getMessage());
    }
}
