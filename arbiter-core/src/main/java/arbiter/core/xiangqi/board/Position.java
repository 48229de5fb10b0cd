package arbiter.core.xiangqi.board;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable xiangqi position: where the pieces stand, whose move it is, and the two FEN counters.
 * Playing a move returns a new position or names why the move is illegal.
 * Instances are safe to share between threads.
 */
public final class Position {
    /** The initial position in Pikafish FEN. */
    public static final String INITIAL_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private final Board board;
    private final int halfmoveClock;
    private final int fullmoveNumber;
    private final boolean inCheck;
    /**
     * True when the king of the side not to move is known not to be attacked, as after every legal move and in
     * every parsed FEN; {@link #play} then learns whether a move gives check from where it goes, mostly without
     * an attack test.
     */
    private final boolean sound;
    private volatile List<Move> legalMoves;

    Position(Board board, int halfmoveClock, int fullmoveNumber) {
        this(board, halfmoveClock, fullmoveNumber, board.inCheck(),
                !board.kingAttacked(board.kingSq(board.side ^ 1), board.side ^ 1));
    }

    /** A position a legal move reached: the side not to move is safe. */
    Position(Board board, int halfmoveClock, int fullmoveNumber, boolean inCheck) {
        this(board, halfmoveClock, fullmoveNumber, inCheck, true);
    }

    private Position(Board board, int halfmoveClock, int fullmoveNumber, boolean inCheck, boolean sound) {
        this.board = board;
        this.halfmoveClock = halfmoveClock;
        this.fullmoveNumber = fullmoveNumber;
        this.inCheck = inCheck;
        this.sound = sound;
    }

    /** The initial position, Red to move. */
    public static Position initial() {
        return Initial.POSITION;
    }

    /** Parsed once: positions are immutable, so every game may start from the same instance. */
    private static final class Initial {
        static final Position POSITION = Fen.read(INITIAL_FEN).orThrow();
    }

    /** Parses a FEN; shorthand for {@link Fen#parse(String)}. */
    public static Parsed<Position> fromFen(String fen) {
        return Fen.parse(fen);
    }

    /** This position in FEN, with all six fields. */
    public String fen() {
        return Fen.format(this);
    }

    public Side sideToMove() {
        return board.side == 0 ? Side.RED : Side.BLACK;
    }

    /** Plies since the last capture, as carried in FEN field 5. */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** FEN field 6: starts at 1 and grows after each Black move. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** A 64-bit Zobrist key of the placement and the side to move (the counters are not part of it). */
    public long key() {
        return board.key;
    }

    /** The piece on a point, or null when it is empty. */
    public Piece pieceAt(Square s) {
        return PieceCodes.piece(board.sq[Board.TO_PADDED[s.index()]]);
    }

    /**
     * The ranks (bit r for rank r, 0-9) of {@code file} (0-8) on which {@code side}'s piece of {@code type} stands:
     * a file read in one pass, for the notations that name a piece by its file.
     */
    public int ranksHolding(Side side, PieceType type, int file) {
        byte code = Board.code(side.ordinal(), type.ordinal() + 1);
        int mask = 0;
        for (int rank = 0, p = Board.pad(file, 0); rank < Square.RANKS; rank++, p += Board.N) {
            if (board.sq[p] == code) {
                mask |= 1 << rank;
            }
        }
        return mask;
    }

    /** Every piece on the board by point, in point order (a0, b0, ... i9). */
    public Map<Square, Piece> pieces() {
        Map<Square, Piece> m = new LinkedHashMap<>();
        for (int i = 0; i < 90; i++) {
            Piece p = PieceCodes.piece(board.sq[Board.TO_PADDED[i]]);
            if (p != null) {
                m.put(Square.ofIndex(i), p);
            }
        }
        return m;
    }

    /** How many pieces of each type a side has. */
    public Map<PieceType, Integer> material(Side side) {
        Map<PieceType, Integer> m = new EnumMap<>(PieceType.class);
        int s = side.ordinal();
        for (int i = 0; i < board.count(s); i++) {
            m.merge(PieceCodes.piece(board.sq[board.piece(s, i)]).type(), 1, Integer::sum);
        }
        return m;
    }

    /** Where the side's king stands. */
    public Square kingSquare(Side side) {
        return Square.ofIndex(Board.TO_INDEX[board.kingSq(side.ordinal())]);
    }

    /** True when no rook, knight, cannon or pawn is left on the board (a draw under every xiangqi rule set). */
    public boolean isBareMaterial() {
        return board.attackers() == 0;
    }

    /** True when the side to move is in check (its king attacked, including by the other king across an open file). */
    public boolean inCheck() {
        return inCheck;
    }

