package arbiter.live;

import arbiter.core.game.Side;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.engine.Info;
import arbiter.match.GameObserver;
import arbiter.match.PlayedGame;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What the live broadcast knows: the games in progress, the finished ones, the standings, and a numbered log of
 * events for spectators to follow and to catch up from after a dropped connection. The game threads only hand
 * over what happened ({@link GameObserver}); one publishing thread of the hub's own turns it into JSON, so no game
 * ever waits for a spectator, the network, or the JSON.
 */
public final class LiveHub implements GameObserver, AutoCloseable {
    /**
     * Events kept for catching up (a few MB: a move is about 400 bytes); a spectator further behind gets a fresh
     * snapshot instead.
     */
    static final int KEEP_EVENTS = 20_000;
    /** Finished games kept for replay. */
    static final int KEEP_GAMES = 2_000;
    /** Search reports are passed on at most this often per engine, ms. */
    static final long INFO_EVERY_MS = 250;

    /**
     * One logged event: its number, its SSE event name, and the SSE frame every spectator is sent (encoded once,
     * for all of them; the JSON text is not kept twice).
     */
    record Event(long id, String type, byte[] frame) {
        Event(String epoch, long id, String type, String data) {
            this(id, type, ("id: " + epoch + ":" + id + "\nevent: " + type + "\ndata: " + data + "\n\n")
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private final GameRules rules;
    private final String title;
    private final boolean chinese;
    /** The verdicts' language: the page's. */
    private final arbiter.text.Texts texts;
    /** Tells this run's event numbers from another's, so a page reconnecting to a restarted runner starts over. */
    final String epoch = Long.toString(System.currentTimeMillis(), 36);
    private final ArrayDeque<Event> log = new ArrayDeque<>();
    private long lastId;
    private final Map<String, LiveGame> playing = new LinkedHashMap<>();
    private final LinkedHashMap<String, LiveGame> finished = new LinkedHashMap<>();
    /** Whether the event is over ({@link #over()}); read and written on the publishing thread. */
    private boolean over;
    private JsonNode standings;
    /** Engine name to the build it runs; read and written on the publisher thread only. */
    private final Map<String, String> builds = new java.util.HashMap<>();
    private final LinkedBlockingQueue<Runnable> inbox = new LinkedBlockingQueue<>();
    private final Map<String, Object[]> pendingInfo = new ConcurrentHashMap<>();
    private final Map<String, Long> lastInfoAt = new LinkedHashMap<>();
    private final Thread publisher;
    private volatile boolean closed;

    /**
     * @param rules the game and rule set of the event (to follow each game from its positions)
     * @param title the event's name, shown on the page
     */
    public LiveHub(GameRules rules, String title) {
        this(rules, title, true);
    }

    /**
     * As {@link #LiveHub(GameRules, String)}, moves written in Chinese notation when {@code chinese}, else in the
     * notation English readers use (WXF for xiangqi, SAN for chess).
     */
    public LiveHub(GameRules rules, String title, boolean chinese) {
        this.rules = rules;
        this.title = title;
        this.chinese = chinese;
        this.texts = arbiter.text.Texts.of(chinese ? "zh" : "en");
        publisher = new Thread(this::publish, "live-publisher");
        publisher.setDaemon(true);
        publisher.start();
    }

    // ---- the game threads' side: record and return ----

    @Override
    public void started(String id, int round, String red, String black, GameState game, long redMs, long blackMs) {
        long now = System.currentTimeMillis();
        inbox.add(() -> {
            LiveGame g = new LiveGame(id, round, red, black, this::start, game, chinese, redMs, blackMs, now);
            g.redBuild = builds.get(red);
            g.blackBuild = builds.get(black);
            playing.put(id, g);
            emit("start", g.json(false));
        });
    }

    @Override
    public void thinking(String id, Side side, Info info) {
        pendingInfo.put(id + " " + side.ordinal(), new Object[] {id, side, info});
    }

    @Override
    public void moved(String id, GameState game, long redMs, long blackMs, Info info, long thinkMs) {
        long now = System.currentTimeMillis();
        Side mover = game.sideToMove().opponent();
        pendingInfo.remove(id + " " + mover.ordinal());
        inbox.add(() -> {
            LiveGame g = playing.get(id);
            if (g == null) {
                return;
            }
            int before = g.moves.size();
            if (info != null) {
                g.info(mover, info); // its PV starts from the position before the move
            }
            g.fill(game);
            g.clock(redMs, blackMs, now, game);
            for (int i = before; i < g.moves.size(); i++) {
                ObjectNode o = LiveGame.MAPPER.createObjectNode();
                o.put("id", id);
                o.put("ply", i + 1);
                o.put("move", g.moves.get(i));
                o.put("written", g.written.get(i));
                o.put("fen", g.fens.get(i));
                o.put("thinkMs", thinkMs);
                g.clockJson(o);
                ObjectNode mi = g.info[mover.ordinal()];
                if (mi != null && i == g.moves.size() - 1) {
                    o.put("side", mover == Side.RED ? "red" : "black");
                    o.set("info", mi);
                }
                emit("move", o);
            }
        });
    }

    @Override
    public void ended(String id, PlayedGame played) {
        inbox.add(() -> {
            LiveGame g = playing.remove(id);
            if (g == null) {
                return;
            }
            ObjectNode r = LiveGame.MAPPER.createObjectNode();
            if (played == null) {
                r.put("result", "*");
                r.put("termination", "abandoned");
                r.put("reason", "the game was abandoned");
            } else {
                GameState s = played.game();
                g.fill(s);
                r.put("result", s.outcome().result().pgn());
                r.put("termination", s.outcome().termination() == null ? "unterminated" : s.outcome().termination().tag());
                r.put("reason", s.outcome().reason());
                r.put("verdict", texts.verdict(s.outcome(), s.variant()));
                finished.put(id, g);
                if (finished.size() > KEEP_GAMES) {
                    finished.remove(finished.keySet().iterator().next());
                }
            }
            g.result = r;
            g.toMove = null;
            ObjectNode o = g.json(false);
            emit("end", o);
        });
    }

    /**
     * A game that was played elsewhere (read from a PGN file: {@code arbiter serve}), added as finished.
     *
     * @param end    the game after its last move
     * @param result the PGN result ({@code 1-0}, ...)
     * @param termination the {@code Termination} tag, or null
     * @param reason why it ended, or null
     */
    public void finished(String id, int round, String red, String black, GameState end,
                         String result, String termination, String reason) {
        inbox.add(() -> {
            LiveGame g = new LiveGame(id, round, red, black, this::start, end, chinese, Long.MAX_VALUE,
                    Long.MAX_VALUE, 0);
            g.redBuild = builds.get(red);
            g.blackBuild = builds.get(black);
            ObjectNode r = LiveGame.MAPPER.createObjectNode();
            r.put("result", result);
            r.put("termination", termination == null ? "unterminated" : termination);
            r.put("reason", reason == null ? "" : reason);
            r.put("verdict", texts.verdict(result, termination, end.variant()));
            g.result = r;
            g.toMove = null;
            finished.put(id, g);
            if (finished.size() > KEEP_GAMES) {
                finished.remove(finished.keySet().iterator().next());
            }
            emit("end", g.json(false));
        });
    }

    /**
     * The build an engine runs (for engines that list builds), shown beside its name in the games it plays from now.
     *
     * @param engine  the engine's name, as the games give it
     * @param command the build's command ({@code pikafish-bmi2}), or null: none
     */
    public void build(String engine, String command) {
        inbox.add(() -> builds.put(engine, command));
    }

    /** New standings (any JSON the page's table reads: {@code standings} rows, optionally a {@code crosstable}). */
    public void standings(JsonNode table) {
        inbox.add(() -> {
            standings = table;
            ObjectNode o = LiveGame.MAPPER.createObjectNode();
            o.set("standings", table);
            emit("standings", o);
        });
    }

    /**
     * The event is over (every game played, or the event stopped): the page says finished instead of live, also to
     * a spectator who comes later.
     */
    public void over() {
        inbox.add(() -> {
            over = true;
            emit("over", LiveGame.MAPPER.createObjectNode());
        });
    }

    /** Waits until everything handed over so far is published (up to {@code timeoutMs}); false when it was not. */
    public boolean drain(long timeoutMs) throws InterruptedException {
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        inbox.add(done::countDown);
        return done.await(timeoutMs, TimeUnit.MILLISECONDS);
    }

    /** A game of the event's rules from {@code fen}. */
    private GameState start(String fen) {
        return rules.start(fen).orThrow();
    }

    // ---- the publishing thread ----

    private void publish() {
        while (!closed) {
            try {
                Runnable r = inbox.poll(INFO_EVERY_MS / 2, TimeUnit.MILLISECONDS);
                synchronized (this) {
                    while (r != null) {
                        r.run();
                        r = inbox.poll();
                    }
                    flushInfo();
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // a broadcast fault must never touch the games: drop the event, keep publishing
                if (System.getenv("ARBITER_DEBUG") != null) {
                    e.printStackTrace();
                }
            }
        }
    }

    private void flushInfo() {
        long now = System.currentTimeMillis();
        for (Map.Entry<String, Object[]> e : pendingInfo.entrySet()) {
            Long at = lastInfoAt.get(e.getKey());
            if (at != null && now - at < INFO_EVERY_MS) {
                continue;
            }
            Object[] v = e.getValue();
            if (!pendingInfo.remove(e.getKey(), v)) {
                continue;
            }
            LiveGame g = playing.get((String) v[0]);
            if (g == null) {
                continue;
            }
            Side side = (Side) v[1];
            lastInfoAt.put(e.getKey(), now);
            g.info(side, (Info) v[2]);
            ObjectNode o = LiveGame.MAPPER.createObjectNode();
            o.put("id", g.id);
            o.put("side", side == Side.RED ? "red" : "black");
            o.set("info", g.info[side.ordinal()]);
            emit("info", o);
        }
    }

    private void emit(String type, JsonNode data) {
        log.addLast(new Event(epoch, ++lastId, type, data.toString()));
        while (log.size() > KEEP_EVENTS) {
            log.removeFirst();
        }
        notifyAll();
    }

    // ---- the spectators' side ----

    /** Everything now, for a spectator who starts (or has fallen too far behind): the {@code snapshot} event. */
    synchronized Event snapshot() {
        ObjectNode o = LiveGame.MAPPER.createObjectNode();
        o.put("title", title);
        o.put("epoch", epoch);
        o.put("now", System.currentTimeMillis());
        ArrayNode games = o.putArray("games");
        playing.values().forEach(g -> games.add(g.json(false)));
        ArrayNode done = o.putArray("finished");
        finished.values().forEach(g -> done.add(summary(g)));
        o.put("over", over);
        if (standings != null) {
            o.set("standings", standings);
        }
        return new Event(epoch, lastId, "snapshot", o.toString());
    }

    /**
     * The events after {@code id}, waiting up to {@code waitMs} for one when there is none; null when {@code id}
     * is older than the log keeps (the spectator needs a {@link #snapshot}).
     */
    synchronized List<Event> after(long id, long waitMs) throws InterruptedException {
        long deadline = System.currentTimeMillis() + waitMs;
        while (lastId <= id && !closed) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return List.of();
            }
            wait(left);
        }
        if (!log.isEmpty() && log.peekFirst().id() > id + 1) {
            return null;
        }
        List<Event> out = new ArrayList<>();
        for (Event e : log) {
            if (e.id() > id) {
                out.add(e);
            }
        }
        return out;
    }

    /** The number of the last event. */
    synchronized long lastId() {
        return lastId;
    }

    /** The games in progress and the finished ones, as {@code /api/games} gives them. */
    public synchronized ObjectNode games() {
        ObjectNode o = LiveGame.MAPPER.createObjectNode();
        o.put("title", title);
        ArrayNode games = o.putArray("playing");
        playing.values().forEach(g -> games.add(g.json(true)));
        ArrayNode done = o.putArray("finished");
        finished.values().forEach(g -> done.add(summary(g)));
        return o;
    }

    /** One game, in progress or finished, with the position after every move (for replay), or null. */
    public synchronized ObjectNode game(String id) {
        LiveGame g = playing.containsKey(id) ? playing.get(id) : finished.get(id);
        return g == null ? null : g.json(true);
    }

    /** The standings as last given, or null. */
    public synchronized JsonNode standingsJson() {
        return standings;
    }

    /** Every game, in progress ({@code *}) and finished, as PGN for broadcast relays to poll. */
    public synchronized String pgn() {
        List<LiveGame> all = new ArrayList<>(finished.values());
        all.addAll(playing.values());
        return LivePgn.write(rules, title, all);
    }

    private static ObjectNode summary(LiveGame g) {
        ObjectNode o = LiveGame.MAPPER.createObjectNode();
        o.put("id", g.id);
        o.put("round", g.round);
        o.put("red", g.red);
        o.put("black", g.black);
        o.put("plies", g.moves.size());
        if (g.result != null) {
            o.set("result", g.result);
        }
        return o;
    }

    @Override
    public void close() {
        closed = true;
        publisher.interrupt();
        synchronized (this) {
            notifyAll();
        }
    }
}
