package arbiter.core.xiangqi;

import static arbiter.core.xiangqi.GameTest.play;
import static arbiter.core.xiangqi.GameTest.start;
import arbiter.core.xiangqi.rules.NaturalLimit;
import arbiter.core.xiangqi.rules.PikafishRules;

import arbiter.core.xiangqi.Game;

import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.RuleSets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The natural move limit (自然限着, 第一章第五节): 120 counted plies without a capture draw; each side's checks count
 * at most ten times in a stretch, a later check is not counted and neither is the reply to it; a capture resets
 * the count and both check counts; mate, stalemate and repetition on the 120th ply take precedence.
 */
class NaturalLimitTest {
    private static final int MAX = PikafishRules.COUNTED_CHECKS;

    /** Applies plies written as R/B (mover), with + for a check and x for a capture, e.g. "R+ B Rx". */
    private static NaturalLimit apply(NaturalLimit nl, String plies) {
        for (String p : plies.trim().split("\\s+")) {
            if (p.isEmpty()) {
                continue;
            }
            Side mover = p.charAt(0) == 'R' ? Side.RED : Side.BLACK;
            nl = nl.next(mover, p.contains("x"), p.contains("+"), MAX);
        }
        return nl;
    }

    private static String times(int n, String plies) {
        return (plies + " ").repeat(n);
    }

    static Stream<Arguments> units() {
        return Stream.of(
                unit("quiet plies count", 0, "R B R B", new NaturalLimit(4, 0, 0, false, 0)),
                unit("ten checks of one side all count", 0, times(10, "R+ B"), new NaturalLimit(20, 10, 0, false, 0)),
                unit("the 11th check of one side is not counted", 0, times(10, "R+ B") + "R+",
                        new NaturalLimit(20, 11, 0, true, 1)),
                unit("nor is the reply to the 11th check", 0, times(11, "R+ B"), new NaturalLimit(20, 11, 0, false, 2)),
                unit("the 12th check and its reply are not counted either", 0, times(12, "R+ B"),
                        new NaturalLimit(20, 12, 0, false, 4)),
                unit("a quiet move after the 11th check pair counts again", 0, times(11, "R+ B") + "R B",
                        new NaturalLimit(22, 11, 0, false, 2)),
                unit("Black's 11th check is not counted either", 0, "R " + times(10, "B+ R") + "B+ R",
                        new NaturalLimit(21, 0, 11, false, 2)),
                unit("Black's checks are counted apart from Red's", 0, times(10, "R+ B") + times(5, "R B+"),
                        new NaturalLimit(30, 10, 5, false, 0)),
                unit("Black's first check counts after Red's 11th", 0, times(11, "R+ B") + "R B+",
                        new NaturalLimit(22, 11, 1, false, 2)),
                unit("a reply that is itself an 11th check leaves the next reply uncounted", 0,
                        times(10, "R+ B+") + "R+ B+ R", new NaturalLimit(20, 11, 11, false, 3)),
                unit("and the ply after that counts again", 0, times(10, "R+ B+") + "R+ B+ R B",
                        new NaturalLimit(21, 11, 11, false, 3)),
                unit("a capture resets the count", 57, "R B Rx", new NaturalLimit(0, 0, 0, false, 0)),
                unit("a capture resets both check counts", 0, times(9, "R+ B+") + "Rx", new NaturalLimit(0, 0, 0, false, 0)),
                unit("a capture answering an 11th check resets the reply flag", 0, times(10, "R+ B") + "R+ Bx",
                        new NaturalLimit(0, 0, 0, false, 0)),
                unit("after that capture the next ply counts", 0, times(10, "R+ B") + "R+ Bx R",
                        new NaturalLimit(1, 0, 0, false, 0)),
                unit("a capture that checks starts a fresh stretch", 0, times(10, "R+ B") + "Rx+ B R+",
                        new NaturalLimit(2, 1, 0, false, 0)),
                unit("eleven fresh checks after a capture", 0, times(10, "R+ B") + "Rx B " + times(11, "R+ B"),
                        new NaturalLimit(21, 11, 0, false, 2)),
                unit("start carries the FEN clock", 57, "", new NaturalLimit(57, 0, 0, false, 0)),
                unit("start carries the FEN clock forward", 57, "R B+ R", new NaturalLimit(60, 0, 1, false, 0)),
                unit("a negative clock starts at zero", -3, "", new NaturalLimit(0, 0, 0, false, 0)));
    }

