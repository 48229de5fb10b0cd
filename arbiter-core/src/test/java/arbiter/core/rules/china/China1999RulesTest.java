package arbiter.core.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static arbiter.core.rules.Plays.play;

import arbiter.core.board.Fen;
import arbiter.core.board.Move;
import arbiter.core.board.Side;
import arbiter.core.game.Game;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.rules.Obligation;
import arbiter.core.rules.RuleSets;
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

    /** The rook's first move, then {@code laps} laps of the chase cycle (4 plies each). */
    private static List<String> chase(int laps) {
        List<String> m = new ArrayList<>(List.of("i4i5"));
        m.addAll(cycle(laps, "a5a6", "i5i6", "a6a5", "i6i5"));
        return m;
    }

    @Test
    void oneSidedPerpetualCheckLosesAtOnce() {
        List<String> m = new ArrayList<>(List.of("a1a9"));
        m.addAll(cycle(2, "e9e8", "a9a8", "e8e9", "a8a9"));
        Outcome o = play(start(ROOK_CHECKS), m).outcome();
        assertEquals(Termination.PERPETUAL_CHECK, o.termination(), o.reason());
        assertEquals(GameResult.BLACK_WINS, o.result());
        assertEquals(9, o.ply());
        assertEquals("24.1, 26.1", o.article());
        assertTrue(o.reason().contains("Red: 将 将 将 将 (长将)"), o.reason());
        assertTrue(o.reason().contains("Black: 闲 闲 闲 闲 (允许着法（有闲着）)"), o.reason());
    }

    @Test
    void aForbiddenChaseAgainstIdleMovesMustVaryAndTheGameGoesOn() {
        Game g = play(start(ROOK_CHASES), chase(2));
        assertFalse(g.isOver(), g.outcome().reason());
        Obligation o = g.obligation();
        assertNotNull(o, "Red's perpetual chase against Black's idle escapes: Red must vary");
        assertEquals(Side.RED, o.side());
        assertEquals(9, g.ply());
        assertEquals(13, o.lastPly(), "one more lap of four plies");
        assertEquals("24.3, 26.4", o.article());
        assertTrue(o.reason().contains("Red: 捉 捉 捉 捉 (长捉)"), o.reason());
        // the two red moves of the cycle are banned where they were played
        Game black = g.play("a5a6");
        assertEquals(List.of(Move.parse("i5i6")), black.obligation().bannedIn(black.position()));
    }

    @Test
    void theForbiddenSideThatRepeatsTheCycleOnceMoreLoses() {
        Game g = play(start(ROOK_CHASES), chase(2));
        g = play(g, List.of("a5a6", "i5i6", "a6a5", "i6i5"));
        Outcome o = g.outcome();
        assertEquals(Termination.RULE_VIOLATION, o.termination(), o.reason());
        assertEquals(GameResult.BLACK_WINS, o.result());
        assertEquals(13, o.ply());
        assertEquals("24.3, 26.4", o.article());
    }

    @Test
    void theForbiddenSideThatVariesInTimePlaysOn() {
        Game g = play(start(ROOK_CHASES), chase(2));
        g = play(g, List.of("a5a6", "i5i7", "a6a5", "i7i6"));
        assertFalse(g.isOver(), g.outcome().reason());
        assertNull(g.obligation(), "Red varied with i5i7: the duty lapsed");
    }

    @Test
    void leavingTheCycleEndsTheDutyAndComingBackIsJudgedAsANewCycle() {
        Game g = play(start(ROOK_CHASES), chase(2));
        g = play(g, List.of("a5a7", "i5i7"));
        assertNull(g.obligation(), "the cannon ran elsewhere, and the rook's i5i7 is no banned move");
        g = play(g, List.of("a7a5", "i7i5"));
        // the position of plies 1, 5 and 9 comes a fourth time: the last two laps form a new cycle, chased again
        assertFalse(g.isOver(), g.outcome().reason());
        assertNotNull(g.obligation());
        assertEquals(17, g.obligation().lastPly());
        assertTrue(g.obligation().reason().contains("(repetition from ply 5 to 13)"), g.obligation().reason());
    }

    @Test
    void bothSidesAllowedDraw() {
        List<String> m = cycle(2, "d0e1", "f9e8", "e1d0", "e8f9");
        Outcome o = play(start(QUIET), m).outcome();
        assertEquals(Termination.REPETITION_DRAW, o.termination(), o.reason());
        assertEquals(8, o.ply());
        assertEquals("24.2, 26.2", o.article());
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
