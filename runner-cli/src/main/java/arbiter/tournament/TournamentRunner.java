package arbiter.tournament;

import arbiter.core.board.Side;
import arbiter.core.book.Opening;
import arbiter.match.EngineSpec;
import arbiter.match.GamePgn;
import arbiter.match.GameRunner;
import arbiter.match.PlayedGame;
import arbiter.match.Workers;
import arbiter.engine.Engine;
import arbiter.engine.EngineException;
import arbiter.engine.EngineStartException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs an event: {@code concurrency} workers take the games the {@link Schedule} makes ready, each worker keeping
 * the engine processes of its last games so that consecutive games of one engine reuse its process. One collector
 * appends each finished game to the PGN file (forced to disk) and then saves the {@link EventState}, so a crash
 * at any moment loses at most the games in flight. An engine that cannot be started twice in a row forfeits its
 * remaining games and the event goes on.
 */
public final class TournamentRunner {
    private final TournamentConfig config;
    private final Schedule schedule;
    private final EventState state;
    private final Path stateFile;
    private final TournamentListener listener;
    private final Map<GameKey, ScheduledGame> inFlight = new HashMap<>();
    private final Map<Integer, String> lost = new ConcurrentHashMap<>();
    private volatile Workers workers = new Workers(0, "none", () -> { });
    private volatile boolean stop;
    private volatile String fatal;

    /**
     * @param state     finished games so far (empty for a new event); games already in it are not played again
     * @param stateFile where the state is saved after every game
     */
    public TournamentRunner(TournamentConfig config, Schedule schedule, EventState state, Path stateFile,
                            TournamentListener listener) {
        this.config = config;
        this.schedule = schedule;
        this.state = state;
        this.stateFile = stateFile;
        this.listener = listener;
    }

    /** Plays every game the schedule has left; returns when the event is complete, stopped or failed. */
    public void run() throws InterruptedException {
        workers = new Workers(Math.max(1, config.concurrency()), "event-worker", this::work);
        workers.run(() -> abort("interrupted"));
    }

    /** Stops starting games and abandons the running ones (their engines are killed); safe from any thread. */
    public void abort(String why) {
        synchronized (this) {
            if (!stop) {
                stop = true;
                listener.stopped(why);
            }
            notifyAll();
        }
        workers.interruptOthers();
    }

    /** Why the event could not go on, or null. */
    public String fatalError() {
        return fatal;
    }

    /** Whether every game of the schedule is finished. */
    public synchronized boolean complete() {
        return schedule.complete(state.games());
    }

    /** Engines that could not be started, with the reason, by player number. */
    public Map<Integer, String> lostEngines() {
        return Map.copyOf(lost);
    }

    private void work() {
        Map<Integer, Engine> engines = new LinkedHashMap<>(4, 0.75f, true);
        GameRunner runner = new GameRunner(config.rules(), config.adjudication(), config.stallMs());
        try {
            ScheduledGame s;
            while ((s = take(engines.keySet())) != null) {
                Opening o = config.openings().get(s.opening() % config.openings().size());
                EngineSpec rs = config.player(s.red()), bs = config.player(s.black());
                Engine red = ready(engines, s.red());
                Engine black = red == null ? null : ready(engines, s.black());
                PlayedGame g;
                boolean forfeit = red == null || black == null;
                if (forfeit) {
                    int loser = red == null ? s.red() : s.black();
                    g = runner.forfeit(0, s.key().round(), o, rs, bs, red == null ? Side.RED : Side.BLACK,
                            lost.get(loser));
                } else {
                    g = runner.play(0, s.key().round(), o, rs, red, bs, black);
                    if (runner.needsRestart(Side.RED)) {
                        engines.remove(s.red()).quit(200);
                    }
                    if (runner.needsRestart(Side.BLACK)) {
                        engines.remove(s.black()).quit(200);
                    }
                }
                collect(s, g, forfeit);
                keepOnly(engines, s);
            }
        } catch (InterruptedException e) {
            // abandoned: the engines are killed below and the game is not recorded
        } catch (RuntimeException e) {
            if (System.getenv("ARBITER_DEBUG") != null) {
                e.printStackTrace();
            }
            fatal = "internal error in " + Thread.currentThread().getName() + ": " + e;
            abort(fatal);
        } finally {
            engines.values().forEach(e -> e.quit(stop ? 100 : 1000));
        }
    }

