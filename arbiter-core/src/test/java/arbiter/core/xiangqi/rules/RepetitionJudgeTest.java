package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.RuleSets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The repetition judgement of 第三章: violation levels, the chased pieces named in verdicts, and the chase relation
 * with its exceptions A-D on single positions.
 */
class RepetitionJudgeTest {
    private static final Map<Integer, JsonNode> EXAMPLES = new HashMap<>();

    @BeforeAll
    static void loadExamples() throws IOException {
        try (InputStream in = RepetitionJudgeTest.class.getResourceAsStream("/rules/pikafish-examples.json")) {
            for (JsonNode e : new ObjectMapper().readTree(in)) {
                EXAMPLES.put(e.get("example").asInt(), e);
            }
        }
    }

    private static Game playOut(String fen, String moves) {
        Game g = Game.start(Fen.parse(fen).orThrow(), RuleSets.defaultRules());
        for (String m : moves.split("\\s+")) {
            Game before = g;
            assertFalse(before.isOver(), () -> "ended before " + m + ": " + before.outcome().reason());
            g = g.play(m);
        }
        return g;
    }

    /** "R@g5", with "!" for a rook pinned by the chaser's knight; pieces joined by spaces. */
    private static String chased(SideVerdict v) {
        return v.chased().stream().map(c -> c.piece().fenChar() + "@" + c.square() + (c.pinnedRook() ? "!" : ""))
                .collect(Collectors.joining(" "));
    }

    // ---- (a) level 2: perpetually chasing a rook pinned by one's own knight -------------------------------

    @Test
    void chasingARookPinnedByOwnKnightIsLevelTwoAndLosesToAPlainChase() {
        Game g = playOut("3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w", "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1");
        Outcome o = g.outcome();
        RepetitionVerdict v = RepetitionVerdict.of(o);
        assertNotNull(v);
        assertEquals(GameResult.RED_WINS, o.result());
        assertEquals(Termination.PERPETUAL_CHASE, o.termination());
        assertEquals(8, o.ply());
        assertEquals(Violation.PERPETUAL_CHASE_OF_PINNED_ROOK, v.black().violation());
        assertEquals(2, v.black().violation().level());
        assertEquals("R@f1!", chased(v.black()));
        assertEquals(Violation.PERPETUAL_CHASE, v.red().violation());
        assertEquals(1, v.red().violation().level());
        assertEquals("n@g1", chased(v.red()));
        assertEquals(Side.BLACK, v.loser());
        assertEquals("Black perpetually chases Red's rook on f1 (pinned by a knight) (长捉, level 2); "
                + "Red perpetually chases Black's knight on g1 (长捉, level 1): Black loses "
                + "(repetition from ply 0 to 8)", o.reason());
        assertTrue(Attacks.isPinnedBy(g.position(), Square.parse("f1"), Square.parse("g1")));
    }

    @Test
    void theSameChaseOfAnUnpinnedRookIsLevelOneAndDraws() {
        Game g = playOut("3k5/9/9/9/9/9/9/9/1cr3Rn1/3AK4 w", "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1");
        Outcome o = g.outcome();
        RepetitionVerdict v = RepetitionVerdict.of(o);
        assertEquals(GameResult.DRAW, o.result());
        assertEquals(Termination.REPETITION_DRAW, o.termination());
        assertEquals(Violation.PERPETUAL_CHASE, v.black().violation());
        assertEquals("R@g1", chased(v.black()));
        assertEquals(Violation.PERPETUAL_CHASE, v.red().violation());
        assertEquals("n@h1", chased(v.red()));
        assertEquals(null, v.loser());
        assertFalse(Attacks.isPinnedBy(g.position(), Square.parse("g1"), Square.parse("h1")));
    }

