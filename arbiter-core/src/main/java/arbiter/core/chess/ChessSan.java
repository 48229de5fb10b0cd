package arbiter.core.chess;

import arbiter.core.board.Parsed;
import arbiter.core.board.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * quotes the text (the caller knows the ply).
 */
public final class ChessSan {
    /** The error field of a text that names no move, or more than one. */
    public static final String NO_MOVE = "move";
    /** The error field of a text that names a move the rules forbid. */
    public static final String ILLEGAL = "illegal move";

    private static final Pattern CASTLING = Pattern.compile("[O0o]-[O0o](-[O0o])?");
    private static final Pattern LONG = Pattern.compile(
            "([KQRBN])?([a-h][1-8])([-x:])([a-h][1-8])(?:=?([QRBNqrbn])|\\(([QRBNqrbn])\\)|/([QRBNqrbn]))?");
    private static final Pattern SHORT = Pattern.compile(
            "([KQRBN])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([QRBNqrbn])|\\(([QRBNqrbn])\\)|/([QRBNqrbn]))?");

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
            disambiguate(sb, p.legalCodes(), code);
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
    private static void disambiguate(StringBuilder sb, int[] legal, int code) {
        int from = Board.from(code);
        boolean others = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int m : legal) {
            if (m != code && Board.to(m) == Board.to(code) && Board.piece(m) == Board.piece(code)
                    && Board.kind(m) != Board.CASTLE) {
                others = true;
                sameFile |= (Board.from(m) & 7) == (from & 7);
                sameRank |= (Board.from(m) >>> 3) == (from >>> 3);
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
        String t = strip(text == null ? "" : text.trim());
        if (t.isEmpty()) {
            return noMove(text, "expected a move such as e4, Nf3, exd5, O-O or e7e8=Q");
        }
        Parsed<ChessMove> plain = plain(p, text, t);
        if (plain != null) {
            return plain;
        }
        if (CASTLING.matcher(t).matches()) {
            return castling(p, text, t.length() > 3);
        }
        ChessMove coordinates = ChessMove.parse(t);
        if (coordinates != null) {
            return legal(p, text, p.parseMove(t).orThrow());
        }
        Matcher m = LONG.matcher(t);
        if (m.matches()) {
            return longAlgebraic(p, text, m);
        }
        m = SHORT.matcher(t);
        if (m.matches()) {
            return shortAlgebraic(p, text, m);
        }
        return noMove(text, "expected a move such as e4, Nf3, exd5, O-O, e7e8=Q or e2e4");
    }

    /** The text without check and mate marks, annotation suffixes and an e.p. mark. */
    private static String strip(String t) {
        String s = t;
        if (s.endsWith("e.p.")) {
            s = s.substring(0, s.length() - 4).trim();
        }
        int end = s.length();
        while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end);
    }

