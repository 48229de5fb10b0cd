package arbiter.cli.common;

import arbiter.engine.EngineProcess;
import arbiter.engine.Shutdown;
import java.util.List;
import sun.misc.Signal;

/**
 * SIGINT, SIGTERM and SIGHUP, handled in one order: mark {@link Shutdown} (no game is scored from then on), stop
 * the running match or event (its abort action abandons the games in flight), and let the command finish what was
 * complete (PGN, JSON, state) and exit with 128 + the signal's number: 130, 143, 129. Engines run in their own
 * sessions, so a terminal's Ctrl-C reaches only the runner; the workers kill them as they stop. With no match or
 * event running, the runner exits at once with that code. A second signal kills every engine at once.
 *
 * <p>The JVM's own handling (shutdown hooks running side by side) is replaced because its order is not defined:
 * engines killed by one hook while another aborts the runner were scored as crashes.
 */
public final class Interrupts {
    private static final List<String> SIGNALS = List.of("INT", "TERM", "HUP");

    private Interrupts() {
    }

    /** Installs the handlers (signals the runner was started ignoring, as under nohup, stay ignored). */
    public static void install() {
        for (String name : SIGNALS) {
            try {
                Signal.handle(new Signal(name), Interrupts::handle);
            } catch (IllegalArgumentException e) {
                // not on this system: the JVM's default stays
            }
        }
    }

    private static void handle(Signal s) {
        int code = 128 + s.getNumber();
        if (!Shutdown.begin("interrupted (SIG" + s.getName() + ")", code)) {
            EngineProcess.killAll();
            return;
        }
        if (!Shutdown.hasWork()) {
            System.exit(code);
        }
    }

    /** How a command that imitates another program maps a signal's exit code (fastchess exits 1 on SIGINT). */
    private static volatile java.util.function.IntUnaryOperator signalExit = java.util.function.IntUnaryOperator.identity();

    /** Sets how the signal's exit code is reported, for a command that imitates another program's. */
    public static void signalExit(java.util.function.IntUnaryOperator mapping) {
        signalExit = mapping;
    }

    /** The process's exit code: the signal's when one stopped the command, else the command's own. */
    public static int exitCode(int commandExit) {
        return Shutdown.inProgress() && Shutdown.exitCode() != 0 ? signalExit.applyAsInt(Shutdown.exitCode())
                : commandExit;
    }
}
