package arbiter.engine;

/** An engine failed outside a move: at the handshake, at {@code isready}, or by dying between games. */
public final class EngineException extends Exception {
    /** What went wrong: it died, it did not answer in time, or it broke the protocol (a line over 64 KB). */
    public enum Kind { CRASHED, STALLED, PROTOCOL }

    private final Kind kind;

    public EngineException(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
