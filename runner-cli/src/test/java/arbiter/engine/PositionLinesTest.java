package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.Variants;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PositionLinesTest {

    /** The command written from scratch, as the protocols define it. */
    private static String full(String start, List<String> moves) {
        return "position " + start + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
    }

    @Test
    void theLineGrowsWithTheGameAndEqualsOneWrittenFromScratchAtEveryPly() {
        Variant chess = Variants.byName("chess").orElseThrow();
        GameState g = chess.start(chess.initialFen(), null).orThrow();
        List<String> red = List.of("e2e4", "g1f3", "f1c4", "e1g1");
        List<String> black = List.of("e7e5", "b8c6", "g8f6", "f8c5");
        assertEquals("position startpos", PositionLines.of("uci", "startpos", g.moves()));
        for (int i = 0; i < red.size(); i++) {
            g = g.play(red.get(i));
            assertEquals(full("startpos", g.moves()), PositionLines.of("uci", "startpos", g.moves()));
            g = g.play(black.get(i));
            assertEquals(full("startpos", g.moves()), PositionLines.of("uci", "startpos", g.moves()));
        }
    }

    @Test
    void aNewGameABranchAnotherStartOrAnotherFlavourIsWrittenAfresh() {
        Variant chess = Variants.byName("chess").orElseThrow();
        GameState start = chess.start(chess.initialFen(), null).orThrow();
        GameState line = start.play("e2e4").play("e7e5");
        assertEquals(full("startpos", line.moves()), PositionLines.of("uci", "startpos", line.moves()));
        GameState branch = start.play("d2d4");
        assertEquals("position startpos moves d2d4", PositionLines.of("uci", "startpos", branch.moves()));
        assertEquals("position fen X moves e2e4 e7e5", PositionLines.of("uci", "fen X", line.moves()));
        assertEquals("position startpos moves e2e4 e7e5 g1f3",
                PositionLines.of("other", "startpos", line.play("g1f3").moves()));
        List<String> plain = new ArrayList<>(List.of("e2e4"));
        assertEquals("position startpos moves e2e4", PositionLines.of("uci", "startpos", plain));
        plain.set(0, "d2d4"); // a list that names no source is read whole every time
        assertEquals("position startpos moves d2d4", PositionLines.of("uci", "startpos", plain));
        GameState again = chess.start(chess.initialFen(), null).orThrow().play("c2c4");
        assertEquals("position startpos moves c2c4", PositionLines.of("uci", "startpos", again.moves()));
    }

    @Test
    void twoEnginesOfTwoFlavoursInOneGameEachKeepTheirOwnLine() {
        Variant xiangqi = Variants.byName("xiangqi").orElseThrow();
        UciProtocol fromZero = new UciProtocol(false, xiangqi);
        UciProtocol fromOne = new UciProtocol(true, xiangqi);
        String fen = xiangqi.initialFen();
        GameState g = xiangqi.start(fen, null).orThrow();
        for (String m : List.of("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7")) {
            g = g.play(m);
            List<String> moves = g.moves();
            List<String> oneBased = moves.stream().map(x -> xiangqi.toEngine(x, true)).toList();
            assertEquals(fromZero.position(fen, List.of()) + " moves " + String.join(" ", moves),
                    fromZero.position(fen, moves));
            assertEquals(fromOne.position(fen, List.of()) + " moves " + String.join(" ", oneBased),
                    fromOne.position(fen, moves));
        }
    }
}
