package arbiter.core.xiangqi.notation;

import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import java.util.SplittableRandom;

/**
 * Random legal positions with few pieces besides pawns, which are often piled onto one or two files: the cases of
 * Chinese and WXF notation that ordinary games rarely reach.
 */
final class RandomPlacement {

    private static final int[][] ADVISOR = {{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}};
    private static final int[][] BISHOP = {{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}};

    private RandomPlacement() {
    }

    /** A random position that FEN accepts and in which the side to move has a legal move. */
    static Position position(SplittableRandom rng) {
        while (true) {
            char[][] board = new char[10][9];
            for (int side = 0; side < 2; side++) {
                place(board, rng, side);
            }
            Parsed<Position> p = Position.fromFen(fen(board) + (rng.nextBoolean() ? " w" : " b"));
            if (p instanceof Parsed.Ok<Position> ok && !ok.value().legalMoves().isEmpty()) {
                return ok.value();
            }
        }
    }

    private static void place(char[][] board, SplittableRandom rng, int side) {
        put(board, side, 'k', 3 + rng.nextInt(3), rng.nextInt(3));
        for (int i = rng.nextInt(3); i > 0; i--) {
            int[] a = ADVISOR[rng.nextInt(ADVISOR.length)];
            put(board, side, 'a', a[0], a[1]);
        }
        for (int i = rng.nextInt(3); i > 0; i--) {
            int[] b = BISHOP[rng.nextInt(BISHOP.length)];
            put(board, side, 'b', b[0], b[1]);
        }
        for (char piece : "rnc".toCharArray()) {
            for (int i = rng.nextInt(3); i > 0; i--) {
                put(board, side, piece, rng.nextInt(9), rng.nextInt(10));
            }
        }
        // pawns: piled onto one or two files most of the time, anywhere a pawn may stand otherwise
        int files = rng.nextInt(3);
        int f1 = rng.nextInt(9);
        int f2 = rng.nextInt(9);
        for (int i = 0; i < 5; i++) {
            int file = files == 0 ? rng.nextInt(9) : files == 1 || rng.nextBoolean() ? f1 : f2;
            int rank = 3 + rng.nextInt(7);
            if (rank >= 5 || file % 2 == 0) {
                put(board, side, 'p', file, rank);
            }
        }
    }

    /** Puts a piece on a point counted from the side's own back rank, unless the point is taken. */
    private static void put(char[][] board, int side, char piece, int file, int ownRank) {
        int rank = side == 0 ? ownRank : 9 - ownRank;
        if (board[rank][file] == 0) {
            board[rank][file] = side == 0 ? Character.toUpperCase(piece) : piece;
        }
    }

    private static String fen(char[][] board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                char c = board[rank][file];
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(c);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