    /** True when the given side's king is attacked in this placement, whoever is to move. */
    public boolean isKingAttacked(Side side) {
        int s = side.ordinal();
        return board.kingAttacked(board.kingSq(s), s);
    }

    /** The legal moves of the side to move, in generation order. */
    public List<Move> legalMoves() {
        List<Move> m = legalMoves;
        if (m == null) {
            int[] buf = new int[Board.MAX_MOVES];
            m = Collections.unmodifiableList(moves(buf, Legality.generateLegal(board.scratch(), buf)));
            legalMoves = m;
        }
        return m;
    }

    /** The side to move's legal captures of pieces other than the king, in generation order. */
    public List<Move> legalCaptures() {
        List<Move> m = legalMoves;
        if (m != null) {
            List<Move> out = new ArrayList<>();
            for (Move x : m) {
                Piece t = pieceAt(x.to());
                if (t != null && t.type() != PieceType.KING) {
                    out.add(x);
                }
            }
            return out;
        }
        int[] buf = new int[Board.MAX_MOVES];
        return moves(buf, Legality.generateLegalCaptures(board.scratch(), buf));
    }

    /**
     * The legal captures (not of the king) of the side to move's piece on {@code from}, in generation order; none
     * when no piece of the side to move stands there. Only that piece's moves are generated.
     */
    public List<Move> legalCapturesFrom(Square from) {
        return Captures.from(board, Board.TO_PADDED[from.index()], true, board.side, inCheck);
    }

    /**
     * The captures (not of the king) the side to move's piece on {@code from} could make by the way it moves,
     * whether or not they leave its own king attacked ({@link #isLegal} says which are legal): for a caller that
     * sorts most out by cheaper tests first.
     */
    public List<Move> pseudoCapturesFrom(Square from) {
        return Captures.from(board, Board.TO_PADDED[from.index()], false, board.side, inCheck);
    }

    /**
     * The captures, other than of the king, that the piece on {@code from} could make by how it moves, whichever
     * side is to move (pseudo-legal: its own king's safety is not asked); empty for an empty point.
     */
    public List<Move> pseudoCapturesOf(Square from) {
        int f = Board.TO_PADDED[from.index()];
        return Captures.from(board, f, false, Board.sideOf(board.sq[f]), false); // none for an empty point
    }

    /**
     * Whether {@code side} has a legal capture on {@code target} if it were to move (a king standing there
     * included): only its pieces that reach the point by the way they move are tried.
     */
    public boolean isAttackedBy(Side side, Square target) {
        return Captures.isAttackedBy(board, side.ordinal(), Board.TO_PADDED[target.index()]);
    }

    /**
     * Whether, once the side to move has made {@code capture} (a legal capture), the other side can take back on
     * its point: {@code play(capture)}'s position's {@link #isAttackedBy} for the other side, without building it.
     */
    public boolean isRetaken(Move capture) {
        return Captures.retaken(board, Board.move(Board.TO_PADDED[capture.from().index()],
                Board.TO_PADDED[capture.to().index()]));
    }

    /** The points of every piece of {@code side}, in point order (a0, b0, ... i9) as {@link #pieces()}. */
    public List<Square> squaresOf(Side side) {
        return Captures.squaresOf(board, side.ordinal());
    }

    /** Where {@code side}'s pieces of {@code type} stand, in the order of its piece list. */
    public List<Square> squaresOf(Side side, PieceType type) {
        return Captures.squaresOf(board, side.ordinal(), type.ordinal() + 1);
    }

    /**
     * The side to move's legal moves that give check, in generation order: {@link #legalMoves()} filtered by
     * whether the move checks, found without playing every move.
     */
    public List<Move> checkingMoves() {
        List<Move> out = new ArrayList<>();
        if (!sound || legalMoves != null) {
            for (Move x : legalMoves()) {
                if (play(x) instanceof Played.Ok ok && ok.position().inCheck()) {
                    out.add(x);
                }
            }
            return out;
        }
        int[] buf = new int[Board.MAX_MOVES];
        return moves(buf, Legality.generateLegalChecks(board.scratch(), buf));
    }

    /** True when the side to move has a legal move; cheaper than {@link #legalMoves()}. */
    public boolean hasLegalMove() {
        List<Move> m = legalMoves;
        if (m != null) {
            return !m.isEmpty();
        }
        return board.hasLegalMove(inCheck);
    }

    /** Whether the move is legal here. */
    public boolean isLegal(Move move) {
        int m = Board.move(Board.TO_PADDED[move.from().index()], Board.TO_PADDED[move.to().index()]);
        // tried on a scratch copy of the board: no position is built for a move that is only asked about
        return board.isPseudoLegal(m)
                && (!inCheck && Legality.cannotExposeKing(board, m) || Legality.isLegal(board.scratch(), m, inCheck));
    }

