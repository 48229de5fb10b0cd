package arbiter.core.chess;

/**
 * Rook and bishop attacks by magic multiplication: for each square, the occupied squares that can block it
 * (the mask) are multiplied by a magic number whose top bits index a table of precomputed attack sets. The magics
 * are found when the class loads, by a seeded random search (a few milliseconds), so the tables are the same on
 * every run.
 */
final class SlidingAttacks {
    private static final int[][] ROOK_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] TABLE;

    static {
        long seed = 0x9E3779B97F4A7C15L;
        int size = 0;
        for (int s = 0; s < 64; s++) {
            size += 1 << Long.bitCount(mask(s, ROOK_STEPS));
            size += 1 << Long.bitCount(mask(s, BISHOP_STEPS));
        }
        TABLE = new long[size];
        int offset = 0;
        long[] rng = {seed};
        for (int s = 0; s < 64; s++) {
            offset = fill(s, ROOK_STEPS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, offset, rng);
            offset = fill(s, BISHOP_STEPS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, offset, rng);
        }
    }

    private SlidingAttacks() {
    }

    /** The squares a rook on {@code square} attacks with {@code occupied} squares blocking (blockers included). */
    static long rook(int square, long occupied) {
        return TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /** The squares a bishop on {@code square} attacks with {@code occupied} squares blocking (blockers included). */
    static long bishop(int square, long occupied) {
        return TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    /** The attacks along the given steps found by walking the board, blockers included. */
    static long walk(int square, long occupied, int[][] steps) {
        long out = 0;
        for (int[] d : steps) {
            int f = (square & 7) + d[0];
            int r = (square >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                out |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return out;
    }

    static long rookWalk(int square, long occupied) {
        return walk(square, occupied, ROOK_STEPS);
    }

    static long bishopWalk(int square, long occupied) {
        return walk(square, occupied, BISHOP_STEPS);
    }

    /** The squares whose occupancy matters: the rays without their last square (a blocker there changes nothing). */
    private static long mask(int square, int[][] steps) {
        long out = 0;
        for (int[] d : steps) {
            int f = (square & 7) + d[0];
            int r = (square >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                out |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return out;
    }

    private static int fill(int square, int[][] steps, long[] masks, long[] magics, int[] shifts, int[] offsets,
                            int offset, long[] rng) {
        long mask = mask(square, steps);
        int bits = Long.bitCount(mask);
        int n = 1 << bits;
        long[] occupancy = new long[n];
        long[] attacks = new long[n];
        long subset = 0;
        for (int i = 0; i < n; i++) { // every subset of the mask (carry-rippler)
            occupancy[i] = subset;
            attacks[i] = walk(square, subset, steps);
            subset = (subset - mask) & mask;
        }
        int[] epoch = new int[n];
        long[] seen = new long[n];
        for (int attempt = 1; ; attempt++) {
            long magic = next(rng) & next(rng) & next(rng); // sparse numbers make good magics
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int idx = (int) ((occupancy[i] * magic) >>> (64 - bits));
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    seen[idx] = attacks[i];
                } else if (seen[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                masks[square] = mask;
                magics[square] = magic;
                shifts[square] = 64 - bits;
                offsets[square] = offset;
                for (int i = 0; i < n; i++) {
                    TABLE[offset + (int) ((occupancy[i] * magic) >>> (64 - bits))] = attacks[i];
                }
                return offset + n;
            }
        }
    }

    /** xorshift64*: small, fast and good enough to find magics. */
    private static long next(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }
}
