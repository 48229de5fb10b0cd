package arbiter.core.chess;

import static arbiter.core.chess.Board.BISHOP;
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
import static java.lang.Long.numberOfTrailingZeros;

/**
 * Legal move generation. No move is tried and taken back: a check mask (the checker and the squares between it
 * and the king) and the pinned pieces (each kept on its line to the king) make every generated move legal, the
 * king is tested square by square with itself lifted off the board, and the two rare moves whose legality hangs on
 * more (en passant, which may uncover the king along a rank, and castling) are tested on their own.
 *
 * <p>With a null buffer the same code only counts, by population counts of the target sets: perft's last ply
 * then costs one generation without any move being listed.
 */
final class MoveGen {
    private static final long RANK_3 = 0xFFL << 16;
    private static final long RANK_6 = 0xFFL << 40;

    private MoveGen() {
    }

    /** The legal moves of the side to move, written into {@code out} when it is not null; returns how many. */
    static int generate(Board b, int[] out) {
        return generate(b, out, Integer.MAX_VALUE);
    }

    /** Whether an en-passant capture onto the board's en-passant square is legal. */
    static boolean enPassantLegal(Board b) {
        int us = b.side;
        long occ = b.occupied();
        return enPassant(b, null, 0, us, occ, b.kingSquare(us)) > 0;
    }

    /**
     * Whether the side to move ({@code inCheck} or not) has a legal move. Out of check, a piece off every line
     * through its king cannot be pinned: any square it can go to makes a legal move, so most positions are answered
     * by the first such piece; else the generation stops at the first piece that has a move.
     */
    static boolean any(Board b, boolean inCheck) {
        int us = b.side;
        long own = b.bb[COLOURS + us];
        long enemy = b.bb[COLOURS + (us ^ 1)];
        long occ = own | enemy;
        if (!inCheck) {
            int ksq = numberOfTrailingZeros(b.bb[KING] & own);
            long free = own & ~(Attacks.ROOK_RAYS[ksq] | Attacks.BISHOP_RAYS[ksq]);
            for (long p = b.bb[KNIGHT] & free; p != 0; p &= p - 1) {
                if ((Attacks.KNIGHT[numberOfTrailingZeros(p)] & ~own) != 0) {
                    return true;
                }
            }
            long pawns = b.bb[PAWN] & free;
            long pushes = us == WHITE ? pawns << 8 : pawns >>> 8;
            if ((pushes & ~occ) != 0) {
                return true;
            }
            for (long p = (b.bb[ROOK] | b.bb[QUEEN]) & free; p != 0; p &= p - 1) {
                if ((Attacks.rook(numberOfTrailingZeros(p), occ) & ~own) != 0) {
                    return true;
                }
            }
            for (long p = (b.bb[BISHOP] | b.bb[QUEEN]) & free; p != 0; p &= p - 1) {
                if ((Attacks.bishop(numberOfTrailingZeros(p), occ) & ~own) != 0) {
                    return true;
                }
            }
        }
        return generate(b, null, 1) > 0;
    }

