package arbiter.core.xiangqi.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.Game;
import arbiter.core.game.Termination;
import java.util.List;

/** Playing move lists in rule tests: every move legal, and the game going on before each. */
public final class Plays {
    private Plays() {
    }

    /** Plays {@code moves}; every one but the last must find the game going on, and none may be illegal. */
    public static Game play(Game g, List<String> moves) {
        for (int i = 0; i < moves.size(); i++) {
            Game before = g;
            int n = i + 1;
            String m = moves.get(i);
            assertFalse(before.isOver(), () -> "ended before move " + n + " " + m + ": " + before.outcome().reason());
            g = g.play(m);
            assertTrue(g.outcome().termination() != Termination.ILLEGAL_MOVE, g.outcome().reason());
        }
        return g;
    }
}
