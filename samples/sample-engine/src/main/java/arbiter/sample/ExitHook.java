package arbiter.sample;

/**
 * Ends the process. The real engine passes {@code System::exit}; tests pass a hook that records the status, so
 * that the crash and exit faults can be checked without losing the test JVM. When {@link #exit} returns (only in
 * tests) the protocol loop stops reading.
 */
@FunctionalInterface
public interface ExitHook {
    /** Terminates with {@code status}, or records it. */
    void exit(int status);
}
