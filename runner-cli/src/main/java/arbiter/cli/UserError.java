package arbiter.cli;

/** A mistake in the user's input (file, FEN, option value): reported as one line, exit code 1, no stack trace. */
public final class UserError extends RuntimeException {
    public UserError(String message) {
        super(message, null, false, false);
    }
}
