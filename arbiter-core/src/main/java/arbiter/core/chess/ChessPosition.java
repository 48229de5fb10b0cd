package arbiter.core.chess;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable chess position: placement, side to move, castling rights (as the squares of the rooks that may
 * still castle, so Chess960 needs nothing special), the en-passant square, the halfmove clock and the fullmove
 * number. Playing a move returns a new position or names why the move is illegal. Instances are safe to share
 * between threads.
 *
 * <p>The en-passant square is kept only when a legal en-passant capture exists, as "the same position" of FIDE
 * 9.2 (all possible moves the same) asks: {@link #key()} and {@link #fen()} then tell positions apart exactly when
 * the rules do.
 */
public final class ChessPosition {
    /** The initial position. */
    public static final String INITIAL_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final Board board;
    private final boolean chess960;
    private final boolean inCheck;
    /** The en-passant square even when no capture onto it is legal, to explain why one is refused. */
    private final int doubleStepSquare;
    private volatile int[] legal;

    /** Takes {@code board} over: nobody else may change it afterwards. */
    ChessPosition(Board board, boolean chess960) {
        this(board, chess960, board.ep);
    }

    /**
     * As {@link #ChessPosition(Board, boolean)}, for a board that may have dropped its en-passant square already (no
     * capture onto it was legal): {@code doubleStepSquare} is the square behind a pawn that just moved two squares
     * next to an enemy pawn, or -1.
     */
    ChessPosition(Board board, boolean chess960, int doubleStepSquare) {
        this.board = board;
        this.chess960 = chess960;
        this.inCheck = board.checkers() != 0;
        this.doubleStepSquare = doubleStepSquare;
        board.settle();
    }

    /** The standard initial position. */
    public static ChessPosition initial() {
        return Initial.POSITION;
    }

    private static final class Initial {
        static final ChessPosition POSITION = ChessFen.parse(INITIAL_FEN, false).orThrow();
    }

    /** Parses a FEN of standard chess; shorthand for {@link ChessFen#parse(String, boolean)}. */
    public static Parsed<ChessPosition> fromFen(String fen) {
        return ChessFen.parse(fen, false);
    }

    /** Parses a FEN of standard chess or, with {@code chess960}, of Chess960. */
    public static Parsed<ChessPosition> fromFen(String fen, boolean chess960) {
        return ChessFen.parse(fen, chess960);
    }

    /** This position in FEN (X-FEN castling letters in Chess960), all six fields. */
    public String fen() {
        return ChessFen.format(this);
    }

    /** Whether castling follows the Chess960 rules and is written king-takes-rook. */
    public boolean isChess960() {
        return chess960;
    }

    /** The side to move; {@link Side#RED} is White. */
    public Side sideToMove() {
        return board.side == Board.WHITE ? Side.RED : Side.BLACK;
    }

    /** Plies since the last capture or pawn move (FEN field 5). */
    public int halfmoveClock() {
        return board.half;
    }

    /** FEN field 6: starts at 1 and grows after each Black move. */
    public int fullmoveNumber() {
        return board.full;
    }

    /**
     * A 64-bit Zobrist key of the placement, the side to move, the castling rights and a possible en-passant
     * capture; the counters are not part of it.
     */
    public long key() {
        return board.key;
    }

    /** The piece on a square (0-63), or null when it is empty. */
    public ChessPiece pieceAt(int square) {
        int c = board.colourAt(square);
        return c < 0 ? null : ChessPiece.of(side(c), ChessPieceType.byIndex(board.typeAt(square)));
    }

    /** Where the side's king stands. */
    public int kingSquare(Side side) {
        return board.kingSquare(side.ordinal());
    }

    /** How many pieces of a type the side has. */
    public int count(Side side, ChessPieceType type) {
        return Long.bitCount(board.pieces(side.ordinal(), type.ordinal()));
    }

    /** The squares of the rooks the side may still castle with, in square order. */
    public List<Integer> castlingRooks(Side side) {
        List<Integer> out = new ArrayList<>(2);
        for (long r = board.castle & Board.BACK_RANK[side.ordinal()]; r != 0; r &= r - 1) {
            out.add(Long.numberOfTrailingZeros(r));
        }
        return out;
    }

    /** The square a pawn may capture en passant onto (only when such a capture is legal), or -1. */
    public int enPassantSquare() {
        return board.ep;
    }

    /** True when the side to move is in check. */
    public boolean inCheck() {
        return inCheck;
    }

    /** The legal moves of the side to move, in generation order. */
    public List<ChessMove> legalMoves() {
        int[] codes = legalCodes();
        List<ChessMove> out = new ArrayList<>(codes.length);
        for (int m : codes) {
            out.add(toMove(m));
        }
        return Collections.unmodifiableList(out);
    }

    /** How many legal moves the side to move has. */
    public int legalMoveCount() {
        int[] codes = legal;
        return codes != null ? codes.length : MoveGen.generate(board, null);
    }

    /** True when the side to move has a legal move. */
    public boolean hasLegalMove() {
        int[] codes = legal;
        return codes != null ? codes.length > 0 : MoveGen.any(board, inCheck);
    }

    /** Whether the move is legal here. */
    public boolean isLegal(ChessMove move) {
        return code(move) >= 0;
    }

    /** Whether the legal move castles. */
    public boolean isCastling(ChessMove move) {
        int m = code(move);
        return m >= 0 && Board.kind(m) == Board.CASTLE;
    }

    /** Whether the legal move captures (en passant included). */
    public boolean isCapture(ChessMove move) {
        int m = code(move);
        return m >= 0 && (Board.kind(m) == Board.EN_PASSANT
                || (Board.kind(m) != Board.CASTLE && board.colourAt(move.to()) == (board.side ^ 1)));
    }

    /** Whether the move is a pawn's. */
    public boolean isPawnMove(ChessMove move) {
        return board.typeAt(move.from()) == Board.PAWN;
    }

    /**
     * Plays a move. Returns the new position, or {@link ChessPlayed.Illegal} naming the move, the rule it breaks
     * and this position's FEN.
     */
    public ChessPlayed play(ChessMove move) {
        int m = code(move);
        if (m < 0) {
            return new ChessPlayed.Illegal(move, "illegal move " + text(move) + ": " + Refusals.why(this, move)
                    + " (position " + fen() + ")");
        }
        return new ChessPlayed.Ok(after(m));
    }

    ChessPosition after(int code) {
        Board next = board.copy();
        next.make(code);
        return new ChessPosition(next, chess960);
    }

    /**
     * The move's canonical coordinate text: {@code e2e4}, {@code e7e8q}; castling as the king's two-square move
     * ({@code e1g1}) in standard chess and as king-takes-rook ({@code e1h1}) in Chess960, as UCI engines write
     * them in each mode. A king's move onto its own rook is written as castling whether it is legal or not.
     */
    public String text(ChessMove move) {
        int us = board.side;
        if (!chess960 && move.from() == board.kingSquare(us) && move.promotion() == null
                && (board.pieces(us, Board.ROOK) & Board.BACK_RANK[us] & (1L << move.to())) != 0
                && (move.from() >>> 3) == (move.to() >>> 3)) { // castling, legal or not, by its shape
            return ChessSquare.name(move.from()) + ChessSquare.name(MoveGen.castleKingTarget(move.from(), move.to()));
        }
        return move.toString();
    }

    /**
     * Every move text written so far, by from-square, to-square, kind and chess960: a game's move list is asked
     * for at every ply (the runner sends it to the engine), and the same few hundred texts make all of them.
     */
    private static final String[] TEXTS = new String[1 << 16];

    /** A legal move's canonical coordinate text, as {@link #text(ChessMove)} writes it. */
    static String text(int code, boolean chess960) {
        int key = Board.from(code) | Board.to(code) << 6 | Board.kind(code) << 12 | (chess960 ? 1 << 15 : 0);
        String t = TEXTS[key];
        if (t == null) {
            t = written(code, chess960);
            // a plain write: a String's fields are final, so a thread that sees the reference sees the text, and a
            // thread that misses it writes an equal one
            TEXTS[key] = t;
        }
        return t;
    }

    private static String written(int code, boolean chess960) {
        int from = Board.from(code);
        if (Board.kind(code) == Board.CASTLE && !chess960) {
            return ChessSquare.name(from) + ChessSquare.name(MoveGen.castleKingTarget(from, Board.to(code)));
        }
        return toMove(code).toString();
    }

    /**
     * The move named by coordinate text ({@code e2e4}, {@code e7e8q}), legal or not. Castling is read as
     * king-takes-rook ({@code e1h1}) and, in standard chess, as the king's two-square move ({@code e1g1}); in
     * Chess960 the king's move to its castling square is read as castling when no ordinary king move goes there.
     * An error says the text has no coordinate shape.
     */
    public Parsed<ChessMove> parseMove(String text) {
        ChessMove m = ChessMove.parse(text);
        if (m == null) {
            return new Parsed.Err<>("move", "'" + text + "' is not a move in coordinates; expected a from-square, a"
                    + " to-square and for a promotion its letter, such as e2e4 or e7e8q");
        }
        return new Parsed.Ok<>(castlingAsRook(m));
    }

    /** The king's two-square move (any castling-square move in Chess960) as the king taking its rook, if so. */
    ChessMove castlingAsRook(ChessMove m) {
        int to = castlingTarget(board, inCheck, chess960, m.from(), m.to(),
                m.promotion() == null ? -1 : m.promotion().ordinal());
        return to == m.to() ? m : ChessMove.of(m.from(), to);
    }

    /**
     * Where a move from {@code from} to {@code to} goes as this board writes it: the castling rook's square for the
     * king's two-square move in standard chess, and in Chess960 for its move to a castling square when no ordinary
     * king move goes there; else {@code to}.
     */
    static int castlingTarget(Board board, boolean inCheck, boolean chess960, int from, int to, int promotion) {
        int us = board.side;
        if (promotion >= 0 || from != board.kingSquare(us) || board.colourAt(to) == us
                || (from >>> 3) != (to >>> 3) || (!chess960 && Math.abs(to - from) != 2)
                || (chess960 && LegalMove.code(board, inCheck, from, to, -1) >= 0)) {
            return to;
        }
        for (long r = board.castle & Board.BACK_RANK[us]; r != 0; r &= r - 1) {
            int rook = Long.numberOfTrailingZeros(r);
            if (MoveGen.castleKingTarget(from, rook) == to) {
                return rook;
            }
        }
        return to;
    }

    /** Same placement, side to move, castling rights and en-passant capture (the counters may differ). */
    public boolean samePosition(ChessPosition o) {
        return board.key == o.board.key && board.side == o.board.side && board.castle == o.board.castle
                && board.ep == o.board.ep && Arrays.equals(board.bb, o.board.bb);
    }

    int[] legalCodes() {
        int[] codes = legal;
        if (codes == null) {
            int[] buf = new int[Board.MAX_MOVES];
            codes = Arrays.copyOf(buf, MoveGen.generate(board, buf));
            legal = codes;
        }
        return codes;
    }

    /** The legal move's code, or -1 when the move is not legal. */
    int code(ChessMove move) {
        return LegalMove.code(board, inCheck, move.from(), move.to(),
                move.promotion() == null ? -1 : move.promotion().ordinal());
    }

    static ChessMove toMove(int code) {
        int p = Board.promotion(code);
        return new ChessMove(Board.from(code), Board.to(code), p < 0 ? null : ChessPieceType.byIndex(p));
    }

    Board board() {
        return board;
    }

    /** The square behind a pawn that just moved two squares next to an enemy pawn, or -1. */
    int doubleStepSquare() {
        return doubleStepSquare;
    }

    static Side side(int colour) {
        return colour == Board.WHITE ? Side.RED : Side.BLACK;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChessPosition p && samePosition(p) && board.half == p.board.half
                && board.full == p.board.full && chess960 == p.chess960;
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
