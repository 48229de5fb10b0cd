package arbiter.core.xiangqi.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The capture and attack questions {@link Position} answers for the rule sets (what one piece can take, whether a
 * point is defended, where a side's pieces stand), on the board behind it: only the pieces concerned are looked at.
 */
final class Captures {
    /** The most moves one piece has: a rook or cannon in the open, 8 + 9. */
    private static final int ONE_PIECE_MOVES = 17;

    private Captures() {
    }

    /**
     * The captures, other than of the king, of side {@code side}'s piece on point {@code f} (none when no piece of
     * that side stands there), legal ones only when {@code legalOnly} (the side is then to move, in check or not
     * as given), in generation order.
     */
    static List<Move> from(Board board, int f, boolean legalOnly, int side, boolean inCheck) {
        byte piece = board.sq[f];
        if (piece == Board.EMPTY || Board.sideOf(piece) != side) {
            return List.of();
        }
        Board b = legalOnly ? board.scratch() : board;
        int[] buf = new int[ONE_PIECE_MOVES];
        int n = MoveGenerator.capturesOfPiece(b, f, buf, 0, side);
        if (n == 0) {
            return List.of();
        }
        List<Move> out = new ArrayList<>(2);
        for (int i = 0; i < n; i++) {
            if ((b.sq[Board.to(buf[i])] & 7) != Board.KING
                    && (!legalOnly || Legality.isLegal(b, buf[i], inCheck))) {
                out.add(Position.toMove(buf[i]));
            }
        }
        return out;
    }

    /**
     * Whether side {@code s} has a legal capture on point {@code t} if it were to move (a king standing there
     * included): only its pieces that reach the point by the way they move are tried.
     */
    static boolean isAttackedBy(Board board, int s, int t) {
        byte there = board.sq[t];
        if (there == Board.EMPTY || Board.sideOf(there) == s) {
            return false;
        }
        if ((there & 7) == Board.KING) {
            return board.kingAttacked(t, s ^ 1); // a king is never taken: whether it is attacked is the question
        }
        Board b = board.scratch();
        b.setSide(s);
        return canTake(b, t);
    }

    /**
     * Whether, once the side to move has made the legal capture {@code m}, the other side has a legal capture back
     * on its point: {@code isAttackedBy} asked of the position after it, on one scratch board.
     */
    static boolean retaken(Board board, int m) {
        Board b = board.scratch();
        b.make(m);
        int t = Board.to(m);
        if ((b.sq[t] & 7) == Board.KING) {
            return b.kingAttacked(t, b.side ^ 1);
        }
        return canTake(b, t);
    }

    /**
     * Whether the side to move on {@code b} (a scratch board: trials are made on it and taken back) has a legal
     * capture on point {@code t}: only its pieces that reach the point by the way they move are tried.
     */
    private static boolean canTake(Board b, int t) {
        int s = b.side;
        int check = -1; // whether the side's own king is attacked, asked once a capture is possible by its moves
        for (int i = 0; i < b.count(s); i++) {
            int m = Board.move(b.piece(s, i), t);
            if (b.isPseudoLegal(m)) {
                if (check < 0) {
                    check = b.kingAttacked(b.kingSq(s), s) ? 1 : 0;
                }
                if (Legality.isLegal(b, m, check == 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The points of every piece of side {@code s}, in point order (a0, b0, ... i9). */
    static List<Square> squaresOf(Board board, int s) {
        List<Square> out = new ArrayList<>(16);
        for (int i = 0; i < 90; i++) {
            byte there = board.sq[Board.TO_PADDED[i]];
            if (there != Board.EMPTY && Board.sideOf(there) == s) {
                out.add(Square.ofIndex(i));
            }
        }
        return out;
    }

    /** Where side {@code s}'s pieces of type code {@code type} stand, in the order of its piece list. */
    static List<Square> squaresOf(Board board, int s, int type) {
        List<Square> out = new ArrayList<>(2);
        byte code = Board.code(s, type);
        for (int i = 0; i < board.count(s); i++) {
            int p = board.piece(s, i);
            if (board.sq[p] == code) {
                out.add(Square.ofIndex(Board.TO_INDEX[p]));
            }
        }
        return out;
    }
}
