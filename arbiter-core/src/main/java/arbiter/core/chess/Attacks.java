package arbiter.core.chess;

/**
 * Precomputed attack sets and lines of the 64 squares, as bitboards (bit {@code s} is square {@code s}, see
 * {@link ChessSquare}).
 */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** Squares a pawn of side {@code c} on {@code s} attacks: {@code PAWN[c * 64 + s]}. */
    static final long[] PAWN = new long[128];
    /** The squares strictly between {@code a} and {@code b} on a common line, else 0: {@code BETWEEN[a * 64 + b]}. */
    static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through {@code a} and {@code b} when they share one, else 0. */
    static final long[] LINE = new long[64 * 64];
    /** Rook and bishop attacks on an empty board. */
    static final long[] ROOK_RAYS = new long[64];
    static final long[] BISHOP_RAYS = new long[64];

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = RANK_1 << 56;

    static {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] king = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int s = 0; s < 64; s++) {
            KNIGHT[s] = steps(s, knight);
            KING[s] = steps(s, king);
            PAWN[s] = steps(s, new int[][]{{-1, 1}, {1, 1}});
            PAWN[64 + s] = steps(s, new int[][]{{-1, -1}, {1, -1}});
            ROOK_RAYS[s] = SlidingAttacks.rookWalk(s, 0);
            BISHOP_RAYS[s] = SlidingAttacks.bishopWalk(s, 0);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                long bb = 1L << b;
                if (a == b) {
                    continue;
                }
                if ((ROOK_RAYS[a] & bb) != 0) {
                    BETWEEN[a * 64 + b] = SlidingAttacks.rookWalk(a, bb) & SlidingAttacks.rookWalk(b, 1L << a);
                    LINE[a * 64 + b] = (ROOK_RAYS[a] & ROOK_RAYS[b]) | (1L << a) | bb;
                } else if ((BISHOP_RAYS[a] & bb) != 0) {
                    BETWEEN[a * 64 + b] = SlidingAttacks.bishopWalk(a, bb) & SlidingAttacks.bishopWalk(b, 1L << a);
                    LINE[a * 64 + b] = (BISHOP_RAYS[a] & BISHOP_RAYS[b]) | (1L << a) | bb;
                }
            }
        }
    }

    private Attacks() {
    }

    static long rook(int square, long occupied) {
        return SlidingAttacks.rook(square, occupied);
    }

    static long bishop(int square, long occupied) {
        return SlidingAttacks.bishop(square, occupied);
    }

    static long queen(int square, long occupied) {
        return SlidingAttacks.rook(square, occupied) | SlidingAttacks.bishop(square, occupied);
    }

    /** The squares strictly between two squares on a line (empty when they share none). */
    static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /** The squares with a higher number than {@code square}. */
    static long above(int square) {
        return square == 63 ? 0 : -(1L << (square + 1));
    }

    /** The squares with a lower number than {@code square}. */
    static long below(int square) {
        return (1L << square) - 1;
    }

    /** The squares from {@code a} to {@code b} on one rank, both included. */
    static long span(int a, int b) {
        return a == b ? 1L << a : BETWEEN[a * 64 + b] | (1L << a) | (1L << b);
    }

    private static long steps(int s, int[][] deltas) {
        long out = 0;
        for (int[] d : deltas) {
            int f = (s & 7) + d[0];
            int r = (s >>> 3) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                out |= 1L << (r * 8 + f);
            }
        }
        return out;
    }
}
