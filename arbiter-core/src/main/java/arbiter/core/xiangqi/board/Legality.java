package arbiter.core.xiangqi.board;

import static arbiter.core.xiangqi.board.Board.E;
import static arbiter.core.xiangqi.board.Board.EMPTY;
import static arbiter.core.xiangqi.board.Board.KING;
import static arbiter.core.xiangqi.board.Board.KNIGHT_FROM;
import static arbiter.core.xiangqi.board.Board.KNIGHT_FROM_LEG;
import static arbiter.core.xiangqi.board.Board.N;
import static arbiter.core.xiangqi.board.Board.S;
import static arbiter.core.xiangqi.board.Board.SIZE;
import static arbiter.core.xiangqi.board.Board.W;
import static arbiter.core.xiangqi.board.Board.from;
import static arbiter.core.xiangqi.board.Board.to;
import static arbiter.core.xiangqi.board.Board.typeOf;

/**
 * Whether a pseudo-legal move leaves its own king safe, and the legal move lists built on that test: the shortcuts
 * that spare most moves a trial (a move off the king's lines cannot expose it; in check, a move that touches no
 * line or knight point of the king cannot end the check), and the trial on the board for the rest.
 */
final class Legality {
    /**
     * Indexed by {@code point - king + SIZE}: the points off the king's lines from which a knight checks it, and
     * the leg points that block such a knight.
     */
    private static final boolean[] NEAR_KING = new boolean[2 * SIZE];

    static {
        for (int j = 0; j < 8; j++) {
            NEAR_KING[KNIGHT_FROM[j] + SIZE] = true;
            NEAR_KING[KNIGHT_FROM_LEG[j] + SIZE] = true;
        }
    }

    private Legality() {
    }

    /**
     * Whether a pseudo-legal move of the side to move leaves its own king safe. A move that touches neither the
     * king's rank nor its file nor a knight-leg point next to the king cannot expose the king, so it needs no
     * trial when the side is not in check.
     */
    static boolean isLegal(Board b, int m, boolean inCheck) {
        if (inCheck ? cannotEndCheck(b, m) : cannotExposeKing(b, m)) {
            return !inCheck;
        }
        int undo = makeIfSafe(b, m, inCheck);
        if (undo < 0) {
            return false;
        }
        b.unmake(m, undo);
        return true;
    }

    /**
     * Makes the pseudo-legal move {@code m} on {@code b} and returns what {@link Board#unmake} needs when it leaves
     * the mover's king safe (in check or not, as given); otherwise takes it back and returns -1.
     */
    static int makeIfSafe(Board b, int m, boolean inCheck) {
        int us = b.side;
        int k = b.kingSq(us);
        int undo = b.make(m);
        if (exposed(b, us, k, m, inCheck)) {
            b.unmake(m, undo);
            return -1;
        }
        return undo;
    }

    /** Whether the king of the side that played {@code m} on {@code b} is attacked on {@code after}. */
    static boolean exposesKing(Board b, Board after, int m, boolean inCheck) {
        return exposed(after, b.side, b.kingSq(b.side), m, inCheck);
    }

    /**
     * Whether side {@code us}'s king, on {@code k} before it played {@code m}, is attacked on {@code after}. A king
     * that was safe and did not move can only be reached along what the move changed.
     */
    private static boolean exposed(Board after, int us, int k, int m, boolean inCheck) {
        return inCheck || from(m) == k ? after.kingAttacked(after.kingSq(us), us)
                : KingAttacks.attackedAfter(after.sq, k, us, from(m), to(m));
    }

    /**
     * True when a move cannot change any attack on its own king: it is not a king move, and neither its from-point
     * nor its to-point is on the king's rank or file, nor is the from-point a knight-leg point next to the king.
     * Only valid when the side is not in check.
     */
    static boolean cannotExposeKing(Board b, int m) {
        int k = b.kingSq(b.side);
        int from = from(m), to = to(m);
        if (from == k) {
            return false;
        }
        int d = from - k;
        return (from >> 4) != (k >> 4) && (from & 15) != (k & 15)
                && d != N + E && d != N + W && d != S + E && d != S + W
                && (to >> 4) != (k >> 4) && (to & 15) != (k & 15);
    }

    /**
     * True when a move cannot end a check on its own king: it is not a king move, its from-point is not on the
     * king's rank or file (where it could be a cannon's screen), and its to-point is neither on that rank or file
     * (where it would block or take a rook, cannon or pawn) nor a knight-leg point next to the king nor a knight's
     * jump away (where it would block or take the knight). Such a move leaves every attack on the king as it was.
     */
    static boolean cannotEndCheck(Board b, int m) {
        int k = b.kingSq(b.side);
        int from = from(m), to = to(m);
        return from != k && (from >> 4) != (k >> 4) && (from & 15) != (k & 15)
                && (to >> 4) != (k >> 4) && (to & 15) != (k & 15) && !NEAR_KING[to - k + SIZE];
    }

    /** Writes the legal moves into {@code out} and returns how many. */
    static int generateLegal(Board b, int[] out) {
        int n = b.generate(out);
        boolean check = b.inCheck();
        int legal = 0;
        for (int i = 0; i < n; i++) {
            if (isLegal(b, out[i], check)) {
                out[legal++] = out[i];
            }
        }
        return legal;
    }

    /**
     * The side to move's legal captures, other than of the king; the legality test, the dear part of
     * {@link #generateLegal}, is paid for captures only.
     */
    static int generateLegalCaptures(Board b, int[] out) {
        int n = b.generate(out);
        boolean check = b.inCheck();
        int legal = 0;
        for (int i = 0; i < n; i++) {
            byte target = b.sq[to(out[i])];
            if (target != EMPTY && typeOf(target) != KING && isLegal(b, out[i], check)) {
                out[legal++] = out[i];
            }
        }
        return legal;
    }

    /**
     * The side to move's legal moves that give check, for a board whose other king is not attacked: a move is
     * made, asked whether it attacks that king from what it changed, and only then tested for its own king's
     * safety (most moves give no check, so most are never tested).
     */
    static int generateLegalChecks(Board b, int[] out) {
        int n = b.generate(out);
        boolean check = b.inCheck();
        int us = b.side;
        int them = us ^ 1;
        int found = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            int undo = b.make(m);
            boolean ok = KingAttacks.attackedAfter(b.sq, b.kingSq(them), them, from(m), to(m));
            b.unmake(m, undo);
            if (ok && isLegal(b, m, check)) {
                out[found++] = m;
            }
        }
        return found;
    }
}
