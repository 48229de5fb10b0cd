package arbiter.core.chess;

/**
 * The mutable bitboard board behind {@link ChessPosition}: one bitboard per piece type and per colour, side to
 * move, castling rights as the set of rook squares that may still castle (so Chess960 needs nothing special), the
 * en-passant square, the two counters and the Zobrist key. Positions never change theirs; perft and the position
 * constructors work on copies.
 *
 * <p>A move is an int: from (bits 0-5), to (6-11), the moving piece type (12-14) and a kind (15-17: normal,
 * castling, en passant, or promotion to knight, bishop, rook, queen). Castling is written as the king taking its
 * own rook: {@code to} is the rook's square.
 */
final class Board {
    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    /** Colour index: bitboard {@code bb[COLOURS + colour]}. */
    static final int WHITE = 0, BLACK = 1, COLOURS = 6;
    static final int NORMAL = 0, CASTLE = 1, EN_PASSANT = 2, PROMOTE_KNIGHT = 3;
    /** The longest legal move list of any position is 218; the buffer leaves room. */
    static final int MAX_MOVES = 256;
    static final long[] BACK_RANK = {Attacks.RANK_1, Attacks.RANK_8};

    final long[] bb = new long[8];
    int side;
    /** The square a pawn may capture en passant onto, or -1; set after a double step only when a pawn stands by. */
    int ep = -1;
    long castle;
    int half;
    int full = 1;
    long key;

    static int move(int from, int to, int piece, int kind) {
        return from | to << 6 | piece << 12 | kind << 15;
    }

    static int from(int m) {
        return m & 63;
    }

    static int to(int m) {
        return (m >>> 6) & 63;
    }

    static int piece(int m) {
        return (m >>> 12) & 7;
    }

    static int kind(int m) {
        return m >>> 15;
    }

    /** The type a promotion makes, or -1. */
    static int promotion(int m) {
        int k = m >>> 15;
        return k >= PROMOTE_KNIGHT ? k - PROMOTE_KNIGHT + KNIGHT : -1;
    }

    Board copy() {
        Board b = new Board();
        b.copyFrom(this);
        return b;
    }

    void copyFrom(Board o) {
        System.arraycopy(o.bb, 0, bb, 0, 8);
        side = o.side;
        ep = o.ep;
        castle = o.castle;
        half = o.half;
        full = o.full;
        key = o.key;
    }

    long occupied() {
        return bb[COLOURS] | bb[COLOURS + 1];
    }

    long pieces(int colour, int type) {
        return bb[type] & bb[COLOURS + colour];
    }

    int kingSquare(int colour) {
        return Long.numberOfTrailingZeros(bb[KING] & bb[COLOURS + colour]);
    }

    /** The type of the piece on {@code square}, or -1 when it is empty. */
    int typeAt(int square) {
        long bit = 1L << square;
        for (int t = PAWN; t <= KING; t++) {
            if ((bb[t] & bit) != 0) {
                return t;
            }
        }
        return -1;
    }

    /** The colour of the piece on {@code square}, or -1 when it is empty. */
    int colourAt(int square) {
        long bit = 1L << square;
        return (bb[COLOURS] & bit) != 0 ? WHITE : (bb[COLOURS + 1] & bit) != 0 ? BLACK : -1;
    }

    /** Adds or removes a piece (xor), keeping the key. */
    void toggle(int colour, int type, int square) {
        long bit = 1L << square;
        bb[type] ^= bit;
        bb[COLOURS + colour] ^= bit;
        key ^= Zobrist.PIECE[(colour * 6 + type) * 64 + square];
    }

    /** The pieces of {@code colour} that attack {@code square} when {@code occupied} squares block. */
    long attackers(int square, long occupied, int colour) {
        long them = bb[COLOURS + colour];
        return ((Attacks.KNIGHT[square] & bb[KNIGHT])
                | (Attacks.KING[square] & bb[KING])
                | (Attacks.PAWN[(colour ^ 1) * 64 + square] & bb[PAWN])
                | (Attacks.bishop(square, occupied) & (bb[BISHOP] | bb[QUEEN]))
                | (Attacks.rook(square, occupied) & (bb[ROOK] | bb[QUEEN]))) & them;
    }

