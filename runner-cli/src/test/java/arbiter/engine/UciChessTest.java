package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.chess.Chess;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** UCI for chess as cutechess-cli and fastchess speak it. */
class UciChessTest {
    private static final String START = Chess.STANDARD.initialFen();

    private static EngineConfig config(arbiter.core.game.Variant game) {
        return new EngineConfig("E", "e", List.of(), null, new UciProtocol(false), Map.of(), null).withVariant(game);
    }

    @Test
    void theInitialPositionIsSentAsStartposAndOthersAsFen() throws EngineException {
        EngineProtocol p = new UciProtocol(false).negotiate(new Handshake("SF", Map.of()), config(Chess.STANDARD))
                .protocol();
        assertEquals("position startpos moves e2e4 e7e5", p.position(START, List.of("e2e4", "e7e5")));
        assertEquals("position startpos", p.position(START, List.of()));
        String fen = "8/8/8/4k3/8/8/3K4/7R w - - 0 1";
        assertEquals("position fen " + fen + " moves h1h5", p.position(fen, List.of("h1h5")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a pawn push          | e2e4  | e2e4
            a promotion          | e7e8q | e7e8q
            castling             | e1g1  | e1g1
            upper case           | E2E4  |
            a xiangqi rank       | h0g2  |
            separator            | e2-e4 |
            """)
    void chessMovesAreReadInUciCoordinatesOnly(String name, String text, String canonical) throws EngineException {
        EngineProtocol p = new UciProtocol(false).negotiate(new Handshake("SF", Map.of()), config(Chess.STANDARD))
                .protocol();
        assertEquals(canonical, p.readMove(text));
    }

    @Test
    void chess960IsSwitchedOnWithUciChess960AndRefusedByAnEngineWithoutIt() throws EngineException {
        var offers = new Handshake("SF", Map.of("UCI_Chess960", List.of("type", "check", "default", "false")));
        var n = new UciProtocol(false).negotiate(offers, config(Chess.CHESS960));
        assertEquals(List.of("setoption name UCI_Chess960 value true"), n.commands());
        EngineException e = assertThrows(EngineException.class,
                () -> new UciProtocol(false).negotiate(new Handshake("Old", Map.of()), config(Chess.CHESS960)));
        assertTrue(e.getMessage().contains("does not offer the option UCI_Chess960"), e.getMessage());
    }

    @Test
    void aMultiVariantEngineIsToldToPlayChess() throws EngineException {
        var fsf = new Handshake("Fairy-Stockfish", Map.of("UCI_Variant",
                List.of("type", "combo", "default", "chess", "var", "chess", "var", "xiangqi")));
        var n = new UciProtocol(false).negotiate(fsf, config(Chess.STANDARD));
        assertEquals(List.of("setoption name UCI_Variant value chess"), n.commands());
        assertNull(n.protocol().readMove("h10g8"));
    }
}
