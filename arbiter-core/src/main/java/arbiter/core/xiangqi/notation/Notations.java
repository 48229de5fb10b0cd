package arbiter.core.xiangqi.notation;

import arbiter.core.game.Notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import java.util.regex.Pattern;

/** Reading and writing a move in any {@link Notation}, and guessing which notation a move token is written in. */
public final class Notations {

    private static final Pattern ICCS = Pattern.compile("[A-Ia-i][0-9]-[A-Ia-i][0-9]");
    private static final Pattern COORDINATE = Pattern.compile("[A-Ia-i][0-9][A-Ia-i][0-9]");
    /** Two points with ranks 1-10, at least one of them 10 (else the text reads as {@link #COORDINATE} too). */
    private static final Pattern COORDINATE_1_10 =
            Pattern.compile("[A-Ia-i]10[A-Ia-i](?:10|[1-9])|[A-Ia-i][1-9][A-Ia-i]10");
    /** Letter and file or place, place and letter, ++ or --, or file and place (3+, 33); then direction and digit. */
    private static final Pattern WXF = Pattern.compile(
            "(?i)(?:[KAEBHNRCP][1-9+-]|[+-][KAEBHNRCP]|\\+\\+|--|([1-9])(?:\\1|[+-]))[-+.=][1-9]");

    private Notations() {
    }

    /** The legal move {@code text} names in {@code position}, read as {@code notation}; errors are values. */
    public static Parsed<Move> read(Notation notation, Position position, String text) {
        return switch (notation) {
            case CHINESE -> ChineseNotation.read(position, text);
            case WXF -> WxfNotation.read(position, text);
            case ICCS -> Iccs.read(position, text);
            case COORDINATE -> Iccs.readCoordinate(position, text);
            case COORDINATE_1_10 -> Iccs.readOneBased(position, text);
            case SAN -> throw new IllegalArgumentException("SAN is a chess notation");
        };
    }

    /**
     * {@code move} written in {@code notation}. ICCS and coordinates need no position; Chinese and WXF name the
     * piece relative to the others, so there the move must be legal in {@code position}.
     *
     * @throws IllegalArgumentException when a Chinese or WXF move is not legal in the position
     */
    public static String write(Notation notation, Position position, Move move) {
        return switch (notation) {
            case CHINESE -> ChineseNotation.write(position, move);
            case WXF -> WxfNotation.write(position, move);
            case ICCS -> Iccs.write(move);
            case COORDINATE -> Iccs.writeCoordinate(move);
            case COORDINATE_1_10 -> OneBasedRanks.write(move);
            case SAN -> throw new IllegalArgumentException("SAN is a chess notation");
        };
    }

    /**
     * Each of {@code moves}, played in turn from {@code start}, written in {@code notation}; stops before the first
     * move that is not legal (the list is then shorter than {@code moves}).
     */
    public static java.util.List<String> writeAll(Notation notation, Position start, java.util.List<Move> moves) {
        return writeFrom(notation, start, moves, 0);
    }

    /** As {@link #writeAll}, writing only the moves from index {@code from} on (the earlier ones are just played). */
    public static java.util.List<String> writeFrom(Notation notation, Position start, java.util.List<Move> moves,
                                                   int from) {
        java.util.List<String> out = new java.util.ArrayList<>(Math.max(0, moves.size() - from));
        Position p = start;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (!(p.play(m) instanceof arbiter.core.xiangqi.board.Played.Ok ok)) {
                break;
            }
            if (i >= from) {
                out.add(write(notation, p, m));
            }
            p = ok.position();
        }
        return out;
    }

    /** The notation named by a word (chinese, wxf, iccs, coordinate, coordinate-1-10; any case), or null. */
    public static Notation byName(String name) {
        if (name == null) {
            return null;
        }
        return switch (name.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "chinese", "cn", "中文" -> Notation.CHINESE;
            case "wxf" -> Notation.WXF;
            case "iccs" -> Notation.ICCS;
            case "coordinate", "coordinates", "uci", "ucci" -> Notation.COORDINATE;
            case "coordinate-1-10", "coordinates-1-10" -> Notation.COORDINATE_1_10;
            case "san" -> Notation.SAN;
            default -> null;
        };
    }

    /**
     * The notation a single move token looks written in, or null when it looks like none: any Han character means
     * Chinese; {@code H2-E2} (either case) ICCS; {@code h2e2} (either case) coordinates, and {@code h10g8} (a rank
     * 10) coordinates with ranks 1-10; a WXF piece, file or place
     * followed by {@code + - . =} and a digit, such as {@code C2.5}, {@code C+.5}, {@code ++.4} or {@code 3-.4}, WXF.
     * Full-width forms and surrounding spaces are allowed. Only the shape is judged, not whether the move exists.
     */
    public static Notation detect(String token) {
        if (token == null) {
            return null;
        }
        int[] c = Relative.compact(token);
        for (int cp : c) {
            if (Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN) {
                return Notation.CHINESE;
            }
        }
        String t = new String(c, 0, c.length);
        if (ICCS.matcher(t).matches()) {
            return Notation.ICCS;
        }
        if (COORDINATE.matcher(t).matches()) {
            return Notation.COORDINATE;
        }
        if (COORDINATE_1_10.matcher(t).matches()) {
            return Notation.COORDINATE_1_10;
        }
        if (WXF.matcher(t).matches()) {
            return Notation.WXF;
        }
        return null;
    }
}
