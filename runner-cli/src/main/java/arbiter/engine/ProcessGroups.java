package arbiter.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Engines in their own session. Started through {@code setsid} (util-linux), an engine leads a new session and
 * process group, so a terminal's Ctrl-C (SIGINT to the foreground group) reaches only the runner, and the whole
 * group, including descendants that re-parented when their parent exited, can be killed with one
 * {@code kill -KILL -- -PGID}. The runner never leads a group its children are started into, so {@code setsid}
 * calls setsid(2) and execs the engine in place: the pid the runner holds is the engine's, and it is the group's
 * id. Where {@code setsid} is missing (not Linux), engines run in the runner's group and only their descendants
 * are killed.
 */
final class ProcessGroups {
    private static final Path SETSID = find("setsid");
    private static final Path KILL = find("kill");

    private ProcessGroups() {
    }

    static Path find(String name) {
        for (String dir : List.of("/usr/bin", "/bin")) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /** The program to start {@code command} through so that it leads its own session, or null (start it as is). */
    static Path launcher() {
        return SETSID != null && KILL != null ? SETSID : null;
    }

    /** Sends SIGKILL to every process of group {@code pgid} and waits (up to 2 s) for {@code kill} to finish. */
    static void kill(long pgid) {
        if (KILL == null || pgid <= 1) {
            return;
        }
        try {
            Process k = new ProcessBuilder(KILL.toString(), "-KILL", "--", "-" + pgid)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            k.getOutputStream().close();
            if (!waitFor(k, 2000)) {
                k.destroyForcibly();
            }
        } catch (java.io.IOException e) {
            // cannot run kill: the descendants are still killed one by one by the caller
        }
    }

    /**
     * Waits up to {@code ms} for {@code p} to end, also on an interrupted thread (an aborted game thread must
     * still see its engine die); the interruption is kept. Returns whether it ended.
     */
    static boolean waitFor(Process p, long ms) {
        boolean interrupted = Thread.interrupted();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        try {
            while (true) {
                try {
                    return p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
