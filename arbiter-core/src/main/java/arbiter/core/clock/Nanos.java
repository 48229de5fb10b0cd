package arbiter.core.clock;

/** Saturating nanosecond arithmetic and ms conversions, so that huge or unlimited times never wrap round. */
final class Nanos {
    static final long PER_MS = 1_000_000L;

    private Nanos() {
    }

    /** {@code ms} in ns, saturating at {@link Long#MAX_VALUE} / {@link Long#MIN_VALUE}. */
    static long ofMs(long ms) {
        long hi = Math.multiplyHigh(ms, PER_MS);
        long lo = ms * PER_MS;
        if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
            return lo;
        }
        return ms > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
    }

    /** {@code a + b}, saturating. */
    static long add(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            return a > 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        }
        return r;
    }

    /** {@code a - b}, saturating. */
    static long sub(long a, long b) {
        long r = a - b;
        if (((a ^ b) & (a ^ r)) < 0) {
            return a >= 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
        }
        return r;
    }

    /** Whole ms, rounded down (towards negative infinity). */
    static long floorMs(long nanos) {
        return Math.floorDiv(nanos, PER_MS);
    }

    /** Whole ms, rounded up (towards positive infinity). */
    static long ceilMs(long nanos) {
        return Math.floorDiv(nanos, PER_MS) + (Math.floorMod(nanos, PER_MS) != 0 ? 1 : 0);
    }
}
