package arbiter.core.chess;

/**
 * The random numbers of the 64-bit position key: one per piece and square, one per castling rook square, one per
 * en-passant file and one for Black to move. Drawn from a fixed seed, so keys are the same on every run.
 */
final class Zobrist {
    /** {@code PIECE[(colour * 6 + type) * 64 + square]}. */
    static final long[] PIECE = new long[12 * 64];
    static final long[] CASTLE = new long[64];
    static final long[] EP_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    static {
        long[] state = {0x2D358DCCAA6C78A5L};
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = next(state);
        }
        for (int i = 0; i < 64; i++) {
            CASTLE[i] = next(state);
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = next(state);
        }
        BLACK_TO_MOVE = next(state);
    }

    private Zobrist() {
    }

    /** splitmix64. */
    private static long next(long[] state) {
        long z = (state[0] += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
