package arbiter.engine;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecuteResultHandler;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteStreamHandler;
import org.apache.commons.exec.ShutdownHookProcessDestroyer;

/**
 * One running engine process, started through Apache Commons Exec with its arguments passed as they are (never
 * through a shell). Standard output is read line by line into a queue by a daemon thread; standard error goes to
 * a log file. {@link #kill()} ends the whole process tree; a JVM shutdown hook does the same for processes still
 * running when the runner is interrupted.
 */
public final class EngineProcess implements AutoCloseable {
    /** Marks the end of the engine's output in the line queue. */
    private static final Line EOF = new Line("<eof>", 0);
    private static final ShutdownHookProcessDestroyer DESTROYER = new ShutdownHookProcessDestroyer();

    private final String name;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final DefaultExecuteResultHandler result = new DefaultExecuteResultHandler();
    private final CountDownLatch launched = new CountDownLatch(1);
    private volatile Process process;
    private volatile boolean killed;
    private volatile OutputStream stdin;
    private volatile boolean eof;

    private EngineProcess(String name) {
        this.name = name;
    }

    /**
     * Starts {@code command} with {@code args} in {@code dir} (null: the current directory), sending its standard
     * error to {@code stderrLog} (null: discarded).
     */
    public static EngineProcess start(String name, String command, List<String> args, Path dir, Path stderrLog)
            throws EngineStartException {
        Path exe = resolve(name, command, dir);
        if (dir != null && !Files.isDirectory(dir)) {
            throw new EngineStartException("engine " + name + ": dir=" + dir + " is not a directory");
        }
        EngineProcess p = new EngineProcess(name);
        CommandLine cl = new CommandLine(exe.toString());
        for (String a : args) {
            cl.addArgument(a, false);
        }
        DefaultExecutor ex = new DefaultExecutor() {
            @Override
            protected Process launch(CommandLine command, Map<String, String> env, File workingDir) throws IOException {
                Process pr = super.launch(command, env, workingDir);
                p.process = pr;
                if (p.killed) {
                    p.kill(); // killed while starting: the launch came too late to see it
                }
                return pr;
            }
        };
        if (dir != null) {
            ex.setWorkingDirectory(dir.toFile());
        }
        ex.setExitValues(null);
        ex.setProcessDestroyer(DESTROYER);
        ex.setStreamHandler(p.new Streams(stderrLog));
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
        OutputStream out = stdin;
        if (out == null) {
            return false;
        }
        try {
            out.write((line + "\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * One line of engine output and when it arrived.
     *
     * @param text  the line
     * @param nanos {@link System#nanoTime()} when the reader thread received it
     */
    public record Line(String text, long nanos) {
    }

    /**
     * The next line of output, waiting at most {@code timeoutNanos}; null on timeout. After the output ended,
     * returns null at once and {@link #atEof()} is true.
     */
    public Line readLine(long timeoutNanos) throws InterruptedException {
        if (eof) {
            return null;
        }
        Line l = timeoutNanos <= 0 ? lines.poll() : lines.poll(timeoutNanos, TimeUnit.NANOSECONDS);
        if (l == EOF) {
            eof = true;
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

    /** Kills the process and all its descendants at once (also when it is still being launched). */
    public void kill() {
        killed = true;
        Process p = process;
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            try {
                p.waitFor(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Asks the engine to quit, waits up to {@code graceMs}, then kills what is left. */
    public void quit(String quitCommand, long graceMs) {
        send(quitCommand);
        Process p = process;
        try {
            if (p != null && !p.waitFor(graceMs, TimeUnit.MILLISECONDS)) {
                kill();
            } else if (p != null) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
        }
    }

    @Override
    public void close() {
        kill();
    }

    /** Hands the process's streams to this object: stdin kept for writing, stdout and stderr read by threads. */
    private final class Streams implements ExecuteStreamHandler {
        private final Path stderrLog;
        private InputStream out;
        private InputStream err;

        Streams(Path stderrLog) {
            this.stderrLog = stderrLog;
        }

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
            Thread t = new Thread(this::pumpOut, "engine-" + name + "-out");
            t.setDaemon(true);
            t.start();
            Thread e = new Thread(this::pumpErr, "engine-" + name + "-err");
            e.setDaemon(true);
            e.start();
        }

        private void pumpOut() {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(out, StandardCharsets.ISO_8859_1))) {
                String l;
                while ((l = r.readLine()) != null) {
                    lines.add(new Line(l.length() > 100_000 ? l.substring(0, 100_000) : l, System.nanoTime()));
                }
            } catch (IOException ignored) {
                // the process went away; EOF below says so
            } finally {
                lines.add(EOF);
            }
        }

        /** Copies stderr to the log, creating the file (and its folder) only when the engine writes there. */
        private void pumpErr() {
            OutputStream log = null;
            try (InputStream in = err) {
                byte[] buf = new byte[8192];
                int n;
                while ((n = in.read(buf)) > 0) {
                    if (stderrLog == null) {
                        continue;
                    }
                    if (log == null) {
                        if (stderrLog.getParent() != null) {
                            Files.createDirectories(stderrLog.getParent());
                        }
                        log = Files.newOutputStream(stderrLog, java.nio.file.StandardOpenOption.CREATE,
                                java.nio.file.StandardOpenOption.APPEND);
                    }
                    log.write(buf, 0, n);
                    log.flush();
                }
            } catch (IOException ignored) {
                // stderr is best effort: a full disk must not stop the game
            } finally {
                if (log != null) {
                    try {
                        log.close();
                    } catch (IOException ignored) {
                        // nothing more to do
                    }
                }
            }
        }

        @Override
        public void stop() {
            // the pump threads end with the process's streams
        }
    }
}
