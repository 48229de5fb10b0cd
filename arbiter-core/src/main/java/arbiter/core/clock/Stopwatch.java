package arbiter.core.clock;

import java.util.Objects;

/**
 * Measures one move: started when the runner writes {@code go}, read when it reads {@code bestmove}. Immutable:
 * the start reading and the source are all it holds; reading it twice gives the time up to each reading.
 *
 * <p>Rounding: {@link #elapsedNanos()} is exact; {@link #elapsedMs()} rounds <em>up</em> to whole ms, so a reply
 * that took 0.2 ms counts as 1 ms, never 0 ms, and a move is never reported as faster than it was. To charge a clock
 * without adding up to 1 ms of rounding per move, pass {@link #elapsedNanos()} to
 * {@link GameClock#afterMoveNanos} and {@link GameClock#flagFellNanos}.
 *
 * @param source     the monotonic time source
 * @param startNanos the source's reading at the start, ns
 */
public record Stopwatch(TimeSource source, long startNanos) {

    public Stopwatch {
        Objects.requireNonNull(source, "source");
    }

    /** A stopwatch started now. */
    public static Stopwatch start(TimeSource source) {
        return new Stopwatch(source, source.nanos());
    }

    /**
     * Nanoseconds since the start (a difference of readings, so valid across the wrap of {@code long}); 0 if the
     * source reads earlier than the start, which a monotonic source never does.
     */
    public long elapsedNanos() {
        return Math.max(0, source.nanos() - startNanos);
    }

    /** Milliseconds since the start, rounded up to whole ms: 0 only when no time at all has passed. */
    public long elapsedMs() {
        return Nanos.ceilMs(elapsedNanos());
    }
}
