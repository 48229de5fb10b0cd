package arbiter.engine;

/** An engine process could not be started (missing or non-executable binary, bad working directory). */
public final class EngineStartException extends Exception {
    public EngineStartException(String message) {
        super(message, null, false, false);
    }
}
