package arbiter.core.xiangqi.notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;

/**
 * The two coordinate notations: ICCS ({@code H2-E2}, the Internet Chinese Chess Server's) and the bare
 * coordinates engines speak ({@code h2e2}). Files {@code a}-{@code i} run from Red's left and ranks {@code 0}-{@code 9}
 * from Red's back rank, the same for both sides.
 */
public final class Iccs {

    private Iccs() {
    }

    /** ICCS text, uppercase with a dash: {@code H2-E2}. */
    public static String write(Move move) {
        return upper(move.from()) + "-" + upper(move.to());
    }

    /** Coordinate text, lowercase without a dash: {@code h2e2}. */
    public static String writeCoordinate(Move move) {
        return move.toString();
    }

    /**
     * The legal move an ICCS text names. Any letter case is read, and the dash may be left out, since the two
     * spellings cannot be confused; full-width characters and spaces are tolerated too.
     */
    public static Parsed<Move> read(Position position, String text) {
        return read(position, text, "ICCS move");
    }

    /** The legal move a coordinate text ({@code h2e2}) names; reads exactly what {@link #read} reads. */
    public static Parsed<Move> readCoordinate(Position position, String text) {
        return read(position, text, "coordinate move");
    }

    /**
     * The legal move a coordinate text with ranks 1-10 ({@code h3e3}, {@code h10g8}; see {@link OneBasedRanks})
     * names; full-width characters and spaces are tolerated.
     */
    public static Parsed<Move> readOneBased(Position position, String text) {
        String field = "coordinate move '" + (text == null ? "" : text.strip()) + "' (ranks 1-10)";
        int[] c = text == null ? new int[0] : Relative.compact(text);
        String zero = OneBasedRanks.toZeroBased(new String(c, 0, c.length));
        if (zero == null) {
            return new Parsed.Err<>(field, "is not a move; expected two points such as h3e3 or h10g8 (file a-i, "
                    + "rank 1-10)");
        }
        return points(position, zero, field);
    }

    private static Parsed<Move> read(Position position, String text, String what) {
        String field = what + " '" + (text == null ? "" : text.strip()) + "'";
        int[] c = text == null ? new int[0] : Relative.compact(text);
        return points(position, new String(c, 0, c.length), field);
    }

    /** The move named by {@code t}, a text already compacted, with ranks 0-9; {@code field} names it in errors. */
    private static Parsed<Move> points(Position position, String t, String field) {
        if (t.length() == 5 && t.charAt(2) == '-') {
            t = t.substring(0, 2) + t.substring(3);
        }
        Square from = t.length() == 4 ? Square.parse(t.substring(0, 2)) : null;
        Square to = t.length() == 4 ? Square.parse(t.substring(2)) : null;
        if (from == null || to == null) {
            return new Parsed.Err<>(field,
                    "is not a move; expected two points such as H2-E2 or h2e2 (file a-i, rank 0-9)");
        }
        if (from.equals(to)) {
            return new Parsed.Err<>(field, "starts and ends on " + from + "; a move must go somewhere");
        }
        Move m = Move.of(from, to);
        if (position.play(m) instanceof Played.Illegal bad) {
            return new Parsed.Err<>(field, bad.reason());
        }
        return new Parsed.Ok<>(m);
    }

    private static String upper(Square s) {
        return s.toString().toUpperCase(java.util.Locale.ROOT);
    }
}
