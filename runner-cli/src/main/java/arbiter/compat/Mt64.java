package arbiter.compat;

/**
 * The 64-bit Mersenne Twister MT19937-64 (Matsumoto and Nishimura), bit for bit C++'s {@code std::mt19937_64}:
 * fastchess shuffles its opening book with it, so the same {@code -srand} gives the same opening order only with
 * the same generator.
 *
 * <p>Java has no unsigned 64-bit type; seeds and outputs are the unsigned values' bit patterns in a {@code long}
 * (read them with {@link Long#toUnsignedString(long)}, reduce them with {@link Long#remainderUnsigned}). Not
 * thread-safe.
 */
final class Mt64 {
    /** C++'s {@code std::mt19937_64::default_seed}. */
    static final long DEFAULT_SEED = 5489L;

    private static final int N = 312;
    private static final int M = 156;
    private static final long MATRIX_A = 0xB5026F5AA96619E9L;
    /** The most significant 33 bits of a word; the twist joins them with the other word's low 31 bits. */
    private static final long UPPER_MASK = 0xFFFFFFFF80000000L;
    private static final long LOWER_MASK = 0x7FFFFFFFL;
    private static final long INIT_MULTIPLIER = 6364136223846793005L;

    private final long[] state = new long[N];
    private int index;

    /** A generator seeded as {@code std::mt19937_64(seed)} is; the seed is taken as unsigned. */
    Mt64(long seed) {
        state[0] = seed;
        for (int i = 1; i < N; i++) {
            long previous = state[i - 1];
            state[i] = INIT_MULTIPLIER * (previous ^ (previous >>> 62)) + i;
        }
        index = N;
    }

    /** The next output, an unsigned 64-bit value in a long (C++'s {@code operator()}). */
    long next() {
        if (index >= N) {
            twist();
        }
        long y = state[index++];
        // tempering
        y ^= (y >>> 29) & 0x5555555555555555L;
        y ^= (y << 17) & 0x71D67FFFEDA60000L;
        y ^= (y << 37) & 0xFFF7EEE000000000L;
        y ^= y >>> 43;
        return y;
    }

    /** Regenerates all 312 words of the state. */
    private void twist() {
        for (int i = 0; i < N; i++) {
            long x = (state[i] & UPPER_MASK) | (state[(i + 1) % N] & LOWER_MASK);
            long xA = x >>> 1;
            if ((x & 1L) != 0) {
                xA ^= MATRIX_A;
            }
            state[i] = state[(i + M) % N] ^ xA;
        }
        index = 0;
    }
}
