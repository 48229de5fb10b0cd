package arbiter.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PgnReaderTest {

    @Test
    void mainLineSkipsCommentsVariationsNagsAndMoveNumbers() {
        List<PgnEntry> games = PgnReader.read("""
                [Event "t"]
                [Red "A \\"quoted\\" name"]

                1. h2e2 {a comment} h9g7 $2 2.h0g2 (2. b0c2 {inner} (2. i0i1) b9c7) 2... i9h9 ; to the end
                % escaped line
                3. H2-E2! 1/2-1/2
                """);
        assertEquals(1, games.size());
        PgnGame g = assertInstanceOf(PgnEntry.Read.class, games.get(0)).game();
        assertEquals("A \"quoted\" name", g.tag("Red"));
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9", "H2-E2"), g.moves());
        assertEquals("1/2-1/2", g.result());
        assertEquals(1, g.line());
    }

    @Test
    void gamesFollowOneAnotherAndKeepTheirStartLines() {
        List<PgnEntry> games = PgnReader.read("[Event \"a\"]\n\n1. h2e2 *\n\n[Event \"b\"]\n\n1. b2e2 1-0\n");
        assertEquals(2, games.size());
        assertEquals(5, ((PgnEntry.Read) games.get(1)).game().line());
        assertEquals(2, games.get(1).index());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            zeros glued to White's number    | 6.0-0 Nf6 *              | 0-0 Nf6                | *
            long castling glued              | 12.0-0-0 Kb8 1-0         | 0-0-0 Kb8              | 1-0
            zeros glued to Black's number    | 8...0-0-0 9.a3 0-1       | 0-0-0 a3               | 0-1
            the ellipsis glued               | 8…0-0 9.a3 *             | 0-0 a3                 | *
            with a check mark                | 6.0-0+ Kh8 *             | 0-0+ Kh8               | *
            with an annotation               | 6.0-0!? Kh8 *            | 0-0 Kh8                | *
            letters glued                    | 6.O-O Nf6 7.O-O-O *      | O-O Nf6 O-O-O          | *
            zeros apart                      | 6. 0-0 0-0 1/2-1/2       | 0-0 0-0                | 1/2-1/2
            a result after glued castling    | 40.0-0 1-0               | 0-0                    | 1-0
            Black wins after glued castling  | 40...0-0-0 0-1           | 0-0-0                  | 0-1
            """)
    void castlingWrittenWithZerosIsReadAfterAMoveNumberGluedToIt(String name, String movetext, String moves,
                                                                 String result) {
        PgnGame g = assertInstanceOf(PgnEntry.Read.class, PgnReader.read("[Event \"x\"]\n\n" + movetext).get(0))
                .game();
        assertEquals(List.of(moves.split(" ")), g.moves());
        assertEquals(result, g.result());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            digits and a dash, no dot   | 60-0 *  | 60-0
            a number, then zeros apart  | 10-0 *  | 10-0
            """)
    void zerosAndADashWithoutADotAreNoMoveNumberAndCastling(String name, String movetext, String moves) {
        PgnGame g = assertInstanceOf(PgnEntry.Read.class, PgnReader.read("[Event \"x\"]\n\n" + movetext).get(0))
                .game();
        assertEquals(List.of(moves.split(" ")), g.moves());
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("unclosed comment", "[Event \"x\"]\n\n1. h2e2 {oops\n", 3, 9, "never closed by '}'"),
                Arguments.of("unclosed variation", "[Event \"x\"]\n\n1. h2e2 (1. b2e2\n", 3, 9, "never closed by ')'"),
                Arguments.of("stray close", "[Event \"x\"]\n\n1. h2e2 ) *\n", 3, 9, "closes no variation"),
                Arguments.of("tag without value", "[Event]\n\n1. h2e2 *\n", 1, 7, "no quoted value"),
                Arguments.of("tag value unclosed", "[Event \"x]\n\n1. h2e2 *\n", 1, 1, "not closed"),
                Arguments.of("tag unclosed", "[Event \"x\"\n\n1. h2e2 *\n", 1, 11, "not closed by ']'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void malformedGameIsReportedWithLineAndColumn(String name, String text, int line, int col, String phrase) {
        PgnEntry e = PgnReader.read(text).get(0);
        PgnEntry.Unreadable u = assertInstanceOf(PgnEntry.Unreadable.class, e, name);
        assertEquals(line, u.line(), u.toString());
        assertEquals(col, u.column(), u.toString());
        assertTrue(u.message().contains(phrase), u.message());
    }

    @Test
    void readingResumesAtTheNextGameAfterAnError() {
        List<PgnEntry> games = PgnReader.read("""
                [Event "bad"]

                1. h2e2 {never closed
                h9g7 *

                [Event "good"]

                1. h2e2 h9g7 *
                """);
        assertEquals(2, games.size());
        assertInstanceOf(PgnEntry.Unreadable.class, games.get(0));
        assertEquals(List.of("h2e2", "h9g7"), assertInstanceOf(PgnEntry.Read.class, games.get(1)).game().moves());
    }

    @Test
    void emptyTextHasNoGames() {
        assertEquals(0, PgnReader.read("  \n\n").size());
        assertEquals(0, PgnReader.read("\uFEFF").size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            LF line ends                       | '[Event "a"]\n\n1. h2e2 h9g7\n2. h0g2 zz99 *\n'         | 3 | 4:9
            CRLF line ends                     | '[Event "a"]\r\n\r\n1. h2e2 h9g7\r\n2. h0g2 zz99 *\r\n' | 3 | 4:9
            CR alone                           | '[Event "a"]\r\r1. h2e2 h9g7\r2. h0g2 zz99 *\r'         | 3 | 4:9
            a byte-order mark takes no column  | '\uFEFF1. h2e2 zz99 *\n'                                   | 1 | 1:9
            the second game of a file          | '[Event "a"]\n\n1. h2e2 *\n\n[Event "b"]\n\n1. h2e2 {c} zz99 *\n' | 1 | 7:13
            """)
    void aMoveIsPlacedAtItsOwnLineAndColumn(String name, String text, int move, String place) {
        List<PgnEntry> games = PgnReader.read(text.translateEscapes());
        PgnGame g = ((PgnEntry.Read) games.get(games.size() - 1)).game();
        int[] p = g.movePlace(move);
        assertEquals(place, p[0] + ":" + p[1], g.moves().get(move));
    }
}
