package arbiter.match;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.engine.Engine;
import arbiter.engine.EngineException;
import arbiter.engine.EngineStartException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * The engine-player layer every event runner shares (a match is a two-player event): starting engines with their
 * handshake, a new game with an {@code isready} exchange, restarts after a fault, what happens to an engine that
 * cannot be started, and quitting. Each worker thread holds its own engine processes in a {@link Seat}; what is
 * known about the players (who has started, who is lost for good, their first-move failures) is shared.
 * <p>
 * An engine that cannot be started twice in a row is lost for the rest of the event: each of its remaining games
 * is forfeited without another try. If it had never started in this event the {@link FirstStart} policy decides
 * whether that stops the event ({@code match}) or only forfeits its games ({@code tournament}).
 */
public final class PlayerPool {
    /** What an engine that never started in this event costs. */
    public enum FirstStart {
        /** The event stops: the engine is misconfigured, and every game would be a forfeit. */
        FATAL,
        /** It forfeits its games and the event goes on. */
        FORFEIT
    }

    /** What the pool tells its runner; called from worker threads. */
    public interface Events {
        /** An engine is lost for the rest of the event: it forfeits its remaining games. */
        void lost(String name, String why);

        /** Something the user should know that does not stop anything (an option the engine did not list). */
        void warning(String text);
    }

    /** An engine cannot play; {@link #fatal()} says whether the event must stop. */
    public static final class Unavailable extends Exception {
        private final boolean fatal;

        Unavailable(String message, boolean fatal) {
            super(message, null, false, false);
            this.fatal = fatal;
        }

        public boolean fatal() {
            return fatal;
        }
    }

    private final Path logDir;
    private final long handshakeMs;
    private final FirstStart firstStart;
    private final Events events;
    private final BooleanSupplier stopping;
    private final Set<String> started = ConcurrentHashMap.newKeySet();
    private final Map<String, String> lost = new ConcurrentHashMap<>();
    private final Set<String> warned = ConcurrentHashMap.newKeySet();
    /** Per engine: games played, and games lost by an illegal move on its first move. */
    private final Map<String, int[]> firstMoves = new HashMap<>();

    /**
     * @param logDir      where engines' stderr goes ({@code NAME.stderr.log}), or null
     * @param handshakeMs how long each handshake step ({@code uciok}, {@code readyok}) may take, ms
     * @param stopping    true once the runner is stopping: a failed start is then no fault of the engine's
     */
    public PlayerPool(Path logDir, long handshakeMs, FirstStart firstStart, Events events, BooleanSupplier stopping) {
        this.logDir = logDir;
        this.handshakeMs = handshakeMs;
        this.firstStart = firstStart;
        this.events = events;
        this.stopping = stopping;
    }

    /** A new set of engine processes for one worker thread, not pinned to CPUs. */
    public Seat seat() {
        return new Seat(null);
    }

    /**
     * A new set of engine processes for one worker thread, its engines pinned to {@code cpus} (a
     * {@code taskset -c} list; null: not pinned).
     */
    public Seat seat(String cpus) {
        return new Seat(cpus);
    }

    /** Why an engine is lost for the rest of the event, or null. */
    public String lostReason(String name) {
        return lost.get(name);
    }

    /**
     * Records a played game and returns why the event must stop, or null: when every game an engine has played
     * (two at least) ended by an illegal move on its very first move, it does not speak the protocol it was
     * given, and every further game would be another false loss. (An event with no game left only warns.)
     */
    public synchronized String judgeFirstMoves(PlayedGame g) {
        Outcome o = g.game().outcome();
        Side loser = o.termination() == Termination.ILLEGAL_MOVE && o.result() != GameResult.DRAW
                ? (o.result() == GameResult.RED_WINS ? Side.BLACK : Side.RED) : null;
        for (Side s : Side.values()) {
            String name = s == Side.RED ? g.red() : g.black();
            int[] c = firstMoves.computeIfAbsent(name, k -> new int[2]);
            c[0]++;
            if (s == loser && engineMoves(g, s) == 0) {
                c[1]++;
            }
            if (c[0] >= 2 && c[1] == c[0]) {
                return "engine " + name + " played an illegal first move in every game (" + c[0] + " games; last: "
                        + o.reason() + "); is its proto= right?";
            }
        }
        return null;
    }

