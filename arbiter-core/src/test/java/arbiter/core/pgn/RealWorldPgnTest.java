package arbiter.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What real collections hold beyond the PGN standard: stray quotes, other move numbers, marks, line ends. */
class RealWorldPgnTest {

    private static PgnGame only(String text) {
        List<PgnEntry> entries = PgnReader.read(text);
        assertEquals(1, entries.size(), entries.toString());
        return assertInstanceOf(PgnEntry.Read.class, entries.get(0), entries.toString()).game();
    }

    @Test
    void tagValueWithUnescapedQuotesIsReadUpToTheLastQuoteWithAWarning() {
        PgnGame g = only("""
                [Event ""Huangshan Cup" National 2002"]
                [Site "Huangshan"]
                [Red "Xu "Tianhong""]

                1. h2e2 h9g7 *
                """);
        assertEquals("\"Huangshan Cup\" National 2002", g.tag("Event"));
        assertEquals("Huangshan", g.tag("Site"));
        assertEquals("Xu \"Tianhong\"", g.tag("Red"));
        assertEquals(List.of(new PgnGame.Warning(1, PgnReader.UNESCAPED_QUOTES),
                new PgnGame.Warning(3, PgnReader.UNESCAPED_QUOTES)), g.warnings());
        assertEquals(List.of("h2e2", "h9g7"), g.moves());
    }

    @Test
    void wellFormedTagsGiveNoWarning() {
        PgnGame g = only("[Event \"a \\\"b\\\" c\"] [Site \"x\"]\n\n1. h2e2 *\n");
        assertEquals("a \"b\" c", g.tag("Event"));
        assertEquals("x", g.tag("Site"));
        assertEquals(List.of(), g.warnings());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            spaced ellipsis after the number  | 1. 炮二平五 1. ... 马８进７ 2. 马二进三 *
            ellipsis standing alone           | 1. 炮二平五 ... 马８进７ 2. 马二进三 *
            three dots                        | 1. 炮二平五 1... 马８进７ 2. 马二进三 *
            three dots joined to the move     | 1.炮二平五 1...马８进７ 2.马二进三 *
            ellipsis character                | 1. 炮二平五 1… 马８进７ 2…马二进三 *
            full-width numbers                | １．炮二平五 马８进７ ２．马二进三 *
            full-width numbers, spaced        | １． 炮二平五 １．．． 马８进７ ２． 马二进三 *
            """)
    void moveNumbersInTheirUsualFormsAreSkipped(String form, String movetext) {
        assertEquals(List.of("炮二平五", "马８进７", "马二进三"), only("[Format \"Chinese\"]\n\n" + movetext).moves());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            coordinate    | 1. h2e2!? h9g7?! 2. h0g2!! i9h9?? 3. g3g4! b9c7? *   | h2e2 h9g7 h0g2 i9h9 g3g4 b9c7
            ICCS          | 1. H2-E2!? H9-G7?! 2. H0-G2 ! I9-H9 ?? *             | H2-E2 H9-G7 H0-G2 I9-H9
            WXF           | 1. C2.5!? H8+7?! 2. H2+3!! R9.8?? *                 | C2.5 H8+7 H2+3 R9.8
            Chinese       | 1. 炮二平五！？ 马８进７？！ 2. 马二进三！ 车９平８？ *      | 炮二平五 马８进７ 马二进三 车９平８
            Chinese mixed | 1. 炮二平五!? 马８进７？ 2. 马二进三 !! 车９平８ ？？ *    | 炮二平五 马８进７ 马二进三 车９平８
            ranks 1-10    | 1. h3e3!? h10g8?! *                                 | h3e3 h10g8
            """)
    void moveMarksAreCutFromTheMovesInEveryNotation(String notation, String movetext, String moves) {
        assertEquals(List.of(moves.split(" ")), only("[Event \"x\"]\n\n" + movetext).moves());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            middle of three pawns on file 3 | 1. 33.4 *      | 33.4
            middle pawn, number joined      | 12...44.5 *    | 44.5
            after one dot                   | 1.33.4 *       | 33.4
            """)
    void aWxfMoveBeginningWithDigitsIsNotTakenForAMoveNumber(String name, String movetext, String move) {
        assertEquals(List.of(move), only("[Format \"WXF\"]\n\n" + movetext).moves());
    }

    static Stream<Arguments> lineEnds() {
        return Stream.of(Arguments.of(Named.of("LF", "\n")), Arguments.of(Named.of("CRLF", "\r\n")),
                Arguments.of(Named.of("CR alone", "\r")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lineEnds")
    void lineNumbersAreRightWhateverEndsTheLines(String eol) {
        String text = String.join(eol,
                "[Event \"a\"]", // 1
                "", // 2
                "1. h2e2 ; a comment to the end of the line", // 3
                "% an escaped line", // 4
                "h9g7 *", // 5
                "", // 6
                "[Event \"b\"]", // 7
                "", // 8
                "1. h2e2 {never", // 9
                "closed", // 10
                "", // 11
                "[Event \"c\"]", // 12
                "", // 13
                "1. h2e2 ) *", // 14
                "");
        List<PgnEntry> entries = PgnReader.read(text);
        assertEquals(3, entries.size(), entries.toString());
        PgnGame first = assertInstanceOf(PgnEntry.Read.class, entries.get(0)).game();
        assertEquals(1, first.line());
        assertEquals(List.of("h2e2", "h9g7"), first.moves());
        PgnEntry.Unreadable second = assertInstanceOf(PgnEntry.Unreadable.class, entries.get(1));
        assertEquals(List.of(9, 9), List.of(second.line(), second.column()), second.toString());
        PgnEntry.Unreadable third = assertInstanceOf(PgnEntry.Unreadable.class, entries.get(2));
        assertEquals(List.of(14, 9), List.of(third.line(), third.column()), third.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lineEnds")
    void aTagValueEndsAtTheLineEndWhateverItIs(String eol) {
        PgnEntry e = PgnReader.read("[Event \"open" + eol + "[Site \"x\"]" + eol + eol + "1. h2e2 *").get(0);
        PgnEntry.Unreadable u = assertInstanceOf(PgnEntry.Unreadable.class, e);
        assertEquals(1, u.line());
        assertTrue(u.message().contains("not closed by '\"' on its line"), u.message());
    }

    @Test
    void byteOrderMarksOfJoinedFilesAreSkipped() {
        List<PgnEntry> entries = PgnReader.read("\uFEFF[Event \"a\"]\n\n1. h2e2\n\uFEFF[Event \"b\"]\n\n1. b2e2 *\n");
        assertEquals(2, entries.size(), entries.toString());
        assertEquals(List.of("h2e2"), assertInstanceOf(PgnEntry.Read.class, entries.get(0)).game().moves());
        assertEquals(List.of("b2e2"), assertInstanceOf(PgnEntry.Read.class, entries.get(1)).game().moves());
        assertEquals(4, ((PgnEntry.Read) entries.get(1)).game().line());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "\uFEFF", " \t ", "\uFEFF\r\n\r\n", "\r\r", "\n\uFEFF", "\uFEFF\n\uFEFF\n"})
    void textWithoutAGameGivesNoEntries(String text) {
        assertEquals(List.of(), PgnReader.read(text));
    }
}