    private static Arguments unit(String name, int clock, String plies, NaturalLimit expected) {
        return Arguments.of(name, clock, plies, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("units")
    void theCountersFollowTheRule(String name, int clock, String plies, NaturalLimit expected) {
        assertEquals(expected, apply(NaturalLimit.start(clock), plies));
    }

    @Test
    void checksReportsEachSide() {
        NaturalLimit nl = apply(NaturalLimit.start(0), "R+ B+ R+");
        assertEquals(2, nl.checks(Side.RED));
        assertEquals(1, nl.checks(Side.BLACK));
    }

    // ---- the limit in a game -------------------------------------------------------------------------------

    private static final String ROOKS = "3k4r/9/9/9/9/9/9/9/9/R3K4 w - - ";
    private static final String TEN_QUIET = "a0a1 i9i8 a1a2 i8i7 a2a3 i7i6 a3a4 i6i5 a4a5 i5i4";

    @Test
    void tenQuietPliesAfterAClockOf110EndTheGameAtPly10() {
        Game g = start(ROOKS + "110 50");
        String[] moves = TEN_QUIET.split(" ");
        for (int i = 0; i < 9; i++) {
            g = g.play(moves[i]);
            assertFalse(g.isOver(), "ply " + g.ply() + ": " + g.outcome().reason());
            assertEquals(111 + i, g.naturalLimit().counted());
        }
        g = g.play(moves[9]);
        Outcome o = g.outcome();
        assertEquals(Termination.NATURAL_LIMIT, o.termination());
        assertEquals("natural-limit", o.termination().tag());
        assertEquals(GameResult.DRAW, o.result());
        assertEquals(10, o.ply());
        assertEquals(new NaturalLimit(120, 0, 0, false, 0), g.naturalLimit());
        assertEquals("120 counted plies without a capture (自然限着); draw", o.reason());
    }

    @Test
    void aCaptureInBetweenKeepsTheGameGoing() {
        Game g = play(start("3k4r/9/9/p8/9/9/9/9/9/R3K4 w - - 110 50"),
                "a0a1 i9i8 a1a2 i8i7 a2a6 i7i6 a6a5 i6i5 a5a4 i5i4");
        assertFalse(g.isOver(), g.outcome().reason());
        assertEquals(10, g.ply());
        assertEquals(new NaturalLimit(5, 0, 0, false, 0), g.naturalLimit());
        assertEquals(5, g.pliesSinceCapture());
    }

    @Test
    void mateOnThe120thCountedPlyIsMate() {
        Game g = play(start("4k4/9/9/9/9/R8/9/9/5R3/3K5 w - - 119 60"), "a4e4");
        assertEquals(120, g.naturalLimit().counted());
        assertEquals(Termination.CHECKMATE, g.outcome().termination());
        assertEquals("1-0", g.outcome().result().pgn());
        assertEquals(1, g.outcome().ply());
    }

    @Test
    void stalemateOnThe120thCountedPlyIsStalemate() {
        Game g = play(start("4k4/9/9/4P4/9/9/9/9/5R3/3K5 w - - 119 60"), "e6e7");
        assertEquals(120, g.naturalLimit().counted());
        assertFalse(g.position().inCheck());
        assertTrue(g.position().legalMoves().isEmpty());
        assertEquals(Termination.STALEMATE, g.outcome().termination());
        assertEquals("1-0", g.outcome().result().pgn());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            third occurrence on the 120th counted ply is a repetition | 112 | 8 | repetition-draw
            the limit comes one ply before the third occurrence      | 113 | 7 | natural-limit
            """)
    void aRepetitionOnThe120thCountedPlyIsJudgedAsRepetition(String name, int clock, int ply, String termination) {
        Game g = start(ROOKS + clock + " 50");
        for (String m : "a0a1 i9i8 a1a0 i8i9 a0a1 i9i8 a1a0 i8i9".split(" ")) {
            if (g.isOver()) {
                break;
            }
            g = g.play(m);
        }
        Outcome o = g.outcome();
        assertEquals(termination, o.termination().tag(), o.reason());
        assertEquals(ply, o.ply());
        assertEquals(120, g.naturalLimit().counted());
        assertEquals(GameResult.DRAW, o.result());
        if (ply == 8) {
            assertNotNull(o.repetition());
            assertEquals(0, o.repetition().firstPly());
            assertEquals(8, o.repetition().lastPly());
        }
    }

    // ---- more than ten checks: a seeded walk, judged against an independent reference ------------------------

    private static final String WALK_START = "4k3r/9/9/9/9/9/9/9/9/R2K5 w";

    /** Plies of a walk: the moves and, for each, whether it checked. */
    record Walk(List<Move> moves, List<Side> movers, List<Boolean> checks) {
    }

    /**
     * A walk without captures and without any position seen twice (so no repetition can end it), where Red checks
     * whenever it can; every move leaves the opponent a move of the same kind, so neither side is ever mated.
     */
    static Walk walk(long seed, int plies) {
        Random rnd = new Random(seed);
        Position p = Fen.parse(WALK_START).orThrow();
        Set<Long> seen = new HashSet<>(Set.of(p.key()));
        Walk w = new Walk(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < plies; i++) {
            List<Move> pool = new ArrayList<>();
            List<Move> checks = new ArrayList<>();
            for (Move m : quietNewMoves(p, seen)) {
                Position n = p.play(m).orThrow();
                seen.add(n.key());
                boolean answerable = !quietNewMoves(n, seen).isEmpty();
                seen.remove(n.key());
                if (answerable) {
                    pool.add(m);
                    if (n.inCheck()) {
                        checks.add(m);
                    }
                }
            }
            if (p.sideToMove() == Side.RED && !checks.isEmpty()) {
                pool = checks;
            }
            assertFalse(pool.isEmpty(), "the walk got stuck at ply " + i);
            Move m = pool.get(rnd.nextInt(pool.size()));
            w.movers().add(p.sideToMove());
            p = p.play(m).orThrow();
            seen.add(p.key());
            w.moves().add(m);
            w.checks().add(p.inCheck());
        }
        return w;
    }

    private static List<Move> quietNewMoves(Position p, Set<Long> seen) {
        List<Move> out = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (!p.isCapture(m)) {
                Position n = p.play(m).orThrow();
                if (!seen.contains(n.key()) && n.hasLegalMove()) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    /**
     * The reference, written from the rule text rather than as a state machine: a check is "beyond the tenth" when
     * the mover has given more than ten checks in the stretch up to and including it; a ply is uncounted when it
     * is such a check or answers one.
     */
    record Reference(boolean[] beyondTenth, boolean[] uncounted) {
    }

    static Reference reference(Walk w) {
        int n = w.moves().size();
        boolean[] beyondTenth = new boolean[n];
        for (int i = 0; i < n; i++) {
            beyondTenth[i] = w.checks().get(i) && count(w.checks(), w.movers(), w.movers().get(i), i) > 10;
        }
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            out[i] = beyondTenth[i] || (i > 0 && beyondTenth[i - 1]);
        }
        return new Reference(beyondTenth, out);
    }

    private static long count(List<Boolean> flags, List<Side> movers, Side side, int upTo) {
        long c = 0;
        for (int i = 0; i <= upTo; i++) {
            if (flags.get(i) && movers.get(i) == side) {
                c++;
            }
        }
        return c;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"seed 1, 1", "seed 2, 2", "seed 5, 5"})
    void moreThanTenChecksAreLeftUncountedPlyByPly(String name, long seed) {
        Walk w = walk(seed, 60);
        Reference ref = reference(w);
        assertTrue(count(w.checks(), w.movers(), Side.RED, 59) > 10, "the walk must give more than ten checks");
        Game g = Game.start(Fen.parse(WALK_START).orThrow(), RuleSets.defaultRules());
        int counted = 0, uncounted = 0;
        for (int i = 0; i < w.moves().size(); i++) {
            g = g.play(w.moves().get(i));
            assertFalse(g.isOver(), g.outcome().reason());
            assertEquals(w.checks().get(i), g.position().inCheck());
            if (ref.uncounted()[i]) {
                uncounted++;
            } else {
                counted++;
            }
            NaturalLimit nl = g.naturalLimit();
            String at = "ply " + (i + 1) + " (" + w.moves().get(i) + (w.checks().get(i) ? "+" : "") + ")";
            assertEquals(counted, nl.counted(), at);
            assertEquals(uncounted, nl.uncounted(), at);
            assertEquals(count(w.checks(), w.movers(), Side.RED, i), nl.redChecks(), at);
            assertEquals(count(w.checks(), w.movers(), Side.BLACK, i), nl.blackChecks(), at);
            assertEquals(ref.beyondTenth()[i], nl.replyUncounted(), at);
        }
        assertTrue(uncounted > 2, "some checks and replies must be left uncounted, got " + uncounted);
        assertEquals(60, counted + uncounted);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"seed 1, 1", "seed 2, 2", "seed 5, 5"})
    void uncountedPliesDelayTheLimit(String name, long seed) {
        Walk w = walk(seed, 60);
        boolean[] skip = reference(w).uncounted();
        int last = -1, countedThere = 0, countedSoFar = 0;
        for (int i = 0; i < skip.length; i++) {
            if (!skip[i]) {
                countedSoFar++;
                if (i + 1 > countedSoFar) {
                    last = i;
                    countedThere = countedSoFar;
                }
            }
        }
        assertTrue(last >= 0, "the walk must have a counted ply after uncounted ones");
        int clock = PikafishRules.NATURAL_LIMIT_PLIES - countedThere;
        int notCounted = last + 1 - countedThere;
        Game g = Game.start(Fen.parse(WALK_START.replace(" w", " w - - " + clock + " 1")).orThrow(),
                RuleSets.defaultRules());
        for (int i = 0; i < last; i++) {
            g = g.play(w.moves().get(i));
            assertFalse(g.isOver(), "ply " + (i + 1) + ": " + g.outcome().reason());
        }
        g = g.play(w.moves().get(last));
        Outcome o = g.outcome();
        assertEquals(Termination.NATURAL_LIMIT, o.termination());
        assertEquals(last + 1, o.ply());
        assertEquals(120, g.naturalLimit().counted());
        assertEquals(notCounted, g.naturalLimit().uncounted());
        assertEquals("120 counted plies without a capture (自然限着) (" + notCounted
                + " plies not counted: checks beyond 10 per side and the replies to them); draw", o.reason());
    }
}