    /**
     * The next game for a worker holding engines of {@code held}: among the first ready games, one whose players
     * it holds most; null when the event is over or stopped. Waits while games are running and none is ready.
     */
    private synchronized ScheduledGame take(java.util.Set<Integer> held) throws InterruptedException {
        while (true) {
            if (stop) {
                return null;
            }
            ScheduledGame best = null;
            int bestHeld = -1, looked = 0;
            for (ScheduledGame s : schedule.ready(state.games())) {
                if (inFlight.containsKey(s.key())) {
                    continue;
                }
                int h = (held.contains(s.red()) ? 1 : 0) + (held.contains(s.black()) ? 1 : 0);
                if (h > bestHeld) {
                    best = s;
                    bestHeld = h;
                }
                if (h == 2 || ++looked >= 4 * config.concurrency()) {
                    break;
                }
            }
            if (best != null) {
                inFlight.put(best.key(), best);
                listener.gameStarted(best, state.games().size() + inFlight.size(), schedule.plannedGames());
                return best;
            }
            if (inFlight.isEmpty()) {
                if (!schedule.complete(state.games())) {
                    fatal = "the schedule has no game ready and none running, but the event is not complete";
                    abort(fatal);
                }
                notifyAll();
                return null;
            }
            wait();
        }
    }

    /**
     * A running engine for {@code player}, started if needed (twice at most); null when it cannot be started, and
     * then the player is lost for the rest of the event.
     */
    private Engine ready(Map<Integer, Engine> engines, int player) throws InterruptedException {
        if (lost.containsKey(player)) {
            return null;
        }
        EngineSpec spec = config.player(player);
        Engine e = engines.remove(player);
        String why = null;
        for (int attempt = 0; attempt < 2; attempt++) {
            if (e != null && e.isAlive()) {
                try {
                    e.newGame(config.readyMs());
                    engines.put(player, e);
                    return e;
                } catch (EngineException ex) {
                    e.quit(100);
                }
            }
            try {
                e = Engine.start(spec.config(), spec.stderrLog(config.logDir()), config.readyMs());
            } catch (EngineStartException | EngineException ex) {
                e = null;
                why = ex.getMessage();
                if (stop || Thread.currentThread().isInterrupted()) {
                    throw new InterruptedException("event stopped while starting " + spec.name());
                }
            }
        }
        if (e != null) {
            engines.put(player, e);
            return e;
        }
        if (lost.putIfAbsent(player, why == null ? "no answer" : why) == null) {
            listener.engineLost(spec.name(), lost.get(player));
        }
        return null;
    }

    /** Quits the engines of players other than this game's once a worker holds more than two. */
    private static void keepOnly(Map<Integer, Engine> engines, ScheduledGame s) {
        if (engines.size() <= 2) {
            return;
        }
        for (var it = engines.entrySet().iterator(); it.hasNext(); ) {
            var en = it.next();
            if (!s.involves(en.getKey())) {
                en.getValue().quit(200);
                it.remove();
            }
        }
    }

    private synchronized void collect(ScheduledGame s, PlayedGame g, boolean forfeit) {
        if (stop) {
            return;
        }
        int number = state.games().size() + 1;
        long pgnBytes = 0;
        try {
            if (config.pgnOut() != null) {
                String text = GamePgn.of(g, config.event(), s.key().round() + "." + s.key().board(),
                        Map.of("GameKey", s.key().toString()), config.player(s.red()).clock(),
                        config.player(s.black()).clock(), config.notation());
                Files.writeString(config.pgnOut(), text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND, StandardOpenOption.WRITE, StandardOpenOption.SYNC);
                pgnBytes = Files.size(config.pgnOut());
            }
            var o = g.game().outcome();
            EventGame e = new EventGame(s.key(), number, s.red(), s.black(), EventGame.resultOf(o.result().pgn()),
                    forfeit, o.termination() == null ? "unterminated" : o.termination().tag(), g.moves().size());
            state.add(e, pgnBytes);
            if (stateFile != null) {
                state.save(stateFile);
            }
            inFlight.remove(s.key());
            notifyAll();
            listener.gameFinished(e, g, state.games().size(), schedule.plannedGames());
        } catch (IOException e) {
            fatal = "cannot save game " + s.key() + ": " + e.getMessage();
            abort(fatal);
        }
    }
}
