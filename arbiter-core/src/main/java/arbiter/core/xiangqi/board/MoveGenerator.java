package arbiter.core.xiangqi.board;

import static arbiter.core.xiangqi.board.Board.ADVISOR;
import static arbiter.core.xiangqi.board.Board.BISHOP;
import static arbiter.core.xiangqi.board.Board.DIAG;
import static arbiter.core.xiangqi.board.Board.E;
import static arbiter.core.xiangqi.board.Board.EMPTY;
import static arbiter.core.xiangqi.board.Board.IN_BOARD;
import static arbiter.core.xiangqi.board.Board.IN_PALACE;
import static arbiter.core.xiangqi.board.Board.KING;
import static arbiter.core.xiangqi.board.Board.KNIGHT;
import static arbiter.core.xiangqi.board.Board.KNIGHT_JUMP;
import static arbiter.core.xiangqi.board.Board.KNIGHT_LEG;
import static arbiter.core.xiangqi.board.Board.N;
import static arbiter.core.xiangqi.board.Board.OFF;
import static arbiter.core.xiangqi.board.Board.ORTHO;
import static arbiter.core.xiangqi.board.Board.OWN_HALF;
import static arbiter.core.xiangqi.board.Board.PAWN;
import static arbiter.core.xiangqi.board.Board.ROOK;
import static arbiter.core.xiangqi.board.Board.CANNON;
import static arbiter.core.xiangqi.board.Board.S;
import static arbiter.core.xiangqi.board.Board.SIZE;
import static arbiter.core.xiangqi.board.Board.W;
import static arbiter.core.xiangqi.board.Board.colourBit;
import static arbiter.core.xiangqi.board.Board.from;
import static arbiter.core.xiangqi.board.Board.sideOf;
import static arbiter.core.xiangqi.board.Board.to;

/**
 * How the pieces move: pseudo-legal move generation and the check of a single move, on a {@link Board}. Own-king
 * safety is the board's business ({@link Board#isLegal}).
 */
final class MoveGenerator {
    private MoveGenerator() {
    }

    /** Writes the side to move's pseudo-legal moves into {@code out} and returns how many. */
    static int generate(Board board, int[] out) {
        int us = board.side;
        int base = us << 4;
        int n = 0;
        for (int i = base + board.count(us) - 1; i >= base; i--) {
            n = generatePiece(board, board.pointAt(i), out, n, us);
        }
        return n;
    }

