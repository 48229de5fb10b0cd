package arbiter.live;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The live broadcast's web server, the JDK's own ({@code com.sun.net.httpserver}): one page, a Server-Sent Events
 * stream ({@code /events}, resumable with {@code Last-Event-ID}), the games and standings as JSON
 * ({@code /api/games}, {@code /api/game/ID}, {@code /api/standings}) and a live PGN ({@code /live.pgn}). Each
 * spectator has a thread of its own that reads the hub's log at its own pace, so a slow or stalled one holds up
 * nobody else, and never a game.
 */
public final class LiveServer implements AutoCloseable {
    /** Spectators streaming at once; more are told to come back later (503). */
    static final int MAX_STREAMS = 1000;
    /** A comment line is sent when nothing happened for this long, ms: it keeps proxies from closing the stream. */
    static final long PING_MS = 15_000;
    /**
     * A spectator is sent what happened at most this often, ms: events are batched, so a hundred spectators of
     * fast games wake a few times a second each rather than at every move.
     */
    static final long BATCH_MS = 100;

    private final LiveHub hub;
    private final LivePage page;
    private final HttpServer server;
    private final ExecutorService threads;
    private final Semaphore streams = new Semaphore(MAX_STREAMS);
    private final AtomicInteger watching = new AtomicInteger();
    private volatile boolean stopping;

    /**
     * Starts serving {@code hub} on {@code port} of every address (0: a free port).
     *
     * @throws IOException when the port cannot be had (in use, or not allowed)
     */
    public LiveServer(LiveHub hub, LivePage page, int port) throws IOException {
        this.hub = hub;
        this.page = page;
        try {
            server = HttpServer.create(new InetSocketAddress(port), 64);
        } catch (BindException e) {
            throw new IOException("port " + port + " is in use or not allowed (" + e.getMessage() + ")", e);
        }
        AtomicInteger n = new AtomicInteger();
        threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "live-http-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(threads);
        server.createContext("/", this::route);
        server.start();
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Spectators streaming now. */
    public int watching() {
        return watching.get();
    }

    private void route(HttpExchange h) throws IOException {
        try (h) {
            String path = h.getRequestURI().getPath();
            if (!h.getRequestMethod().equals("GET") && !h.getRequestMethod().equals("HEAD")) {
                send(h, 405, "text/plain", "only GET");
                return;
            }
            switch (path) {
                case "/", "/index.html" -> send(h, 200, "text/html; charset=utf-8", page.html());
                case "/events" -> events(h);
                case "/api/games" -> send(h, 200, "application/json", hub.games().toString());
                case "/api/standings" -> {
                    var s = hub.standingsJson();
                    send(h, 200, "application/json", s == null ? "null" : s.toString());
                }
                case "/live.pgn" -> send(h, 200, "application/x-chess-pgn; charset=utf-8", hub.pgn());
                case "/glyphs.json" -> resource(h, "/arbiter/cli/glyphs.json", "application/json");
                default -> {
                    if (path.startsWith("/api/game/")) {
                        var g = hub.game(path.substring("/api/game/".length()));
                        if (g != null) {
                            send(h, 200, "application/json", g.toString());
                            return;
                        }
                    }
                    send(h, 404, "text/plain", "no such page: " + path);
                }
            }
        } catch (IOException | RuntimeException e) {
            // the spectator went away, or a bad request: nothing to do for anyone else
        }
    }

    private static void send(HttpExchange h, int status, String type, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        h.getResponseHeaders().set("Content-Type", type);
        h.getResponseHeaders().set("Cache-Control", "no-cache");
        h.getResponseHeaders().set("Access-Control-Allow-Origin", "*");
        if (h.getRequestMethod().equals("HEAD")) {
            h.sendResponseHeaders(status, -1);
            return;
        }
        h.sendResponseHeaders(status, b.length);
        try (OutputStream out = h.getResponseBody()) {
            out.write(b);
        }
    }

    private static void resource(HttpExchange h, String name, String type) throws IOException {
        try (InputStream in = LiveServer.class.getResourceAsStream(name)) {
            if (in == null) {
                send(h, 404, "text/plain", "not bundled: " + name);
                return;
            }
            send(h, 200, type, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The SSE stream: a snapshot or the missed events first, then each event as it happens. */
    private void events(HttpExchange h) throws IOException {
        if (!streams.tryAcquire()) {
            send(h, 503, "text/plain", "too many spectators; try again later");
            return;
        }
        watching.incrementAndGet();
        try {
            h.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
            h.getResponseHeaders().set("Cache-Control", "no-cache");
            h.getResponseHeaders().set("Access-Control-Allow-Origin", "*");
            h.sendResponseHeaders(200, 0);
            OutputStream out = h.getResponseBody();
            out.write("retry: 1000\n\n".getBytes(StandardCharsets.UTF_8));
            long from = resumeFrom(h);
            while (!stopping) {
                List<LiveHub.Event> events = from < 0 ? null : hub.after(from, PING_MS);
                if (events == null) {
                    LiveHub.Event snap = hub.snapshot();
                    write(out, snap);
                    from = snap.id();
                } else if (events.isEmpty()) {
                    out.write(": ping\n\n".getBytes(StandardCharsets.UTF_8));
                } else {
                    for (LiveHub.Event e : events) {
                        write(out, e);
                    }
                    from = events.get(events.size() - 1).id();
                }
                out.flush();
                Thread.sleep(BATCH_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            watching.decrementAndGet();
            streams.release();
        }
    }

    /** The event number the spectator last saw, from {@code Last-Event-ID} ({@code EPOCH:N}) of this run; else -1. */
    private long resumeFrom(HttpExchange h) {
        String last = h.getRequestHeaders().getFirst("Last-Event-ID");
        if (last == null) {
            String q = h.getRequestURI().getQuery();
            if (q != null && q.startsWith("last=")) {
                last = q.substring(5);
            }
        }
        if (last == null || !last.startsWith(hub.epoch + ":")) {
            return -1;
        }
        try {
            return Long.parseLong(last.substring(hub.epoch.length() + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void write(OutputStream out, LiveHub.Event e) throws IOException {
        out.write(e.frame());
    }

    @Override
    public void close() {
        stopping = true;
        server.stop(0);
        threads.shutdownNow();
    }
}
