package arbiter.core.xiangqi.board;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The mutable board behind {@link Position} and {@link Perft}: a mailbox of 16 x 14 bytes with a border of
 * off-board sentinels two points wide, piece lists per side, and an incrementally kept Zobrist key.
 * Hot loops (move generation, perft) run on it; nothing outside this package sees it.
 */
final class Board {
    static final int WIDTH = 16;
    static final int SIZE = WIDTH * 14;
    static final byte EMPTY = 0;
    static final byte RED = 16;
    static final byte BLACK = 32;
    static final byte OFF = 64;
    /** Type codes inside a piece byte: {@code colour | (ordinal + 1)}. */
    static final int KING = 1, ADVISOR = 2, BISHOP = 3, KNIGHT = 4, ROOK = 5, CANNON = 6, PAWN = 7;
    /**
     * The bit of an inert blocker's code (type bits 0): it stands in lines as a piece (a block, a cannon's screen,
     * a piece the other side may take) but the move generators give it no move and no capture.
     */
    static final byte INERT = 8;
    static final int MAX_MOVES = 256;

    static final int N = WIDTH, S = -WIDTH, E = 1, W = -1;
    static final int[] ORTHO = {N, S, E, W};
    static final int[] DIAG = {N + E, N + W, S + E, S + W};
    /** Knight jumps and, index for index, the leg point that must be empty, relative to the knight. */
    static final int[] KNIGHT_JUMP = {2 * N + E, 2 * N + W, 2 * S + E, 2 * S + W, 2 * E + N, 2 * E + S, 2 * W + N, 2 * W + S};
    static final int[] KNIGHT_LEG = {N, N, S, S, E, E, W, W};
    /** For attacks on a point: where an enemy knight would stand, and its leg, relative to the target point. */
    static final int[] KNIGHT_FROM = KNIGHT_JUMP;
    static final int[] KNIGHT_FROM_LEG = {N + E, N + W, S + E, S + W, E + N, E + S, W + N, W + S};

    static final int[] TO_PADDED = new int[90];
    static final int[] TO_INDEX = new int[SIZE];
    static final boolean[] IN_BOARD = new boolean[SIZE];
    static final boolean[][] IN_PALACE = new boolean[2][SIZE];
    static final boolean[][] OWN_HALF = new boolean[2][SIZE];
    static final long[][] ZOBRIST = new long[64][SIZE];
    static final long ZOBRIST_SIDE;

    static {
        Arrays.fill(TO_INDEX, -1);
        for (int i = 0; i < 90; i++) {
            int file = i % 9, rank = i / 9;
            int p = pad(file, rank);
            TO_PADDED[i] = p;
            TO_INDEX[p] = i;
            IN_BOARD[p] = true;
            OWN_HALF[0][p] = rank <= 4;
            OWN_HALF[1][p] = rank >= 5;
            IN_PALACE[0][p] = file >= 3 && file <= 5 && rank <= 2;
            IN_PALACE[1][p] = file >= 3 && file <= 5 && rank >= 7;
        }
        SplittableRandom rnd = new SplittableRandom(0x5EED_A7B1_7E12L);
        for (long[] row : ZOBRIST) {
            for (int i = 0; i < row.length; i++) {
                row[i] = rnd.nextLong();
            }
        }
        ZOBRIST_SIDE = rnd.nextLong();
    }

    /**
     * Where the piece lists start in {@link #sq}: the point of each piece, Red's at 0..15 and Black's at 16..31
     * past this offset, each side's first {@code count(side)} used. One array holds points and lists so that a
     * copy, made on every ply, is a single allocation.
     */
    static final int LIST = SIZE;

    private static final ThreadLocal<Board> SCRATCH_BOARD =
            ThreadLocal.withInitial(() -> new Board(new byte[SIZE + 32]));

    /** The points, then the piece lists (see {@link #LIST}). */
    final byte[] sq;
    private int redCount;
    private int blackCount;
    private int redKing = -1;
    private int blackKing = -1;
    /** Rooks, knights, cannons and pawns of both sides: none left is a draw under every rule set. */
    private int attackers;
    /** 0 for Red to move, 1 for Black. */
    int side;
    long key;

