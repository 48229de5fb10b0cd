package arbiter.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.xiangqi.Xiangqi;
import arbiter.engine.Info;
import arbiter.engine.Score;
import arbiter.text.Texts;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The broadcast's server on the loopback: catching up after a drop, fresh snapshots, and stalled spectators. */
class LiveServerTest {
    private static final GameRules RULES = GameRules.defaultsOf(Xiangqi.INSTANCE);
    private static final List<String> MOVES = List.of("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7");
    private LiveHub hub;
    private LiveServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (hub != null) {
            hub.close();
        }
    }

    private void start() throws Exception {
        hub = new LiveHub(RULES, "Test Cup");
        server = new LiveServer(hub, new LivePage(Texts.EN, "Test Cup"), 0);
    }

    /** Plays {@code n} moves of {@link #MOVES} as game {@code id}, reporting each to the hub. */
    private GameState play(String id, GameState from, int n) {
        GameState g = from;
        for (int i = 0; i < n; i++) {
            g = g.play(MOVES.get(g.moves().size()));
            hub.moved(id, g, 60_000 - g.ply(), 60_000, new Info(5, 9, Score.cp(12), 1000L, 50_000L, 20L, null,
                    List.of()), 100);
        }
        return g;
    }

    /** The SSE events of one connection: reads until {@code count} events arrived (or 5 s passed). */
    private List<String[]> read(String lastEventId, int count) throws Exception {
        List<String[]> out = new ArrayList<>();
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(5000);
            OutputStream o = s.getOutputStream();
            o.write(("GET /events HTTP/1.1\r\nHost: x\r\n" + (lastEventId == null ? "" : "Last-Event-ID: " + lastEventId
                    + "\r\n") + "\r\n").getBytes(StandardCharsets.UTF_8));
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            String id = null, type = null, line;
            while (out.size() < count && (line = in.readLine()) != null) {
                if (line.startsWith("id: ")) {
                    id = line.substring(4);
                } else if (line.startsWith("event: ")) {
                    type = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    out.add(new String[] {id, type, line.substring(6)});
                }
            }
        }
        return out;
    }

    /** Starts the server and game {@code id} of round {@code round}, then plays {@code moves} of it, all published. */
    private GameState startWith(String id, int round, int moves) throws Exception {
        start();
        GameState g = RULES.start(Xiangqi.INSTANCE.initialFen()).orThrow();
        hub.started(id, round, "Alpha", "Beta", g, 60_000, 60_000);
        g = play(id, g, moves);
        settle(1 + moves);
        return g;
    }

    private void settle(long id) throws InterruptedException {
        for (int i = 0; i < 100 && hub.lastId() < id; i++) {
            Thread.sleep(20);
        }
        assertTrue(hub.lastId() >= id, "the hub published " + hub.lastId() + " events, expected " + id);
    }

    @Test
    void aNewSpectatorGetsASnapshotOfEverythingSoFar() throws Exception {
        startWith("1", 1, 3);
        List<String[]> e = read(null, 1);
        assertEquals("snapshot", e.get(0)[1]);
        assertTrue(e.get(0)[2].contains("\"written\":[\"炮二平五\",\"马8进7\",\"马二进三\"]"), e.get(0)[2]);
        assertEquals(hub.epoch + ":4", e.get(0)[0]);
    }

    @Test
    void aFinishedGameCarriesItsVerdictInThePagesLanguage() throws Exception {
        GameState end = RULES.start(Xiangqi.INSTANCE.initialFen()).orThrow();
        for (boolean chinese : new boolean[] {true, false}) {
            LiveHub h = new LiveHub(RULES, "Cup", chinese);
            try {
                h.finished("9", 1, "A", "B", end, "0-1", "perpetual-chase", null);
                h.finished("10", 1, "A", "B", end, "1-0", "checkmate", null);
                assertTrue(h.drain(5000));
                String snap = new String(h.snapshot().frame(), java.nio.charset.StandardCharsets.UTF_8);
                assertTrue(snap.contains(chinese ? "\"verdict\":\"红方长捉，判负\""
                        : "\"verdict\":\"Red chases perpetually and loses\""), snap);
                assertTrue(snap.contains(chinese ? "\"verdict\":\"黑方被将死，判负\""
                        : "\"verdict\":\"Black is checkmated and loses\""), snap);
            } finally {
                h.close();
            }
        }
    }

    @Test
    void anEventThatIsOverIsSaidToBeOverToSpectatorsNowAndLater() throws Exception {
        startWith("1", 1, 1);
        String seen = hub.epoch + ":2";
        assertTrue(read(null, 1).get(0)[2].contains("\"over\":false"), "live while it runs");
        hub.over();
        settle(3);
        List<String[]> e = read(seen, 1);
        assertEquals("over", e.get(0)[1]);
        assertTrue(read(null, 1).get(0)[2].contains("\"over\":true"), "a later spectator's snapshot says so too");
    }

    @Test
    void aSpectatorWhoReconnectsWithLastEventIdGetsExactlyWhatItMissed() throws Exception {
        GameState g = startWith("1", 1, 2);
        String seen = hub.epoch + ":3";
        play("1", g, 3);
        settle(6);
        List<String[]> e = read(seen, 3);
        assertEquals(List.of("move", "move", "move"), e.stream().map(x -> x[1]).toList());
        assertEquals(List.of(hub.epoch + ":4", hub.epoch + ":5", hub.epoch + ":6"), e.stream().map(x -> x[0]).toList());
        assertTrue(e.get(0)[2].contains("\"ply\":3") && e.get(0)[2].contains("\"move\":\"h0g2\""), e.get(0)[2]);
    }

    @Test
    void aSpectatorOfAnotherRunStartsAfreshFromASnapshot() throws Exception {
        start();
        hub.started("1", 1, "Alpha", "Beta", RULES.start(Xiangqi.INSTANCE.initialFen()).orThrow(), 1000, 1000);
        settle(1);
        assertEquals("snapshot", read("0lderrun:57", 1).get(0)[1]);
    }

    @Test
    void aStalledSpectatorHoldsUpNeitherTheGamesNorTheOthers() throws Exception {
        start();
        GameState g0 = RULES.start(Xiangqi.INSTANCE.initialFen()).orThrow();
        hub.started("1", 1, "Alpha", "Beta", g0, 60_000, 60_000);
        try (Socket stalled = new Socket("127.0.0.1", server.port())) {
            stalled.setReceiveBufferSize(1024);
            stalled.getOutputStream().write("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.UTF_8));
            // it never reads: its socket fills while the hub publishes many large events
            String big = "x".repeat(4000);
            long worst = 0;
            for (int i = 0; i < 3000; i++) {
                long t = System.nanoTime();
                hub.thinking("1", arbiter.core.game.Side.RED, new Info(i, null, Score.cp(i), null, null, null, null,
                        List.of()));
                hub.standings(arbiter.live.LiveGame.MAPPER.createObjectNode().put("filler", big + i));
                worst = Math.max(worst, System.nanoTime() - t);
            }
            assertTrue(TimeUnit.NANOSECONDS.toMillis(worst) < 50, "a game thread waited " + worst / 1e6 + " ms");
            settle(3000);
            // another spectator still gets the latest events at once
            long t = System.nanoTime();
            List<String[]> e = read(hub.epoch + ":" + (hub.lastId() - 2), 2);
            assertEquals(2, e.size());
            assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t) < 3000);
            assertEquals(2, server.watching(), "the stalled spectator is still connected, and the new one");
        }
    }

    @Test
    void theJsonAndPgnEndpointsServeTheGamesInProgress() throws Exception {
        startWith("2.1", 2, 2);
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + server.port();
        String games = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(games.contains("\"id\":\"2.1\"") && games.contains("\"moves\":[\"h2e2\",\"h9g7\"]"), games);
        String pgn = http.send(HttpRequest.newBuilder(URI.create(base + "/live.pgn")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(pgn.contains("[Round \"2\"]") && pgn.contains("1. h2e2 h9g7 *"), pgn);
        HttpResponse<String> missing = http.send(HttpRequest.newBuilder(URI.create(base + "/api/game/9.9")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, missing.statusCode());
        String page = http.send(HttpRequest.newBuilder(URI.create(base + "/")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(page.contains("<title>Test Cup · Live</title>") && page.contains("\"reconnecting\""), page);
    }

    @Test
    void chessGamesAreWrittenInSanAndXiangqiInWxfForEnglishReaders() throws Exception {
        GameRules chess = GameRules.defaultsOf(arbiter.core.chess.Chess.STANDARD);
        try (LiveHub h = new LiveHub(chess, "Chess", false)) {
            GameState g = chess.start(arbiter.core.chess.Chess.STANDARD.initialFen()).orThrow();
            h.started("1", 1, "W", "B", g, 1000, 1000);
            g = g.play("e2e4");
            h.moved("1", g, 1000, 1000, null, 10);
            g = g.play("e7e5");
            h.moved("1", g, 1000, 1000, null, 10);
            h.drain(5000);
            assertTrue(h.games().toString().contains("\"written\":[\"e4\",\"e5\"]"), h.games().toString());
        }
        try (LiveHub h = new LiveHub(RULES, "Xiangqi", false)) {
            GameState g = RULES.start(Xiangqi.INSTANCE.initialFen()).orThrow();
            h.started("1", 1, "R", "B", g, 1000, 1000);
            h.moved("1", g.play("h2e2"), 1000, 1000, null, 10);
            h.drain(5000);
            assertTrue(h.games().toString().contains("\"written\":[\"C2.5\"]"), h.games().toString());
        }
    }
}
