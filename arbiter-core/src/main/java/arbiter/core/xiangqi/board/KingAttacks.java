package arbiter.core.xiangqi.board;

import static arbiter.core.xiangqi.board.Board.E;
import static arbiter.core.xiangqi.board.Board.EMPTY;
import static arbiter.core.xiangqi.board.Board.KING;
import static arbiter.core.xiangqi.board.Board.KNIGHT;
import static arbiter.core.xiangqi.board.Board.KNIGHT_FROM;
import static arbiter.core.xiangqi.board.Board.KNIGHT_FROM_LEG;
import static arbiter.core.xiangqi.board.Board.N;
import static arbiter.core.xiangqi.board.Board.OFF;
import static arbiter.core.xiangqi.board.Board.ORTHO;
import static arbiter.core.xiangqi.board.Board.PAWN;
import static arbiter.core.xiangqi.board.Board.ROOK;
import static arbiter.core.xiangqi.board.Board.CANNON;
import static arbiter.core.xiangqi.board.Board.S;
import static arbiter.core.xiangqi.board.Board.W;
import static arbiter.core.xiangqi.board.Board.colourBit;

/** Attacks on a king, on the points of a {@link Board}: the full test, and the test after one move. */
final class KingAttacks {
    private KingAttacks() {
    }

    /**
     * True when the king of side {@code us} on point {@code k} is attacked: by a rook, a cannon over one screen,
     * a knight whose leg is free, a pawn, or the other king on an open file (the flying general).
     */
    static boolean attacked(byte[] b, int k, int us) {
        int them = colourBit(us ^ 1);
        byte eRook = (byte) (them | ROOK), eCannon = (byte) (them | CANNON), eKing = (byte) (them | KING);
        for (int dir : ORTHO) {
            int s = k + dir;
            while (b[s] == EMPTY) {
                s += dir;
            }
            byte v = b[s];
            if (v == eRook || v == eKing) {
                return true;
            }
            if (v == OFF) {
                continue;
            }
            s += dir;
            while (b[s] == EMPTY) {
                s += dir;
            }
            if (b[s] == eCannon) {
                return true;
            }
        }
        byte eKnight = (byte) (them | KNIGHT);
        for (int i = 0; i < 8; i++) {
            if (b[k + KNIGHT_FROM[i]] == eKnight && b[k + KNIGHT_FROM_LEG[i]] == EMPTY) {
                return true;
            }
        }
        byte ePawn = (byte) (them | PAWN);
        return b[k + (us == 0 ? N : S)] == ePawn || b[k + E] == ePawn || b[k + W] == ePawn;
    }

    /**
     * Whether the king of side {@code us} on {@code k} is attacked after a move from {@code from} to {@code to},
     * given that it was not attacked before: only the lines through those points, the knight points near the
     * king and the pawn points next to it can have changed, so only those are looked at.
     */
    static boolean attackedAfter(byte[] b, int k, int us, int from, int to) {
        int dirs = lineTo(k, from) | lineTo(k, to);
        int them = colourBit(us ^ 1);
        for (int i = 0; i < 4; i++) {
            if ((dirs & 1 << i) != 0 && rayAttacked(b, k, ORTHO[i], them)) {
                return true;
            }
        }
        if (close(k, from) || close(k, to)) {
            byte eKnight = (byte) (them | KNIGHT);
            for (int i = 0; i < 8; i++) {
                if (b[k + KNIGHT_FROM[i]] == eKnight && b[k + KNIGHT_FROM_LEG[i]] == EMPTY) {
                    return true;
                }
            }
        }
        byte ePawn = (byte) (them | PAWN);
        return b[to] == ePawn && (to == k + (us == 0 ? N : S) || to == k + E || to == k + W);
    }

    /** The bit of the direction (index into ORTHO: N, S, E, W) from k towards p when they share a line, else 0. */
    private static int lineTo(int k, int p) {
        if ((p & 15) == (k & 15)) {
            return p > k ? 1 : p < k ? 2 : 0;
        }
        if ((p >> 4) == (k >> 4)) {
            return p > k ? 4 : 8;
        }
        return 0;
    }

    private static boolean close(int k, int p) {
        int dr = (p >> 4) - (k >> 4), df = (p & 15) - (k & 15);
        return dr >= -2 && dr <= 2 && df >= -2 && df <= 2;
    }

    /** A rook or the king first on the ray, or a cannon behind exactly one screen. */
    private static boolean rayAttacked(byte[] b, int k, int dir, int them) {
        int s = k + dir;
        while (b[s] == EMPTY) {
            s += dir;
        }
        byte v = b[s];
        if (v == (byte) (them | ROOK) || v == (byte) (them | KING)) {
            return true;
        }
        if (v == OFF) {
            return false;
        }
        s += dir;
        while (b[s] == EMPTY) {
            s += dir;
        }
        return b[s] == (byte) (them | CANNON);
    }
}
