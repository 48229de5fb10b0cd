package arbiter.core.xiangqi.board;

import arbiter.core.game.Placement;
import arbiter.core.game.Parsed;
import arbiter.core.game.Side;


import java.util.Map;

/**
 * Reads and writes FEN as Pikafish does: ten ranks from Black's side (rank 9) down to Red's (rank 0), uppercase
 * for Red, side {@code w} (Red) or {@code b} (Black), then castling and en passant fields (always {@code -}), the
 * plies since the last capture and the move number. The last four fields may be left out.
 */
public final class Fen {
    static final String BOARD = "FEN field 1 (placement)";
    static final String SIDE = "FEN field 2 (side to move)";

    private Fen() {
    }

    /** Parses a FEN, checking everything a legal xiangqi position needs; errors name the field. */
    public static Parsed<Position> parse(String fen) {
        if (Position.INITIAL_FEN.equals(fen)) {
            return Initial.PARSED; // most records carry it in a [FEN] tag: read once (positions are immutable)
        }
        return read(fen);
    }

    /** The initial position, read once, when first asked for (not while this class is set up). */
    private static final class Initial {
        static final Parsed<Position> PARSED = new Parsed.Ok<>(Position.initial());
    }

    /** {@link #parse} without the shortcut, for the initial position itself. */
    static Parsed<Position> read(String fen) {
        if (fen == null || fen.isBlank()) {
            return err("FEN", "is empty; expected a placement such as " + Position.INITIAL_FEN);
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length > 6) {
            return err("FEN", "has " + f.length + " fields; expected at most 6 (placement, side, '-', '-', "
                    + "halfmove clock, move number)");
        }
        Board b = new Board();
        Parsed.Err<Position> e = placement(f[0], b);
        if (e != null) {
            return e;
        }
        if (f.length < 2) {
            return err(SIDE, "is missing; expected 'w' (Red) or 'b' (Black)");
        }
        switch (f[1]) {
            case "w", "r", "W", "R" -> b.setSide(0);
            case "b", "B" -> b.setSide(1);
            default -> {
                return err(SIDE, "is '" + f[1] + "'; expected 'w' (Red) or 'b' (Black)");
            }
        }
        for (int i = 2; i < Math.min(4, f.length); i++) {
            if (!f[i].equals("-")) {
                return err("FEN field " + (i + 1) + (i == 2 ? " (castling)" : " (en passant)"),
                        "is '" + f[i] + "'; expected '-' (xiangqi has neither)");
            }
        }
        int half = 0, full = 1;
        if (f.length >= 5) {
            half = number(f[4], 0);
            if (half < 0) {
                return err("FEN field 5 (halfmove clock)", "is '" + f[4] + "'; expected a whole number 0 or more");
            }
        }
        if (f.length >= 6) {
            full = number(f[5], 1);
            if (full < 1) {
                return err("FEN field 6 (move number)", "is '" + f[5] + "'; expected a whole number 1 or more");
            }
        }
        int them = b.side ^ 1;
        if (b.kingsFace()) {
            return err(BOARD, "the two kings face each other on an open file; the side not to move cannot be in check");
        }
        if (b.kingAttacked(b.kingSq(them), them)) {
            Side s = them == 0 ? Side.RED : Side.BLACK;
            return err(BOARD, s.displayName() + " is in check but it is " + s.opponent().displayName()
                    + "'s move; the side not to move cannot be in check");
        }
        return new Parsed.Ok<>(new Position(b, half, full));
    }

    private static Parsed.Err<Position> placement(String text, Board b) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != 10) {
            return err(BOARD, "has " + ranks.length + " ranks; expected 10 separated by '/'");
        }
        Map<Piece, Integer> counts = new java.util.HashMap<>();
        for (int row = 0; row < 10; row++) {
            int rank = 9 - row;
            String r = ranks[row];
            String where = "rank " + rank + " ('" + r + "', the " + ordinal(row + 1) + " from the top)";
            int file = 0;
            for (int i = 0; i < r.length(); i++) {
                char c = r.charAt(i);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    Piece p = Piece.fromFenChar(c);
                    if (p == null) {
                        return err(BOARD, "unknown letter '" + c + "' in " + where
                                + "; expected K A B N R C P (Red), k a b n r c p (Black) or a digit 1-9");
                    }
                    if (file >= 9) {
                        return err(BOARD, where + " has more than 9 points; expected exactly 9");
                    }
                    Square sq = Square.of(file, rank);
                    String bad = misplaced(p, sq);
                    if (bad != null) {
                        return err(BOARD, bad);
                    }
                    int n = counts.merge(p, 1, Integer::sum);
                    if (n > p.type().maxCount()) {
                        return err(BOARD, p.side().displayName() + " has more than " + p.type().maxCount() + " "
                                + plural(p.type()) + "; expected at most " + p.type().maxCount());
                    }
                    b.put(Board.pad(file, rank), Board.code(p.side().ordinal(), p.type().ordinal() + 1));
                    file++;
                }
            }
            if (file != 9) {
                return err(BOARD, where + " has " + file + " points; expected exactly 9");
            }
        }
        for (Side s : Side.values()) {
            if (!counts.containsKey(new Piece(s, PieceType.KING))) {
                return err(BOARD, s.displayName() + " has no king; expected exactly one");
            }
        }
        return null;
    }

    /** Why a piece cannot stand on a point, or null when it can. */
    static String misplaced(Piece p, Square s) {
        boolean red = p.side() == Side.RED;
        int rank = red ? s.rank() : 9 - s.rank(); // rank counted from the piece's own back rank
        int file = s.file();
        String who = p.side().displayName() + "'s " + p.type().englishName() + " on " + s;
        return switch (p.type()) {
            case KING -> file >= 3 && file <= 5 && rank <= 2 ? null : who + " is outside its palace";
            case ADVISOR -> (rank == 1 && file == 4) || ((rank == 0 || rank == 2) && (file == 3 || file == 5))
                    ? null : who + " is not on one of the five advisor points of its palace";
            case BISHOP -> ((rank == 0 || rank == 4) && (file == 2 || file == 6))
                    || (rank == 2 && (file == 0 || file == 4 || file == 8))
                    ? null : who + " is not on one of the seven bishop points of its half";
            case PAWN -> rank < 3 ? who + " stands behind its starting rank"
                    : rank <= 4 && file % 2 == 1 ? who + " has not crossed the river and is off its starting files"
                    : null;
            default -> null;
        };
    }

    /** Formats all six fields, e.g. {@code ... w - - 0 1}. */
    public static String format(Position p) {
        StringBuilder sb = new StringBuilder(90);
        Placement.write(sb, 9, 10, (file, rank) -> {
            Piece piece = p.pieceAt(Square.of(file, rank));
            return piece == null ? 0 : piece.fenChar();
        });
        sb.append(' ').append(p.sideToMove().fenChar()).append(" - - ")
                .append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    private static int number(String s, int min) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return -1;
            }
        }
        int v = Integer.parseInt(s);
        return v < min ? -1 : v;
    }

    private static String plural(PieceType t) {
        return t.englishName() + "s";
    }

    private static String ordinal(int n) {
        return n + (n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th");
    }

    private static <T> Parsed.Err<T> err(String field, String message) {
        return new Parsed.Err<>(field, message);
    }

}
