package arbiter.core.clock;

/** A {@link TimeSource} for tests: stands still until told to advance. Mutable; one per test. */
final class FakeTimeSource implements TimeSource {
    private long now;

    /** Starts at {@code startNanos}; any value works, as with {@link System#nanoTime()}. */
    FakeTimeSource(long startNanos) {
        this.now = startNanos;
    }

    /** Starts at an arbitrary reading that is not 0, so that tests cannot rely on readings being durations. */
    FakeTimeSource() {
        this(987_654_321_000L);
    }

    @Override
    public long nanos() {
        return now;
    }

    /** Moves the time on by {@code nanos} ns (wrapping like {@code System.nanoTime()}); returns this. */
    FakeTimeSource advanceNanos(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("a monotonic source cannot go back");
        }
        now += nanos;
        return this;
    }

    /** Moves the time on by {@code ms} ms; returns this. */
    FakeTimeSource advanceMs(long ms) {
        return advanceNanos(Math.multiplyExact(ms, 1_000_000L));
    }
}