    @Test
    void everyMoveOfTheLevelTwoCycleIsClassified() {
        RepetitionVerdict v = RepetitionVerdict.of(playOut("3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w",
                "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1").outcome());
        assertEquals(8, v.moves().size());
        for (MoveClass m : v.moves()) {
            assertEquals("chase", m.kind(), "ply " + m.ply());
            assertEquals(m.ply() % 2 == 1 ? Side.RED : Side.BLACK, m.mover());
            String targets = m.chases().stream().map(a -> a.to().toString()).distinct().collect(Collectors.joining());
            assertEquals(m.mover() == Side.RED ? "g1" : "f1", targets, "ply " + m.ply());
        }
        assertEquals(List.of("Red's rook on f1"), v.moves().get(0).escapes());
        assertEquals(List.of("Black's knight on g1"), v.moves().get(1).escapes());
    }

    // ---- (b) the rulebook's examples: who chases what ----------------------------------------------------

    @ParameterizedTest(name = "example {0}: {1} {2}")
    @CsvSource(delimiter = '|', textBlock = """
            4  | 1-0     | perpetual-chase | 0 | 8  | ALLOWED          |      | PERPETUAL_CHASE  | R@g5
            6  | 0-1     | perpetual-chase | 0 | 8  | PERPETUAL_CHASE  | p@c0 | ALLOWED          |
            7  | 0-1     | perpetual-chase | 0 | 8  | PERPETUAL_CHASE  | c@h6 | ALLOWED          |
            10 | 1/2-1/2 | repetition-draw | 0 | 8  | PERPETUAL_CHECK  |      | PERPETUAL_CHECK  |
            13 | 0-1     | perpetual-check | 0 | 8  | PERPETUAL_CHECK  |      | ALLOWED          |
            14 | 1/2-1/2 | repetition-draw | 0 | 16 | PERPETUAL_CHASE  | n@e5 | PERPETUAL_CHASE  | R@c4
            15 | 0-1     | perpetual-chase | 1 | 13 | PERPETUAL_CHASE  | n@e5 | ALLOWED          |
            17 | 1-0     | perpetual-chase | 0 | 16 | ALLOWED          |      | PERPETUAL_CHASE  | N@c8
            20 | 1-0     | perpetual-chase | 0 | 8  | ALLOWED          |      | PERPETUAL_CHASE  | R@c9
            21 | 0-1     | perpetual-chase | 0 | 8  | PERPETUAL_CHASE  | c@c0 | ALLOWED          |
            22 | 1-0     | perpetual-chase | 0 | 8  | ALLOWED          |      | PERPETUAL_CHASE  | C@f1
            25 | 0-1     | perpetual-chase | 0 | 8  | PERPETUAL_CHASE  | n@g1 | ALLOWED          |
            27 | 1/2-1/2 | repetition-draw | 0 | 8  | PERPETUAL_CHASE  | n@h1 | PERPETUAL_CHASE  | R@g1
            28 | 1-0     | perpetual-chase | 0 | 8  | ALLOWED          |      | PERPETUAL_CHASE  | C@c6
            29 | 0-1     | perpetual-chase | 0 | 8  | PERPETUAL_CHASE  | r@c3 | ALLOWED          |
            30 | 1/2-1/2 | repetition-draw | 0 | 8  | PERPETUAL_CHASE  | r@c3 | PERPETUAL_CHASE  | N@c2
            34 | 1-0     | perpetual-chase | 0 | 8  | ALLOWED          |      | PERPETUAL_CHASE  | R@f7
            38 | 1/2-1/2 | repetition-draw | 0 | 8  | ALLOWED          |      | ALLOWED          |
            """)
    void theVerdictNamesTheRulebooksChasedPieces(int example, String result, String termination, int firstPly,
                                                 int lastPly, Violation red, String redChased, Violation black,
                                                 String blackChased) {
        JsonNode e = EXAMPLES.get(example);
        assertNotNull(e, "example " + example + " is not in pikafish-examples.json");
        StringBuilder moves = new StringBuilder();
        e.get("moves").forEach(m -> moves.append(m.asText()).append(' '));
        Outcome o = playOut(e.get("fen").asText(), moves.toString().trim()).outcome();
        RepetitionVerdict v = RepetitionVerdict.of(o);
        assertNotNull(v, o.reason());
        assertEquals(result, o.result().pgn(), o.reason());
        assertEquals(termination, o.termination().tag());
        assertEquals(firstPly, v.firstPly());
        assertEquals(lastPly, v.lastPly());
        assertEquals(lastPly, o.ply());
        assertEquals(red, v.red().violation(), v.red().describe());
        assertEquals(redChased == null ? "" : redChased, chased(v.red()));
        assertEquals(black, v.black().violation(), v.black().describe());
        assertEquals(blackChased == null ? "" : blackChased, chased(v.black()));
        assertEquals(lastPly - firstPly, v.moves().size());
        assertEquals(firstPly + 1, v.moves().get(0).ply());
    }

