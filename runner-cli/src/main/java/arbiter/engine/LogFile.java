package arbiter.engine;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * An engine log file that every process of one engine appends to (with {@code --concurrency 2} two processes of
 * engine A write {@code A.stderr.log}): one shared, synchronized writer per path, so lines are not torn, and an
 * optional size cap after which a note is written once and the rest is dropped. The file and its folder are
 * created at the first write. Write errors are swallowed: a full disk must not stop a game.
 */
final class LogFile {
    private static final Map<Path, LogFile> OPEN = new HashMap<>();

    private final Path path;
    private final long capBytes;
    private final String note;
    private OutputStream out;
    private long size = -1;
    private boolean failed;
    private int users;

    private LogFile(Path path, long capBytes, String note) {
        this.path = path;
        this.capBytes = capBytes;
        this.note = note;
    }

    /**
     * The shared writer of {@code path}; {@link #close()} it when done.
     *
     * @param capBytes the most bytes the file may hold before {@code note} (a whole line); Long.MAX_VALUE: no cap
     */
    static LogFile open(Path path, long capBytes, String note) {
        Path key = path.toAbsolutePath().normalize();
        synchronized (OPEN) {
            LogFile f = OPEN.computeIfAbsent(key, k -> new LogFile(k, capBytes, note));
            f.users++;
            return f;
        }
    }

    /** Appends {@code len} bytes, or as many as the cap leaves (then the note); false once it drops bytes. */
    synchronized boolean write(byte[] b, int off, int len) {
        if (failed || len <= 0) {
            return !failed;
        }
        try {
            if (out == null) {
                if (path.getParent() != null) {
                    Files.createDirectories(path.getParent());
                }
                size = Files.exists(path) ? Files.size(path) : 0;
                out = new BufferedOutputStream(Files.newOutputStream(path, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND), 16384);
            }
            if (size >= capBytes) {
                return false; // capped earlier: the note is already there
            }
            long room = capBytes - size;
            if (len < room) {
                out.write(b, off, len);
                size += len;
                return true;
            }
            out.write(b, off, (int) room);
            out.write(("\n" + note + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            size = capBytes;
            return len == room;
        } catch (IOException e) {
            failed = true;
            return false;
        }
    }

    /** Appends a line of text (UTF-8) and a newline. */
    void writeLine(String line) {
        byte[] b = (line + "\n").getBytes(StandardCharsets.UTF_8);
        write(b, 0, b.length);
    }

    synchronized void flush() {
        if (out != null && !failed) {
            try {
                out.flush();
            } catch (IOException e) {
                failed = true;
            }
        }
    }

    /** Done with the file: it is flushed, and closed once its last user is done. */
    void close() {
        synchronized (OPEN) {
            if (--users > 0) {
                flush();
                return;
            }
            OPEN.remove(path);
        }
        synchronized (this) {
            if (out != null) {
                try {
                    out.close();
                } catch (IOException ignored) {
                    // best effort, as every write
                }
                out = null;
            }
        }
    }
}
