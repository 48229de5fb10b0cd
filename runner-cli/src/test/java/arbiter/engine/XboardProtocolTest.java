package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.chess.Chess;
import arbiter.core.game.GameState;
import arbiter.core.xiangqi.Xiangqi;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** xboard (CECP 2) as the runner speaks it, on canned lines and scripted engines. */
class XboardProtocolTest {
    private static final String START = Chess.STANDARD.initialFen();
    private static final XboardProtocol CHESS = new XboardProtocol(true, true, Chess.STANDARD);
    private static final GoLimits CLOCK = new GoLimits(60_000L, 59_000L, 500L, 500L, null, null, null, null);

    @Test
    void featuresAreAnsweredOneByOneAndSanIsDeclined() {
        var h = XboardProtocol.initial().handshakeLine(
                "feature ping=1 setboard=1 san=1 myname=\"GNU Chess 6\" option=\"Hash -spin 64 1 1024\" done=1");
        assertTrue(h.done());
        assertEquals(List.of("accepted ping", "accepted setboard", "rejected san", "accepted myname",
                "accepted option"), h.replies());
        assertEquals("GNU Chess 6", h.idName());
        assertEquals(Map.of("ping", "1", "setboard", "1", "san", "1"), h.features());
        assertEquals(List.of("Hash"), List.copyOf(h.options().keySet()));
        var wait = XboardProtocol.initial().handshakeLine("feature done=0");
        assertTrue(wait.hold());
        assertFalse(wait.done());
        assertFalse(XboardProtocol.initial().handshakeLine("Chess").done());
    }

    @Test
    void theFirstRequestOfAGameSetsTheBoardUpInForceModeAndLaterOnesSendOnlyTheOpponentsMove() {
        List<String> first = CHESS.think(START, List.of("e2e4"), null, CLOCK, false);
        assertEquals(List.of("force", "setboard " + START, "level 0 1 0.5", "usermove e2e4", "time 6000",
                "otim 5900", "go"), first);
        List<String> next = CHESS.think(START, List.of("e2e4", "e7e5", "g1f3"), List.of("e2e4"), CLOCK, false);
        assertEquals(List.of("time 6000", "otim 5900", "usermove g1f3"), next);
        // a board that is not one move behind is rebuilt
        List<String> rebuilt = CHESS.think(START, List.of("d2d4", "d7d5", "c2c4"), List.of("e2e4"), CLOCK, false);
        assertEquals("force", rebuilt.get(0));
        assertEquals("go", rebuilt.get(rebuilt.size() - 1));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fixed time per move rounds up to whole seconds | 2500 |       | st 3
            depth without a clock                          |      | 7     | st 86400,sd 7
            """)
    void limitsWithoutAClockAreStAndSd(String name, Long moveTime, Integer depth, String expected) {
        GoLimits l = new GoLimits(null, null, null, null, null, moveTime, null, depth);
        List<String> c = CHESS.think(START, List.of(), null, l, true);
        assertEquals(List.of(expected.split(",")), c.subList(2, c.size() - 1));
    }

    @Test
    void movesPerPeriodGoIntoLevel() {
        GoLimits l = new GoLimits(300_000L, 300_000L, 0L, 0L, 40, null, null, null);
        assertTrue(CHESS.think(START, List.of(), null, l, true).contains("level 40 5 0"));
        GoLimits odd = new GoLimits(90_500L, 90_500L, 0L, 0L, null, null, null, null);
        assertTrue(CHESS.think(START, List.of(), null, odd, true).contains("level 0 1:30 0"));
    }

    @Test
    void chess960CastlingIsWrittenAsOO() {
        XboardProtocol p = new XboardProtocol(true, false, Chess.CHESS960);
        String fen = "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1";
        assertTrue(Chess.CHESS960.start(fen, null).orThrow().legalMoves().contains("e1h1"));
        List<String> c = p.think(fen, List.of("e1h1"), null, CLOCK, false);
        assertTrue(c.contains("O-O"), c.toString());
        assertTrue(p.newGame().contains("variant fischerandom"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            move                 | move e2e4          | e2e4
            old style            | 1. ... e7e5        | e7e5
            move with promotion  | move a7a8q         | a7a8q
            """)
    void answersAreMoveLines(String name, String line, String move) {
        assertEquals(new BestMove.Played(move, null), CHESS.answer(line));
    }

    @Test
    void oldStyleMoveAnswersAreNeverDroppedInAFlood() {
        assertTrue(CHESS.isAnswer("41.") && CHESS.isAnswer("move") && CHESS.isAnswer("pong"));
        assertFalse(CHESS.isAnswer("12") || CHESS.isAnswer("My"));
    }

    @Test
    void resignationAndClaimsAndChatter() {
        assertInstanceOf(BestMove.Resigned.class, CHESS.answer("resign"));
        assertNull(CHESS.answer("1-0 {White mates}"));
        assertNull(CHESS.answer("My move is : e2e4"));
        assertEquals("refused a legal move: 'Illegal move: e2e4'", CHESS.violation("Illegal move: e2e4"));
        assertNull(CHESS.violation("Error (unknown command): foo"));
    }

