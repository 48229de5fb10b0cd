package arbiter.core.xiangqi.rules.cxq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static arbiter.core.xiangqi.rules.Plays.play;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.RuleSets;
import arbiter.core.xiangqi.rules.Ruling;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The CXQ rules on real boards: counted perpetual check and chase, and the three automatic draws at their edges. */
class CxqRulesTest {
    /** A red rook checks a lone black king on ranks 9 and 8 from the a-file; the king steps between e9 and e8. */
    private static final String ROOK_CHECKS = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
    /** A red rook on i4 chases a black cannon that runs between a5 and a6 (nobody protects it). */
    private static final String ROOK_CHASES = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";
    /** Kings, advisors to shuffle, crossed pawns to advance: no check or chase is possible. */
    private static final String QUIET = "3k1a3/9/9/9/P7P/p7p/9/9/9/3A1K3 w - - 0 1";

    private static Game start(String fen) {
        return Game.start(Fen.parse(fen).orThrow(), RuleSets.byName("cxq").orElseThrow());
    }


    /** {@code n} red rook checks with the king's replies in between, starting with the rook on a1. */
    private static List<String> checks(int n) {
        List<String> m = new ArrayList<>(List.of("a1a9"));
        for (int i = 1; i < n; i++) {
            m.add(i % 2 == 1 ? "e9e8" : "e8e9");
            m.add(i % 2 == 1 ? "a9a8" : "a8a9");
        }
        return m;
    }

    private static List<String> chases(int n) {
        List<String> m = new ArrayList<>(List.of("i4i5"));
        for (int i = 1; i < n; i++) {
            m.add(i % 2 == 1 ? "a5a6" : "a6a5");
            m.add(i % 2 == 1 ? "i5i6" : "i6i5");
        }
        return m;
    }

    @Test
    void theSixthCheckInARowWithOnePieceIsPerpetualAndTheCheckerLoses() {
        Game five = play(start(ROOK_CHECKS), checks(5));
        assertFalse(five.isOver(), five.outcome().reason());
        Game six = play(five, List.of("e9e8", "a9a8"));
        Outcome o = six.outcome();
        assertEquals(Termination.PERPETUAL_CHECK, o.termination(), o.reason());
        assertEquals(GameResult.BLACK_WINS, o.result());
        assertEquals(11, o.ply());
        assertEquals("CXQ Advanced Rules: perpetual check", o.article());
        assertTrue(o.reason().startsWith("Red checks 6 times in a row with 1 piece (rook on a8)"), o.reason());
    }

    @Test
    void underPikafishTheSameChecksEndAtTheThirdOccurrenceOfAPosition() {
        Game g = Game.start(Fen.parse(ROOK_CHECKS).orThrow(), RuleSets.defaultRules());
        List<String> m = checks(6);
        for (String x : m) {
            if (!g.isOver()) {
                g = g.play(x);
            }
        }
        assertEquals(Termination.PERPETUAL_CHECK, g.outcome().termination());
        assertTrue(g.outcome().ply() < 11, "pikafish judges the cycle at its third occurrence");
    }

    @Test
    void aQuietMoveBreaksTheRunAndTheCountStartsAgain() {
        List<String> m = new ArrayList<>(checks(5));
        m.addAll(List.of("e9e8", "d0d1")); // the red king steps instead of the sixth check
        m.addAll(List.of("e8e7", "a9a7")); // and the rook checks again, on rank 7: the first of a new run
        Game g = play(start(ROOK_CHECKS), m);
        assertFalse(g.isOver(), g.outcome().reason());
        CxqTally t = (CxqTally) g.node().tally();
        assertEquals(1, t.red().check().count(), "one check since the quiet move");
    }

    @Test
    void theSixthChaseOfOneUnprotectedPieceIsPerpetualAndTheChaserLoses() {
        Game five = play(start(ROOK_CHASES), chases(5));
        assertFalse(five.isOver(), five.outcome().reason());
        Game six = play(five, List.of("a5a6", "i5i6"));
        Outcome o = six.outcome();
        assertEquals(Termination.PERPETUAL_CHASE, o.termination(), o.reason());
        assertEquals(GameResult.BLACK_WINS, o.result());
        assertEquals("CXQ Advanced Rules: perpetual chase", o.article());
        assertTrue(o.reason().startsWith("Red chases Black's cannon on a6 6 times in a row with 1 piece (rook on i6)"),
                o.reason());
    }

