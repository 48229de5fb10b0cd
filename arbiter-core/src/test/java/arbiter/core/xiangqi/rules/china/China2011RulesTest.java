package arbiter.core.xiangqi.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static arbiter.core.xiangqi.rules.Plays.play;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.Cycle;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.RuleSets;
import arbiter.core.xiangqi.rules.Ruling;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The 2011 rules: two rounds to vary, the 26.8 table for two forbidden sides, and a capture's cycle counted later. */
class China2011RulesTest {
    /** A red rook on i4 chases a black cannon that runs between a5 and a6 (nobody protects it). */
    private static final String ROOK_CHASES = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";

    private static RuleSet rules(String name) {
        return RuleSets.byName(name).orElseThrow();
    }


    private static List<String> laps(int n, String first, String... lap) {
        List<String> m = new ArrayList<>(List.of(first));
        for (int i = 0; i < n; i++) {
            m.addAll(List.of(lap));
        }
        return m;
    }

    /** The first {@code plies} moves of: the rook's i4i5, then the chase cycle a5a6 i5i6 a6a5 i6i5 over and over. */
    private static List<String> chase(int plies) {
        return laps(plies / 4 + 1, "i4i5", "a5a6", "i5i6", "a6a5", "i6i5").subList(0, plies);
    }

    @Test
    void aForbiddenChaseAgainstIdleMovesMustVaryWithinTwoRounds() {
        assertNull(play(Game.start(Fen.parse(ROOK_CHASES).orThrow(), rules("china-2011")), chase(11)).obligation());
        Game g = play(Game.start(Fen.parse(ROOK_CHASES).orThrow(), rules("china-2011")), chase(12));
        assertNotNull(g.obligation());
        assertEquals(Side.RED, g.obligation().side());
        assertEquals(15, g.obligation().lastPly(), "Red's two moves after the 待判局面 at ply 12: plies 13 and 15");
        assertEquals("25.3, 23.5.2", g.obligation().article());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cycle twice more: lost at ply 15         | i6i5 a5a6 i5i6       | rule-violation 15
            varies on its first move                 | i6i7 a5a6 i7i6       | ongoing
            varies on its second move                | i6i5 a5a6 i5i7 a6a5  | ongoing
            """)
    void theSideThatMustVaryHasItsNextTwoMoves(String name, String moves, String expected) {
        Game g = play(Game.start(Fen.parse(ROOK_CHASES).orThrow(), rules("china-2011")), chase(12));
        g = play(g, List.of(moves.split(" ")));
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() + " " + g.outcome().ply() : "ongoing",
                g.outcome().reason());
    }

    /** Kings and advisors only, plus a red and a black pawn that stay put: nothing to attack. */
    private static final String QUIET = "3k1a3/9/9/9/P8/p8/9/9/9/3A1K3 w - - 0 1";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the 待判局面 itself is no draw yet           | 12 |           | ongoing
            a round later, still none                 | 14 |           | ongoing
            two rounds unchanged draw                 | 16 |           | repetition-draw 16
            Red varies in the first round             | 12 | f0f1 f9e8 | ongoing
            Black varies in the second round          | 14 | e1d0 d9d8 | ongoing
            """)
    void bothAllowedDrawOnlyWhenNeitherSideVariesWithinTwoRounds(String name, int plies, String then,
                                                                String expected) {
        List<String> m = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            m.add(List.of("d0e1", "f9e8", "e1d0", "e8f9").get(i % 4));
        }
        if (then != null) {
            m.addAll(List.of(then.split(" ")));
        }
        Game g = play(Game.start(Fen.parse(QUIET).orThrow(), rules("china-2011")), m);
        assertEquals(expected, g.isOver() ? g.outcome().termination().tag() + " " + g.outcome().ply() : "ongoing",
                g.outcome().reason());
        assertNull(g.obligation(), "a draw bans nothing");
        if (g.isOver()) {
            assertEquals("25.2, 23.5.2.1", g.outcome().article());
            assertTrue(g.outcome().reason().contains("neither side varied within two rounds of the 待判局面 at ply 12"),
                    g.outcome().reason());
        }
    }

    @ParameterizedTest(name = "{0}: lost at ply {1}")
    @CsvSource(delimiter = '|', textBlock = """
            china-1999 | 24
            china-2011 | 21
            """)
    void onASixPlyCycleTwentyElevenGivesTwoRoundsWhere1999GivesALap(String name, int lostAt) {
        // the cannon runs a5, a6, a7 and back; the rook follows on the i-file: a lap of six plies, played three
        // times by ply 18; 2011 rules at Red's second move after it, 1999 when the lap comes round once more
        List<String> m = laps(4, "i4i5", "a5a6", "i5i6", "a6a7", "i6i7", "a7a5", "i7i5");
        Game g = Game.start(Fen.parse(ROOK_CHASES).orThrow(), rules(name));
        for (String x : m) {
            if (!g.isOver()) {
                g = g.play(x);
            }
        }
        Outcome o = g.outcome();
        assertEquals(Termination.RULE_VIOLATION, o.termination(), o.reason());
        assertEquals(lostAt, o.ply(), o.reason());
    }

    @ParameterizedTest(name = "{0}: the duty arises at ply {1}")
    @CsvSource(delimiter = '|', textBlock = """
            china-1999 | 12
            china-2011 | 13
            """)
    void aCycleWhoseFirstMoveCapturesCountsFromTheNextIn2011(String name, int arises) {
        // the rook's first move takes a pawn on i5: the position it makes is not counted in 2011 (23.2), so the
        // three laps are complete one ply later, after Red's second rook move of the fourth lap
        Game g = Game.start(Fen.parse("5k3/9/9/9/c7p/8R/9/9/9/3K5 w - - 0 1").orThrow(), rules(name));
        List<String> m = laps(4, "i4i5", "a5a6", "i5i6", "a6a5", "i6i5");
        int at = -1;
        for (String x : m) {
            g = g.play(x);
            if (g.obligation() != null) {
                at = g.ply();
                break;
            }
        }
        assertEquals(arises, at);
    }

    @ParameterizedTest(name = "{0}: drawn at ply {1}")
    @CsvSource(delimiter = '|', textBlock = """
            china-1999 | 24
            china-2011 | 28
            """)
    void aPositionReachedByTwoDifferentLoopsIsJudgedOnlyWhenBothLoopsTogetherCameRoundThreeTimes(String name,
                                                                                              int drawnAt) {
        // the rulebook's example 37: the knight goes out and back, then the rook checks and comes back; the first
        // position recurs every four plies, but the moves repeat only every eight: one cycle of eight plies, played
        // three times by ply 24 (Pikafish's third occurrence would rule at ply 8)
        List<String> lap = List.of("d5f4", "d6f6", "f4d5", "f6d6", "c8c7", "d7d8", "c7c8", "d8d7");
        Game g = Game.start(Fen.parse("3a1a3/2R6/3k5/3r5/3N5/9/9/9/4A4/4KA3 w - - 0 1").orThrow(), rules(name));
        for (int i = 0; i < 32 && !g.isOver(); i++) {
            g = g.play(lap.get(i % lap.size()));
            if (g.ply() < 24) {
                assertFalse(g.isOver(), g.outcome().reason());
                assertNull(g.obligation());
            }
        }
        assertEquals("repetition-draw", g.outcome().termination().tag(), g.outcome().reason());
        assertEquals(drawnAt, g.outcome().ply());
        assertTrue(g.outcome().reason().contains("a cycle of 8 plies three times, plies 1 to 24"), g.outcome().reason());
    }

    /** A cycle to hang synthetic calls on: the chase, as Pikafish rules find it at ply 9. */
    private static Cycle cycle() {
        Game g = play(Game.start(Fen.parse(ROOK_CHASES).orThrow(), RuleSets.defaultRules()),
                laps(2, "i4i5", "a5a6", "i5i6", "a6a5", "i6i5"));
        Cycle c = g.node().repetitionCycle();
        assertNotNull(c);
        return c;
    }

    private static List<MoveKind> calls(String text) {
        List<MoveKind> out = new ArrayList<>();
        for (String t : text.trim().split(" +")) {
            out.add(switch (t) {
                case "check" -> new MoveKind(MoveKind.Kind.CHECK, List.of(), false, false);
                case "kill" -> new MoveKind(MoveKind.Kind.KILL, List.of(), false, false);
                case "chase-free" -> new MoveKind(MoveKind.Kind.CHASE, List.of(), false, true);
                case "chase-held" -> new MoveKind(MoveKind.Kind.CHASE, List.of(), false, false);
                default -> new MoveKind(MoveKind.Kind.IDLE, List.of(), false, false);
            });
        }
        return out;
    }

    private static String verdict(String red, String black) {
        List<MoveKind> r = calls(red), b = calls(black), both = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            both.add(r.get(i)); // the cycle starts with Red to move
            both.add(b.get(i));
        }
        CycleCalls calls = new CycleCalls(cycle(), both, new SideCall(Side.RED, r, false),
                new SideCall(Side.BLACK, b, false));
        Ruling ruling = new China2011Rules().verdict(calls);
        if (ruling instanceof Ruling.MustVary v) {
            return v.obligation().side().displayName() + " must vary (" + v.obligation().article() + ")";
        }
        Ruling.Ended e = (Ruling.Ended) ruling;
        return e.termination().tag() + " " + e.result().pgn() + " (" + e.article() + ")";
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one-sided 长将 loses                          | check check           | idle idle             | perpetual-check 0-1 (23.5.1, 25.1)
            both 长将: both forbidden, none in 26.8.1      | check check           | check check           | repetition-draw 1/2-1/2 (25.4, 26.8.4)
            both allowed draw                             | idle chase-free       | idle idle             | repetition-draw 1/2-1/2 (25.2)
            forbidden against allowed varies              | kill kill             | idle chase-free       | Red must vary (25.3, 23.5.2)
            长捉无根子 against 长捉有根子                    | chase-free chase-free | chase-held chase-held | Red must vary (26.8.1, 23.5.2)
            一将一杀 against 长捉有根子                      | check kill            | chase-held chase-held | Red must vary (26.8.1, 23.5.2)
            长捉有根子 against 一将一捉车                    | chase-held chase-held | check chase-free      | Black must vary (26.8.1, 23.5.2)
            both 长捉无根子 draw                            | chase-free chase-free | chase-free chase-free | repetition-draw 1/2-1/2 (25.4, 26.8.4)
            both 长捉有根子 draw                            | chase-held chase-held | chase-held chase-held | repetition-draw 1/2-1/2 (25.4, 26.8.4)
            """)
    void theVerdictTableOf25And26Point8(String name, String red, String black, String expected) {
        assertEquals(expected, verdict(red, black));
    }
}
