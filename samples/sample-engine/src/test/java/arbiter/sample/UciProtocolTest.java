package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UciProtocolTest {

    static Move bestMove(String line) {
        assertTrue(line.startsWith("bestmove "), line);
        return Move.parse(line.substring("bestmove ".length()).trim());
    }

    static Position after(String fen, String... moves) {
        Position p = Position.fromFen(fen).orThrow();
        for (String m : moves) {
            p = p.play(Move.parse(m)).orThrow();
        }
        return p;
    }

    @Test
    void handshakeNamesEngineListsOptionsAndEndsWithUciok() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci");
            e.await("uciok");
            List<String> lines = e.seen();
            assertEquals("id name ArbiterSample 0.1", lines.get(0));
            assertTrue(lines.get(1).startsWith("id author "), lines.get(1));
            assertTrue(lines.contains("option name Hash type spin default 16 min 1 max 1024"), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name Fault type combo default off var off "
                    + "var crash var hang var illegal var garbage var none var ignore-stop var slow-start "
                    + "var exit-on-go")), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name FaultPly type spin default 0")));
            assertEquals("uciok", lines.get(lines.size() - 1));
            e.send("isready");
            assertEquals("readyok", e.await("readyok"));
        }
    }

    @Test
    void goDepthOneAnswersALegalMove() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "ucinewgame", "position startpos moves h2e2", "go depth 1");
            String info = e.await("info depth 1 ");
            assertTrue(info.matches("info depth 1 seldepth \\d+ score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv .+"),
                    info);
            Move m = bestMove(e.await("bestmove"));
            assertNotNull(m);
            assertTrue(after(Position.INITIAL_FEN, "h2e2").isLegal(m), m.toString());
        }
    }

    @Test
    void findsMateInOneAndReportsItAsMate() {
        Position p = Position.fromFen(Positions.MATE_IN_ONE).orThrow();
        assertTrue(p.play(Move.parse("a0a9")).orThrow().legalMoves().isEmpty(), "a0a9 mates");
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position fen " + Positions.MATE_IN_ONE, "go depth 2");
            String bestmove = e.await("bestmove");
            assertEquals("bestmove a0a9", bestmove);
            assertTrue(e.seen().stream().anyMatch(l -> l.startsWith("info depth 2 ") && l.contains(" score mate 1 ")),
                    e.seen().toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {Positions.CHECKMATED, Positions.STALEMATED})
    void answersNoneWhenThereIsNoLegalMove(String fen) {
        Position p = Position.fromFen(fen).orThrow();
        assertTrue(p.legalMoves().isEmpty());
        assertEquals(fen.equals(Positions.CHECKMATED), p.inCheck());
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position fen " + fen, "go depth 3");
            assertEquals("bestmove (none)", e.await("bestmove"));
        }
    }

    @Test
    void startposWithMovesLeadsToTheRightPosition() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("position startpos moves h2e2 h9g7", "d");
            assertEquals("info string fen " + after(Position.INITIAL_FEN, "h2e2", "h9g7").fen(),
                    e.await("info string fen"));
            e.send("position startpos moves h2e2 h2e2 b0c2", "d");
            assertTrue(e.await("info string").contains("illegal move h2e2"), e.seen().toString());
            assertEquals("info string fen " + after(Position.INITIAL_FEN, "h2e2").fen(), e.await("info string fen"));
        }
    }

    @Test
    void moveTimeIsRespected() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position startpos", "go movetime 200");
            long t0 = System.nanoTime();
            Move m = bestMove(e.await(l -> l.startsWith("bestmove"), 5_000, "bestmove"));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms < 2_000, "took " + ms + " ms");
            assertTrue(Position.initial().isLegal(m));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"wtime 1000 btime 1000", "wtime 50 btime 50", "wtime 300 btime 300 winc 100 binc 100",
            "wtime 500 btime 500 movestogo 1", "btime 100 wtime 100 movestogo 5"})
    void everyClockFormAnswersInTime(String clock) {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position startpos moves b2e2", "go " + clock);
            long t0 = System.nanoTime();
            Move m = bestMove(e.await(l -> l.startsWith("bestmove"), 5_000, "bestmove"));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            long black = Long.parseLong(clock.replaceAll(".*btime (\\d+).*", "$1"));
            // Black is to move: its own clock is the limit, with generous slack for a loaded test machine.
            assertTrue(ms < Math.max(black, 200) + 300, clock + " took " + ms + " ms");
            assertTrue(after(Position.INITIAL_FEN, "b2e2").isLegal(m), m.toString());
        }
    }

    @Test
    void nodeLimitedSearchIsDeterministic() {
        List<String> first;
        List<String> second;
        try (EngineHarness e = new EngineHarness()) {
            first = searchLines(e);
        }
        try (EngineHarness e = new EngineHarness()) {
            second = searchLines(e);
        }
        assertEquals(first, second);
        assertTrue(first.get(first.size() - 1).startsWith("bestmove "), first.toString());
        assertTrue(first.size() > 2, "expected several iterations: " + first);
        // Within one process too, after another search has filled the tables.
        try (EngineHarness e = new EngineHarness()) {
            searchLines(e);
            assertEquals(first, searchLines(e));
        }
    }

    /** The info and bestmove lines of a 20000-node search, without the time-dependent fields. */
    private static List<String> searchLines(EngineHarness e) {
        int from = e.seen().size();
        e.send("uci", "position startpos moves h2e2 h9g7 h0g2", "go nodes 20000");
        e.await("bestmove");
        List<String> out = new ArrayList<>();
        for (String l : e.seen().subList(from, e.seen().size())) {
            if (l.startsWith("info depth") || l.startsWith("bestmove")) {
                out.add(l.replaceAll(" nps \\d+ time \\d+", ""));
            }
        }
        return out;
    }

    @Test
    void infiniteSearchWaitsForStopAndStillAnswersIsready() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position startpos", "go infinite");
            e.await("info depth 1 ");
            e.send("isready");
            e.await(l -> l.equals("readyok"), 2_000, "readyok during the search");
            assertFalse(e.seen().stream().anyMatch(l -> l.startsWith("bestmove")), e.seen().toString());
            e.send("stop");
            long t0 = System.nanoTime();
            Move m = bestMove(e.await(l -> l.startsWith("bestmove"), 2_000, "bestmove after stop"));
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 2_000);
            assertTrue(Position.initial().isLegal(m));
        }
    }

    @Test
    void infiniteSearchOfAMateStillWaitsForStop() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("position fen " + Positions.MATE_IN_ONE, "go infinite");
            e.await("info depth 1 ");
            assertTrue(e.drain(300).stream().noneMatch(l -> l.startsWith("bestmove")), e.seen().toString());
            e.send("stop");
            assertEquals("bestmove a0a9", e.await("bestmove"));
        }
    }

    @Test
    void ponderWaitsForPonderhitThenAnswersOnItsClock() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position startpos moves h2e2 h9g7", "go ponder wtime 1000 btime 1000");
            e.await("info depth 1 ");
            assertTrue(e.drain(400).stream().noneMatch(l -> l.startsWith("bestmove")), e.seen().toString());
            e.send("ponderhit");
            long t0 = System.nanoTime();
            Move m = bestMove(e.await(l -> l.startsWith("bestmove"), 2_000, "bestmove after ponderhit"));
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 1_000);
            assertTrue(after(Position.INITIAL_FEN, "h2e2", "h9g7").isLegal(m));
        }
    }

    @Test
    void searchmovesRestrictsTheRootButNeverToNothing() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("position fen " + Positions.MATE_IN_ONE, "go depth 2 searchmoves i8i9 a0b0");
            String answer = e.await("bestmove");
            assertTrue(answer.equals("bestmove i8i9") || answer.equals("bestmove a0b0"), answer);
            e.send("go depth 2 searchmoves d0e0 i8h7");
            assertEquals("bestmove a0a9", e.await("bestmove")); // nothing legal listed: all moves count
        }
    }

    @Test
    void quitEndsTheLoopWithoutCallingExit() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci", "position startpos", "go infinite", "quit");
            assertTrue(e.awaitEnd(5_000), "loop still running after quit");
            assertFalse(e.exitStatus.isDone());
        }
    }

    @Test
    void endOfInputEndsTheLoop() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("uci");
            e.closeInput();
            assertTrue(e.awaitEnd(5_000));
        }
    }

    @Test
    void unknownOptionsAndCommandsAreReportedNotFatal() {
        try (EngineHarness e = new EngineHarness()) {
            e.send("setoption name Contempt value 4");
            assertTrue(e.await("info string").contains("unknown option 'Contempt'"));
            e.send("setoption name Threads value 4");
            assertTrue(e.await("info string").contains("expected 1 (the search runs on one thread)"));
            e.send("setoption name Fault value explode");
            assertTrue(e.await("info string").contains("expected one of off, crash"));
            e.send("frobnicate", "isready");
            assertEquals("info string unknown command: frobnicate", e.await("info string"));
            e.await("readyok");
        }
    }
}