    /** As {@link #generate(Board, int[])}, but may stop once {@code enough} moves are counted. */
    private static int generate(Board b, int[] out, int enough) {
        int us = b.side;
        int them = us ^ 1;
        long own = b.bb[COLOURS + us];
        long enemy = b.bb[COLOURS + them];
        long occ = own | enemy;
        int ksq = numberOfTrailingZeros(b.bb[KING] & own);
        long checkers = b.attackers(ksq, occ, them);
        int n = 0;
        long withoutKing = occ ^ (1L << ksq);
        for (long t = Attacks.KING[ksq] & ~own; t != 0; t &= t - 1) {
            int s = numberOfTrailingZeros(t);
            if (!b.attacked(s, withoutKing, them)) {
                if (out != null) {
                    out[n] = Board.move(ksq, s, KING, NORMAL);
                }
                n++;
            }
        }
        if ((checkers & (checkers - 1)) != 0 || n >= enough) {
            return n; // double check: only the king moves
        }
        long target = ~own;
        if (checkers != 0) {
            target &= Attacks.between(ksq, numberOfTrailingZeros(checkers)) | checkers;
        }
        long pinned = pinned(b, ksq, occ, own, enemy);
        for (long p = b.bb[KNIGHT] & own & ~pinned; p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            n = emit(out, n, s, Attacks.KNIGHT[s] & target, KNIGHT);
        }
        for (long p = b.bb[BISHOP] & own; p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            n = emit(out, n, s, Attacks.bishop(s, occ) & target & pinLine(pinned, ksq, s), BISHOP);
        }
        for (long p = b.bb[ROOK] & own; p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            n = emit(out, n, s, Attacks.rook(s, occ) & target & pinLine(pinned, ksq, s), ROOK);
        }
        for (long p = b.bb[QUEEN] & own; p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            n = emit(out, n, s, Attacks.queen(s, occ) & target & pinLine(pinned, ksq, s), QUEEN);
        }
        if (n >= enough) {
            return n;
        }
        n = pawns(b, out, n, us, own, enemy, target, pinned, ksq);
        if (b.ep >= 0 && n < enough) {
            n = enPassant(b, out, n, us, occ, ksq);
        }
        if (checkers == 0 && (b.castle & Board.BACK_RANK[us]) != 0) {
            n = castling(b, out, n, us, occ, ksq);
        }
        return n;
    }