    @Test
    void thinkingOutputGivesDepthScoreTimeNodesAndPv() {
        Info i = CHESS.info("8 -17 18 390165 d3 b5 Bb3");
        assertEquals(8, i.depth());
        assertEquals(Score.cp(-17), i.score());
        assertEquals(180L, i.timeMs());
        assertEquals(390165L, i.nodes());
        assertEquals(List.of("d3", "b5", "Bb3"), i.pv());
        assertEquals(Score.mateIn(2), CHESS.info("5. 100003 4 100 Qh5").score());
        assertNull(CHESS.info("move e2e4"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            coordinates          | e2e4   | e2e4
            SAN                  | Nf3    | g1f3
            shape of a promotion | e2e4=Q | e2e4q
            """)
    void movesAreReadInCoordinatesOrSan(String name, String text, String canonical) {
        GameState g = Chess.STANDARD.start(START, null).orThrow();
        assertEquals(canonical, CHESS.readMove(text, g));
    }

    @Test
    void castlingAsOOIsReadInThePosition() {
        GameState g = Chess.STANDARD.start("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null).orThrow();
        assertEquals("e1g1", CHESS.readMove("O-O", g));
        assertEquals("e1c1", CHESS.readMove("O-O-O", g));
    }

    @Test
    void negotiationRefusesWhatTheEngineCannotDo() {
        EngineConfig chess = new EngineConfig("E", "e", List.of(), null, XboardProtocol.initial(), Map.of(), null)
                .withVariant(Chess.STANDARD);
        EngineException noSetboard = assertThrows(EngineException.class, () -> XboardProtocol.initial()
                .negotiate(new Handshake("E", Map.of(), Map.of("ping", "1")), chess));
        assertTrue(noSetboard.getMessage().contains("setboard=1"), noSetboard.getMessage());
        EngineException no960 = assertThrows(EngineException.class, () -> XboardProtocol.initial()
                .negotiate(new Handshake("E", Map.of(), Map.of("setboard", "1", "variants", "normal")),
                        chess.withVariant(Chess.CHESS960)));
        assertTrue(no960.getMessage().contains("fischerandom"), no960.getMessage());
        EngineException xq = assertThrows(EngineException.class, () -> XboardProtocol.initial()
                .negotiate(new Handshake("E", Map.of(), Map.of("setboard", "1")), chess.withVariant(Xiangqi.INSTANCE)));
        assertTrue(xq.getMessage().contains("--game chess"), xq.getMessage());
        assertNull(new XboardProtocol(false, false, Chess.STANDARD).ping(1));
    }

    /** A scripted xboard engine: the given handshake lines after protover, pong for ping, e7e5 after go. */
    private static EngineConfig scripted(Path dir, String afterProtover) throws Exception {
        Path script = dir.resolve("xb.sh");
        Files.writeString(script, "#!/bin/bash\n"
                + "while IFS= read -r line; do\n"
                + "  echo \"$line\" >> '" + dir.resolve("xb.log") + "'\n"
                + "  case \"$line\" in\n"
                + "    'protover 2') " + afterProtover + " ;;\n"
                + "    ping*) echo \"pong ${line#ping }\" ;;\n"
                + "    go) echo 'move e7e5' ;;\n"
                + "    quit) exit 0 ;;\n"
                + "  esac\n"
                + "done\n");
        assertTrue(script.toFile().setExecutable(true));
        return new EngineConfig("XB", script.toString(), List.of(), null, XboardProtocol.initial(), Map.of(), null)
                .withVariant(Chess.STANDARD);
    }

    @Test
    void anEngineThatHoldsTheHandshakeWithDoneZeroIsWaitedFor(@TempDir Path dir) throws Exception {
        EngineConfig c = scripted(dir, "echo 'feature done=0'; sleep 2.5; echo 'feature ping=1 setboard=1 "
                + "usermove=1 myname=\"Slow\"'; echo 'feature done=1'");
        try (Engine e = Engine.start(c, null, 10_000)) {
            assertEquals("Slow", e.idName());
            e.newGame(5000);
            Answer a = e.think(START, List.of("e2e4"), CLOCK, false, TimeUnit.SECONDS.toNanos(5));
            assertEquals("e7e5", ((BestMove.Played) ((Answer.Reply) a).bestMove()).move());
        }
        List<String> sent = Files.readAllLines(dir.resolve("xb.log"));
        assertTrue(sent.containsAll(List.of("accepted ping", "new", "force", "usermove e2e4", "go")), sent.toString());
    }

    @Test
    void featuresWithoutDoneAreTakenAsAllAfterTwoQuietSeconds(@TempDir Path dir) throws Exception {
        EngineConfig c = scripted(dir, "echo 'feature ping=1 setboard=1 myname=\"NoDone\"'");
        long t0 = System.nanoTime();
        try (Engine e = Engine.start(c, null, 10_000)) {
            assertEquals("NoDone", e.idName());
        }
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        assertTrue(ms >= 2000 && ms < 9000, ms + " ms");
    }

    @Test
    void aSilentEngineIsReportedAfterTheHandshakeTimeoutHavingBeenAskedTwice(@TempDir Path dir) throws Exception {
        EngineConfig c = scripted(dir, "true");
        EngineException e = assertThrows(EngineException.class, () -> Engine.start(c, null, 4000));
        assertTrue(e.getMessage().contains("did not answer 'xboard' within 4000 ms"), e.getMessage());
        assertEquals(2, Files.readAllLines(dir.resolve("xb.log")).stream().filter("protover 2"::equals).count());
    }
}