    @Test
    void chasingAProtectedPieceIsNoChase() {
        // a black advisor on... no: a black rook on a9 protects the cannon on its file
        String fen = "r4k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";
        Game g = play(start(fen), chases(8).subList(0, 1));
        CxqTally t = (CxqTally) g.node().tally();
        assertTrue(t.red().chases().isEmpty(), "the cannon on a5 is protected by the rook on a9");
    }

    @Test
    void aRookIsNeverProtectedAgainstACannonOrKnight() {
        // a red cannon attacks a black rook on a5 that a black rook on a9 protects: still a chase
        String fen = "r4k3/9/9/9/r8/8C/9/9/9/3K5 w - - 0 1";
        Game g = start(fen).play("i4i5");
        CxqTally t = (CxqTally) g.node().tally();
        assertTrue(t.red().chases().isEmpty(), "a cannon needs a screen: i5 to a5 has none");
        g = start("r4k3/9/9/9/r3P4/8C/9/9/9/3K5 w - - 0 1").play("i4i5");
        t = (CxqTally) g.node().tally();
        assertEquals(1, t.red().chases().size(), "over the pawn on e5 the cannon threatens the protected rook");
    }

    @Test
    void aSameTypeTradeIsNoChase() {
        // the red rook offers itself to the black rook on a5, which can take it back
        Game g = start("5k3/9/9/9/r8/8R/9/9/9/3K5 w - - 0 1").play("i4i5");
        CxqTally t = (CxqTally) g.node().tally();
        assertTrue(t.red().chases().isEmpty());
    }

