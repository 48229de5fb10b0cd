package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** What each protocol writes and how it reads an engine's move text. */
class EngineProtocolTest {
    private static final EngineProtocol UCI = new UciProtocol(false);
    private static final EngineProtocol UCI_1_TO_10 = new UciProtocol(true);
    private static final EngineProtocol UCCI = new UcciProtocol(false, arbiter.core.xiangqi.Xiangqi.INSTANCE);

    private static EngineProtocol of(String name) {
        return switch (name) {
            case "uci" -> UCI;
            case "uci ranks 1-10" -> UCI_1_TO_10;
            default -> UCCI;
        };
    }

    @ParameterizedTest(name = "{0}: ''{1}'' -> {2}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            uci            | h2e2   | h2e2
            uci            | a0a9   | a0a9
            uci            | H2-E2  | -
            uci            | h2-e2  | -
            uci            | H2E2   | -
            uci            | h2e    | -
            uci            | h2e2q  | -
            uci            | j2e2   | -
            uci            | h2h2   | -
            uci            | h10g8  | -
            ucci           | b0c2   | b0c2
            ucci           | B0-C2  | -
            uci ranks 1-10 | h3e3   | h2e2
            uci ranks 1-10 | h10g8  | h9g7
            uci ranks 1-10 | a1a10  | a0a9
            uci ranks 1-10 | h0e0   | -
            uci ranks 1-10 | h11e1  | -
            uci ranks 1-10 | h03e3  | -
            """)
    void anEngineMoveIsReadInItsProtocolsNotationOnly(String protocol, String text, String move) {
        assertEquals(move == null ? null : Move.parse(move).toString(), of(protocol).readMove(text));
    }

    @Test
    void positionsAreWrittenFromTheCoresMovesInTheEnginesRanks() {
        List<String> moves = List.of("h2e2", "h9g7");
        String fen = Position.initial().fen();
        assertEquals("position fen " + fen + " moves h2e2 h9g7", UCI.position(fen, moves));
        assertEquals("position fen " + fen + " moves h3e3 h10g8", UCI_1_TO_10.position(fen, moves));
        assertEquals("position fen " + fen, UCCI.position(fen, List.of()));
    }

    @Test
    void uciVariantXiangqiIsSetOnlyWhenTheEngineOffersIt() throws EngineException {
        EngineConfig c = new EngineConfig("E", "e", List.of(), null, UCI, Map.of());
        Handshake fsf = new Handshake("Fairy-Stockfish 11.1", Map.of("UCI_Variant", List.of("chess", "xiangqi")));
        assertEquals(new EngineProtocol.Negotiated(UCI_1_TO_10, List.of("setoption name UCI_Variant value xiangqi")),
                UCI.negotiate(fsf, c));
        Handshake chessOnly = new Handshake("Other", Map.of("UCI_Variant", List.of("chess", "shogi")));
        assertEquals(new EngineProtocol.Negotiated(UCI, List.of()), UCI.negotiate(chessOnly, c));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            offers usemillisec               | usemillisec | -     | Other           | true  | setoption usemillisec true
            offers it but timeunit=s         | usemillisec | false | Other           | false | -
            timeunit=ms                      | -           | true  | Other           | true  | -
            Fairy-Stockfish reads ms         | -           | -     | Fairy-Stockfish | true  | -
            others read seconds              | -           | -     | Other           | false | -
            """)
    void ucciTimeUnitsAreSettledAtTheHandshake(String name, String option, Boolean timeunitMs, String id,
                                               boolean millis, String command) throws EngineException {
        EngineConfig c = new EngineConfig("E", "e", List.of(), null, UCCI, Map.of(), timeunitMs);
        Handshake h = new Handshake(id, option == null ? Map.of() : Map.of(option, List.of()));
        assertEquals(new EngineProtocol.Negotiated(new UcciProtocol(millis, c.variant()),
                command == null ? List.of() : List.of(command)), UCCI.negotiate(h, c));
    }

    @Test
    void optionNamesAreReadInEachProtocolsForm() {
        assertEquals("Skill Level", UCI.optionName("option name Skill Level type spin default 20 min 0 max 20"));
        assertEquals("hashsize", UCCI.optionName("option hashsize type spin min 1 max 1024 default 16"));
        assertNull(UCI.optionName("id name X"));
        assertEquals(List.of("chess", "xiangqi"), Handshake.vars("option name UCI_Variant type combo default chess "
                + "var chess var xiangqi"));
    }

    @ParameterizedTest(name = "{0}: {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            uci  | bestmove    | true
            uci  | readyok     | true
            uci  | uciok       | true
            uci  | ucciok      | false
            uci  | nobestmove  | false
            uci  | info        | false
            ucci | bestmove    | true
            ucci | nobestmove  | true
            ucci | ucciok      | true
            ucci | uciok       | false
            ucci | info        | false
            """)
    void eachProtocolNamesTheLinesThatAnswerTheRunner(String protocol, String word, boolean answer) {
        assertEquals(answer, EngineProtocol.byName(protocol).isAnswer(word));
    }
}
