package arbiter.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Appends a whole record (one game's PGN text) to a file so that the file holds either all of it, forced to disk,
 * or none of it: a write that fails half-way (a full disk) is cut back to the length before it. Every game the
 * runners write goes through here, and a game counts (statistics, JSON, state) only after this returned.
 */
public final class DurableAppend {
    private DurableAppend() {
    }

    /**
     * Where an appended record lies.
     *
     * @param start the file's length before it, bytes
     * @param end   the file's length after it, bytes
     */
    public record Span(long start, long end) {
    }

    /**
     * Appends {@code text} as UTF-8 and forces it to disk.
     *
     * @return where the record lies in the file, bytes
     * @throws IOException when the text could not be written whole; the file is then as long as before (as far as
     *                     the file system lets a file be shortened)
     */
    public static Span append(Path file, String text) throws IOException {
        return append(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Appends {@code bytes} and forces them to disk; see {@link #append(Path, String)}. */
    public static Span append(Path file, byte[] bytes) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            long before = ch.size();
            try {
                ch.position(before);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
                return new Span(before, ch.position());
            } catch (IOException e) {
                try {
                    ch.truncate(before);
                    ch.force(true);
                } catch (IOException ignored) {
                    // the original failure is the one to report; a resume cuts the file back by its state anyway
                }
                throw e;
            }
        }
    }

    /**
     * Takes a record back out: cuts {@code file} to {@code length} bytes and forces it (when the state that should
     * have counted the record could not be saved, so that the PGN holds exactly the games that count).
     */
    public static void cut(Path file, long length) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(length);
            ch.force(true);
        }
    }
}
