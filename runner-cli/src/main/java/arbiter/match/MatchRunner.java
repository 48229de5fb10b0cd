package arbiter.match;

import arbiter.core.board.Side;
import arbiter.core.book.Opening;
import arbiter.engine.Engine;
import arbiter.engine.EngineException;
import arbiter.engine.EngineStartException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * Runs a match: {@code concurrency} worker threads, each with its own pair of engine processes, take games in
 * order (game {@code i} is opening pair {@code i / 2}; engine A is Red in even games), play them, and hand them to
 * one collector that appends whole games to the PGN file, keeps the standing and decides when to stop.
 */
public final class MatchRunner {
    private final MatchConfig config;
    private final MatchListener listener;
    private final Predicate<Standing> stopRule;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final Standing standing = new Standing();
    private final List<PlayedGame> finished = Collections.synchronizedList(new ArrayList<>());
    private volatile Workers workers = new Workers(0, "none", () -> { });
    private final java.util.Map<Integer, Long> pgnOffsets = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile String fatal;
    /** Names of engines that have started at least once: a later failure to restart forfeits a game, not the match. */
    private final java.util.Set<String> started = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param stopRule asked after every game with the standing; true stops the match (SPRT decided)
     */
    public MatchRunner(MatchConfig config, MatchListener listener, Predicate<Standing> stopRule) {
        this.config = config;
        this.listener = listener;
        this.stopRule = stopRule;
    }

    /** Plays the match and returns the finished games in the order they finished. */
    public List<PlayedGame> run() throws InterruptedException {
        workers = new Workers(Math.max(1, Math.min(config.concurrency(), config.games())), "game-worker", this::work);
        workers.run(() -> abort("interrupted"));
        return List.copyOf(finished);
    }

    /** Stops scheduling games and abandons the running ones (their engines are killed); safe from any thread. */
    public void abort(String why) {
        if (stop.compareAndSet(false, true)) {
            listener.stopped(why);
        }
        workers.interruptOthers();
    }

    /** Byte offset of a game in the PGN file, or -1 when no PGN file is written. */
    public long pgnOffset(int gameNumber) {
        return pgnOffsets.getOrDefault(gameNumber, -1L);
    }

    /** The games finished so far, in the order they finished. */
    public List<PlayedGame> finished() {
        synchronized (finished) {
            return List.copyOf(finished);
        }
    }

    /** Why the match could not go on (an engine that cannot be started), or null. */
    public String fatalError() {
        return fatal;
    }

    public Standing standing() {
        return standing;
    }

    private void work() {
        Engine a = null, b = null;
        GameRunner runner = new GameRunner(config.rules(), config.adjudication(), config.stallMs());
        try {
            while (!stop.get()) {
                int i = next.getAndIncrement();
                if (i >= config.games()) {
                    break;
                }
                int pair = i / 2;
                Opening o = config.openings().get(pair % config.openings().size());
                boolean aRed = i % 2 == 0;
                String[] why = new String[1];
                a = ready(a, config.a(), why);
                if (a != null) {
                    b = ready(b, config.b(), why);
                }
                if (a == null || b == null) {
                    if (stop.get()) {
                        return;
                    }
                    Side loser = (a == null) == aRed ? Side.RED : Side.BLACK;
                    collect(aRed ? runner.forfeit(i + 1, pair + 1, o, config.a(), config.b(), loser, why[0])
                            : runner.forfeit(i + 1, pair + 1, o, config.b(), config.a(), loser, why[0]));
                    continue;
                }
                listener.gameStarted(i + 1, config.games(), aRed ? config.a().name() : config.b().name(),
                        aRed ? config.b().name() : config.a().name());
                PlayedGame g = aRed ? runner.play(i + 1, pair + 1, o, config.a(), a, config.b(), b)
                        : runner.play(i + 1, pair + 1, o, config.b(), b, config.a(), a);
                if (runner.needsRestart(aRed ? Side.RED : Side.BLACK)) {
                    a.quit(200);
                    a = null;
                }
                if (runner.needsRestart(aRed ? Side.BLACK : Side.RED)) {
                    b.quit(200);
                    b = null;
                }
                collect(g);
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
            if (a != null) {
                a.quit(stop.get() ? 100 : 1000);
            }
            if (b != null) {
                b.quit(stop.get() ? 100 : 1000);
            }
        }
    }

    /**
     * A running engine ready for a new game: the one given, or a fresh one if it is gone or does not answer. Null
     * when it cannot be started (twice): {@code why[0]} says why. An engine that never started in this match stops
     * the match; one that played before only forfeits the game.
     */
    private Engine ready(Engine e, EngineSpec spec, String[] why) throws InterruptedException {
        for (int attempt = 0; attempt < 2; attempt++) {
            if (e != null && e.isAlive()) {
                try {
                    e.newGame(config.readyMs());
                    return e;
                } catch (EngineException ex) {
                    e.quit(100);
                }
            }
            try {
                e = Engine.start(spec.config(), spec.stderrLog(config.logDir()), config.readyMs());
                started.add(spec.name());
            } catch (EngineStartException | EngineException ex) {
                e = null;
                if (stop.get() || Thread.currentThread().isInterrupted()) {
                    throw new InterruptedException("match stopped while starting " + spec.name());
                }
                if (attempt == 1) {
                    why[0] = ex.getMessage();
                    if (!started.contains(spec.name())) {
                        if (fatal == null) {
                            fatal = ex.getMessage();
                        }
                        abort("engine " + spec.name() + " cannot be started: " + ex.getMessage());
                    }
                }
            }
        }
        return e;
    }

    private synchronized void collect(PlayedGame g) {
        if (config.pgnOut() != null) {
            String text = GamePgn.of(g, config.event(), spec(g.red()).clock(), spec(g.black()).clock(),
                    config.notation());
            try {
                pgnOffsets.put(g.number(), Files.exists(config.pgnOut()) ? Files.size(config.pgnOut()) : 0L);
                Files.writeString(config.pgnOut(), text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND, StandardOpenOption.WRITE, StandardOpenOption.SYNC);
            } catch (IOException e) {
                fatal = "cannot write " + config.pgnOut() + ": " + e.getMessage();
                abort(fatal);
            }
        }
        finished.add(g);
        standing.add(g, config.a().name());
        listener.gameFinished(g, standing, config.games());
        if (!stop.get() && stopRule.test(standing)) {
            stop.set(true);
            listener.stopped("the sequential test reached a decision");
            workers.interruptOthers();
        }
    }

    private EngineSpec spec(String name) {
        return name.equals(config.a().name()) ? config.a() : config.b();
    }
}
