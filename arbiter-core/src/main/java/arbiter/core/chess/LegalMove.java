package arbiter.core.chess;

import static arbiter.core.chess.Board.CASTLE;
import static arbiter.core.chess.Board.COLOURS;
import static arbiter.core.chess.Board.EN_PASSANT;
import static arbiter.core.chess.Board.KING;
import static arbiter.core.chess.Board.KNIGHT;
import static arbiter.core.chess.Board.NORMAL;
import static arbiter.core.chess.Board.PAWN;
import static arbiter.core.chess.Board.PROMOTE_KNIGHT;
import static arbiter.core.chess.Board.QUEEN;
import static arbiter.core.chess.Board.ROOK;
import static arbiter.core.chess.Board.WHITE;

/**
 * Whether one move is legal, without generating the others: a record names one move a ply, and testing only it
 * (and, for SAN, only the few pieces of its kind that reach its square) costs a fraction of a full generation.
 * The test is the definition itself: the piece moves as its kind moves, and afterwards no enemy piece attacks the
 * king (with the king lifted off its square when it is the piece that moves).
 */
final class LegalMove {
    private static final long PROMOTION_RANKS = Attacks.RANK_1 | Attacks.RANK_8;
    private static final long RANK_4 = 0xFFL << 24;
    private static final long RANK_5 = 0xFFL << 32;

    private LegalMove() {
    }

    /**
     * The code of the legal move from {@code from} to {@code to} promoting to {@code promotion} (a piece type index,
     * -1 for none), or -1 when it is not legal. Castling is the king onto its own rook, as in {@link Board}.
     * {@code inCheck} says whether the side to move is in check.
     */
    static int code(Board b, boolean inCheck, int from, int to, int promotion) {
        long own = b.bb[COLOURS + b.side];
        long toBit = 1L << to;
        if ((own & (1L << from)) == 0 || from == to) {
            return -1;
        }
        int piece = b.typeAt(from);
        if ((own & toBit) != 0) {
            return piece == KING && promotion < 0 ? castling(b, from, to) : -1;
        }
        if (piece != PAWN && (reach(piece, from, b.occupied()) & toBit) == 0) {
            return -1;
        }
        return candidate(b, inCheck, piece, from, to, promotion);
    }

    /**
     * As {@link #code}, for a piece of the side to move of type {@code piece} on {@code from} that reaches
     * {@code to} by the way it moves (a pawn: by one of its moves, whatever stands in the way), with no piece of its
     * own side on {@code to}.
     */
    static int candidate(Board b, boolean inCheck, int piece, int from, int to, int promotion) {
        int us = b.side;
        int them = us ^ 1;
        long fromBit = 1L << from;
        long toBit = 1L << to;
        long occ = b.occupied();
        int kind = NORMAL;
        if (piece == PAWN) {
            kind = pawnKind(b, us, from, to, occ);
            if (kind < 0 || ((toBit & PROMOTION_RANKS) != 0) != (promotion >= 0)) {
                return -1;
            }
            if (promotion >= 0) {
                if (promotion < KNIGHT || promotion > QUEEN) {
                    return -1;
                }
                kind = PROMOTE_KNIGHT + promotion - KNIGHT;
            }
        } else if (promotion >= 0) {
            return -1;
        }
        int code = Board.move(from, to, piece, kind);
        if (piece == KING) {
            return b.attacked(to, occ ^ fromBit, them) ? -1 : code;
        }
        int ksq = b.kingSquare(us);
        if (!inCheck && kind != EN_PASSANT && Attacks.LINE[ksq * 64 + from] == 0) {
            return code; // off every line through its king, a piece that moves cannot uncover a check
        }
        long captured = kind == EN_PASSANT ? 1L << (to ^ 8) : toBit;
        long after = (occ ^ fromBit ^ captured) | toBit;
        return (b.attackers(ksq, after, them) & ~captured) == 0 ? code : -1;
    }

    /**
     * The side to move's pieces of type {@code piece} that could reach {@code to} by the way they move, whatever
     * that does to their king and whether a pawn's way is clear: the few candidates a SAN move is tested on.
     */
    static long origins(Board b, int piece, int to) {
        int us = b.side;
        long geometry;
        if (piece == PAWN) {
            long toBit = 1L << to;
            long pushes = us == WHITE ? toBit >>> 8 | (toBit & RANK_4) >>> 16 : toBit << 8 | (toBit & RANK_5) << 16;
            geometry = Attacks.PAWN[(us ^ 1) * 64 + to] | pushes;
        } else {
            geometry = reach(piece, to, b.occupied());
        }
        return geometry & b.pieces(us, piece);
    }

    /** The squares a knight, bishop, rook, queen or king on {@code from} reaches, blockers included. */
    static long reach(int piece, int from, long occ) {
        return switch (piece) {
            case KNIGHT -> Attacks.KNIGHT[from];
            case Board.BISHOP -> Attacks.bishop(from, occ);
            case ROOK -> Attacks.rook(from, occ);
            case QUEEN -> Attacks.queen(from, occ);
            case KING -> Attacks.KING[from];
            default -> 0;
        };
    }

    /** NORMAL or EN_PASSANT when a pawn of {@code us} moves so, whatever that does to its king; else -1. */
    private static int pawnKind(Board b, int us, int from, int to, long occ) {
        int up = us == WHITE ? 8 : -8;
        long toBit = 1L << to;
        if ((Attacks.PAWN[us * 64 + from] & toBit) != 0) {
            return (b.bb[COLOURS + (us ^ 1)] & toBit) != 0 ? NORMAL : to == b.ep ? EN_PASSANT : -1;
        }
        if ((occ & toBit) != 0) {
            return -1;
        }
        if (to == from + up) {
            return NORMAL;
        }
        boolean startRank = (from >>> 3) == (us == WHITE ? 1 : 6);
        return to == from + 2 * up && startRank && (occ & (1L << (from + up))) == 0 ? NORMAL : -1;
    }

    /** Castling with the rook on {@code rook}, when the right, the empty squares and the safe squares allow it. */
    private static int castling(Board b, int king, int rook) {
        int us = b.side;
        long occ = b.occupied();
        if ((b.castle & (1L << rook)) == 0 || (b.pieces(us, ROOK) & (1L << rook)) == 0
                || b.attackers(king, occ, us ^ 1) != 0
                || MoveGen.castleBlocker(b, us, occ, king, rook) >= 0
                || MoveGen.castleAttacked(b, us, occ, king, rook) >= 0) {
            return -1;
        }
        return Board.move(king, rook, KING, CASTLE);
    }
}