    /** A board with no piece on it. */
    Board() {
        this(new byte[SIZE + 32]);
        Arrays.fill(sq, 0, SIZE, OFF);
        for (int p : TO_PADDED) {
            sq[p] = EMPTY;
        }
    }

    private Board(byte[] cells) {
        sq = cells;
    }

    /** How many rooks, knights, cannons and pawns stand on the board. */
    int attackers() {
        return attackers;
    }

    int count(int s) {
        return s == 0 ? redCount : blackCount;
    }

    int kingSq(int s) {
        return s == 0 ? redKing : blackKing;
    }

    /** The point of the i-th piece of side s. */
    int piece(int s, int i) {
        return sq[LIST + (s << 4 | i)] & 0xFF;
    }

    /** The point at index i of the joint piece lists (Red's 0..15, Black's 16..31). */
    int pointAt(int i) {
        return sq[LIST + i] & 0xFF;
    }

    /**
     * A new board with the piece on padded point {@code p} taken off, or replaced by an inert blocker of its side
     * ({@link #INERT}); the same side to move.
     */
    Board rebuilt(int p, boolean blocker) {
        Board b = new Board();
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < count(s); i++) {
                int q = piece(s, i);
                if (q != p) {
                    b.put(q, sq[q]);
                } else if (blocker) {
                    b.put(q, (byte) (colourBit(sideOf(sq[q])) | INERT));
                }
            }
        }
        b.setSide(side);
        return b;
    }

    Board copy() {
        return copyScalars(new Board(sq.clone()));
    }

    /** This thread's scratch board, overwritten with a copy of this one; for read-only questions that make moves. */
    Board scratch() {
        return copyInto(SCRATCH_BOARD.get());
    }

    private Board copyInto(Board b) {
        System.arraycopy(sq, 0, b.sq, 0, SIZE + 32);
        return copyScalars(b);
    }

    private Board copyScalars(Board b) {
        b.redCount = redCount;
        b.blackCount = blackCount;
        b.redKing = redKing;
        b.blackKing = blackKing;
        b.attackers = attackers;
        b.side = side;
        b.key = key;
        return b;
    }

    static int pad(int file, int rank) {
        return (rank + 2) * WIDTH + file + 3;
    }

    static int colourBit(int side) {
        return side == 0 ? RED : BLACK;
    }

    static int sideOf(byte piece) {
        return (piece & BLACK) != 0 ? 1 : 0;
    }

    static int typeOf(byte piece) {
        return piece & 7;
    }

    static byte code(int side, int type) {
        return (byte) (colourBit(side) | type);
    }

    static int move(int from, int to) {
        return from << 8 | to;
    }

    static int from(int move) {
        return move >>> 8;
    }

    static int to(int move) {
        return move & 255;
    }

    /** Puts a piece on an empty point; used while setting up. Returns false when the side already has 16. */
    boolean put(int p, byte piece) {
        int s = sideOf(piece);
        int n = count(s);
        if (n >= 16 || sq[p] != EMPTY) {
            return false;
        }
        sq[p] = piece;
        sq[LIST + (s << 4 | n)] = (byte) p;
        if (s == 0) {
            redCount++;
        } else {
            blackCount++;
        }
        key ^= ZOBRIST[piece][p];
        if (typeOf(piece) == KING) {
            setKing(s, p);
        }
        if (typeOf(piece) >= KNIGHT) {
            attackers++;
        }
        return true;
    }

    private void setKing(int s, int p) {
        if (s == 0) {
            redKing = p;
        } else {
            blackKing = p;
        }
    }

    void setSide(int s) {
        if (side != s) {
            side = s;
            key ^= ZOBRIST_SIDE;
        }
    }

    /**
     * Makes a pseudo-legal move. Returns what {@link #unmake} needs: the captured piece byte (0 for none) in the
     * low 8 bits and the captured piece's index in its side's list above them.
     */
    int make(int m) {
        return make(m, find(side, from(m)), sq[to(m)] != EMPTY ? find(side ^ 1, to(m)) : -1);
    }

    /** A copy of this board with a pseudo-legal move made: {@code copy().make(m)} in one step. */
    Board after(int m) {
        int idx = find(side, from(m));
        int j = sq[to(m)] != EMPTY ? find(side ^ 1, to(m)) : -1;
        Board b = copy();
        b.make(m, idx, j);
        return b;
    }

    /** The index in the piece lists of side s's piece on point p. */
    private int find(int s, int p) {
        int i = s << 4;
        while (pointAt(i) != p) {
            i++;
        }
        return i;
    }

    private int make(int m, int idx, int j) {
        int from = from(m), to = to(m);
        byte piece = sq[from];
        byte cap = sq[to];
        int us = side;
        sq[LIST + idx] = (byte) to;
        int undo = 0;
        if (cap != EMPTY) {
            int them = us ^ 1;
            int last;
            if (them == 0) {
                last = --redCount;
            } else {
                last = --blackCount;
            }
            sq[LIST + j] = sq[LIST + (them << 4 | last)];
            key ^= ZOBRIST[cap][to];
            undo = (cap & 0xFF) | j << 8;
            if ((cap & 7) >= KNIGHT) {
                attackers--;
            }
        }
        sq[to] = piece;
        sq[from] = EMPTY;
        key ^= ZOBRIST[piece][from] ^ ZOBRIST[piece][to] ^ ZOBRIST_SIDE;
        if ((piece & 7) == KING) {
            setKing(us, to);
        }
        side = us ^ 1;
        return undo;
    }

    /** Takes back {@code m}, given the value {@link #make} returned; restores the piece lists exactly. */
    void unmake(int m, int undo) {
        int from = from(m), to = to(m);
        int us = side ^ 1;
        side = us;
        byte piece = sq[to];
        byte cap = (byte) undo;
        int idx = us << 4;
        while (pointAt(idx) != to) {
            idx++;
        }
        sq[LIST + idx] = (byte) from;
        sq[from] = piece;
        sq[to] = cap;
        key ^= ZOBRIST[piece][from] ^ ZOBRIST[piece][to] ^ ZOBRIST_SIDE;
        if ((piece & 7) == KING) {
            setKing(us, from);
        }
        if (cap != EMPTY) {
            int them = us ^ 1;
            int j = undo >>> 8;
            int last = them == 0 ? redCount++ : blackCount++;
            sq[LIST + (them << 4 | last)] = sq[LIST + j];
            sq[LIST + j] = (byte) to;
            key ^= ZOBRIST[cap][to];
            if ((cap & 7) >= KNIGHT) {
                attackers++;
            }
        }
    }

    /** True when the king of side {@code us} on point {@code k} is attacked; see {@link KingAttacks}. */
    boolean kingAttacked(int k, int us) {
        return KingAttacks.attacked(sq, k, us);
    }

    boolean inCheck() {
        return kingAttacked(kingSq(side), side);
    }

    /** Writes the side to move's pseudo-legal moves into {@code out} and returns how many. */
    int generate(int[] out) {
        return MoveGenerator.generate(this, out);
    }

    /** Whether the move is pseudo-legal for the side to move (obeys how the piece moves; ignores own-king safety). */
    boolean isPseudoLegal(int m) {
        return MoveGenerator.isPseudoLegal(this, m);
    }

    /** True when the side to move (in check or not, as given) has a legal move; see {@link Mobility}. */
    boolean hasLegalMove(boolean check) {
        return Mobility.hasLegalMove(this, check);
    }

    /** True when the two kings stand on one file with nothing between them. */
    boolean kingsFace() {
        int r = redKing, b = blackKing;
        if (r < 0 || b < 0 || (r & 15) != (b & 15)) {
            return false;
        }
        for (int s = r + N; s != b; s += N) {
            if (sq[s] != EMPTY) {
                return false;
            }
        }
        return true;
    }
}