    /** The side to move's pieces that stand alone between their king and an enemy slider on its line. */
    static long pinned(Board b, int ksq, long occ, long own, long enemy) {
        long snipers = ((Attacks.ROOK_RAYS[ksq] & (b.bb[ROOK] | b.bb[QUEEN]))
                | (Attacks.BISHOP_RAYS[ksq] & (b.bb[BISHOP] | b.bb[QUEEN]))) & enemy;
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.between(ksq, numberOfTrailingZeros(snipers)) & occ;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & own;
            }
        }
        return pinned;
    }

    private static long pinLine(long pinned, int ksq, int s) {
        return (pinned & (1L << s)) == 0 ? -1L : Attacks.LINE[ksq * 64 + s];
    }

    private static int emit(int[] out, int n, int from, long targets, int piece) {
        if (out == null) {
            return n + Long.bitCount(targets);
        }
        int base = from | piece << 12;
        for (; targets != 0; targets &= targets - 1) {
            out[n++] = base | numberOfTrailingZeros(targets) << 6;
        }
        return n;
    }

    private static int pawns(Board b, int[] out, int n, int us, long own, long enemy, long target, long pinned,
                             int ksq) {
        long pawns = b.bb[PAWN] & own;
        long free = pawns & ~pinned;
        long empty = ~(own | enemy);
        long push1;
        long push2;
        long west;
        long east;
        int up;
        long last;
        if (us == WHITE) {
            push1 = (free << 8) & empty;
            push2 = ((push1 & RANK_3) << 8) & empty & target;
            west = ((free & ~Attacks.FILE_A) << 7) & enemy & target;
            east = ((free & ~Attacks.FILE_H) << 9) & enemy & target;
            up = 8;
            last = Attacks.RANK_8;
        } else {
            push1 = (free >>> 8) & empty;
            push2 = ((push1 & RANK_6) >>> 8) & empty & target;
            west = ((free & ~Attacks.FILE_A) >>> 9) & enemy & target;
            east = ((free & ~Attacks.FILE_H) >>> 7) & enemy & target;
            up = -8;
            last = Attacks.RANK_1;
        }
        push1 &= target;
        n = pawnSet(out, n, push1, up, last);
        n = pawnSet(out, n, push2, 2 * up, last);
        n = pawnSet(out, n, west, up - 1, last);
        n = pawnSet(out, n, east, up + 1, last);
        for (long p = pawns & pinned; p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            long t = Attacks.PAWN[us * 64 + s] & enemy;
            long one = 1L << (s + up);
            if ((one & empty) != 0) {
                t |= one;
                long two = 1L << (s + 2 * up);
                if ((s >>> 3) == (us == WHITE ? 1 : 6) && (two & empty) != 0) {
                    t |= two;
                }
            }
            t &= Attacks.LINE[ksq * 64 + s] & target;
            for (; t != 0; t &= t - 1) {
                int to = numberOfTrailingZeros(t);
                n = pawnSet(out, n, 1L << to, to - s, last);
            }
        }
        return n;
    }

    /** Pawn moves onto every square of {@code targets}, each from {@code delta} squares back; four on the last rank. */
    private static int pawnSet(int[] out, int n, long targets, int delta, long last) {
        if (out == null) {
            return n + Long.bitCount(targets & ~last) + 4 * Long.bitCount(targets & last);
        }
        for (; targets != 0; targets &= targets - 1) {
            int to = numberOfTrailingZeros(targets);
            int m = Board.move(to - delta, to, PAWN, NORMAL);
            if (((1L << to) & last) == 0) {
                out[n++] = m;
            } else {
                for (int k = PROMOTE_KNIGHT + 3; k >= PROMOTE_KNIGHT; k--) { // queen first
                    out[n++] = m | k << 15;
                }
            }
        }
        return n;
    }

    private static int enPassant(Board b, int[] out, int n, int us, long occ, int ksq) {
        int e = b.ep;
        int captured = e ^ 8; // the pawn that moved two squares stands one rank behind the target, seen from us
        for (long p = Attacks.PAWN[(us ^ 1) * 64 + e] & b.pieces(us, PAWN); p != 0; p &= p - 1) {
            int s = numberOfTrailingZeros(p);
            long after = (occ ^ (1L << s) ^ (1L << captured)) | (1L << e);
            // a full test: the capture may uncover the king along the rank of both pawns, or fail to answer a check
            if ((b.attackers(ksq, after, us ^ 1) & ~(1L << captured)) == 0) {
                if (out != null) {
                    out[n] = Board.move(s, e, PAWN, EN_PASSANT);
                }
                n++;
            }
        }
        return n;
    }

    private static int castling(Board b, int[] out, int n, int us, long occ, int ksq) {
        for (long rights = b.castle & Board.BACK_RANK[us]; rights != 0; rights &= rights - 1) {
            int rook = numberOfTrailingZeros(rights);
            if (castleBlocker(b, us, occ, ksq, rook) < 0 && castleAttacked(b, us, occ, ksq, rook) < 0) {
                if (out != null) {
                    out[n] = Board.move(ksq, rook, KING, CASTLE);
                }
                n++;
            }
        }
        return n;
    }

    /** Where the king goes when it castles with the rook on {@code rook}: the g-file or the c-file of its rank. */
    static int castleKingTarget(int ksq, int rook) {
        return (ksq & 56) + (rook > ksq ? 6 : 2);
    }

    /** Where the rook goes: the f-file or the d-file. */
    static int castleRookTarget(int ksq, int rook) {
        return (ksq & 56) + (rook > ksq ? 5 : 3);
    }

    /**
     * The first square, in file order, that must be empty for this castling and is not (the king and the rook
     * themselves do not count), or -1 when the way is clear.
     */
    static int castleBlocker(Board b, int us, long occ, int ksq, int rook) {
        long must = (Attacks.span(ksq, castleKingTarget(ksq, rook)) | Attacks.span(rook, castleRookTarget(ksq, rook)))
                & ~((1L << ksq) | (1L << rook));
        long blocked = must & occ;
        return blocked == 0 ? -1 : numberOfTrailingZeros(blocked);
    }

    /**
     * The first square from the king's square to its target that the opponent attacks, or -1. The king and the
     * castling rook are lifted off: a rook that shields its king's target square from along the rank does not
     * shield it once it has moved.
     */
    static int castleAttacked(Board b, int us, long occ, int ksq, int rook) {
        int kt = castleKingTarget(ksq, rook);
        long lifted = occ ^ (1L << ksq) ^ (1L << rook);
        int step = kt >= ksq ? 1 : -1;
        // The side to move is not in check, and a ray that reaches the king's square once the rook is lifted
        // reaches its target first: the king's own square needs a test only when it is the target.
        for (int s = kt == ksq ? ksq : ksq + step; ; s += step) {
            if (b.attacked(s, lifted, us ^ 1)) {
                return s;
            }
            if (s == kt) {
                return -1;
            }
        }
    }
}
