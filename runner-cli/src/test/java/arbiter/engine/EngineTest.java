package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol session against canned engine output. */
class EngineTest {
    private static final GoLimits DEPTH_1 = new GoLimits(null, null, null, null, null, null, null, 1);

    private static String answer(Engine e, List<Move> moves) throws InterruptedException {
        Answer a = e.think(Position.INITIAL_FEN, moves.stream().map(Move::toString).toList(), DEPTH_1, moves.size() % 2 == 0, TimeUnit.SECONDS.toNanos(5));
        return ((BestMove.Played) ((Answer.Reply) a).bestMove()).move();
    }

    @Test
    void aSecondBestmoveForOneGoIsNeverTheAnswerToTheNext(@TempDir Path dir) throws Exception {
        CannedEngine canned = new CannedEngine(dir, "double", List.of("id name Double"),
                List.of(List.of("bestmove h2e2", "bestmove h9g7"), List.of("info depth 1 time 3", "bestmove b0c2")));
        try (Engine e = Engine.start(canned.config("Double", "uci"), null, 5000)) {
            assertEquals("h2e2", answer(e, List.of()));
            Thread.sleep(200); // the stale second answer is queued well before the next go
            assertEquals("b0c2", answer(e, List.of(Move.parse("h2e2"), Move.parse("h9g7"))));
        }
    }

    @Test
    void everyNewGameStartsWithAnIsreadyExchange(@TempDir Path dir) throws Exception {
        CannedEngine canned = new CannedEngine(dir, "plain", List.of(), List.of(List.of("bestmove h2e2")));
        try (Engine e = Engine.start(canned.config("Plain", "uci"), null, 5000)) {
            e.newGame(5000);
            answer(e, List.of());
        }
        List<String> got = canned.received();
        assertEquals(List.of("uci", "isready", "ucinewgame", "isready"), got.subList(0, 4), got.toString());
        assertTrue(got.get(4).startsWith("position fen ") && got.get(5).equals("go depth 1"), got.toString());
    }

    @Test
    void anEngineOfferingUciVariantXiangqiIsToldSoAndSpeaksRanksOneToTen(@TempDir Path dir) throws Exception {
        CannedEngine canned = new CannedEngine(dir, "fsf", List.of("id name Fairy-Stockfish 11.1 LB 64",
                "option name UCI_Variant type combo default chess var chess var shogi var xiangqi"),
                List.of(List.of("bestmove h10g8 ponder e3c3")));
        try (Engine e = Engine.start(canned.config("FSF", "uci"), null, 5000)) {
            assertEquals(new UciProtocol(true), e.protocol());
            Answer a = e.think(Position.INITIAL_FEN, List.of("h2e2"), DEPTH_1, false,
                    TimeUnit.SECONDS.toNanos(5));
            String text = ((BestMove.Played) ((Answer.Reply) a).bestMove()).move();
            assertEquals("h9g7", e.protocol().readMove(text));
        }
        List<String> got = canned.received();
        assertTrue(got.contains("setoption name UCI_Variant value xiangqi"), got.toString());
        assertTrue(got.stream().anyMatch(l -> l.startsWith("position fen ") && l.endsWith(" moves h3e3")),
                got.toString());
    }
}
