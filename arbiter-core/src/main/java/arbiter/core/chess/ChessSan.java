package arbiter.core.chess;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Standard Algebraic Notation as the PGN standard (8.2.3) defines it: the piece letter (none for a pawn), the
 * origin's file, else its rank, else both when another piece of the same kind could go to the same square, {@code x}
 * for a capture (a pawn's capture starts with its file), the target square, {@code =Q} for a promotion, and
 * {@code +} or {@code #} for check and mate; {@code O-O} and {@code O-O-O} for castling, in Chess960 too.
 *
 * <p>Reading is tolerant: {@code 0-0} and {@code 0-0-0}; {@code e8Q}, {@code e8=Q}, {@code e8q}, {@code e8(Q)}, {@code e8/Q};
 * a missing or extra {@code +}, {@code #} or {@code x}; {@code !} and {@code ?} suffixes and {@code e.p.};
 * over-disambiguated {@code Nbd7}, {@code Ng1f3}; long algebraic {@code e2-e4}, {@code Ng1-f3}, {@code e2xd3};
 * and UCI coordinates {@code e2e4}, {@code e7e8q}, {@code e1g1} or {@code e1h1}. An error's field is
 * {@link #ILLEGAL} when the text names a move the rules forbid, {@link #NO_MOVE} when it names none; the message
 * quotes the text (the caller knows the ply). A text names a forbidden move when it names castling, or a piece of
 * the side to move and a square that piece's kind moves to on an empty board (a pawn: straight ahead, or diagonally
 * when its file is written), and no legal move fits: a pinned piece, a king into check, a piece through another,
 * a pawn's capture onto an empty square, an en-passant capture a move late or one that uncovers its king.
 */
public final class ChessSan {
    /** The error field of a text that names no move, or more than one. */
    public static final String NO_MOVE = "move";
    /** The error field of a text that names a move the rules forbid. */
    public static final String ILLEGAL = "illegal move";

    private ChessSan() {
    }

    /**
     * The SAN of a legal move.
     *
     * @throws IllegalArgumentException when the move is not legal in {@code p}
     */
    public static String write(ChessPosition p, ChessMove move) {
        int code = p.code(move);
        if (code < 0) {
            throw new IllegalArgumentException(((ChessPlayed.Illegal) p.play(move)).reason());
        }
        return write(p, code);
    }

    /** The SAN of the legal move {@code code}. */
    static String write(ChessPosition p, int code) {
        Board b = p.board();
        StringBuilder sb = new StringBuilder(8);
        int from = Board.from(code);
        int to = Board.to(code);
        int piece = Board.piece(code);
        if (Board.kind(code) == Board.CASTLE) {
            sb.append(to > from ? "O-O" : "O-O-O");
        } else if (piece == Board.PAWN) {
            if ((from & 7) != (to & 7)) {
                sb.append((char) ('a' + (from & 7))).append('x');
            }
            sb.append(ChessSquare.name(to));
            int promotion = Board.promotion(code);
            if (promotion >= 0) {
                sb.append('=').append(ChessPieceType.byIndex(promotion).sanLetter());
            }
        } else {
            sb.append(ChessPieceType.byIndex(piece).sanLetter());
            disambiguate(sb, p, code);
            if (b.colourAt(to) >= 0) {
                sb.append('x');
            }
            sb.append(ChessSquare.name(to));
        }
        ChessPosition after = p.after(code);
        if (after.inCheck()) {
            sb.append(after.hasLegalMove() ? '+' : '#');
        }
        return sb.toString();
    }

    /** File if it tells the move from the others of its kind to the same square, else rank, else both. */
    private static void disambiguate(StringBuilder sb, ChessPosition p, int code) {
        Board b = p.board();
        int from = Board.from(code);
        int to = Board.to(code);
        boolean others = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (long o = LegalMove.origins(b, Board.piece(code), to) & ~(1L << from); o != 0; o &= o - 1) {
            int m = Long.numberOfTrailingZeros(o);
            if (LegalMove.candidate(b, p.inCheck(), Board.piece(code), m, to, -1) >= 0) {
                others = true;
                sameFile |= (m & 7) == (from & 7);
                sameRank |= (m >>> 3) == (from >>> 3);
            }
        }
        if (!others) {
            return;
        }
        if (!sameFile) {
            sb.append((char) ('a' + (from & 7)));
        } else if (!sameRank) {
            sb.append((char) ('1' + (from >>> 3)));
        } else {
            sb.append(ChessSquare.name(from));
        }
    }

    /** The SAN of each move of a line from {@code start}; the moves must be legal in turn. */
    public static List<String> writeAll(ChessPosition start, List<ChessMove> moves) {
        List<String> out = new ArrayList<>(moves.size());
        ChessPosition p = start;
        for (ChessMove m : moves) {
            out.add(write(p, m));
            p = p.play(m).orThrow();
        }
        return out;
    }

    /** The move {@code text} names in {@code p}, read tolerantly (see the class comment). */
    public static Parsed<ChessMove> read(ChessPosition p, String text) {
        int code = code(p, text);
        return code >= 0 ? new Parsed.Ok<>(ChessPosition.toMove(code)) : explain(p, text == null ? "" : text);
    }

    /**
     * The code of the legal move {@code text} names, found by testing only the pieces that could make it; -1 when
     * the text names no move, more than one, or a move the rules forbid ({@link #read} says which and why).
     */
    static int code(ChessPosition p, String text) {
        return text == null ? -1 : code(p.board(), p.inCheck(), p.isChess960(), text, 0, text.length());
    }

    /**
     * As {@link #code(ChessPosition, String)}, for the text {@code text[from, to)} on a board whose side to move is
     * {@code inCheck} or not.
     */
    static int code(Board b, boolean inCheck, boolean chess960, String text, int from, int to) {
        int s = SanText.parse(text, from, to);
        if (s < 0) {
            return -1;
        }
        return switch (SanText.shape(s)) {
            case SanText.KINGSIDE, SanText.QUEENSIDE -> castling(b, inCheck, SanText.shape(s) == SanText.QUEENSIDE);
            case SanText.COORDINATES -> coordinates(b, inCheck, chess960, s);
            case SanText.LONG -> namedPieceStands(b, s) ? coordinates(b, inCheck, chess960, s) : -1;
            default -> (int) matches(b, inCheck, s, null);
        };
    }

    /** The legal castling on that wing, or -1. */
    private static int castling(Board b, boolean inCheck, boolean queenside) {
        int king = b.kingSquare(b.side);
        for (long r = b.castle & Board.BACK_RANK[b.side]; r != 0; r &= r - 1) {
            int rook = Long.numberOfTrailingZeros(r);
            if ((rook < king) == queenside) {
                return LegalMove.code(b, inCheck, king, rook, -1);
            }
        }
        return -1;
    }

    /** The legal move of coordinates or long algebraic, castling read as the king taking its rook; or -1. */
    private static int coordinates(Board b, boolean inCheck, boolean chess960, int s) {
        int from = SanText.from(s);
        int promotion = SanText.promotion(s);
        int to = ChessPosition.castlingTarget(b, inCheck, chess960, from, SanText.to(s), promotion);
        return LegalMove.code(b, inCheck, from, to, promotion);
    }

    /** The move of coordinates or long algebraic, legal or not, castling read as the king taking its rook. */
    private static ChessMove coordinates(ChessPosition p, int s) {
        int promotion = SanText.promotion(s);
        return p.castlingAsRook(new ChessMove(SanText.from(s), SanText.to(s),
                promotion < 0 ? null : ChessPieceType.byIndex(promotion)));
    }

    /** Long algebraic: whether the origin does not hold a piece of the side to move of another kind than named. */
    private static boolean namedPieceStands(Board b, int s) {
        int type = b.typeAt(SanText.from(s));
        return type < 0 || b.colourAt(SanText.from(s)) != b.side || type == SanText.piece(s);
    }

    /**
     * The legal moves short algebraic names: each own piece of the named kind that could reach the target (on the
     * named file and rank) is tested alone; a pawn reaching the last rank without a promotion letter names all
     * four promotions. The codes go to {@code out} when it is given (16 are enough: ten pieces of a kind, or three
     * pawns with four promotions each). Returns how many (bits 32 up) and, in the low 32 bits, the code when
     * exactly one fits, else -1.
     */
    private static long matches(Board b, boolean inCheck, int s, int[] out) {
        int piece = SanText.piece(s);
        int to = SanText.to(s);
        int file = SanText.file(s);
        int rank = SanText.rank(s);
        int promotion = SanText.promotion(s);
        if (piece == Board.PAWN && file < 0 && rank < 0 && SanText.capture(s)
                || (b.bb[Board.COLOURS + b.side] & (1L << to)) != 0) {
            return 0xFFFFFFFFL; // none: a pawn's capture names its file, and only castling goes onto an own piece
        }
        long origins = LegalMove.origins(b, piece, to);
        if (file >= 0) {
            origins &= Attacks.FILE_A << file;
        }
        if (rank >= 0) {
            origins &= Attacks.RANK_1 << (8 * rank);
        }
        boolean allPromotions = piece == Board.PAWN && promotion < 0 && (to >>> 3) == (b.side == Board.WHITE ? 7 : 0);
        long n = 0;
        int last = -1;
        for (; origins != 0; origins &= origins - 1) {
            int from = Long.numberOfTrailingZeros(origins);
            for (int k = allPromotions ? Board.QUEEN : promotion; k >= (allPromotions ? Board.KNIGHT : promotion); k--) {
                int code = LegalMove.candidate(b, inCheck, piece, from, to, k);
                if (code >= 0) {
                    if (out != null) {
                        out[(int) n] = code;
                    }
                    n++;
                    last = code;
                }
            }
        }
        return n << 32 | (n == 1 ? last : 0xFFFFFFFFL);
    }

    /** Why {@code text} names no legal move: the error {@link #read} gives. */
    private static Parsed<ChessMove> explain(ChessPosition p, String text) {
        int s = SanText.parse(text);
        if (s == SanText.EMPTY) {
            return noMove(text, "expected a move such as e4, Nf3, exd5, O-O or e7e8=Q");
        }
        if (s == SanText.NONE) {
            return noMove(text, "expected a move such as e4, Nf3, exd5, O-O, e7e8=Q or e2e4");
        }
        Board b = p.board();
        int shape = SanText.shape(s);
        if (shape == SanText.KINGSIDE || shape == SanText.QUEENSIDE) {
            return castlingError(p, text, shape == SanText.QUEENSIDE);
        }
        if (shape == SanText.LONG && !namedPieceStands(b, s)) {
            ChessPieceType named = ChessPieceType.byIndex(SanText.piece(s));
            int from = SanText.from(s);
            return noMove(text, "it names a " + named.englishName() + " but " + ChessSquare.name(from)
                    + " holds a " + ChessPieceType.byIndex(b.typeAt(from)).englishName());
        }
        if (shape == SanText.COORDINATES || shape == SanText.LONG) {
            return illegal(p, text, coordinates(p, s));
        }
        return shortError(p, text, s);
    }

    private static Parsed<ChessMove> castlingError(ChessPosition p, String text, boolean queenside) {
        Board b = p.board();
        int king = b.kingSquare(b.side);
        for (long r = b.castle & Board.BACK_RANK[b.side]; r != 0; r &= r - 1) {
            int rook = Long.numberOfTrailingZeros(r);
            if ((rook < king) == queenside) {
                return illegal(p, text, ChessMove.of(king, rook));
            }
        }
        return new Parsed.Err<>(ILLEGAL, "'" + text + "': " + ChessFen.colourName(b.side) + " may not castle "
                + (queenside ? "queenside" : "kingside") + ": no castling right on that wing (the king or the rook"
                + " has moved) (position " + p.fen() + ")");
    }

    private static Parsed<ChessMove> shortError(ChessPosition p, String text, int s) {
        Board b = p.board();
        int piece = SanText.piece(s);
        int file = SanText.file(s);
        int rank = SanText.rank(s);
        int to = SanText.to(s);
        int promotion = SanText.promotion(s);
        if (piece == Board.PAWN && file < 0 && rank < 0 && SanText.capture(s)) {
            return noMove(text, "a pawn's capture names the pawn's file, as in exd5");
        }
        int[] found = new int[16];
        int count = (int) (matches(b, p.inCheck(), s, found) >>> 32);
        if (count > 1) {
            if (piece == Board.PAWN && promotion < 0) {
                return new Parsed.Err<>(ILLEGAL, "'" + text + "': a pawn reaching the last rank must promote;"
                        + " add =Q, =R, =B or =N (position " + p.fen() + ")");
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                names.add(write(p, ChessPosition.toMove(found[i])));
            }
            return noMove(text, "it is ambiguous: " + String.join(" or ", names));
        }
        // No legal move fits. A piece of the named kind that moves that way (whatever stands in the way, whatever it
        // does to its king) names a real move the rules forbid: a record that plays it plays an illegal move, as a
        // record that castles without the right does. A pawn's move names a capture by its file, else a push.
        boolean pawnCapture = piece == Board.PAWN && file >= 0 && file != (to & 7);
        ChessPieceType pt = promotion < 0 ? null : ChessPieceType.byIndex(promotion);
        List<ChessMove> meant = new ArrayList<>(2);
        for (long own = b.pieces(b.side, piece); own != 0; own &= own - 1) {
            int from = Long.numberOfTrailingZeros(own);
            if ((file < 0 || (from & 7) == file) && (rank < 0 || (from >>> 3) == rank)
                    && Refusals.movesSo(b, from, to, pawnCapture)) {
                meant.add(new ChessMove(from, to, pt));
            }
        }
        if (piece == Board.PAWN && meant.size() == 2) {
            // two pawns on the file behind the square: the front one moves, the other one is behind it
            meant.remove(Math.abs(meant.get(0).from() - to) < Math.abs(meant.get(1).from() - to) ? 1 : 0);
        }
        if (meant.size() == 1) {
            return illegal(p, text, meant.get(0));
        }
        if (!meant.isEmpty()) {
            List<String> each = new ArrayList<>();
            for (ChessMove m : meant) {
                each.add(m + ": " + Refusals.why(p, m));
            }
            return new Parsed.Err<>(ILLEGAL, "'" + text + "' is illegal whichever "
                    + ChessPieceType.byIndex(piece).englishName() + " is meant: " + String.join("; ", each)
                    + " (position " + p.fen() + ")");
        }
        return noMove(text, "no " + ChessFen.colourName(b.side).toLowerCase() + " "
                + ChessPieceType.byIndex(piece).englishName() + (file >= 0 || rank >= 0 ? " from "
                + (file >= 0 ? String.valueOf((char) ('a' + file)) : "") + (rank >= 0 ? String.valueOf(rank + 1) : "")
                : "") + " can move to " + ChessSquare.name(to));
    }

    private static Parsed<ChessMove> illegal(ChessPosition p, String text, ChessMove move) {
        return new Parsed.Err<>(ILLEGAL, "'" + text + "' (" + move + ") is illegal: "
                + Refusals.why(p, move) + " (position " + p.fen() + ")");
    }

    private static Parsed<ChessMove> noMove(String text, String why) {
        return new Parsed.Err<>(NO_MOVE, "'" + text + "' is no move here: " + why);
    }

    /** The move numbered as a record shows it: {@code 34.Kg7} for White, {@code 34...Kg7} for Black. */
    static String numbered(int fullmove, Side mover, String san) {
        return fullmove + (mover == Side.RED ? "." : "...") + san;
    }
}
