package arbiter.cli.common;

/**
 * A mistake in the user's input, reported as one line with no stack trace: exit code 1 for bad input (a file, a
 * FEN, an engine that cannot run), 2 for a {@linkplain #usage usage error} (an option, its value, or a combination
 * of options that cannot work).
 */
public final class UserError extends RuntimeException {
    private final boolean usage;

    /** Bad input: exit code 1. */
    public UserError(String message) {
        this(message, false);
    }

    private UserError(String message, boolean usage) {
        super(message, null, false, false);
        this.usage = usage;
    }

    /** A usage error, exit code 2: a bad option value or combination, named in {@code message}. */
    public static UserError usage(String message) {
        return new UserError(message, true);
    }

    /** Whether this is a usage error (exit code 2). */
    public boolean isUsage() {
        return usage;
    }
}
