package arbiter.cli.common;

import arbiter.io.AtomicFile;
import java.io.IOException;
import java.nio.file.Path;

/**
 * An output file written as a stream ({@code adjudicate --fix}, {@code convert --out}) through
 * {@link AtomicFile#begin(Path)}, with failures reported as one-line {@link UserError}s naming the option: the
 * target (which may be an input being read) is replaced only when all of it is written.
 */
public final class StreamedOutput implements AutoCloseable {
    private final String option;
    private final Path target;
    private final AtomicFile.Pending pending;

    private StreamedOutput(String option, Path target, AtomicFile.Pending pending) {
        this.option = option;
        this.target = target;
        this.pending = pending;
    }

    /** Starts writing {@code target} (UTF-8), named {@code option} in messages. */
    public static StreamedOutput open(String option, Path target) {
        try {
            return new StreamedOutput(option, target, AtomicFile.begin(target));
        } catch (IOException e) {
            throw failed(option, target, e);
        }
    }

    /** Appends text; a failure to write is a {@link UserError} naming the option and the file. */
    public void write(String text) {
        try {
            pending.write(text);
        } catch (IOException e) {
            throw failed(option, target, e);
        }
    }

    /** Forces the text to disk and replaces the target with it. */
    public void commit() {
        try {
            pending.commit();
        } catch (IOException e) {
            throw failed(option, target, e);
        }
    }

    @Override
    public void close() {
        try {
            pending.close();
        } catch (IOException ignored) {
            // a stray temporary file is all that can be left
        }
    }

    private static UserError failed(String option, Path target, IOException e) {
        return new UserError(option + " " + target + ": cannot write (" + e.getMessage() + ")");
    }
}