    /** Whether {@code colour} attacks {@code square} when {@code occupied} squares block. */
    boolean attacked(int square, long occupied, int colour) {
        long them = bb[COLOURS + colour];
        return (Attacks.KNIGHT[square] & bb[KNIGHT] & them) != 0
                || (Attacks.PAWN[(colour ^ 1) * 64 + square] & bb[PAWN] & them) != 0
                || (Attacks.KING[square] & bb[KING] & them) != 0
                || (Attacks.bishop(square, occupied) & (bb[BISHOP] | bb[QUEEN]) & them) != 0
                || (Attacks.rook(square, occupied) & (bb[ROOK] | bb[QUEEN]) & them) != 0;
    }

    /** The pieces giving check to the side to move. */
    long checkers() {
        return attackers(kingSquare(side), occupied(), side ^ 1);
    }

    /** Plays a legal move (as generated) in place. */
    void make(int m) {
        int from = m & 63;
        int to = (m >>> 6) & 63;
        int piece = (m >>> 12) & 7;
        int kind = m >>> 15;
        int us = side;
        int them = us ^ 1;
        key ^= Zobrist.BLACK_TO_MOVE;
        if (ep >= 0) {
            key ^= Zobrist.EP_FILE[ep & 7];
            ep = -1;
        }
        half++;
        if (kind == CASTLE) {
            int rank = from & 56;
            boolean kingside = to > from;
            toggle(us, KING, from);
            toggle(us, ROOK, to);
            toggle(us, KING, rank + (kingside ? 6 : 2));
            toggle(us, ROOK, rank + (kingside ? 5 : 3));
        } else {
            if (kind == EN_PASSANT) {
                toggle(them, PAWN, to ^ 8);
            } else if ((bb[COLOURS + them] & (1L << to)) != 0) {
                toggle(them, typeAt(to), to);
                half = 0;
            }
            toggle(us, piece, from);
            toggle(us, kind >= PROMOTE_KNIGHT ? kind - PROMOTE_KNIGHT + KNIGHT : piece, to);
            if (piece == PAWN) {
                half = 0;
                if ((from ^ to) == 16) {
                    int e = (from + to) >>> 1;
                    if ((Attacks.PAWN[us * 64 + e] & bb[PAWN] & bb[COLOURS + them]) != 0) {
                        ep = e;
                        key ^= Zobrist.EP_FILE[e & 7];
                    }
                }
            }
        }
        if (castle != 0) {
            long lost = castle & ((1L << from) | (1L << to) | (piece == KING ? BACK_RANK[us] : 0));
            if (lost != 0) {
                castle ^= lost;
                for (long l = lost; l != 0; l &= l - 1) {
                    key ^= Zobrist.CASTLE[Long.numberOfTrailingZeros(l)];
                }
            }
        }
        if (us == BLACK) {
            full++;
        }
        side = them;
    }

    /** The key computed from scratch (the incremental one must equal it). */
    long computeKey() {
        long k = side == BLACK ? Zobrist.BLACK_TO_MOVE : 0;
        for (int c = 0; c < 2; c++) {
            for (int t = PAWN; t <= KING; t++) {
                for (long p = pieces(c, t); p != 0; p &= p - 1) {
                    k ^= Zobrist.PIECE[(c * 6 + t) * 64 + Long.numberOfTrailingZeros(p)];
                }
            }
        }
        for (long c = castle; c != 0; c &= c - 1) {
            k ^= Zobrist.CASTLE[Long.numberOfTrailingZeros(c)];
        }
        if (ep >= 0) {
            k ^= Zobrist.EP_FILE[ep & 7];
        }
        return k;
    }

    /**
     * Keeps the en-passant square only when a capture onto it is legal, as "the same position" asks (FIDE 9.2):
     * the moves stay the same either way.
     */
    void settle() {
        if (ep >= 0 && !MoveGen.enPassantLegal(this)) {
            clearEnPassant();
        }
    }

    /** Drops the en-passant square (when no capture onto it is legal), keeping the key. */
    void clearEnPassant() {
        if (ep >= 0) {
            key ^= Zobrist.EP_FILE[ep & 7];
            ep = -1;
        }
    }
}
