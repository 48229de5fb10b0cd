package arbiter.core.xiangqi.board;

import static arbiter.core.xiangqi.board.Board.BISHOP;
import static arbiter.core.xiangqi.board.Board.CANNON;
import static arbiter.core.xiangqi.board.Board.DIAG;
import static arbiter.core.xiangqi.board.Board.E;
import static arbiter.core.xiangqi.board.Board.IN_PALACE;
import static arbiter.core.xiangqi.board.Board.KING;
import static arbiter.core.xiangqi.board.Board.KNIGHT;
import static arbiter.core.xiangqi.board.Board.KNIGHT_JUMP;
import static arbiter.core.xiangqi.board.Board.KNIGHT_LEG;
import static arbiter.core.xiangqi.board.Board.EMPTY;
import static arbiter.core.xiangqi.board.Board.N;
import static arbiter.core.xiangqi.board.Board.OFF;
import static arbiter.core.xiangqi.board.Board.ORTHO;
import static arbiter.core.xiangqi.board.Board.OWN_HALF;
import static arbiter.core.xiangqi.board.Board.PAWN;
import static arbiter.core.xiangqi.board.Board.ROOK;
import static arbiter.core.xiangqi.board.Board.ADVISOR;
import static arbiter.core.xiangqi.board.Board.S;
import static arbiter.core.xiangqi.board.Board.W;

/**
 * Whether the side to move has a legal move at all: asked after every ply to tell mate and stalemate, and nearly
 * always answered by the first step of the first piece looked at, so it is worth a path of its own.
 */
final class Mobility {
    private static final ThreadLocal<int[]> SCRATCH_MOVES = ThreadLocal.withInitial(() -> new int[Board.MAX_MOVES]);

    private Mobility() {
    }

    /**
     * True when the side to move (in check or not, as given) has at least one legal move; stops at the first.
     * Does not change the board: moves that need a trial are tried on this thread's scratch copy.
     */
    static boolean hasLegalMove(Board b, boolean check) {
        int side = b.side;
        int base = side << 4;
        int end = base + b.count(side);
        if (!check) {
            // Pieces off the king's lines first (the back-rank pieces of the opening all share the king's rank),
            // and only their short steps: one that lands off the king's lines needs no trial.
            int k = b.kingSq(side);
            for (int i = end - 1; i >= base; i--) {
                int from = b.pointAt(i);
                if ((from >> 4) != (k >> 4) && (from & 15) != (k & 15) && hasSafeStep(b, from, side)) {
                    return true;
                }
            }
        }
        // One trial usually settles it: most pseudo-legal moves are legal. In check the king's own steps come
        // first (the usual answer), and the other pieces' moves that leave every attack as it was need no trial.
        int[] buf = SCRATCH_MOVES.get();
        Board trial = b.scratch();
        // (a search may ask about a board whose king was taken: then there is no king to try first)
        int king = b.kingSq(side);
        int k = check && king >= 0 && b.sq[king] == Board.code(side, KING) ? king : -1;
        if (k >= 0 && anyLegal(trial, k, buf, check)) {
            return true;
        }
        for (int i = end - 1; i >= base; i--) {
            int from = b.pointAt(i);
            if (from != k && anyLegal(trial, from, buf, check)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the piece on {@code from} has a legal move; each trial leaves {@code trial} as it was. */
    private static boolean anyLegal(Board trial, int from, int[] buf, boolean check) {
        int n = MoveGenerator.generatePiece(trial, from, buf, 0, trial.side);
        for (int j = 0; j < n; j++) {
            if (Legality.isLegal(trial, buf[j], check)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the piece on {@code from} has a pseudo-legal step, one point for rooks and cannons (a subset of
     * their moves), that cannot expose its king. False says nothing: the full search decides then.
     */
    private static boolean hasSafeStep(Board b, int from, int us) {
        byte[] sq = b.sq;
        int blocked = Board.colourBit(us) | OFF;
        switch (sq[from] & 7) {
            case ROOK, CANNON -> {
                // a cannon cannot capture next to itself; a rook can
                int stop = (sq[from] & 7) == ROOK ? blocked : 0xFF;
                for (int d : ORTHO) {
                    int to = from + d;
                    if ((sq[to] & stop) == 0 && Legality.cannotExposeKing(b, from << 8 | to)) {
                        return true;
                    }
                }
            }
            case KNIGHT -> {
                for (int j = 0; j < 8; j++) {
                    int to = from + KNIGHT_JUMP[j];
                    if ((sq[to] & blocked) == 0 && sq[from + KNIGHT_LEG[j]] == EMPTY
                            && Legality.cannotExposeKing(b, from << 8 | to)) {
                        return true;
                    }
                }
            }
            case PAWN -> {
                int ahead = from + (us == 0 ? N : S);
                if ((sq[ahead] & blocked) == 0 && Legality.cannotExposeKing(b, from << 8 | ahead)) {
                    return true;
                }
                if (!OWN_HALF[us][from]) {
                    for (int to = from + W; to <= from + E; to += 2) {
                        if ((sq[to] & blocked) == 0 && Legality.cannotExposeKing(b, from << 8 | to)) {
                            return true;
                        }
                    }
                }
            }
            case BISHOP -> {
                for (int d : DIAG) {
                    int to = from + 2 * d;
                    if ((sq[to] & blocked) == 0 && OWN_HALF[us][to] && sq[from + d] == EMPTY
                            && Legality.cannotExposeKing(b, from << 8 | to)) {
                        return true;
                    }
                }
            }
            case ADVISOR -> {
                for (int d : DIAG) {
                    int to = from + d;
                    if ((sq[to] & blocked) == 0 && IN_PALACE[us][to] && Legality.cannotExposeKing(b, from << 8 | to)) {
                        return true;
                    }
                }
            }
            default -> {
                return false; // the king: its moves always need a trial
            }
        }
        return false;
    }
}