    @ParameterizedTest(name = "plies since progress {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            58 | ongoing
            59 | ongoing
            60 | no-progress
            """)
    void thirtyMovesByEachSideWithoutProgressDraw(int plies, String expected) {
        // the FEN's halfmove clock says 50 plies have passed without progress
        Game g = start(QUIET.replace("w - - 0 1", "w - - 50 1"));
        g = play(g, shuffles(plies - 50));
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() : "ongoing", g.outcome().reason());
    }

    @Test
    void aCrossedPawnsAdvanceIsProgressButItsSidewaysStepIsNot() {
        Game g = play(start(QUIET.replace("w - - 0 1", "w - - 50 1")), List.of("a5a6"));
        assertEquals(0, ((CxqTally) g.node().tally()).sinceProgress());
        g = play(g, List.of("f9e8", "a6b6"));
        assertEquals(2, ((CxqTally) g.node().tally()).sinceProgress());
    }

    @ParameterizedTest(name = "from move number {0}, {1} plies: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            298 | 4 | ongoing
            298 | 5 | ongoing
            298 | 6 | move-limit
            301 | 0 | move-limit
            """)
    void threeHundredMovesByEachSideDraw(int moveNumber, int plies, String expected) {
        Game g = play(start(QUIET.replace("w - - 0 1", "w - - 0 " + moveNumber)), shuffles(plies));
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() : "ongoing", g.outcome().reason());
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            239 | ongoing
            240 | natural-limit
            """)
    void oneHundredTwentyEffectiveMovesByEachSideDraw(int plies, String expected) {
        // quiet moves only, with a pawn advance now and then so that the progress rule never ends it first
        List<String> pawns = new ArrayList<>(List.of("a5a6", "a4a3", "i5i6", "i4i3", "a6a7", "a3a2", "i6i7", "i3i2",
                "a7a8", "a2a1", "i7i8", "i2i1"));
        List<String> moves = new ArrayList<>();
        boolean redAdvisorHome = true, blackAdvisorHome = true;
        for (int ply = 1; ply <= plies; ply++) {
            boolean red = ply % 2 == 1;
            if ((ply % 40 == 1 || ply % 40 == 2) && !pawns.isEmpty()) {
                moves.add(pawns.remove(0));
            } else if (red) {
                moves.add(redAdvisorHome ? "d0e1" : "e1d0");
                redAdvisorHome = !redAdvisorHome;
            } else {
                moves.add(blackAdvisorHome ? "f9e8" : "e8f9");
                blackAdvisorHome = !blackAdvisorHome;
            }
        }
        Game g = play(start(QUIET), moves);
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() : "ongoing", g.outcome().reason());
    }

    @Test
    void checksAndChasesAndTheirRepliesAreNotEffective() {
        Game g = play(start(ROOK_CHECKS), checks(3));
        CxqTally t = (CxqTally) g.node().tally();
        assertEquals(0, t.redEffective());
        assertEquals(0, t.blackEffective());
    }

    /** Advisors stepping in their palaces, Red first: quiet moves. */
    private static List<String> shuffles(int n) {
        List<String> m = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean red = i % 2 == 0;
            boolean out = (i / 2) % 2 == 0;
            m.add(red ? (out ? "d0e1" : "e1d0") : (out ? "f9e8" : "e8f9"));
        }
        return m;
    }

    // --- the verdict when both sides run: synthetic runs, as the tally holds them

    private static CxqTally.Runs checkRun(int count, int pieces) {
        return new CxqTally.Runs(new Streak(count, -1, squares(pieces)), List.of());
    }

    private static CxqTally.Runs chaseRun(int count, int target, int pieces) {
        return new CxqTally.Runs(null, List.of(new Streak(count, target, squares(pieces))));
    }

    private static int[] squares(int n) {
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = 1 + i; // b0, c0, d0: points the test position fills with red pieces
        }
        return s;
    }

    /** Red rooks on b0 c0 and a knight on d0, the same for Black on rank 9, kings on e0 and f9 (nothing else matters here). */
    private static final Position BOARD = Fen.parse("1rrn1k3/9/9/9/9/9/9/9/9/1RRNK4 b - - 0 1").orThrow();

    private static Ruling verdict(CxqTally.Runs red, CxqTally.Runs black) {
        CxqTally t = new CxqTally(40, 40, 0, 0, 0, true, red, black, new CxqMove(List.of(), List.of()));
        return CxqRules.violation(t, Side.RED, BOARD);
    }

    private static String describe(Ruling r) {
        if (r == null) {
            return "none";
        }
        Ruling.Ended e = (Ruling.Ended) r;
        return e.termination().tag() + " " + e.result().pgn();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one piece, 5 checks                     | 5  | 1 | none
            one piece, 6 checks                     | 6  | 1 | perpetual-check 0-1
            two pieces, 11 checks                   | 11 | 2 | none
            two pieces, 12 checks                   | 12 | 2 | perpetual-check 0-1
            three pieces, 17 checks                 | 17 | 3 | none
            three pieces, 18 checks                 | 18 | 3 | perpetual-check 0-1
            """)
    void checksCountSixTwelveOrEighteenByThePiecesUsed(String name, int count, int pieces, String expected) {
        assertEquals(expected, describe(verdict(checkRun(count, pieces), CxqTally.Runs.NONE)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one piece, 5 chases    | 5  | 1 | none
            one piece, 6 chases    | 6  | 1 | perpetual-chase 0-1
            two pieces, 11 chases  | 11 | 2 | none
            two pieces, 12 chases  | 12 | 2 | perpetual-chase 0-1
            three pieces, 17 chases| 17 | 3 | none
            three pieces, 18 chases| 18 | 3 | perpetual-chase 0-1
            """)
    void chasesCountSixTwelveOrEighteenByThePiecesUsed(String name, int count, int pieces, String expected) {
        // the target: the black rook on b9
        assertEquals(expected, describe(verdict(chaseRun(count, 81 + 1, pieces), CxqTally.Runs.NONE)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            both check                        | check | check | repetition-draw 1/2-1/2
            both chase                        | chase | chase | repetition-draw 1/2-1/2
            Red checks, Black chases          | check | chase | perpetual-check 0-1
            Red chases, Black checks          | chase | check | perpetual-check 1-0
            Red checks, Black's run too short | check | short | perpetual-check 0-1
            """)
    void whenBothSidesRunTheCheckerLosesAgainstAChaserAndLikeAgainstLikeDraws(String name, String red,
                                                                              String black, String expected) {
        CxqTally.Runs r = red.equals("check") ? checkRun(6, 1) : chaseRun(6, 82, 1);
        CxqTally.Runs b = switch (black) {
            case "check" -> new CxqTally.Runs(new Streak(5, -1, new int[] {82}), List.of());
            case "chase" -> new CxqTally.Runs(null, List.of(new Streak(5, 1, new int[] {82})));
            default -> new CxqTally.Runs(new Streak(4, -1, new int[] {82}), List.of());
        };
        assertEquals(expected, describe(verdict(r, b)));
    }

    @Test
    void noRunMeansNoViolation() {
        assertNull(verdict(CxqTally.Runs.NONE, CxqTally.Runs.NONE));
    }
}
