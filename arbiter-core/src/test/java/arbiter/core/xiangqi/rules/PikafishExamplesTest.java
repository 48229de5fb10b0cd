package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.RuleSets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every repetition example (棋例) of the Pikafish rulebook given in pikafish-examples.json.
 * <p>
 * Example 11: the book labels Black 长捉 ("黑长捉红前炮"). After 车6平5 (f3e3) Black's rook is the only piece
 * between Red's rear cannon (e2) and Black's king, so taking the front cannon would expose the king: by the
 * definition of attack (legal captures only) that move chases nothing and Black is "allowed" (0). The book's
 * verdict stands either way: Red checks perpetually (3) and loses.
 */
class PikafishExamplesTest {

    static Stream<Arguments> examples() throws IOException {
        List<Arguments> rows = new ArrayList<>();
        try (InputStream in = PikafishExamplesTest.class.getResourceAsStream("/rules/pikafish-examples.json")) {
            for (JsonNode e : new ObjectMapper().readTree(in)) {
                List<String> moves = new ArrayList<>();
                e.get("moves").forEach(m -> moves.add(m.asText()));
                rows.add(Arguments.of("example " + e.get("example").asInt(), e.get("fen").asText(), moves,
                        e.get("expected").asText()));
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0} -> {3}")
    @MethodSource("examples")
    void rulebookExampleEndsWithTheRulebookResult(String name, String fen, List<String> moves, String expected) {
        Game g = Game.start(Fen.parse(fen).orThrow(), RuleSets.defaultRules());
        for (String m : moves) {
            assertEquals(false, g.isOver(), name + ": game ended early: " + g.outcome().reason());
            g = g.play(m);
        }
        Outcome o = g.outcome();
        assertNotNull(o.repetition(), name + ": expected a repetition verdict, got " + o);
        assertEquals(expected, o.result().pgn(), name + ": " + o.reason());
        assertEquals(moves.size(), o.ply());
    }

    /**
     * Examples the JSON leaves out, rebuilt from the book's notes: example 18 is example 19 with Black's 7th-file
     * cannon in place of the rook (note to example 19); example 26 is example 27 with Red's rook pinned by Black's
     * knight (note to example 27).
     */
    static Stream<Arguments> rebuilt() {
        return Stream.of(
                Arguments.of("example 18: the cannon on g6 cannot be retaken while the kings would face",
                        "4k4/9/4n4/1c2N1c2/4N4/6P2/9/9/9/4K4 w", "e6g5 e7c6 g5e6 c6e7 e6g5 e7c6 g5e6 c6e7", "0-1"),
                Arguments.of("example 26: perpetual chase of a rook pinned by a knight is level 2",
                        "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w", "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1", "1-0"));
    }

    @ParameterizedTest(name = "{0} -> {3}")
    @MethodSource("rebuilt")
    void rebuiltExampleEndsWithTheResultItsNoteImplies(String name, String fen, String moves, String expected) {
        rulebookExampleEndsWithTheRulebookResult(name, fen, List.of(moves.split(" ")), expected);
    }

    @org.junit.jupiter.api.Test
    void exampleElevenFollowsTheDefinitionOfAttackForBlack() {
        Game g = Game.start(Fen.parse("4k4/9/9/9/4C4/9/4r4/4C4/9/4K1B2 w").orThrow(), RuleSets.defaultRules());
        for (String m : "e5f5 e3f3 f5e5 f3e3 e5f5 e3f3 f5e5 f3e3".split(" ")) {
            g = g.play(m);
        }
        RepetitionVerdict v = RepetitionVerdict.of(g.outcome());
        assertEquals(Violation.PERPETUAL_CHECK, v.red().violation());
        assertEquals(Violation.ALLOWED, v.black().violation());
        assertEquals("chase", v.moves().get(1).kind(), "e3f3 chases the cannon on f5");
        assertEquals("idle", v.moves().get(3).kind(), "f3e3 cannot legally take the front cannon");
    }
}
