package arbiter.core.clock;

/**
 * A monotonic clock in nanoseconds: the only way this package learns the time. Values mean nothing on their own;
 * only differences between two readings of the same source do (as with {@link System#nanoTime()}, a difference is
 * valid even across the wrap of {@code long}). Tests inject a fake that advances on demand.
 */
@FunctionalInterface
public interface TimeSource {

    /** The current reading in nanoseconds (ns); never goes backwards. */
    long nanos();

    /** The JVM's monotonic clock, {@link System#nanoTime()}. */
    static TimeSource system() {
        return System::nanoTime;
    }
}
