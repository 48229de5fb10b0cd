package arbiter.sample;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs a {@link ProtocolLoop} on a thread of its own with in-memory streams: tests send lines and wait for
 * output lines, as a match runner would through pipes, but without starting a process.
 */
final class EngineHarness implements AutoCloseable {
    /** End-of-input marker for {@link QueueReader}. */
    private static final String EOF = new String("<eof>");

    private final BlockingQueue<String> input = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    /** Completed with the status given to the exit hook. */
    final CompletableFuture<Integer> exitStatus = new CompletableFuture<>();
    final Thread thread;
    private volatile Throwable failure;

    EngineHarness(String... args) {
        EngineOptions options = EngineOptions.fromArgs(args);
        PrintStream out = new PrintStream(new LineSink(output), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        ProtocolLoop loop = new ProtocolLoop(new BufferedReader(new QueueReader(input)), out, err, options,
                exitStatus::complete);
        thread = new Thread(() -> {
            try {
                loop.run();
            } catch (IOException | RuntimeException e) {
                failure = e;
            }
        }, "engine-under-test");
        thread.setDaemon(true);
        thread.start();
    }

    /** Sends one or more command lines. */
    EngineHarness send(String... lines) {
        for (String l : lines) {
            input.add(l + "\n");
        }
        return this;
    }

    /** Closes the engine's input (end of file). */
    void closeInput() {
        input.add(EOF);
    }

    /** Waits for the first line matching {@code p}, keeping every line read in {@link #seen()}. */
    String await(Predicate<String> p, long timeoutMs, String what) {
        long deadline = System.currentTimeMillis() + timeoutMs;
        try {
            while (true) {
                long left = deadline - System.currentTimeMillis();
                String line = left > 0 ? output.poll(left, TimeUnit.MILLISECONDS) : null;
                if (line == null) {
                    fail("no " + what + " within " + timeoutMs + " ms; output so far: " + seen
                            + (failure != null ? "; loop failed: " + failure : ""));
                }
                seen.add(line);
                if (p.test(line)) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Waits for a line starting with {@code prefix} (10 s). */
    String await(String prefix) {
        return await(l -> l.startsWith(prefix), 10_000, "line starting with '" + prefix + "'");
    }

    /** The next line, or null if none arrives within {@code ms}. */
    String poll(long ms) {
        try {
            String line = output.poll(ms, TimeUnit.MILLISECONDS);
            if (line != null) {
                seen.add(line);
            }
            return line;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Every line that arrives within {@code ms}. */
    List<String> drain(long ms) {
        List<String> lines = new ArrayList<>();
        long deadline = System.currentTimeMillis() + ms;
        for (long left = ms; left > 0; left = deadline - System.currentTimeMillis()) {
            String line = poll(left);
            if (line != null) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** Every line read so far by {@link #await} and {@link #poll}. */
    List<String> seen() {
        return seen;
    }

    /** What the engine wrote to its error stream. */
    String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    /** Waits for the loop to end; false if it is still running after {@code ms}. */
    boolean awaitEnd(long ms) {
        try {
            thread.join(ms);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        return !thread.isAlive();
    }

    @Override
    public void close() {
        if (thread.isAlive()) {
            input.add("quit\n");
            closeInput();
            if (!awaitEnd(5_000)) {
                thread.interrupt(); // the hang fault ignores quit and end of input
                awaitEnd(5_000);
            }
        }
    }

    /** A Reader over queued strings; blocks for more, interruptibly, like a pipe. */
    private static final class QueueReader extends Reader {
        private final BlockingQueue<String> queue;
        private String current = "";
        private int pos;
        private boolean eof;

        QueueReader(BlockingQueue<String> queue) {
            this.queue = queue;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            if (eof) {
                return -1;
            }
            while (pos >= current.length()) {
                try {
                    current = queue.take();
                } catch (InterruptedException e) {
                    throw new InterruptedIOException("interrupted");
                }
                pos = 0;
                if (current == EOF) {
                    eof = true;
                    return -1;
                }
            }
            int n = Math.min(len, current.length() - pos);
            current.getChars(pos, pos + n, buf, off);
            pos += n;
            return n;
        }

        @Override
        public void close() {
        }
    }

    /** Splits written bytes into lines on the output queue. */
    private static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream partial = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(partial.toString(StandardCharsets.UTF_8).replace("\r", ""));
                partial.reset();
            } else {
                partial.write(b);
            }
        }
    }
}