    private static Parsed<ChessMove> castling(ChessPosition p, String text, boolean queenside) {
        Board b = p.board();
        int king = b.kingSquare(b.side);
        for (int code : p.legalCodes()) {
            if (Board.kind(code) == Board.CASTLE && (Board.to(code) < king) == queenside) {
                return new Parsed.Ok<>(ChessPosition.toMove(code));
            }
        }
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

    private static Parsed<ChessMove> longAlgebraic(ChessPosition p, String text, Matcher m) {
        ChessMove move = p.parseMove(m.group(2) + m.group(4) + promotionLetter(m, 5)).orThrow();
        Board b = p.board();
        ChessPieceType named = m.group(1) == null ? ChessPieceType.PAWN : ChessPieceType.fromLetter(m.group(1).charAt(0));
        int type = b.typeAt(move.from());
        if (type >= 0 && b.colourAt(move.from()) == b.side && type != named.ordinal()) {
            return noMove(text, "it names a " + named.englishName() + " but " + ChessSquare.name(move.from())
                    + " holds a " + ChessPieceType.byIndex(type).englishName());
        }
        return legal(p, text, move);
    }

    private static Parsed<ChessMove> shortAlgebraic(ChessPosition p, String text, Matcher m) {
        int piece = m.group(1) == null ? Board.PAWN : ChessPieceType.fromLetter(m.group(1).charAt(0)).ordinal();
        int file = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int rank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        int to = ChessSquare.parse(m.group(5));
        String promo = promotionLetter(m, 6);
        int promotion = promo.isEmpty() ? -1 : ChessPieceType.fromLetter(promo.charAt(0)).ordinal();
        return shortAlgebraic(p, text, piece, file, rank, m.group(4) != null, to, promotion);
    }

    /**
     * The plain SAN shape {@code [KQRBN][a-h][1-8][x][a-h][1-8][=QRBN]} read by hand, as most moves of a record
     * are written: null when {@code t} has another shape (the patterns then read it).
     */
    private static Parsed<ChessMove> plain(ChessPosition p, String text, String t) {
        int n = t.length();
        int i = 0;
        int piece = Board.PAWN;
        if (n > 0 && "KQRBN".indexOf(t.charAt(0)) >= 0) {
            piece = ChessPieceType.fromLetter(t.charAt(0)).ordinal();
            i = 1;
        }
        int promotion = -1;
        if (n >= 2 && t.charAt(n - 2) == '=' && "QRBN".indexOf(t.charAt(n - 1)) >= 0) {
            promotion = ChessPieceType.fromLetter(t.charAt(n - 1)).ordinal();
            n -= 2;
        }
        if (n - i < 2 || !isFile(t.charAt(n - 2)) || !isRank(t.charAt(n - 1))) {
            return null;
        }
        int to = (t.charAt(n - 2) - 'a') + 8 * (t.charAt(n - 1) - '1');
        int end = n - 2;
        boolean capture = end > i && t.charAt(end - 1) == 'x';
        if (capture) {
            end--;
        }
        int file = -1, rank = -1;
        if (i < end && isFile(t.charAt(i))) {
            file = t.charAt(i++) - 'a';
        }
        if (i < end && isRank(t.charAt(i))) {
            rank = t.charAt(i++) - '1';
        }
        if (i != end || piece == Board.PAWN && (rank >= 0 || file >= 0 && !capture)) {
            return null; // coordinates (e2e4) and their kin are the other readers'
        }
        return shortAlgebraic(p, text, piece, file, rank, capture, to, promotion);
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    private static Parsed<ChessMove> shortAlgebraic(ChessPosition p, String text, int piece, int file, int rank,
                                                    boolean capture, int to, int promotion) {
        Board b = p.board();
        if (piece == Board.PAWN && file < 0 && rank < 0 && capture) {
            return noMove(text, "a pawn's capture names the pawn's file, as in exd5");
        }
        int count = 0, first = 0;
        int[] onto = p.legalCodesTo(to);
        for (int code : onto) {
            int from = Board.from(code);
            if (Board.to(code) == to && Board.piece(code) == piece && Board.kind(code) != Board.CASTLE
                    && (file < 0 || (from & 7) == file) && (rank < 0 || (from >>> 3) == rank)
                    && (promotion < 0 || Board.promotion(code) == promotion)) {
                if (count++ == 0) {
                    first = code;
                }
            }
        }
        if (count == 1) {
            return new Parsed.Ok<>(ChessPosition.toMove(first));
        }
        if (count > 1) {
            List<Integer> found = new ArrayList<>(count);
            for (int code : onto) {
                int from = Board.from(code);
                if (Board.to(code) == to && Board.piece(code) == piece && Board.kind(code) != Board.CASTLE
                        && (file < 0 || (from & 7) == file) && (rank < 0 || (from >>> 3) == rank)
                        && (promotion < 0 || Board.promotion(code) == promotion)) {
                    found.add(code);
                }
            }
            if (piece == Board.PAWN && promotion < 0) {
                return new Parsed.Err<>(ILLEGAL, "'" + text + "': a pawn reaching the last rank must promote;"
                        + " add =Q, =R, =B or =N (position " + p.fen() + ")");
            }
            List<String> names = new ArrayList<>();
            for (int code : found) {
                names.add(write(p, ChessPosition.toMove(code)));
            }
            return noMove(text, "it is ambiguous: " + String.join(" or ", names));
        }
        // No legal move fits: a piece that could go there by the way it moves shows a move the rules forbid.
        for (long own = b.pieces(b.side, piece); own != 0; own &= own - 1) {
            int from = Long.numberOfTrailingZeros(own);
            if ((file < 0 || (from & 7) == file) && (rank < 0 || (from >>> 3) == rank)
                    && Refusals.reaches(p, from, to)) {
                ChessPieceType pt = promotion < 0 ? null : ChessPieceType.byIndex(promotion);
                return illegal(p, text, new ChessMove(from, to, pt));
            }
        }
        return noMove(text, "no " + ChessFen.colourName(b.side).toLowerCase() + " "
                + ChessPieceType.byIndex(piece).englishName() + (file >= 0 || rank >= 0 ? " from "
                + (file >= 0 ? String.valueOf((char) ('a' + file)) : "") + (rank >= 0 ? String.valueOf(rank + 1) : "")
                : "") + " can move to " + ChessSquare.name(to));
    }

    private static String promotionLetter(Matcher m, int firstGroup) {
        for (int g = firstGroup; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return m.group(g).toLowerCase();
            }
        }
        return "";
    }

    private static Parsed<ChessMove> legal(ChessPosition p, String text, ChessMove move) {
        return p.isLegal(move) ? new Parsed.Ok<>(move) : illegal(p, text, move);
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
