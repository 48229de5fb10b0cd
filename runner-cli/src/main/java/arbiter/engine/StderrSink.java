package arbiter.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Drains an engine's standard error to its log ({@code NAME.stderr.log}), at most {@value #CAP_BYTES} bytes per
 * file, then {@link #CAP_NOTE} once and nothing more; the pipe is still read to its end, so that the engine never
 * blocks on a full pipe. The last {@value #TAIL_BYTES} bytes are kept in memory for messages
 * ({@link #tail(int, int)}), also when there is no log.
 */
final class StderrSink {
    static final long CAP_BYTES = 10L * 1024 * 1024;
    static final String CAP_NOTE = "[arbiter: stderr log capped at 10 MB; the rest was dropped]";
    private static final int TAIL_BYTES = 4096;

    private final Path path;
    private final byte[] ring = new byte[TAIL_BYTES];
    private long total;
    private final CountDownLatch drained = new CountDownLatch(1);

    /** @param path the log file, or null to keep only the tail */
    StderrSink(Path path) {
        this.path = path;
    }

    Path path() {
        return path;
    }

    /** Reads {@code in} to its end. */
    void pump(InputStream in) {
        LogFile log = path == null ? null : LogFile.open(path, CAP_BYTES, CAP_NOTE);
        try (in) {
            byte[] buf = new byte[8192];
            int n;
            boolean logging = log != null;
            while ((n = in.read(buf)) > 0) {
                remember(buf, n);
                if (logging) {
                    logging = log.write(buf, 0, n);
                    log.flush();
                }
            }
        } catch (IOException ignored) {
            // the process went away
        } finally {
            if (log != null) {
                log.close();
            }
            drained.countDown();
        }
    }

    private synchronized void remember(byte[] buf, int n) {
        for (int i = Math.max(0, n - TAIL_BYTES); i < n; i++) {
            ring[(int) (total++ % TAIL_BYTES)] = buf[i];
        }
    }

    /**
     * The last non-blank lines the engine wrote to stderr (at most {@code maxLines}, and at most {@code maxChars}
     * characters, cut at the front), joined by {@code " | "}; empty when it wrote none. Waits up to
     * {@code waitMs} for the pipe to be drained, so that a crashed engine's last words are in.
     */
    String tail(int maxLines, int maxChars, long waitMs) {
        try {
            drained.await(waitMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String text;
        synchronized (this) {
            int n = (int) Math.min(total, TAIL_BYTES);
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = ring[(int) ((total - n + i) % TAIL_BYTES)];
            }
            text = new String(b, StandardCharsets.UTF_8);
        }
        List<String> lines = new ArrayList<>();
        for (String l : text.split("[\r\n]+")) {
            if (!l.isBlank()) {
                lines.add(l.strip());
            }
        }
        String joined = String.join(" | ", lines.subList(Math.max(0, lines.size() - maxLines), lines.size()));
        return joined.length() <= maxChars ? joined : "..." + joined.substring(joined.length() - maxChars + 3);
    }
}
