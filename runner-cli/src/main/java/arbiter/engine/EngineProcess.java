package arbiter.engine;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecuteResultHandler;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteStreamHandler;

/**
 * One running engine process, started through Apache Commons Exec with its arguments passed as they are (never
 * through a shell), in its own session and process group ({@link ProcessGroups}). Standard output is read as it
 * comes into a bounded queue ({@link OutputReader}, {@link LineQueue}); standard error goes to a capped log
 * ({@link StderrSink}). When the process itself exits, its whole group is killed at once, so a descendant still
 * holding the pipes cannot keep the game waiting: the reader sees the end of output and the game ends as a
 * crash. {@link #kill()} ends the whole group and every descendant; a JVM shutdown hook does the same for every
 * engine still running, after marking {@link Shutdown} so that no game is scored from those deaths.
 */
public final class EngineProcess implements AutoCloseable {
    private static final Set<EngineProcess> LIVE = ConcurrentHashMap.newKeySet();
    private static final ExecutorService WATCHERS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "engine-exit");
        t.setDaemon(true);
        return t;
    });

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Shutdown.begin("the runner is exiting", 0);
            killAll();
        }, "arbiter-engines"));
    }

    private final String name;
    private final LineQueue lines;
    private final StderrSink stderr;
    private final ProtocolLog protocolLog;
    private final DefaultExecuteResultHandler result = new DefaultExecuteResultHandler();
    private final CountDownLatch launched = new CountDownLatch(1);
    private final CountDownLatch outputEnded = new CountDownLatch(1);
    private final AtomicBoolean groupKilled = new AtomicBoolean();
    /** Open until the group kill (by whichever thread won {@link #groupKilled}) has finished. */
    private final CountDownLatch groupKillDone = new CountDownLatch(1);
    private final AtomicBoolean finished = new AtomicBoolean();
    private volatile Process process;
    private volatile boolean ownGroup;
    private volatile boolean killed;
    private volatile OutputStream stdin;
    private volatile boolean eof;

    private EngineProcess(String name, Path stderrLog, Path protocolLog, Predicate<String> isAnswer) {
        this.name = name;
        this.lines = new LineQueue(isAnswer);
        this.stderr = new StderrSink(stderrLog);
        this.protocolLog = protocolLog == null ? null : new ProtocolLog(protocolLog);
    }

    /**
     * Starts {@code command} with {@code args} in {@code dir} (null: the current directory), sending its standard
     * error to {@code stderrLog} (null: discarded).
     */
    public static EngineProcess start(String name, String command, List<String> args, Path dir, Path stderrLog)
            throws EngineStartException {
        return start(name, command, args, dir, stderrLog, null, EngineProtocol::isAnyAnswer);
    }

    /**
     * As {@link #start(String, String, List, Path, Path)}, also logging every line to and from the engine with a
     * millisecond time stamp in {@code protocolLog} (null: no protocol log); lines whose first word
     * {@code isAnswer} accepts are never dropped from a flood ({@link EngineProtocol#isAnswer}).
     */
    public static EngineProcess start(String name, String command, List<String> args, Path dir, Path stderrLog,
                                      Path protocolLog, Predicate<String> isAnswer) throws EngineStartException {
        return start(name, command, args, dir, stderrLog, protocolLog, isAnswer, null);
    }

    /**
     * As {@link #start(String, String, List, Path, Path, Path, Predicate)}, pinned to the CPUs {@code cpus}
     * (a {@code taskset -c} list such as {@code 2,3}; null: not pinned), see {@link CpuAffinity}.
     */
    public static EngineProcess start(String name, String command, List<String> args, Path dir, Path stderrLog,
                                      Path protocolLog, Predicate<String> isAnswer, String cpus)
            throws EngineStartException {
        return start(name, command, args, dir, stderrLog, protocolLog, isAnswer, cpus, Sandbox.NONE);
    }

    /**
     * As {@link #start(String, String, List, Path, Path, Path, Predicate, String)}, inside {@code sandbox}
     * ({@link Sandbox}: under {@code fs} its {@code dir}, else its executable's folder, stays writable).
     */
    public static EngineProcess start(String name, String command, List<String> args, Path dir, Path stderrLog,
                                      Path protocolLog, Predicate<String> isAnswer, String cpus, Sandbox sandbox)
            throws EngineStartException {
        Path exe = resolve(name, command, dir);
        if (dir != null && !Files.isDirectory(dir)) {
            throw new EngineStartException("engine " + name + ": dir=" + dir + " is not a directory");
        }
        String why = sandbox.unavailable();
        if (why != null) {
            throw new EngineStartException("engine " + name + ": cannot start it in sandbox=" + sandbox.label() + ": "
                    + why + "; give sandbox=none to run it without one");
        }
        EngineProcess p = new EngineProcess(name, stderrLog, protocolLog, isAnswer);
        Path launcher = ProcessGroups.launcher();
        List<String> words = LaunchWords.of(name, launcher, cpus, sandbox, exe, dir, args);
        CommandLine cl = new CommandLine(words.get(0));
        for (String w : words.subList(1, words.size())) {
            cl.addArgument(w, false);
        }
        p.ownGroup = launcher != null;
        DefaultExecutor ex = new DefaultExecutor() {
            @Override
            protected Process launch(CommandLine command, Map<String, String> env, File workingDir) throws IOException {
                Process pr = super.launch(command, env, workingDir);
                p.launched(pr);
                return pr;
            }
        };
        if (dir != null) {
            ex.setWorkingDirectory(dir.toFile());
        }
        ex.setExitValues(null);
        ex.setStreamHandler(p.new Streams());
        try {
            ex.execute(cl, p.result);
            while (!p.launched.await(50, TimeUnit.MILLISECONDS)) {
                if (p.result.hasResult()) {
                    Exception e = p.result.getException();
                    throw new EngineStartException("engine " + name + ": cannot start " + exe + ": "
                            + (e == null ? "it exited at once" : e.getMessage()));
                }
            }
        } catch (IOException e) {
            throw new EngineStartException("engine " + name + ": cannot start " + exe + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.kill();
            throw new EngineStartException("engine " + name + ": interrupted while starting");
        }
        return p;
    }

    private void launched(Process pr) {
        process = pr;
        LIVE.add(this);
        if (protocolLog != null) {
            protocolLog.pid(pr.pid());
        }
        pr.onExit().thenRunAsync(this::exited, WATCHERS);
        if (killed) {
            kill(); // killed while starting: the launch came too late to see it
        }
    }

    private static Path resolve(String name, String command, Path dir) throws EngineStartException {
        if (command == null || command.isBlank()) {
            throw new EngineStartException("engine " + name + ": cmd is missing; expected cmd=PATH");
        }
        Path p = Path.of(command);
        if (command.contains(File.separator)) {
            if (!p.isAbsolute() && dir != null && !Files.exists(p)) {
                p = dir.resolve(p);
            }
            if (!Files.exists(p)) {
                throw new EngineStartException("engine " + name + ": cmd=" + command + ": no such file");
            }
            if (!Files.isExecutable(p) || Files.isDirectory(p)) {
                throw new EngineStartException("engine " + name + ": cmd=" + command + ": not an executable file");
            }
            return p.toAbsolutePath();
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String d : path.split(File.pathSeparator)) {
            Path c = Path.of(d.isEmpty() ? "." : d, command);
            if (Files.isExecutable(c) && !Files.isDirectory(c)) {
                return c;
            }
        }
        throw new EngineStartException("engine " + name + ": cmd=" + command + ": not found on PATH");
    }

    /** Sends one line. Returns false when the engine can no longer be written to. */
    public boolean send(String line) {
        return send(List.of(line));
    }

    /**
     * Sends lines in one write (a move's position and go: one system call, and one wake-up of the engine, instead
     * of one each). Returns false when the engine can no longer be written to.
     */
    public boolean send(List<String> lines) {
        OutputStream out = stdin;
        if (out == null) {
            return false;
        }
        StringBuilder text = new StringBuilder(lines.size() == 1 ? lines.get(0).length() + 1 : 256);
        for (String line : lines) {
            text.append(line).append('\n');
            if (protocolLog != null) {
                protocolLog.sent(line);
            }
        }
        try {
            out.write(text.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * One line of engine output and when it arrived.
     *
     * @param text     the line ({@code ""} for an overlong one)
     * @param nanos    {@link System#nanoTime()} when the reader thread received it
     * @param overlong true when the engine wrote a line longer than 65,536 bytes (a protocol violation): its
     *                 text is not kept, and {@code nanos} is when the limit was passed
     */
    public record Line(String text, long nanos, boolean overlong) {
        /** A line of normal length. */
        public Line(String text, long nanos) {
            this(text, nanos, false);
        }
    }

    /**
     * Whether {@link #readLine} returns each line as it arrives ({@code true}), or only answers at once and other
     * lines with the next answer, or at the timeout, or when many are waiting ({@code false}: one wake-up of the
     * waiting thread a move instead of one a line). Either way no line is lost or reordered.
     */
    public void eager(boolean eager) {
        lines.eager(eager);
    }

    /**
     * The next line of output, waiting at most {@code timeoutNanos}; null on timeout. After the output ended,
     * returns null at once and {@link #atEof()} is true (the first time, after waiting up to 500 ms for the process
     * to exit, so that {@link #exitCode()} is known).
     */
    public Line readLine(long timeoutNanos) throws InterruptedException {
        if (eof) {
            return null;
        }
        Line l = lines.poll(timeoutNanos);
        if (l == LineQueue.END) {
            eof = true;
            Process p = process;
            if (p != null) {
                ProcessGroups.waitFor(p, 500); // output ends as the process exits: let its exit code be known
            }
            return null;
        }
        return l;
    }

    /** True once the engine closed its output (it exited or crashed). */
    public boolean atEof() {
        return eof;
    }

    /** True while the process runs. */
    public boolean isAlive() {
        Process p = process;
        return p != null && p.isAlive();
    }

    /** The exit code once the process has ended, else null. */
    public Integer exitCode() {
        Process p = process;
        return p == null || p.isAlive() ? null : p.exitValue();
    }

    /** The engine's name in the match, for messages. */
    public String name() {
        return name;
    }

    /** The process id (also its process group's and session's when started through setsid), or -1. */
    public long pid() {
        Process p = process;
        return p == null ? -1 : p.pid();
    }

    /** Where its stderr goes, or null when it is discarded. */
    public Path stderrLog() {
        return stderr.path();
    }

    /**
     * The last lines the engine wrote to stderr (up to 3 lines and 300 characters, joined by {@code " | "}),
     * waiting briefly for the pipe to drain when the engine has died; empty when it wrote nothing.
     */
    public String stderrTail() {
        return stderr.tail(3, 300, eof || !isAlive() ? 500 : 0);
    }

    /**
     * For a message about a dead engine: {@code ; its stderr (PATH) ends: LAST LINES}, or that it wrote nothing
     * there; the log's path is named when there is one.
     */
    public String stderrHint() {
        String tail = stderrTail();
        Path log = stderr.path();
        String where = log == null ? "its stderr" : "its stderr (" + log + ")";
        return tail.isEmpty() ? "; " + where + " is empty" : "; " + where + " ends: " + tail;
    }

    /** Kills the process group and every descendant at once (also when it is still being launched). */
    public void kill() {
        killed = true;
        Process p = process;
        if (p == null) {
            return;
        }
        List<ProcessHandle> tree = p.descendants().toList(); // while they are still connected to the engine
        killGroup(p);
        tree.forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        ProcessGroups.waitFor(p, 2000);
        lines.close();
    }

    /** Asks the engine to quit, waits up to {@code graceMs}, then kills what is left (its whole group). */
    public void quit(String quitCommand, long graceMs) {
        send(quitCommand);
        Process p = process;
        if (p == null) {
            return;
        }
        if (ProcessGroups.waitFor(p, graceMs)) {
            killGroup(p); // at once, not later from the exit watcher: the runner may be about to exit
            lines.close();
        } else {
            kill();
        }
    }

    @Override
    public void close() {
        kill();
    }

    /** Kills every engine still running (on shutdown: after {@link Shutdown#begin}, never before). */
    public static void killAll() {
        for (EngineProcess p : List.copyOf(LIVE)) {
            p.kill();
        }
    }

    /**
     * Kills the engine's process group once; a second caller waits (up to 3 s) until the first one's kill is done,
     * so that {@link #quit} and {@link #kill} never return while the exit watcher is still killing the group.
     */
    private void killGroup(Process p) {
        if (!ownGroup) {
            return;
        }
        if (groupKilled.compareAndSet(false, true)) {
            try {
                ProcessGroups.kill(p.pid());
            } finally {
                groupKillDone.countDown();
            }
            return;
        }
        boolean interrupted = Thread.interrupted(); // an aborted game thread must still wait for its engine's end
        try {
            groupKillDone.await(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The process itself has exited: kill what is left of its group, so that a descendant holding stdout cannot
     * keep the pipe open; if the output still has not ended shortly after (a descendant that left the group),
     * end it here, so that the game ends as a crash now and not at the flag.
     */
    private void exited() {
        Process p = process;
        killGroup(p);
        try {
            if (!outputEnded.await(1000, TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                lines.end();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            LIVE.remove(this);
            if (finished.compareAndSet(false, true) && protocolLog != null) {
                Integer code = exitCode();
                protocolLog.note("process exited" + (code == null ? "" : " with code " + code));
                protocolLog.close();
            }
        }
    }

    /** Hands the process's streams to this object: stdin kept for writing, stdout and stderr read by threads. */
    private final class Streams implements ExecuteStreamHandler {
        private InputStream out;
        private InputStream err;
        private Thread outThread;
        private Thread errThread;

        @Override
        public void setProcessInputStream(OutputStream os) {
            stdin = os;
        }

        @Override
        public void setProcessOutputStream(InputStream is) {
            out = is;
        }

        @Override
        public void setProcessErrorStream(InputStream is) {
            err = is;
        }

        @Override
        public void start() {
            // Commons Exec calls this after handing over all three streams: only now may the engine be written to
            launched.countDown();
            OutputReader reader = new OutputReader(lines, protocolLog);
            outThread = new Thread(() -> {
                try {
                    reader.pump(out);
                } finally {
                    outputEnded.countDown();
                }
            }, "engine-" + name + "-out");
            outThread.setDaemon(true);
            outThread.start();
            errThread = new Thread(() -> stderr.pump(err), "engine-" + name + "-err");
            errThread.setDaemon(true);
            errThread.start();
        }

        /**
         * Called once the process has exited, before Commons Exec closes its streams: lets the readers take what
         * is left in the pipes first (the exit watcher kills the group, so the pipes close soon).
         */
        @Override
        public void stop() {
            try {
                if (outThread != null) {
                    outThread.join(2000);
                    errThread.join(2000);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
