package arbiter.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The live PGN's tags come from the same builder as the match files': the game names its sides and variant. */
class LivePgnTest {
    @Test
    void aChess960GameOnTheLivePgnSaysItsVariantAndPosition() {
        GameRules rules = GameRules.of(Variants.byName("chess960").orElseThrow(), null).orThrow();
        String fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        GameState g = rules.start(fen).orThrow();
        LiveGame live = new LiveGame("1", 1, "A", "B", f -> rules.start(f).orThrow(), g, false, 1000, 1000, 0);
        String pgn = LivePgn.write(rules, "Live", List.of(live));
        assertTrue(pgn.contains("[White \"A\"]") && pgn.contains("[Variant \"chess960\"]")
                && pgn.contains("[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w "), pgn);
    }
}
