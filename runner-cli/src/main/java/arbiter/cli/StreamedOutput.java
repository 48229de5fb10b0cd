package arbiter.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * An output file written as a stream ({@code adjudicate --fix}, {@code convert --out}): into a temporary file
 * beside it, forced to disk and moved into place only when all of it is written. The target (which may be an
 * input being read) is never truncated, and a run that fails leaves it as it was.
 */
final class StreamedOutput implements AutoCloseable {
    private final String option;
    private final Path target;
    private final Path tmp;
    private final Writer out;
    private boolean committed;

    private StreamedOutput(String option, Path target, Path tmp, Writer out) {
        this.option = option;
        this.target = target;
        this.tmp = tmp;
        this.out = out;
    }

    /** Starts writing {@code target} (UTF-8), named {@code option} in messages. */
    static StreamedOutput open(String option, Path target) {
        Path abs = target.toAbsolutePath();
        Path tmp = null;
        try {
            tmp = Files.createTempFile(abs.getParent(), abs.getFileName() + ".", ".tmp");
            return new StreamedOutput(option, abs, tmp, Files.newBufferedWriter(tmp, StandardCharsets.UTF_8));
        } catch (IOException e) {
            deleteQuietly(tmp);
            throw new UserError(option + " " + target + ": cannot write (" + e.getMessage() + ")");
        }
    }

    /** Appends text; a failure to write is a {@link UserError} naming the option and the file. */
    void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new UserError(option + " " + target + ": cannot write (" + e.getMessage() + ")");
        }
    }

    /** Forces the text to disk and replaces the target with it. */
    void commit() {
        try {
            out.close();
            try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
        } catch (IOException e) {
            throw new UserError(option + " " + target + ": cannot write (" + e.getMessage() + ")");
        }
    }

    @Override
    public void close() {
        if (!committed) {
            try {
                out.close();
            } catch (IOException ignored) {
                // the temporary file is deleted either way
            }
            deleteQuietly(tmp);
        }
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // nothing more can be done about a stray temporary file
            }
        }
    }
}
