package arbiter.cli.play;

import arbiter.cli.common.UserError;

import arbiter.core.GameRules;
import arbiter.live.LiveHub;
import arbiter.live.LivePage;
import arbiter.live.LiveServer;
import arbiter.match.GameObserver;
import arbiter.text.Texts;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --live PORT}: the live broadcast of a match or tournament. */
public final class BroadcastOptions {
    /** The broadcast started last in this JVM (tests reach a running command's broadcast through it). */
    private static volatile Live last;

    @Option(names = "--live", paramLabel = "PORT", description = "Broadcast the games live on http://HOST:PORT/: "
            + "boards, clocks, engine output and standings as they happen (Server-Sent Events; also /api/games, "
            + "/api/standings and /live.pgn for relays). 0 picks a free port.")
    Integer livePort;

    /** Refuses a port out of range, before the command prints or starts anything. */
    void check(CommandLine cl) {
        if (livePort != null && (livePort < 0 || livePort > 65535)) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--live': " + livePort
                    + "; expected a port, 0 to 65535");
        }
    }

    /**
     * Starts the broadcast when {@code --live} was given, printing where; null otherwise.
     *
     * @param engines the event's engines (the page shows the build each one runs)
     * @throws UserError when the port cannot be had
     */
    Live start(CommandLine cl, GameRules rules, String title, java.util.List<arbiter.match.EngineSpec> engines,
               PrintWriter out, Texts texts) {
        check(cl);
        if (livePort == null) {
            return null;
        }
        LiveHub hub = new LiveHub(rules, title, texts.lang().equals("zh"));
        engines.stream().filter(e -> e.build() != null).forEach(e -> hub.build(e.name(), e.build().build().command()));
        try {
            LiveServer server = new LiveServer(hub, new LivePage(texts, title), livePort);
            out.println(texts.get("setup.live", String.valueOf(server.port())));
            out.flush();
            Live live = new Live(hub, new LivePage(texts, title), new java.util.concurrent.atomic.AtomicReference<>(
                    server));
            last = live;
            return live;
        } catch (IOException e) {
            hub.close();
            throw new UserError("--live " + livePort + ": cannot serve the broadcast: " + e.getMessage());
        }
    }

    /** The broadcast started last in this JVM, or null. */
    static Live last() {
        return last;
    }

    /**
     * A running broadcast.
     *
     * @param hub    what it knows
     * @param page   the page it serves
     * @param server who serves it now
     */
    record Live(LiveHub hub, LivePage page, java.util.concurrent.atomic.AtomicReference<LiveServer> server)
            implements AutoCloseable {
        /** Who watches the games: the hub, or nobody when there is no broadcast. */
        static GameObserver observer(Live live) {
            return live == null ? GameObserver.NONE : live.hub();
        }

        /** New standings for the page. */
        void standings(JsonNode table) {
            hub.standings(table);
        }

        /**
         * Stops the web server and starts a new one on the same port, the games going on: every spectator loses
         * the connection and must catch up (what a server restart does to them).
         */
        void restartServer() throws IOException {
            LiveServer old = server.get();
            int port = old.port();
            old.close();
            server.set(new LiveServer(hub, page, port));
        }

        @Override
        public void close() {
            hub.over(); // spectators still connected see the event finished before the page stops
            try {
                hub.drain(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            server.get().close();
            hub.close();
        }
    }
}
