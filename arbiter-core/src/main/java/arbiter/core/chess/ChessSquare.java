package arbiter.core.chess;

/**
 * Squares of the chess board as numbers 0-63: {@code a1} is 0, {@code h1} 7, {@code a2} 8, {@code h8} 63, so the
 * file is {@code square % 8} and the rank (0 for rank 1) {@code square / 8}. Plain numbers keep the board's hot
 * loops free of objects; this class names and reads them.
 */
public final class ChessSquare {
    private static final String[] NAMES = new String[64];

    static {
        for (int s = 0; s < 64; s++) {
            NAMES[s] = "" + (char) ('a' + file(s)) + (char) ('1' + rank(s));
        }
    }

    private ChessSquare() {
    }

    /** The square on {@code file} (0 = a) and {@code rank} (0 = rank 1). */
    public static int of(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
        return rank * 8 + file;
    }

    /** 0 for the a-file to 7 for the h-file. */
    public static int file(int square) {
        return square & 7;
    }

    /** 0 for rank 1 to 7 for rank 8. */
    public static int rank(int square) {
        return square >>> 3;
    }

    /** The name, {@code e4}. */
    public static String name(int square) {
        return NAMES[square];
    }

    /** The square named by the two characters of {@code text} from {@code at} (lower-case file), or -1. */
    public static int parse(CharSequence text, int at) {
        if (at < 0 || at + 2 > text.length()) {
            return -1;
        }
        char f = text.charAt(at);
        char r = text.charAt(at + 1);
        return f >= 'a' && f <= 'h' && r >= '1' && r <= '8' ? (r - '1') * 8 + (f - 'a') : -1;
    }

    /** The square named {@code name} ({@code e4}), or -1. */
    public static int parse(String name) {
        return name != null && name.length() == 2 ? parse(name, 0) : -1;
    }

    /** Whether the square is a light one (h1 is light, a1 dark). */
    public static boolean isLight(int square) {
        return ((file(square) + rank(square)) & 1) == 1;
    }
}
