package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UcciProtocolTest {

    @Test
    void handshakeUsesUcciOptionSyntaxAndEndsWithUcciok() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci");
            e.await("ucciok");
            List<String> lines = e.seen();
            assertEquals("id name ArbiterSample 0.1", lines.get(0));
            assertTrue(lines.contains("option usemillisec type check default false"), lines.toString());
            assertTrue(lines.contains("option hashsize type spin min 1 max 1024 default 16"), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("option fault type combo var off var crash")
                    && l.endsWith(" default off")), lines.toString());
            assertTrue(lines.stream().noneMatch(l -> l.startsWith("option name")), lines.toString());
            assertEquals("ucciok", lines.get(lines.size() - 1));
            e.send("isready");
            e.await("readyok");
        }
    }

    @Test
    void noLegalMoveAnswersNobestmove() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "position fen " + Positions.CHECKMATED, "go depth 2");
            assertEquals("nobestmove", e.await(l -> l.contains("bestmove"), 5_000, "an answer"));
        }
    }

    @Test
    void clockInSecondsAnswersALegalMoveWithUcciInfo() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "position startpos moves h2e2", "go time 3 increment 0 opptime 3 oppincrement 0");
            long t0 = System.nanoTime();
            String answer = e.await(l -> l.startsWith("bestmove"), 5_000, "bestmove");
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 2_000);
            Move m = Move.parse(answer.substring(9));
            assertTrue(UciProtocolTest.after(Position.INITIAL_FEN, "h2e2").isLegal(m), answer);
            String info = e.seen().stream().filter(l -> l.startsWith("info depth 1 ")).findFirst().orElseThrow();
            assertTrue(info.matches("info depth 1 score -?\\d+ time \\d+ nodes \\d+ pv .+"), info);
        }
    }

    @Test
    void goDepthAndMateInOne() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "position fen " + Positions.MATE_IN_ONE, "go depth 2");
            assertEquals("bestmove a0a9", e.await("bestmove"));
        }
    }

    @Test
    void banmovesKeepsTheEngineOffThoseMoves() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "position fen " + Positions.MATE_IN_ONE, "banmoves a0a9", "go depth 2");
            String answer = e.await("bestmove");
            assertNotEquals("bestmove a0a9", answer);
            // A new position lifts the ban.
            e.send("position fen " + Positions.MATE_IN_ONE, "go depth 2");
            assertEquals("bestmove a0a9", e.await("bestmove"));
        }
    }

    @Test
    void usemillisecSwitchesClockUnits() {
        SearchLimits seconds = GoParser.parse(List.of("time", "3", "increment", "1", "movestogo", "20"),
                Dialect.UCCI, false, Side.BLACK);
        assertEquals(3_000, seconds.timeLeftMs());
        assertEquals(1_000, seconds.incrementMs());
        assertEquals(20, seconds.movesToGo());
        SearchLimits millis = GoParser.parse(List.of("time", "3", "increment", "1"), Dialect.UCCI, true, Side.RED);
        assertEquals(3, millis.timeLeftMs());
        assertEquals(1, millis.incrementMs());
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "setoption usemillisec true", "position startpos", "go time 400 increment 0");
            long t0 = System.nanoTime();
            e.await(l -> l.startsWith("bestmove"), 5_000, "bestmove");
            // 400 s would allow about 13 s for this move; 400 ms allows well under a second.
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 1_000);
        }
    }

    @Test
    void quitAnswersBye() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("ucci", "quit");
            assertEquals("bye", e.await("bye"));
            assertTrue(e.awaitEnd(5_000));
        }
    }

    @Test
    void uciGoWordsPickTheMoversClock() {
        SearchLimits black = GoParser.parse(List.of("wtime", "1000", "btime", "2000", "winc", "10", "binc", "20",
                "movestogo", "7"), Dialect.UCI, false, Side.BLACK);
        assertEquals(2000, black.timeLeftMs());
        assertEquals(20, black.incrementMs());
        assertEquals(7, black.movesToGo());
        SearchLimits red = GoParser.parse(List.of("wtime", "1000", "btime", "2000", "winc", "10", "binc", "20"),
                Dialect.UCI, false, Side.RED);
        assertEquals(1000, red.timeLeftMs());
        assertEquals(10, red.incrementMs());
        SearchLimits infinite = GoParser.parse(List.of("depth", "infinite"), Dialect.UCCI, false, Side.RED);
        assertTrue(infinite.untilStop());
        SearchLimits fixed = GoParser.parse(List.of("movetime", "250", "nodes", "9", "depth", "4"), Dialect.UCI,
                false, Side.RED);
        assertEquals(250, fixed.moveTimeMs());
        assertEquals(9, fixed.nodes());
        assertEquals(4, fixed.depth());
    }
}
