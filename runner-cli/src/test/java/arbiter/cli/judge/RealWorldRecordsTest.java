package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Record files as real collections and programs write them (fixtures under test resources, records/). */
public class RealWorldRecordsTest {
    private static final Path RECORDS = Path.of("src/test/resources/records");

    private static long lines(String text, String phrase) {
        return text.lines().filter(l -> l.contains(phrase)).count();
    }

    @Test
    void tagValuesWithUnescapedQuotesAreReadAndWarnedOncePerFile(@TempDir Path dir) throws Exception {
        Path original = RECORDS.resolve("unescaped-quotes.pgn");
        Path copy = Files.copy(original, dir.resolve("copy.pgn"));
        Cli r = Cli.run("adjudicate", original.toString(), copy.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("4 games: 4 agree"), r.out());
        String warning = ": line 1: tag value with unescaped quotes read up to the last quote";
        assertEquals(1, lines(r.err(), original + warning), r.err());
        assertEquals(1, lines(r.err(), copy + warning), r.err());
        assertEquals(2, lines(r.err(), "unescaped quotes"), r.err());

        Cli c = Cli.run("convert", original.toString(), "--notation", "wxf");
        assertEquals(0, c.exit(), c.err());
        assertEquals(1, lines(c.err(), original + warning), c.err());
        assertTrue(c.out().contains("[Event \"\\\"Huangshan Cup\\\" National 2002\"]"), c.out());
        assertTrue(c.out().contains("[Black \"\\\"Little\\\" Xu\"]"), c.out());
    }

    @Test
    void fairyStockfishUciGameIsReadWithRanksOneToTenAndSaysSo() {
        Path uci = RECORDS.resolve("fairy-stockfish-uci.pgn");
        Cli r = Cli.run("adjudicate", uci.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("1 game: 1 agree"), r.out());
        assertTrue(r.err().contains(uci + ": line 1: game 1: coordinates read with ranks 1-10"), r.err());

        Cli c = Cli.run("convert", uci.toString(), "--notation", "coordinate");
        assertEquals(0, c.exit(), c.err());
        // the engine's moves with each rank lowered by one, by hand
        String zeroBased = "h0g2 h9g7 h2h6 g6g5 i3i4 c9e7 b2b4 g7f5 c3c4 g5g4 h6g6 g4g3 g2e1 f5e3 e1d3 e3f1 d0e1 "
                + "g3f3 b4a4 b7a7 a4b4 f3e3 d3b2 b9d8 b2d1 f1h2 i0i2 h2f3 i2d2 h7g7 g0i2 a7d7 b0c2 f3g1 e0d0 e3e2 "
                + "d2d5 i9h9 i2g0 h9h6 b4a4 a9c9 g6g2 h6f6 c2d4 a6a5 g0e2 g1e2 d4e2 a5a4 d0e0 a4b4 d1e3 d7a7 a0b0 "
                + "f6f3 d5d8 g7h7 e3d5 b4c4";
        String written = c.out().substring(c.out().indexOf("1. ")).replaceAll("\\d+\\.\\s|\\s*\\*\\s*$", "")
                .replaceAll("\\s+", " ");
        assertEquals(zeroBased, written);
    }

    @Test
    void crOnlyFileWithMarksAndEveryMoveNumberFormIsReadWithRightLineNumbers() {
        Path mac = RECORDS.resolve("old-mac-cr.pgn");
        Cli r = Cli.run("adjudicate", mac.toString(), "--json");
        assertEquals(1, r.exit(), r.err());
        String first = r.out().lines().findFirst().orElseThrow();
        assertTrue(first.contains("\"played\":7") && first.contains("\"agrees\":true"), first);
        assertTrue(r.err().contains(mac + ":14:4: game 2: move 3 '坦二进三'"), r.err()); // the move's own place
    }

    @Test
    void aBig5FileOfTraditionalRecordsAdjudicatesAndEncodingOverridesDetection() {
        Path big5 = RECORDS.resolve("big5-traditional.pgn");
        Cli r = Cli.run("adjudicate", big5.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("1 game: 1 agree"), r.out());
        assertEquals(0, Cli.run("adjudicate", big5.toString(), "--encoding", "Big5").exit());
        Cli forced = Cli.run("adjudicate", big5.toString(), "--encoding", "GB18030");
        assertEquals(1, forced.exit(), "read as GB18030 the moves are gibberish: " + forced.out());
    }

    static Stream<Arguments> encodings() {
        byte[] none = {};
        return Stream.of(
                Arguments.of("UTF-8", "UTF-8", none),
                Arguments.of("UTF-8 with BOM", "UTF-8", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}),
                Arguments.of("UTF-16LE with BOM", "UTF-16LE", new byte[] {(byte) 0xFF, (byte) 0xFE}),
                Arguments.of("UTF-16BE with BOM", "UTF-16BE", new byte[] {(byte) 0xFE, (byte) 0xFF}),
                Arguments.of("GB18030", "GB18030", none),
                Arguments.of("Big5", "Big5", none));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("encodings")
    void theSameGamesAreReadIdenticallyInEveryEncoding(String name, String charset, byte[] bom, @TempDir Path dir)
            throws Exception {
        // traditional characters, so that Big5 can hold them too; GB18030 and the UTF forms hold anything
        String text = new String(Files.readAllBytes(RECORDS.resolve("big5-traditional.pgn")), "Big5")
                + "\r\n[Event \"象棋\"]\r\n\r\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ *\r\n"
                + "\r\n[Event \"象棋\"]\r\n\r\n1. 兵七進一 砲８平５ *\r\n";
        Path reference = dir.resolve("reference.pgn");
        Files.writeString(reference, text, Charset.forName("UTF-8"));
        Cli expected = Cli.run("adjudicate", reference.toString(), "--json");
        assertEquals(0, expected.exit(), expected.err());
        assertEquals(3, lines(expected.out(), "\"agrees\":true"), expected.out());

        Path f = dir.resolve("encoded.pgn");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(bom);
        bytes.write(text.getBytes(Charset.forName(charset)));
        Files.write(f, bytes.toByteArray());
        Cli r = Cli.run("adjudicate", f.toString(), "--json");
        assertEquals(expected.out().replace(reference.toString(), f.toString()), r.out());
        assertEquals(0, r.exit(), r.err());
    }
}
