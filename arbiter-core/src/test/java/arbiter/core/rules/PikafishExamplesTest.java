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

/** Every repetition example (棋例) of the Pikafish rulebook given in pikafish-examples.json. */
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
}
