package arbiter.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Replaces a file so that a reader, or a crash at any moment, sees either the old file or the new one, never a
 * part of one: the bytes go to a temporary file in the same folder (so the rename stays on one file system), are
 * forced to disk, and the temporary file is renamed over the target; then the folder itself is forced where the
 * platform allows, so the rename survives a power loss too. Every file the runner rewrites goes through here
 * (tournament state, {@code --json-out}, {@code --html}, merged and converted PGN).
 */
public final class AtomicFile {
    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFile() {
    }

    /** Writes {@code text} as UTF-8; see {@link #write(Path, byte[])}. */
    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Replaces {@code target} with {@code bytes} atomically. On failure the target is unchanged and no temporary
     * file is left behind.
     *
     * @throws IOException when the folder cannot be written or the disk is full
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        // a link is followed, so that the file it names is replaced and the link stays
        Path abs = Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
        if (Files.exists(abs) && !Files.isRegularFile(abs)) {
            // a device or a pipe (/dev/null, /dev/stdout) is written through: renaming over it would replace it
            Files.write(abs, bytes);
            return;
        }
        Path dir = abs.getParent();
        // a hidden name unique to this write, so that two writers of one folder never share a temporary file; not
        // createTempFile, whose owner-only permissions the renamed file would keep
        Path tmp = dir.resolve("." + abs.getFileName() + "." + ProcessHandle.current().pid() + "-"
                + COUNTER.incrementAndGet() + ".tmp");
        boolean moved = false;
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
            forceFolder(dir);
        } finally {
            if (!moved) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** Forces a folder's entries to disk; not every platform can open a folder, and then the rename must do. */
    private static void forceFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a directory as a channel; its rename is durable enough for our purposes
        }
    }
}
