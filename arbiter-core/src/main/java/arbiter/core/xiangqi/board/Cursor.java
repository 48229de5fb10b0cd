package arbiter.core.xiangqi.board;

/**
 * A position played forward in place, for reading a record: each legal move is made on one board, so a ply costs
 * no object, and a {@link Position} is made only when asked for. Mutable and for one thread; it never changes the
 * position it was made from or one {@link #position()} made (only a {@link #transientView()} moves with it).
 */
public final class Cursor {
    private final Board board;
    private int halfmoveClock;
    private int fullmoveNumber;
    private boolean inCheck;
    /** The last move made and what {@link Board#unmake} needs to take it back, with the state before it. */
    private int lastMove = -1;
    private int lastUndo;
    private int halfmoveBefore;
    private boolean checkBefore;

    private Cursor(Position from) {
        this.board = from.board().copy();
        this.halfmoveClock = from.halfmoveClock();
        this.fullmoveNumber = from.fullmoveNumber();
        this.inCheck = from.inCheck();
    }

    /**
     * A cursor at {@code from}, or null when the side not to move there is in check (a placement no legal move
     * leads to, where {@link Position#play} learns checks another way).
     */
    public static Cursor at(Position from) {
        return from.isSound() ? new Cursor(from) : null;
    }

    /**
     * Makes {@code move} when it is legal here and returns true; returns false and changes nothing when it is not.
     * Legal exactly when {@link Position#play} would accept it.
     */
    public boolean play(Move move) {
        return play(move.code(), false);
    }

    /** As {@link #play(Move)} for the move of code {@code code} ({@link Move#code()}). */
    public boolean play(int code) {
        return play(code, false);
    }

    /**
     * Makes the move of code {@code code} ({@link Move#code()}), which the position here has already found legal
     * ({@link Position#isLegal} on {@link #transientView()}): it is not tried again.
     */
    public void playLegal(int code) {
        play(code, true);
    }

    private boolean play(int code, boolean known) {
        int from = Board.TO_PADDED[code / 90];
        int to = Board.TO_PADDED[code % 90];
        int m = Board.move(from, to);
        Board b = board;
        if (!known && !b.isPseudoLegal(m)) {
            return false;
        }
        int us = b.side;
        boolean capture = b.sq[to] != Board.EMPTY;
        int undo = known || !inCheck && Legality.cannotExposeKing(b, m) ? b.make(m)
                : Legality.makeIfSafe(b, m, inCheck);
        if (undo < 0) {
            return false;
        }
        lastMove = m;
        lastUndo = undo;
        halfmoveBefore = halfmoveClock;
        checkBefore = inCheck;
        halfmoveClock = capture ? 0 : halfmoveClock + 1;
        if (us == 1) {
            fullmoveNumber++;
        }
        // the other king was safe before (the cursor starts sound): only what the move changed can attack it
        inCheck = KingAttacks.attackedAfter(b.sq, b.kingSq(us ^ 1), us ^ 1, from, to);
        return true;
    }

    /** Takes back the last move {@link #play} made; only that one. */
    public void takeBack() {
        if (lastMove < 0) {
            throw new IllegalStateException("no move to take back");
        }
        board.unmake(lastMove, lastUndo);
        if (board.side == 1) {
            fullmoveNumber--;
        }
        halfmoveClock = halfmoveBefore;
        inCheck = checkBefore;
        lastMove = -1;
    }

    /** Whether the last move made captured a piece. */
    public boolean lastCaptured() {
        return lastMove >= 0 && (byte) lastUndo != Board.EMPTY;
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return inCheck;
    }

    /** Whether the side to move has a legal move. */
    public boolean hasLegalMove() {
        return board.hasLegalMove(inCheck);
    }

    /** Whether no rook, knight, cannon or pawn is left. */
    public boolean isBareMaterial() {
        return board.attackers() == 0;
    }

    /** The Zobrist key of the placement and side to move, as {@link Position#key()}. */
    public long key() {
        return board.key;
    }

    /** The side to move: 0 Red, 1 Black. */
    public int side() {
        return board.side;
    }

    /**
     * The position the cursor stands at, over the cursor's own board: no copy is made, so it holds only until the
     * cursor next moves. For reading one move written relative to the pieces (Chinese, WXF); never to be kept.
     */
    public Position transientView() {
        return new Position(board, halfmoveClock, fullmoveNumber, inCheck);
    }

    /** The position the cursor stands at, as an immutable position of its own. */
    public Position position() {
        return new Position(board.copy(), halfmoveClock, fullmoveNumber, inCheck);
    }
}
