package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FaultTest {

    @Test
    void crashExitsWithStatus3OnGo() throws Exception {
        try (EngineHarness e = new EngineHarness("--fault=crash")) {
            e.send("uci", "isready", "position startpos", "go depth 1");
            e.await("readyok");
            assertEquals(3, e.exitStatus.get(5, TimeUnit.SECONDS));
            assertTrue(e.awaitEnd(5_000), "the loop must stop after the exit hook");
            assertTrue(e.drain(200).stream().noneMatch(l -> l.startsWith("bestmove")), e.seen().toString());
            assertTrue(e.err().contains("fault 'crash' at ply 0"), e.err());
        }
    }

    @Test
    void faultPlyCountsTheMovesOfThePositionCommand() throws Exception {
        try (EngineHarness e = new EngineHarness("--fault", "crash", "--fault-ply=2")) {
            e.send("uci", "position startpos moves h2e2", "go depth 1");
            assertNotNull(UciProtocolTest.bestMove(e.await("bestmove")));
            assertFalse(e.exitStatus.isDone());
            e.send("position startpos moves h2e2 h9g7 b0c2", "go depth 1");
            assertEquals(3, e.exitStatus.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void faultsCanBeSetWithSetoption() throws Exception {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "setoption name Fault value crash", "setoption name FaultPly value 1",
                    "position startpos", "go depth 1");
            e.await("bestmove");
            e.send("position startpos moves h2e2", "go depth 1");
            assertEquals(3, e.exitStatus.get(5, TimeUnit.SECONDS));
        }
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "setoption fault exit-on-go", "position startpos", "go depth 1");
            assertEquals(0, e.exitStatus.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void exitOnGoExitsWithStatus0Silently() throws Exception {
        try (EngineHarness e = new EngineHarness("--fault=exit-on-go")) {
            e.send("uci");
            e.await("uciok");
            e.send("position startpos", "go movetime 100");
            assertEquals(0, e.exitStatus.get(5, TimeUnit.SECONDS));
            assertTrue(e.awaitEnd(5_000));
            assertEquals(List.of(), e.drain(200));
            assertEquals("", e.err());
        }
    }

    @Test
    void hangAnswersNothingAndIgnoresQuit() {
        try (EngineHarness e = new EngineHarness("--fault=hang")) {
            e.send("uci");
            e.await("uciok");
            e.send("position startpos", "go depth 1", "isready", "stop", "quit");
            assertEquals(List.of(), e.drain(500));
            e.closeInput();
            assertFalse(e.awaitEnd(300), "a hung engine must not end on quit or end of input");
            assertFalse(e.exitStatus.isDone());
            e.thread.interrupt(); // the only way out, and only in-process
            assertTrue(e.awaitEnd(5_000));
        }
    }

    @Test
    void illegalAnswersAWellFormedIllegalMove() {
        try (EngineHarness e = new EngineHarness("--fault=illegal")) {
            e.send("uci", "position startpos moves h2e2", "go depth 1");
            Move m = UciProtocolTest.bestMove(e.await("bestmove"));
            assertNotNull(m, "the move must parse");
            assertEquals("e9e4", m.toString());
            assertFalse(UciProtocolTest.after(Position.INITIAL_FEN, "h2e2").isLegal(m));
        }
    }

    @Test
    void garbagePrintsJunkThenBestmoveXyzzy() {
        try (EngineHarness e = new EngineHarness("--fault=garbage")) {
            e.send("uci");
            e.await("uciok");
            int from = e.seen().size();
            e.send("position startpos", "go depth 1");
            assertEquals("bestmove xyzzy", e.await("bestmove"));
            List<String> junk = e.seen().subList(from, e.seen().size() - 1);
            assertTrue(junk.size() >= 2, junk.toString());
            for (String line : junk) {
                assertFalse(line.matches("(info|bestmove|readyok|uciok|id|option)\\b.*"), line);
            }
        }
    }

    @Test
    void noneAnswersNoMoveAlthoughMovesExist() {
        try (EngineHarness e = new EngineHarness("--fault=none")) {
            e.send("uci", "position startpos", "go depth 1");
            assertEquals("bestmove (none)", e.await("bestmove"));
        }
        try (EngineHarness e = new EngineHarness("--fault=none")) {
            e.send("ucci", "position startpos", "go depth 1");
            assertEquals("nobestmove", e.await(l -> l.contains("bestmove"), 5_000, "answer"));
        }
    }

    @Test
    void ignoreStopKeepsSearchingUntilItsOwnLimit() {
        try (EngineHarness e = new EngineHarness("--fault=ignore-stop", "--ignore-stop-ms=1500")) {
            e.send("uci", "position startpos", "go infinite");
            e.await("info depth 1 ");
            long t0 = System.nanoTime();
            e.send("stop", "isready");
            e.await(l -> l.equals("readyok"), 2_000, "readyok");
            assertTrue(e.drain(700).stream().noneMatch(l -> l.startsWith("bestmove")), "answered stop");
            Move m = UciProtocolTest.bestMove(e.await(l -> l.startsWith("bestmove"), 10_000, "bestmove"));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms >= 1_000, "answered after " + ms + " ms");
            assertTrue(Position.initial().isLegal(m));
        }
    }

    @Test
    void ignoreStopHonoursATimedSearchsOwnLimit() {
        try (EngineHarness e = new EngineHarness("--fault=ignore-stop")) {
            e.send("uci", "position startpos", "go movetime 300", "stop");
            long t0 = System.nanoTime();
            e.await(l -> l.startsWith("bestmove"), 5_000, "bestmove");
            assertTrue((System.nanoTime() - t0) / 1_000_000 >= 200);
        }
    }

    @Test
    void slowStartDelaysTheHandshakeOnly() {
        try (EngineHarness e = new EngineHarness("--fault=slow-start", "--slow-start-ms=400")) {
            long t0 = System.nanoTime();
            e.send("uci");
            e.await("uciok");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms >= 350, "uciok after " + ms + " ms");
            assertTrue(e.seen().contains("option name Fault type combo default slow-start var off var crash var hang"
                    + " var illegal var garbage var none var ignore-stop var slow-start var exit-on-go var iccs var double-answer"
                    + " var late-answer"));
            e.send("position startpos", "go depth 1");
            assertNotNull(UciProtocolTest.bestMove(e.await("bestmove")));
        }
    }

    @Test
    void iccsAnswersALegalMoveInIccs() {
        try (EngineHarness e = new EngineHarness("--fault=iccs")) {
            e.send("uci", "position startpos", "go depth 1");
            String answer = e.await("bestmove");
            assertTrue(answer.matches("bestmove [A-I]\\d-[A-I]\\d"), answer);
            Move m = Move.parse(answer.substring(9));
            assertTrue(Position.initial().isLegal(m), answer);
        }
    }

    @Test
    void doubleAnswerAnswersEverySearchTwice() {
        try (EngineHarness e = new EngineHarness("--fault=double-answer")) {
            e.send("uci", "position startpos", "go depth 1");
            String first = e.await("bestmove");
            assertEquals(first, e.await("bestmove"));
        }
    }

    @Test
    void lateAnswerAnswersStopAndAgainAfterTheNextReadyok() {
        try (EngineHarness e = new EngineHarness("--fault=late-answer")) {
            e.send("uci", "position startpos", "go wtime 1000 btime 1000");
            assertTrue(e.drain(300).stream().noneMatch(l -> l.startsWith("bestmove")), e.seen().toString());
            e.send("stop");
            String answer = e.await("bestmove");
            e.send("ucinewgame", "isready");
            e.await("readyok");
            assertEquals(answer, e.await("bestmove"));
        }
    }

    @Test
    void badFaultArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> EngineOptions.fromArgs("--fault=explode"));
        assertThrows(IllegalArgumentException.class, () -> EngineOptions.fromArgs("--fault-ply=-1"));
        assertThrows(IllegalArgumentException.class, () -> EngineOptions.fromArgs("--fault"));
        assertThrows(IllegalArgumentException.class, () -> EngineOptions.fromArgs("crash"));
        EngineOptions o = EngineOptions.fromArgs("--fault=IGNORE_STOP", "--fault-ply", "7", "--hash=32");
        assertEquals(Fault.IGNORE_STOP, o.fault());
        assertEquals(7, o.faultPly());
        assertEquals(32, o.hashMb());
    }
}
