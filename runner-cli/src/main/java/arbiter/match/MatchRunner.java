package arbiter.match;

import arbiter.core.game.Side;
import arbiter.core.book.Opening;
import arbiter.engine.Engine;
import arbiter.io.DurableAppend;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * Runs a match: {@code concurrency} worker threads, each with its own pair of engine processes, take games in
 * order (the {@link Schedule} gives each game its opening and colours), play them, and hand them to
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
    private volatile Workers workers = new Workers(0, "none", slot -> { });
    private final java.util.Map<Integer, Long> pgnOffsets = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile String fatal;
    private final PlayerPool players;
    private final Saver saver;
    /** Numbers of the games a resumed match played before; not played again. */
    private final java.util.Set<Integer> playedBefore = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Saves a finished game's state once its PGN text is written, before it counts. */
    @FunctionalInterface
    public interface Saver {
        /** Called by the collector, one game at a time; a failure stops the match with the game not counted. */
        void save(PlayedGame g) throws java.io.IOException;
    }

    /**
     * @param stopRule asked after every game with the standing; true stops the match (SPRT decided)
     */
    public MatchRunner(MatchConfig config, MatchListener listener, Predicate<Standing> stopRule) {
        this(config, listener, stopRule, g -> { });
    }

    /**
     * @param stopRule asked after every game with the standing; true stops the match (SPRT decided)
     * @param saver    saves each finished game's state (a resumable match) after its PGN text is written
     */
    public MatchRunner(MatchConfig config, MatchListener listener, Predicate<Standing> stopRule, Saver saver) {
        this.saver = saver;
        this.config = config;
        this.listener = listener;
        this.stopRule = stopRule;
        this.players = new PlayerPool(config.logDir(), config.handshakeMs(), PlayerPool.FirstStart.FATAL,
                new PlayerPool.Events() {
                    @Override
                    public void lost(String name, String why) {
                        // each of its games says so as a forfeit
                    }

                    @Override
                    public void warning(String text) {
                        listener.warning(text);
                    }
                }, stop::get);
    }

    /**
     * Before {@link #run}: counts game {@code number} of a resumed match as played before with {@code result}, in
     * the standing, and does not play it again.
     */
    public void playedBefore(int number, arbiter.core.game.GameResult result) {
        if (playedBefore.add(number)) {
            Schedule s = config.schedule();
            standing.add(s.round(number - 1) + 1, s.firstMovesFirst(number - 1), result);
        }
    }

    /** Games finished, those played before a resume included. */
    public int gamesDone() {
        return playedBefore.size() + finished.size();
    }

    /** Plays the match's remaining games and returns those finished now, in the order they finished. */
    public List<PlayedGame> run() throws InterruptedException {
        if (stopRule.test(standing)) {
            return List.of(); // a resumed match whose test decided with its last saved game
        }
        int left = config.games() - playedBefore.size();
        workers = new Workers(Math.max(1, Math.min(config.concurrency(), left)), "game-worker", this::work);
        workers.run(() -> abort("interrupted"));
        return List.copyOf(finished);
    }

    /** Stops scheduling games and abandons the running ones (their engines are killed); safe from any thread. */
    public void abort(String why) {
        if (stop.compareAndSet(false, true)) {
            listener.stopped(why);
        }
        synchronized (this) { // not while a game is being written: an interrupt would tear the write
            workers.interruptOthers();
        }
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

    private void work(int slot) {
        GameRunner runner = new GameRunner(config.rules(), config.adjudication(), config.stallMs(), listener.observer())
                .checkingPvs(listener.checksPvs()).capturing(listener.capturedLines());
        try (PlayerPool.Seat seat = players.seat(config.affinity() == null ? null : config.affinity().cpus(slot))) {
            while (!stop.get()) {
                int i = next.getAndIncrement();
                if (i >= config.games()) {
                    break;
                }
                if (playedBefore.contains(i + 1)) {
                    continue;
                }
                int pair = config.schedule().round(i);
                Opening o = config.openings().get(pair % config.openings().size());
                boolean aRed = config.schedule().firstMovesFirst(i);
                EngineSpec red = aRed ? config.a() : config.b(), black = aRed ? config.b() : config.a();
                Engine a, b;
                try {
                    a = seat.ready(config.a());
                    b = seat.ready(config.b());
                } catch (PlayerPool.Unavailable u) {
                    if (u.fatal()) {
                        stopWith(u.getMessage(), "an engine cannot be started: " + u.getMessage());
                        return;
                    }
                    boolean aLost = players.lostReason(config.a().name()) != null;
                    Side loser = aLost == aRed ? Side.RED : Side.BLACK;
                    collect(runner.forfeit(i + 1, pair + 1, o, red, black, loser, u.getMessage()));
                    continue;
                }
                listener.gameStarted(i + 1, config.games(), red.name(), black.name());
                PlayedGame g = runner.play(i + 1, pair + 1, o, red, aRed ? a : b, black, aRed ? b : a);
                seat.afterGame(runner, red, black, config.restartEachGame());
                collect(g);
                String why = players.judgeFirstMoves(g);
                if (why != null && gamesDone() < config.games()) {
                    stopWith(why, why);
                } else if (why != null) {
                    listener.warning(why);
                }
            }
        } catch (InterruptedException e) {
            // abandoned: the engines are killed as the seat closes and the game is not recorded
        } catch (RuntimeException e) {
            // a bug, never a user's mistake: those are refused before the first game
            if (System.getenv("ARBITER_DEBUG") != null) {
                e.printStackTrace();
            }
            String msg = "internal error in " + Thread.currentThread().getName() + ": " + e;
            stopWith(msg, msg);
        }
    }

    /** Stops the match for a reason that makes it fail (exit 1). */
    private void stopWith(String fatalMessage, String why) {
        if (fatal == null) {
            fatal = fatalMessage;
        }
        abort(why);
    }

    private synchronized void collect(PlayedGame g) {
        if (arbiter.engine.Shutdown.inProgress()) {
            return; // a signal: games in flight are abandoned, never scored
        }
        if (fatal != null) {
            return; // the match is failing (e.g. the PGN cannot be written): nothing more counts
        }
        long pgnStart = -1;
        if (config.pgnOut() != null) {
            String text = config.pgnFormat().text(g, config, spec(g.red()), spec(g.black()));
            try {
                pgnStart = DurableAppend.append(config.pgnOut(), text).start();
                pgnOffsets.put(g.number(), pgnStart);
            } catch (IOException e) {
                // the game is not in the PGN, so it must not count anywhere else either
                stopWith("--pgnout " + config.pgnOut() + ": cannot write (" + e.getMessage() + "); game "
                        + g.number() + " and the games still running were not counted", "the PGN file cannot be "
                        + "written");
                return;
            }
        }
        if (!saved(g)) {
            if (pgnStart >= 0) {
                pgnOffsets.remove(g.number());
                try {
                    DurableAppend.cut(config.pgnOut(), pgnStart); // the PGN holds exactly the games that count
                } catch (IOException ignored) {
                    // a resume cuts the PGN back to the saved state's length anyway
                }
            }
            return;
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

    /** Saves the game's state; false (the match stopped, the game not counted) when that fails. */
    private boolean saved(PlayedGame g) {
        try {
            saver.save(g);
            return true;
        } catch (IOException e) {
            if (fatal == null) {
                fatal = "--state: cannot save the state after game " + g.number() + " (" + e.getMessage()
                        + "); it and the games still running were not counted";
            }
            abort(fatal);
            return false;
        }
    }

    private EngineSpec spec(String name) {
        return name.equals(config.a().name()) ? config.a() : config.b();
    }
}
