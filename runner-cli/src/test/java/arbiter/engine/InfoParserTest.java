package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class InfoParserTest {

    @Test
    void pikafishInfoLineYieldsEveryField() {
        Info i = InfoParser.parse("info depth 14 seldepth 19 multipv 1 score cp 35 nodes 123456 nps 654321 hashfull 12 "
                + "tbhits 0 time 812 pv h2e2 h9g7 h0g2");
        assertEquals(14, i.depth());
        assertEquals(19, i.seldepth());
        assertEquals(Score.cp(35), i.score());
        assertEquals(123456L, i.nodes());
        assertEquals(654321L, i.nps());
        assertEquals(12, i.hashfull());
        assertEquals(812L, i.timeMs());
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), i.pv());
    }

    @Test
    void mateScoresAndBoundsAreRead() {
        assertEquals(Score.mateIn(-3), InfoParser.parse("info depth 20 score mate -3 lowerbound nodes 5").score());
        assertEquals("+M5", Score.mateIn(5).pgn());
        assertEquals("-M3", Score.mateIn(-3).pgn());
        assertEquals("+0.35", Score.cp(35).pgn());
        assertEquals("-1.20", Score.cp(-120).pgn());
    }

    @Test
    void ucciScoreWithoutCpIsCentipawns() {
        assertEquals(Score.cp(-42), InfoParser.parse("info depth 7 score -42 time 10 nodes 99 pv b2e2").score());
    }

    @Test
    void stringsCurrmovesAndGarbageNeverBreakTheParser() {
        assertTrue(InfoParser.parse("info string NNUE evaluation using pikafish.nnue enabled").isEmpty());
        assertTrue(InfoParser.parse("info currmove h2e2 currmovenumber 1").isEmpty());
        Info bad = InfoParser.parse("info depth x score cp y nodes 10 pv h2e2 zz");
        assertNull(bad.depth());
        assertNull(bad.score());
        assertEquals(10L, bad.nodes());
        assertEquals(List.of("h2e2"), bad.pv());
        assertNull(InfoParser.parse("bestmove h2e2"));
    }

    @Test
    void fairyStockfishsTenthRankKeepsThePvWhole() {
        // ranks 1-10 under Fairy-Stockfish's UCI: a PV through rank 10 was lost, and an earlier one shown instead
        Info i = InfoParser.parse("info depth 8 seldepth 11 multipv 1 score cp -34 nodes 16734 pv h10g8 i4i5 b10b1 "
                + "c3b1 e7e8q g1f3");
        assertEquals(List.of("h10g8", "i4i5", "b10b1", "c3b1", "e7e8q", "g1f3"), i.pv());
        assertEquals(List.of("a1a2"), InfoParser.parse("info pv a1a2 a100a1 j1j2").pv());
    }

    @Test
    void laterLinesKeepEarlierFieldsTheyLack() {
        Info first = InfoParser.parse("info depth 10 score cp 20 nodes 100 pv h2e2");
        Info later = InfoParser.parse("info nodes 500 nps 1000");
        Info merged = later.over(first);
        assertEquals(10, merged.depth());
        assertEquals(500L, merged.nodes());
        assertEquals(Score.cp(20), merged.score());
    }

    @Test
    void bestMoveLinesOfBothProtocols() {
        assertEquals(new BestMove.Played("h2e2", null), BestMove.parse("bestmove h2e2 ponder h9g7"));
        assertEquals(new BestMove.Played("h2e2", "resign"), BestMove.parse("bestmove h2e2 resign"));
        assertTrue(BestMove.parse("bestmove (none)") instanceof BestMove.NoMove);
        assertTrue(BestMove.parse("nobestmove") instanceof BestMove.NoMove);
        assertTrue(BestMove.parse("bestmove") instanceof BestMove.Garbled);
        assertNull(BestMove.parse("readyok"));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "''{0}''")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"info depth 3 score cp 12", "  info\tdepth  3 \r",
            "", "   ", "info", "\u000Binfo\fdepth\n3", "info  string  a  b"})
    void wordsSplitAsTheRegularExpressionDid(String line) {
        String[] regex = line.trim().split("\\s+");
        String[] expected = regex.length == 1 && regex[0].isEmpty() ? new String[0] : regex;
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, InfoParser.words(line));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "''{0}'' is an info line: {1}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            info depth 1 score cp 20 pv e2e4 | true
            '  info string hello'              | true
            info                               | true
            '	info	depth 3'                  | true
            information                        | false
            bestmove e2e4                      | false
            ''                                 | false
            'id name info'                     | false
            """)
    void anInfoLineIsToldByItsFirstWordAsTheParserReadsIt(String line, boolean info) {
        assertEquals(info, InfoParser.isInfoLine(line));
        assertEquals(info, InfoParser.parse(line) != null, "the parser agrees");
    }
}
