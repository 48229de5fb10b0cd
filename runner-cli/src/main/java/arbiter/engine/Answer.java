package arbiter.engine;

/** How an engine answered {@code go}. Elapsed times run from writing {@code go} to receiving the answer line. */
public sealed interface Answer permits Answer.Reply, Answer.Timeout, Answer.Crash, Answer.Violation {

    /** The last info the engine gave before it stopped (null if none). */
    Info info();

    /** Nanoseconds from writing {@code go} to the answer, the deadline, or the end of output. */
    long elapsedNanos();

    /** A {@code bestmove}/{@code nobestmove} line arrived in time. */
    record Reply(BestMove bestMove, Info info, long elapsedNanos) implements Answer {
    }

    /** No answer by the deadline. */
    record Timeout(Info info, long elapsedNanos) implements Answer {
    }

    /** The engine's output ended (it exited or crashed) before it answered. */
    record Crash(Info info, long elapsedNanos, Integer exitCode) implements Answer {
    }

    /**
     * The engine broke the protocol in a way that loses the game by {@code illegal-move} (a line longer than
     * 65,536 bytes).
     *
     * @param what what it did, e.g. {@code sent a line longer than 65536 bytes (protocol violation)}
     */
    record Violation(String what, Info info, long elapsedNanos) implements Answer {
    }
}
