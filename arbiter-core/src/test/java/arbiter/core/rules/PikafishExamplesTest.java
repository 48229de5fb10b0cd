package arbiter.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import arbiter.core.board.Fen;
import arbiter.core.game.Game;
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

    @org.junit.jupiter.api.Test
    void exampleElevenFollowsTheDefinitionOfAttackForBlack() {
        Game g = Game.start(Fen.parse("4k4/9/9/9/4C4/9/4r4/4C4/9/4K1B2 w").orThrow(), RuleSets.defaultRules());
        for (String m : "e5f5 e3f3 f5e5 f3e3 e5f5 e3f3 f5e5 f3e3".split(" ")) {
            g = g.play(m);
        }
        RepetitionVerdict v = g.outcome().repetition();
        assertEquals(Violation.PERPETUAL_CHECK, v.red().violation());
        assertEquals(Violation.ALLOWED, v.black().violation());
        assertEquals("chase", v.moves().get(1).kind(), "e3f3 chases the cannon on f5");
        assertEquals("idle", v.moves().get(3).kind(), "f3e3 cannot legally take the front cannon");
    }
}