    /** True when the move would capture a piece (it need not be legal). */
    public boolean isCapture(Move move) {
        return pieceAt(move.to()) != null;
    }

    /**
     * Plays a move. Returns the new position, or {@link Played.Illegal} naming the move, the rule it breaks and
     * this position's FEN.
     */
    public Played play(Move move) {
        // Kept small so that callers inline it: the reasons for an illegal move are worded out of line.
        int from = Board.TO_PADDED[move.from().index()];
        int to = Board.TO_PADDED[move.to().index()];
        int m = Board.move(from, to);
        if (!board.isPseudoLegal(m)) { // also: no piece, the other side's piece, or onto an own piece
            return Refusals.unplayable(this, board, move, from, to);
        }
        Board next = board.after(m);
        int s = board.side;
        // most moves touch no line to their own king: those need no attack test
        if (!(!inCheck && Legality.cannotExposeKing(board, m)) && Legality.exposesKing(board, next, m, inCheck)) {
            return Refusals.exposing(this, move, next);
        }
        int half = board.sq[to] != Board.EMPTY ? 0 : halfmoveClock + 1;
        int full = s == 1 ? fullmoveNumber + 1 : fullmoveNumber;
        // The other king was safe before: only what the move changed can attack it now.
        boolean check = sound ? KingAttacks.attackedAfter(next.sq, next.kingSq(s ^ 1), s ^ 1, from, to)
                : next.inCheck();
        return new Played.Ok(new Position(next, half, full, check));
    }

    /**
     * The same placement with the given side to move (a "null move" when it differs). The repetition rules use
     * it to ask what a side attacks when it is not its turn. The counters are kept.
     */
    public Position withSideToMove(Side side) {
        if (side == sideToMove()) {
            return this;
        }
        Board b = board.copy();
        b.setSide(side.ordinal());
        if (sound) {
            // known without an attack test: the side not to move was safe, and the side to move's check stands
            return new Position(b, halfmoveClock, fullmoveNumber, false, !inCheck);
        }
        return new Position(b, halfmoveClock, fullmoveNumber);
    }

    /**
     * The same position with the piece on {@code square} replaced by an inert blocker of the same side: it stands
     * in lines as the piece did (a block, a cannon's screen, a piece the other side may take) but neither moves nor
     * attacks, wherever it stands; {@link #pieceAt} reads it as an advisor, what it counts for if it is taken. For
     * the national rules' question of what a side threatens
     * apart from the piece that gives it check (2011 24.18, 26.3). A king cannot be replaced.
     */
    public Position withInertBlocker(Square square) {
        return rebuilt(square, true);
    }

    /**
     * The same position with the piece on {@code square} taken off, for the pin test of the repetition rules.
     * A king cannot be removed.
     */
    public Position without(Square square) {
        return rebuilt(square, false);
    }

    private Position rebuilt(Square square, boolean blocker) {
        int p = Board.TO_PADDED[square.index()];
        byte piece = board.sq[p];
        if (piece == Board.EMPTY) {
            return this;
        }
        if ((piece & 7) == Board.KING) {
            throw new IllegalArgumentException("a king cannot be taken off the board (" + square + ")");
        }
        return new Position(board.rebuilt(p, blocker), halfmoveClock, fullmoveNumber);
    }

    /**
     * Whether the piece on {@code from} could move to {@code to} by the way it moves (blocked legs and eyes,
     * cannon screens, palace and river included), whoever is to move and whatever it does to its own king.
     * Used for "attacks" in the pin test of the repetition rules.
     */
    public boolean canReach(Square from, Square to) {
        int f = Board.TO_PADDED[from.index()];
        byte piece = board.sq[f];
        if (piece == Board.EMPTY) {
            return false;
        }
        return MoveGenerator.isPseudoLegal(board, Board.move(f, Board.TO_PADDED[to.index()]), Board.sideOf(piece));
    }

    /** Same placement and side to move (the counters may differ). */
    public boolean samePlacement(Position o) {
        return board.key == o.board.key && board.side == o.board.side
                && java.util.Arrays.equals(board.sq, 0, Board.SIZE, o.board.sq, 0, Board.SIZE);
    }

    /** Whether the side not to move is known to be safe here. */
    boolean isSound() {
        return sound;
    }

    Board board() {
        return board;
    }

    private static List<Move> moves(int[] buf, int n) {
        List<Move> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(toMove(buf[i]));
        }
        return out;
    }

    static Move toMove(int m) {
        return Move.of(Square.ofIndex(Board.TO_INDEX[Board.from(m)]), Square.ofIndex(Board.TO_INDEX[Board.to(m)]));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && samePlacement(p) && halfmoveClock == p.halfmoveClock
                && fullmoveNumber == p.fullmoveNumber;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.key);
    }

    @Override
    public String toString() {
        return fen();
    }

}