    /** Appends the pseudo-legal moves of the side-to-move's piece on {@code from} at {@code out[n]}; returns the new n. */
    static int generatePiece(Board board, int from, int[] out, int n, int us) {
        int own = colourBit(us);
        int enemy = colourBit(us ^ 1);
        int blocked = own | OFF;
        byte[] b = board.sq;
        switch (b[from] & 7) {
            case ROOK -> {
                for (int dir : ORTHO) {
                    int s = from + dir;
                    while (b[s] == EMPTY) {
                        out[n++] = from << 8 | s;
                        s += dir;
                    }
                    if ((b[s] & enemy) != 0) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case CANNON -> {
                for (int dir : ORTHO) {
                    int s = from + dir;
                    while (b[s] == EMPTY) {
                        out[n++] = from << 8 | s;
                        s += dir;
                    }
                    if (b[s] == OFF) {
                        continue;
                    }
                    s = pastScreen(b, s, dir);
                    if ((b[s] & enemy) != 0) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case KNIGHT -> {
                for (int j = 0; j < 8; j++) {
                    int s = from + KNIGHT_JUMP[j];
                    if ((b[s] & blocked) == 0 && b[from + KNIGHT_LEG[j]] == EMPTY) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case PAWN -> {
                int fwd = from + (us == 0 ? N : S);
                if ((b[fwd] & blocked) == 0) {
                    out[n++] = from << 8 | fwd;
                }
                if (!OWN_HALF[us][from]) {
                    if ((b[from + E] & blocked) == 0) {
                        out[n++] = from << 8 | (from + E);
                    }
                    if ((b[from + W] & blocked) == 0) {
                        out[n++] = from << 8 | (from + W);
                    }
                }
            }
            case BISHOP -> {
                boolean[] half = OWN_HALF[us];
                for (int dir : DIAG) {
                    int s = from + 2 * dir;
                    if (half[s] && (b[s] & own) == 0 && b[from + dir] == EMPTY) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case ADVISOR -> {
                boolean[] palace = IN_PALACE[us];
                for (int dir : DIAG) {
                    int s = from + dir;
                    if (palace[s] && (b[s] & own) == 0) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case KING -> {
                boolean[] palace = IN_PALACE[us];
                for (int dir : ORTHO) {
                    int s = from + dir;
                    if (palace[s] && (b[s] & own) == 0) {
                        out[n++] = from << 8 | s;
                    }
                }
            }
            case 0 -> {
                // an inert blocker (Board.INERT) neither moves nor takes
            }
            default -> throw new IllegalStateException("corrupt board at " + from);
        }
        return n;
    }

    /**
     * Appends the pseudo-legal captures (of any piece, the king's included) of side {@code us}'s piece on
     * {@code from} at {@code out[n]}, in the order {@link #generatePiece} lists them; returns the new n. A rook or
     * cannon looks only at the end of each line, not at the points it could move to.
     */
    static int capturesOfPiece(Board board, int from, int[] out, int n, int us) {
        byte[] b = board.sq;
        int enemy = colourBit(us ^ 1);
        int type = b[from] & 7;
        if (type != ROOK && type != CANNON) {
            int end = generatePiece(board, from, out, n, us);
            int k = n;
            for (int i = n; i < end; i++) {
                if ((b[out[i] & 0xFF] & enemy) != 0) {
                    out[k++] = out[i];
                }
            }
            return k;
        }
        for (int dir : ORTHO) {
            int s = from + dir;
            while (b[s] == EMPTY) {
                s += dir;
            }
            if (type == CANNON) {
                if (b[s] == OFF) {
                    continue;
                }
                s = pastScreen(b, s, dir);
            }
            if ((b[s] & enemy) != 0) {
                out[n++] = from << 8 | s;
            }
        }
        return n;
    }

    /** The first point past the screen on {@code screen} along {@code dir}: a cannon's capture lands there if at all. */
    private static int pastScreen(byte[] b, int screen, int dir) {
        int s = screen + dir;
        while (b[s] == EMPTY) {
            s += dir;
        }
        return s;
    }

    /** Whether the move is pseudo-legal for the side to move (obeys how the piece moves; ignores own-king safety). */
    static boolean isPseudoLegal(Board board, int m) {
        return isPseudoLegal(board, m, board.side);
    }

    /** As {@link #isPseudoLegal(Board, int)} for side {@code us}'s piece, whoever is to move. */
    static boolean isPseudoLegal(Board board, int m, int us) {
        int from = from(m), to = to(m);
        if (from >= SIZE || to >= SIZE || !IN_BOARD[from] || !IN_BOARD[to] || from == to) {
            return false;
        }
        byte[] sq = board.sq;
        byte piece = sq[from];
        if (piece == EMPTY || sideOf(piece) != us || (sq[to] & colourBit(us)) != 0) {
            return false;
        }
        int d = to - from;
        switch (piece & 7) {
            case KING:
                return IN_PALACE[us][to] && (d == N || d == S || d == E || d == W);
            case ADVISOR:
                return IN_PALACE[us][to] && (d == N + E || d == N + W || d == S + E || d == S + W);
            case BISHOP:
                return OWN_HALF[us][to] && (d == 2 * (N + E) || d == 2 * (N + W) || d == 2 * (S + E)
                        || d == 2 * (S + W)) && sq[from + d / 2] == EMPTY;
            case KNIGHT:
                for (int j = 0; j < 8; j++) {
                    if (KNIGHT_JUMP[j] == d) {
                        return sq[from + KNIGHT_LEG[j]] == EMPTY;
                    }
                }
                return false;
            case PAWN:
                return d == (us == 0 ? N : S) || (!OWN_HALF[us][from] && (d == E || d == W));
            case 0:
                return false; // an inert blocker
            default: {
                int step;
                if ((from >> 4) == (to >> 4)) {
                    step = d > 0 ? E : W;
                } else if ((from & 15) == (to & 15)) {
                    step = d > 0 ? N : S;
                } else {
                    return false;
                }
                int between = 0;
                for (int s = from + step; s != to; s += step) {
                    if (sq[s] != EMPTY) {
                        between++;
                    }
                }
                if ((piece & 7) == ROOK) {
                    return between == 0;
                }
                return sq[to] == EMPTY ? between == 0 : between == 1;
            }
        }
    }
}
