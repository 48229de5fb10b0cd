package arbiter.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Whether the runner is shutting down (a signal, or the JVM exiting), one flag for the whole process. The order
 * is the point: {@link #begin} first sets the flag, then runs the registered abort actions (runners stop and
 * abandon their games); only after that are engines killed. So an engine that dies while the flag is set is part
 * of the shutdown and its game is never scored, and one that dies while it is not set is a real crash.
 */
public final class Shutdown {
    private static final List<Runnable> ACTIONS = new CopyOnWriteArrayList<>();
    private static volatile String reason;
    private static volatile int exitCode;

    private Shutdown() {
    }

    /** True once shutting down began; then no game may be scored or written. */
    public static boolean inProgress() {
        return reason != null;
    }

    /** Why the runner is shutting down ({@code interrupted (SIGINT)}), or null. */
    public static String reason() {
        return reason;
    }

    /** The process's exit code for the shutdown (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP), or 0. */
    public static int exitCode() {
        return exitCode;
    }

    /**
     * Begins shutting down: sets the flag, then runs every registered abort action in order.
     *
     * @param why      for messages, e.g. {@code interrupted (SIGINT)}
     * @param exitCode the exit code the process should end with (0: keep the command's own)
     * @return false when shutting down had already begun (nothing is done again)
     */
    public static boolean begin(String why, int exitCode) {
        synchronized (ACTIONS) {
            if (reason != null) {
                return false;
            }
            Shutdown.exitCode = exitCode;
            reason = why;
        }
        for (Runnable r : ACTIONS) {
            r.run();
        }
        return true;
    }

    /** True while some work (a running match or event) has registered an abort action. */
    public static boolean hasWork() {
        return !ACTIONS.isEmpty();
    }

    /**
     * Registers what stops the running work when shutting down begins (e.g. a runner's abort); runs it at once
     * when shutting down has already begun. Closing the registration removes it.
     */
    public static Registration onAbort(Runnable action) {
        synchronized (ACTIONS) {
            ACTIONS.add(action);
        }
        if (inProgress()) {
            action.run();
        }
        return () -> ACTIONS.remove(action);
    }

    /** A registered abort action; {@link #close()} removes it. */
    public interface Registration extends AutoCloseable {
        @Override
        void close();
    }
}
