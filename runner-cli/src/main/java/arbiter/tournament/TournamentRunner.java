package arbiter.tournament;

import arbiter.core.game.Side;
import arbiter.core.book.Opening;
import arbiter.match.EngineSpec;
import arbiter.match.GamePgn;
import arbiter.match.GameRunner;
import arbiter.match.PlayedGame;
import arbiter.match.PlayerPool;
import arbiter.match.Workers;
import arbiter.io.DurableAppend;
import arbiter.engine.Engine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
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
    private final PlayerPool players;
    private volatile Workers workers = new Workers(0, "none", slot -> { });
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
        this.players = new PlayerPool(config.logDir(), config.handshakeMs(), PlayerPool.FirstStart.FORFEIT,
                new PlayerPool.Events() {
                    @Override
                    public void lost(String name, String why) {
                        lost.put(config.names().indexOf(name) + 1, why);
                        listener.engineLost(name, why);
                    }

                    @Override
                    public void warning(String text) {
                        listener.warning(text);
                    }
                }, () -> stop);
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
            workers.interruptOthers(); // under the lock: not while a game is being written
        }
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

    private void work(int slot) {
        GameRunner runner = new GameRunner(config.rules(), config.adjudication(), config.stallMs(), listener.observer());
        try (PlayerPool.Seat seat = players.seat(config.affinity() == null ? null : config.affinity().cpus(slot))) {
            ScheduledGame s;
            while ((s = take(seat.held())) != null) {
                Opening o = config.openings().get(s.opening() % config.openings().size());
                EngineSpec rs = config.player(s.red()), bs = config.player(s.black());
                PlayedGame g;
                Engine red = null, black = null;
                try {
                    red = seat.ready(rs);
                    black = seat.ready(bs);
                } catch (PlayerPool.Unavailable u) {
                    Side loser = red == null ? Side.RED : Side.BLACK;
                    g = runner.forfeit(0, s.key().round(), o, rs, bs, loser, u.getMessage());
                    collect(s, g, true);
                    continue;
                }
                g = runner.play(s.key().toString(), 0, s.key().round(), o, rs, red, bs, black);
                seat.afterGame(runner, rs, bs);
                collect(s, g, false);
                String why = players.judgeFirstMoves(g);
                if (why != null && !complete()) {
                    if (fatal == null) {
                        fatal = why;
                    }
                    abort(why);
                } else if (why != null) {
                    listener.warning(why);
                }
                seat.keepOnly(java.util.List.of(rs.name(), bs.name()));
            }
        } catch (InterruptedException e) {
            // abandoned: the engines are killed as the seat closes and the game is not recorded
        } catch (RuntimeException e) {
            // a bug, never a user's mistake: those are refused before the first game
            if (System.getenv("ARBITER_DEBUG") != null) {
                e.printStackTrace();
            }
            String msg = "internal error in " + Thread.currentThread().getName() + ": " + e;
            if (fatal == null) {
                fatal = msg;
            }
            abort(msg);
        }
    }

    /**
     * The next game for a worker holding engines of {@code held}: among the first ready games, one whose players
     * it holds most; null when the event is over or stopped. Waits while games are running and none is ready.
     */
    private synchronized ScheduledGame take(java.util.Set<String> held) throws InterruptedException {
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
                int h = (held.contains(config.player(s.red()).name()) ? 1 : 0)
                        + (held.contains(config.player(s.black()).name()) ? 1 : 0);
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

    private synchronized void collect(ScheduledGame s, PlayedGame g, boolean forfeit) {
        if (stop || arbiter.engine.Shutdown.inProgress()) { // a signal: games in flight are never scored
            return;
        }
        int number = state.games().size() + 1;
        long pgnBytes = state.pgnBytes();
        long before = pgnBytes;
        try {
            if (config.pgnOut() != null) {
                Map<String, String> tags = new java.util.LinkedHashMap<>();
                tags.put("GameKey", s.key().toString());
                tags.putAll(GamePgn.buildTags(g.game().variant(), config.player(s.red()), config.player(s.black())));
                String text = GamePgn.of(g, config.event(), s.key().round() + "." + s.key().board(),
                        tags, config.player(s.red()).clock(),
                        config.player(s.black()).clock(), config.notation());
                try {
                    DurableAppend.Span span = DurableAppend.append(config.pgnOut(), text);
                    before = span.start();
                    pgnBytes = span.end();
                } catch (IOException e) {
                    // not in the PGN, so it counts nowhere: stop with every finished game kept
                    fatal = "--pgnout " + config.pgnOut() + ": cannot write (" + e.getMessage() + "); game "
                            + s.key() + " and the games still running were not counted";
                    abort(fatal);
                    return;
                }
            }
            var o = g.game().outcome();
            EventGame e = new EventGame(s.key(), number, s.red(), s.black(), EventGame.resultOf(o.result().pgn()),
                    forfeit, o.termination() == null ? "unterminated" : o.termination().tag(), g.moves().size());
            state.add(e, pgnBytes);
            if (stateFile != null) {
                try {
                    state.save(stateFile);
                } catch (IOException ex) {
                    // the saved state still ends before this game: take it back out of the PGN and the state too
                    state.withdraw(s.key(), before);
                    if (config.pgnOut() != null) {
                        DurableAppend.cut(config.pgnOut(), before);
                    }
                    throw ex;
                }
            }
            inFlight.remove(s.key());
            notifyAll();
            listener.gameFinished(e, g, state.games().size(), schedule.plannedGames());
        } catch (IOException e) {
            fatal = "--state " + stateFile + ": cannot write (" + e.getMessage() + "); game " + s.key()
                    + " and the games still running were not counted";
            abort(fatal);
        }
    }
}
