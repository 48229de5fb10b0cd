package arbiter.core.xiangqi.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static arbiter.core.xiangqi.rules.Plays.play;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.Obligation;
import arbiter.core.xiangqi.RuleSets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The 1999 national rules on real boards: 长将, the duty to vary and its grace, draws of 26.2/26.3, the limit. */
class China1999RulesTest {
    /** A red rook checks a lone black king on ranks 9 and 8 from the a-file; the king steps between e9 and e8. */
    private static final String ROOK_CHECKS = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
    /** A red rook on i4 chases a black cannon that runs between a5 and a6 (nobody protects it). */
    private static final String ROOK_CHASES = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";
    /** Kings and advisors only, plus a red and a black pawn that stay put: nothing to attack. */
    private static final String QUIET = "3k1a3/9/9/9/P8/p8/9/9/9/3A1K3 w - - 0 1";

    private static Game start(String fen) {
        return Game.start(Fen.parse(fen).orThrow(), RuleSets.byName("china-1999").orElseThrow());
    }


    private static List<String> cycle(int laps, String... lap) {
        List<String> m = new ArrayList<>();
        for (int i = 0; i < laps; i++) {
            m.addAll(List.of(lap));
        }
        return m;
    }

    /** The first {@code plies} moves of: the rook's i4i5, then the chase cycle a5a6 i5i6 a6a5 i6i5 over and over. */
    private static List<String> chase(int plies) {
        List<String> m = new ArrayList<>(List.of("i4i5"));
        m.addAll(cycle(plies / 4 + 1, "a5a6", "i5i6", "a6a5", "i6i5"));
        return m.subList(0, plies);
    }

