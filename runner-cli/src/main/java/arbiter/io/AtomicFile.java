package arbiter.io;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
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
 * (tournament state, {@code --json-out}, {@code --html}, merged and converted PGN, {@code --fix}).
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
        try (Pending p = begin(target)) {
            p.stream().write(bytes);
            p.commit();
        }
    }

    /**
     * Starts replacing {@code target} with text written as a stream ({@code adjudicate --fix}, {@code convert
     * --out}): nothing is visible at the target until {@link Pending#commit()}; closing without it leaves the
     * target as it was (which may be an input still being read) and removes the temporary file.
     */
    public static Pending begin(Path target) throws IOException {
        // a link is followed, so that the file it names is replaced and the link stays
        Path abs = Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
        if (Files.exists(abs) && !Files.isRegularFile(abs)) {
            // a device or a pipe (/dev/null, /dev/stdout) is written through: renaming over it would replace it
            return new Pending(abs, null, new FileOutputStream(abs.toFile()));
        }
        // a hidden name unique to this write, so that two writers of one folder never share a temporary file; not
        // createTempFile, whose owner-only permissions the renamed file would keep
        Path tmp = abs.resolveSibling("." + abs.getFileName() + "." + ProcessHandle.current().pid() + "-"
                + COUNTER.incrementAndGet() + ".tmp");
        FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        return new Pending(abs, tmp, Channels.newOutputStream(ch));
    }

    /** A replacement in progress: see {@link #begin(Path)}. Not thread-safe. */
    public static final class Pending implements AutoCloseable {
        private final Path target;
        private final Path tmp;
        private final OutputStream out;
        private final BufferedOutputStream buffered;
        private boolean done;

        private Pending(Path target, Path tmp, OutputStream out) {
            this.target = target;
            this.tmp = tmp;
            this.out = out;
            this.buffered = new BufferedOutputStream(out, 1 << 16);
        }

        /** Where the bytes go (buffered). */
        public OutputStream stream() {
            return buffered;
        }

        /** Writes text as UTF-8. */
        public void write(String text) throws IOException {
            buffered.write(text.getBytes(StandardCharsets.UTF_8));
        }

        /** Forces the bytes to disk and renames them over the target (then forces the folder). */
        public void commit() throws IOException {
            buffered.flush();
            if (tmp == null) {
                out.close();
                done = true;
                return;
            }
            if (out instanceof FileOutputStream f) {
                f.getFD().sync();
            } else {
                // Channels.newOutputStream: force through a channel on the same file
                try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                    ch.force(true);
                }
            }
            out.close();
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
            forceFolder(target.getParent());
        }

        @Override
        public void close() throws IOException {
            if (done) {
                return;
            }
            try {
                out.close();
            } catch (IOException ignored) {
                // the temporary file is removed either way
            }
            if (tmp != null) {
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
