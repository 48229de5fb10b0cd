package arbiter.engine;

/** An engine failed outside a move: at the handshake, at {@code isready}, or by dying between games. */
public final class EngineException extends Exception {
    /** What went wrong. */
    public enum Kind { CRASHED, STALLED }

    private final Kind kind;

    public EngineException(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