    @Test
    void example13DescribesThePerpetualCheck() {
        JsonNode e = EXAMPLES.get(13);
        StringBuilder moves = new StringBuilder();
        e.get("moves").forEach(m -> moves.append(m.asText()).append(' '));
        Outcome o = playOut(e.get("fen").asText(), moves.toString().trim()).outcome();
        assertEquals("Red checks perpetually (长将, level 3); Black allowed (0): Red loses (repetition from ply 0 to 8)",
                o.reason());
        assertTrue(RepetitionVerdict.of(o).moves().stream().filter(m -> m.mover() == Side.RED).allMatch(MoveClass::check));
    }

    // ---- (c) the chase relation on single positions (第三章第一节 5, exceptions A-D) ---------------------------

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            B: a king's attack is no chase               | 5k3/9/9/9/9/9/9/9/9/3nK4 b                 | RED   | e0d0           |
            B: a pawn's attacks are no chase             | 5k3/9/4r4/3nP4/9/9/9/9/9/3K5 b             | RED   | e6d6 e6e7      |
            C: an uncrossed pawn is not chased, a crossed one is | 3k5/9/9/2p6/9/6p2/9/2R3R2/9/4K4 b   | RED   | c2c6 g2g4      | g2g4
            C: Black's rooks chase only the crossed Red pawn | 4k4/9/9/9/4P3r/9/P8/r8/9/3K5 w         | BLACK | a2a3 i5e5      | i5e5
            D: rook against rook is no chase, unless the other rook is pinned | 3k5/9/9/3r4R/9/9/9/3R5/9/4K4 b | RED | d2d6 i6d6 | i6d6
            D: the pinned rook chases nothing            | 3k5/9/9/3r4R/9/9/9/3R5/9/4K4 b             | BLACK | d6d2           |
            A: a protected knight is not chased, a loose one is | 5k3/9/4b4/9/2n4n1/9/9/9/2R4R1/4K4 b | RED   | c1c5 h1h5      | h1h5
            A: knight and cannon chase a protected rook  | 5k3/9/4b4/9/2r3r2/9/1N4P2/9/9/4K1C2 b      | RED   | b3c5 g0g5      | b3c5 g0g5
            A: knight and rook do not chase a protected cannon | 5k3/9/4b4/9/2c3c2/9/1N7/9/6R2/4K4 b | RED | b3c5 g1g5     |
            A: a rook's capture that a bishop answers is no chase | 4k4/9/9/9/4C4/9/4r4/4C4/9/4K1B2 w | BLACK | e3e2      |
            """)
    void chasesLeaveOutTheFourExceptions(String name, String fen, Side chaser, String attacks, String chases) {
        Position p = Fen.parse(fen).orThrow();
        assertEquals(attacks, moves(Attacks.of(p, chaser)), "attacks");
        assertEquals(chases == null ? "" : chases, moves(Chases.of(p, chaser)), "chases");
    }

    private static String moves(List<Attack> attacks) {
        return attacks.stream().map(a -> a.move().toString()).sorted().collect(Collectors.joining(" "));
    }
}