    /** The first {@code plies} moves of a1a9 (check), then e9e8 a9a8 e8e9 a8a9 over and over: a check every move. */
    private static List<String> checks(int plies) {
        List<String> m = new ArrayList<>(List.of("a1a9"));
        m.addAll(cycle(plies / 4 + 1, "e9e8", "a9a8", "e8e9", "a8a9"));
        return m.subList(0, plies);
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            11 | ongoing
            12 | perpetual-check
            """)
    void oneSidedPerpetualCheckLosesAtOnceWhenTheCycleHasBeenPlayedThreeTimes(int plies, String expected) {
        // the entering check a1a9 is the cycle's first move (counted, 2011 23.2): checks at plies 1, 3, ..., 11,
        // and Black's sixth reply completes six rounds on two points (23.4)
        Outcome o = play(start(ROOK_CHECKS), checks(plies)).outcome();
        assertEquals(expected, o.isOver() ? o.termination().tag() : "ongoing", o.reason());
        if (o.isOver()) {
            assertEquals(GameResult.BLACK_WINS, o.result());
            assertEquals("24.1, 26.1", o.article());
            assertTrue(o.reason().contains("Red: 将 将 将 将 (长将)"), o.reason());
            assertTrue(o.reason().contains("Black: 闲 闲 闲 闲 (允许着法（有闲着）)"), o.reason());
            assertTrue(o.reason().contains("(待判局面: a cycle of 4 plies three times, plies 1 to 12)"), o.reason());
        }
    }

    @Test
    void aCheckerThatVariesAfterItsFifthCheckIsNotRuled() {
        List<String> m = new ArrayList<>(checks(10));
        m.add("a9a7"); // the sixth move is no check
        Game g = play(start(ROOK_CHECKS), m);
        g = play(g, List.of("e8e9", "a7a9", "e9e8", "a9a8", "e8e9"));
        assertFalse(g.isOver(), g.outcome().reason());
    }

    @Test
    void aForbiddenChaseAgainstIdleMovesMustVaryAndTheGameGoesOn() {
        assertNull(play(start(ROOK_CHASES), chase(11)).obligation(), "two laps and three plies are not yet three laps");
        Game g = play(start(ROOK_CHASES), chase(12));
        assertFalse(g.isOver(), g.outcome().reason());
        Obligation o = g.obligation();
        assertNotNull(o, "Red's perpetual chase against Black's idle escapes: Red must vary");
        assertEquals(Side.RED, o.side());
        assertEquals(16, o.lastPly(), "one more lap of four plies");
        assertEquals("24.3, 26.4", o.article());
        assertTrue(o.reason().contains("Red: 捉 捉 捉 捉 (长捉)"), o.reason());
        // the two red moves of the cycle are banned where they were played
        assertEquals(List.of(Move.parse("i6i5")), o.bannedIn(g.position()));
        Game black = g.play("i6i7").play("a5a6");
        assertNull(black.obligation(), "Red varied at once");
    }

    @Test
    void theForbiddenSideThatRepeatsTheCycleOnceMoreLoses() {
        Game g = play(start(ROOK_CHASES), chase(16));
        Outcome o = g.outcome();
        assertEquals(Termination.RULE_VIOLATION, o.termination(), o.reason());
        assertEquals(GameResult.BLACK_WINS, o.result());
        assertEquals(16, o.ply());
        assertEquals("24.3, 26.4", o.article());
    }

    @Test
    void theForbiddenSideThatVariesInTimePlaysOn() {
        Game g = play(start(ROOK_CHASES), chase(14));
        g = play(g, List.of("i5i7", "a6a5", "i7i6"));
        assertFalse(g.isOver(), g.outcome().reason());
        assertNull(g.obligation(), "Red varied with i5i7: the duty lapsed");
    }

    @Test
    void leavingTheCycleEndsTheDutyAndComingBackIsJudgedAsANewCycle() {
        Game g = play(start(ROOK_CHASES), chase(12));
        g = play(g, List.of("i6i7", "a5a6"));
        assertNull(g.obligation(), "the rook's i6i7 is no banned move");
        // the rook takes up the chase again with i7i6: three new laps make a new 待判局面
        List<String> again = new ArrayList<>(List.of("i7i6"));
        again.addAll(cycle(3, "a6a5", "i6i5", "a5a6", "i5i6"));
        g = play(g, again.subList(0, 11));
        assertNull(g.obligation(), "the new cycle has not been played three times yet");
        g = play(g, again.subList(11, 12));
        assertFalse(g.isOver(), g.outcome().reason());
        assertNotNull(g.obligation());
        assertEquals(26, g.ply());
        assertTrue(g.obligation().reason().contains("three times, plies 15 to 26)"), g.obligation().reason());
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            11 | ongoing
            12 | repetition-draw
            """)
    void bothSidesAllowedDrawAtOnce(int plies, String expected) {
        List<String> m = cycle(3, "d0e1", "f9e8", "e1d0", "e8f9").subList(0, plies);
        Outcome o = play(start(QUIET), m).outcome();
        assertEquals(expected, o.isOver() ? o.termination().tag() : "ongoing", o.reason());
        if (o.isOver()) {
            assertEquals("24.2, 26.2", o.article());
            assertTrue(o.reason().contains("a draw at once (立即判和)"), o.reason());
        }
    }

    @ParameterizedTest(name = "natural limit {0} rounds: {1} plies -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            60 | 119 | ongoing
            60 | 120 | natural-limit
            40 | 79  | ongoing
            40 | 80  | natural-limit
            """)
    void sixtyRoundsWithoutACaptureDrawOrFewerWhenTheOrganiserSaysSo(int rounds, int plies, String expected) {
        // the FEN's halfmove clock has counted all but the last few plies; the quiet moves add the rest
        int shuffles = 6;
        Game g = Game.start(Fen.parse(QUIET.replace("w - - 0 1", "w - - " + (plies - shuffles) + " 1")).orThrow(),
                new China1999Rules(rounds));
        g = play(g, List.of("d0e1", "f9e8", "e1d0", "e8f9", "d0e1", "f9e8"));
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() : "ongoing", g.outcome().reason());
    }

    @Test
    void aNaturalLimitAboveSixtyRoundsIsRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new China1999Rules(61));
        assertEquals("the natural limit is 1 to 60 rounds, not 61", e.getMessage());
    }
}
