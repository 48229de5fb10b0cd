package arbiter.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits an engine's standard output into lines as the bytes arrive, each stamped with {@link System#nanoTime()}
 * on this thread right after the read that brought it (its arrival, whatever the game thread is doing). A line
 * ends at {@code \n}, {@code \r} or {@code \r\n}. A line longer than {@value #MAX_LINE} bytes is a protocol
 * violation: an {@link EngineProcess.Line#overlong() overlong} marker is delivered instead of its text the moment
 * the limit is passed, and the rest of that line is skipped without being kept.
 */
final class OutputReader {
    /** The longest line an engine may write, in bytes (ISO-8859-1: one byte, one char). */
    static final int MAX_LINE = 65_536;

    private final LineQueue queue;
    private final ProtocolLog log;

    OutputReader(LineQueue queue, ProtocolLog log) {
        this.queue = queue;
        this.log = log;
    }

    /** Reads {@code in} to its end, then ends the queue. */
    void pump(InputStream in) {
        byte[] buf = new byte[8192];
        byte[] line = new byte[MAX_LINE];
        int len = 0;
        boolean skipping = false;
        boolean afterCr = false;
        try (in) {
            int n;
            while ((n = in.read(buf)) > 0) {
                long now = System.nanoTime();
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (b == '\n' || b == '\r') {
                        boolean crlf = b == '\n' && afterCr;
                        afterCr = b == '\r';
                        if (!crlf) {
                            if (!skipping) {
                                deliver(new EngineProcess.Line(new String(line, 0, len, StandardCharsets.ISO_8859_1),
                                        now));
                            }
                            skipping = false;
                            len = 0;
                        }
                        continue;
                    }
                    afterCr = false;
                    if (skipping) {
                        continue;
                    }
                    if (len == MAX_LINE) {
                        deliver(new EngineProcess.Line("", now, true));
                        skipping = true;
                        len = 0;
                        continue;
                    }
                    line[len++] = b;
                }
                if (log != null) {
                    log.flush();
                }
            }
            if (len > 0 && !skipping) {
                deliver(new EngineProcess.Line(new String(line, 0, len, StandardCharsets.ISO_8859_1),
                        System.nanoTime()));
            }
        } catch (IOException ignored) {
            // the process went away: the end of output below says so
        } finally {
            if (log != null) {
                log.flush();
            }
            queue.end();
        }
    }

    private void deliver(EngineProcess.Line l) {
        if (log != null) {
            log.received(l);
        }
        queue.add(l);
    }
}