    /** Moves the engine playing {@code side} made in the game (book moves not counted). */
    private static int engineMoves(PlayedGame g, Side side) {
        int book = g.opening().moves().size();
        boolean redFirst = g.game().startSide() == Side.RED;
        int count = 0;
        for (int i = book; i < g.game().ply(); i++) {
            if ((i % 2 == 0) == redFirst == (side == Side.RED)) {
                count++;
            }
        }
        return count;
    }

    /** One worker's engine processes, by engine name; the most recently used last. */
    public final class Seat implements AutoCloseable {
        private final Map<String, Engine> engines = new LinkedHashMap<>(4, 0.75f, true);
        private final String cpus;

        private Seat(String cpus) {
            this.cpus = cpus;
        }

        /** The names of the engines this seat holds running. */
        public Set<String> held() {
            return Set.copyOf(engines.keySet());
        }

        /**
         * The engine ready for a new game (after an {@code isready} exchange): the process this seat holds, or a
         * fresh one when it is gone or does not answer.
         *
         * @throws Unavailable         when it cannot be started (twice); the engine is then lost for the event
         * @throws InterruptedException when the runner stops meanwhile
         */
        public Engine ready(EngineSpec spec) throws InterruptedException, Unavailable {
            String name = spec.name();
            String gone = lost.get(name);
            if (gone != null) {
                throw new Unavailable(gone, false);
            }
            // an engine is in the seat from the moment it runs, so that closing the seat quits it even when the
            // thread is interrupted in the middle of a new-game exchange
            Engine e = engines.get(name);
            if (e != null && e.isAlive()) {
                try {
                    e.newGame(handshakeMs);
                    return e;
                } catch (EngineException ex) {
                    // out of step or gone: a fresh process below
                }
            }
            drop(name, 100);
            String why = "no answer";
            for (int attempt = 0; attempt < 2; attempt++) {
                try {
                    e = Engine.start(spec.config(), spec.stderrLog(logDir), handshakeMs, cpus);
                    engines.put(name, e);
                    started.add(name);
                    warnUnlisted(e);
                    e.newGame(handshakeMs);
                    return e;
                } catch (EngineStartException | EngineException ex) {
                    why = ex.getMessage();
                    drop(name, 100);
                    if (stopping.getAsBoolean() || Thread.currentThread().isInterrupted()) {
                        throw new InterruptedException("stopped while starting " + name);
                    }
                }
            }
            boolean fatal = firstStart == FirstStart.FATAL && !started.contains(name);
            if (lost.putIfAbsent(name, why) == null && !fatal) {
                events.lost(name, why);
            }
            throw new Unavailable(fatal ? why : lost.get(name), fatal);
        }

        private void warnUnlisted(Engine e) {
            for (String o : e.unlistedOptions()) {
                if (warned.add(e.config().name() + "\n" + o)) {
                    events.warning("engine " + e.config().name() + " did not list option '" + o
                            + "' at its handshake; it was sent anyway");
                }
            }
        }

        /** Quits the engines a game left needing a restart ({@link GameRunner#needsRestart}). */
        public void afterGame(GameRunner runner, EngineSpec red, EngineSpec black) {
            afterGame(runner, red, black, false);
        }

        /** As {@link #afterGame(GameRunner, EngineSpec, EngineSpec)}; {@code always} quits both (a fresh start per game). */
        public void afterGame(GameRunner runner, EngineSpec red, EngineSpec black, boolean always) {
            if (always || runner.needsRestart(Side.RED)) {
                drop(red.name(), 200);
            }
            if (always || runner.needsRestart(Side.BLACK)) {
                drop(black.name(), 200);
            }
        }

        /** Once this seat holds more than two engines, quits those not named. */
        public void keepOnly(Collection<String> names) {
            if (engines.size() > 2) {
                Set.copyOf(engines.keySet()).stream().filter(n -> !names.contains(n)).forEach(n -> drop(n, 200));
            }
        }

        private void drop(String name, long graceMs) {
            Engine e = engines.remove(name);
            if (e != null) {
                e.quit(graceMs);
            }
        }

        /** Quits every engine: quickly when the runner is stopping. */
        @Override
        public void close() {
            long grace = stopping.getAsBoolean() ? 100 : 1000;
            Set.copyOf(engines.keySet()).forEach(n -> drop(n, grace));
        }
    }
}
