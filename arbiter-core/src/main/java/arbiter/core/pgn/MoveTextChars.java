package arbiter.core.pgn;

/**
 * The characters of PGN movetext as {@link PgnReader} classifies them: what ends a token, move numbers (with the
 * dots '.', '…' and full-width '．'), move marks ({@code ! ?}, half- or full-width), results and line ends. Each
 * test looks at the text in place, so reading a game cuts out nothing but its moves.
 */
final class MoveTextChars {

    private MoveTextChars() {
    }

    /** ASCII characters that end a token: white space and the characters that open or close something. */
    static final boolean[] ENDS_TOKEN = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            ENDS_TOKEN[c] = Character.isWhitespace(c) || "{();[".indexOf(c) >= 0;
        }
    }

    /** "12.", "12...", "12…" or "１２．" (digits, then dots) in {@code t[from, to)}. */
    static boolean isMoveNumber(String t, int from, int to) {
        int i = from;
        while (i < to && isDigit(t.charAt(i))) {
            i++;
        }
        if (i == from || i == to) {
            return false;
        }
        while (i < to && isDot(t.charAt(i))) {
            i++;
        }
        return i == to;
    }

    /** A dot of a move number: '.', the ellipsis '…' or the full-width '．'. */
    static boolean isDot(char c) {
        return c == '.' || c > 127 && isWideDot(c);
    }

    static boolean isWideDot(char c) {
        return c == '…' || c == '．';
    }

    static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** A digit of a move number: ASCII or any other Unicode digit (full-width '１'); ASCII is tested first. */
    static boolean isDigit(char c) {
        return c < 128 ? c >= '0' && c <= '9' : Character.isDigit(c);
    }

    /** A move mark: '!' or '?', half- or full-width. */
    static boolean isMark(char c) {
        return c == '!' || c == '?' || c == '！' || c == '？';
    }

    /**
     * Marks written apart from the move ("!", "?!", "！？"), or dots standing for a move number's dots or for
     * Red's move in "1. ... 马８进７".
     */
    static boolean isMarksOrDots(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (!isMark(c) && !isDot(c)) {
                return false;
            }
        }
        return to > from;
    }

    /** The end of the move in {@code text[from, to)} without the marks attached to it ("h2e2!?" ends at '!'). */
    static int withoutMarks(String text, int from, int to) {
        while (to > from && isMark(text.charAt(to - 1))) {
            to--;
        }
        return to;
    }

    /** Where the move begins in a token: after the number of "1.h2e2" written without a space. */
    static int afterMoveNumber(String text, int from, int to) {
        int i = from;
        while (i < to && isDigit(text.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < to && isDot(text.charAt(j))) {
            j++;
        }
        // "33.4" is a WXF move, not move 33 then "4"; "12...44.5" and "1.33.4" are a number and such a move; so is
        // "6.0-0", castling written with zeros as old databases write it (no WXF move is "0-0")
        return i > from && j > i && (j == to || !isAsciiDigit(text.charAt(j)) || to - j >= 4
                || to - j == 3 && text.startsWith("0-0", j)) ? j : from;
    }

    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2", "*"};

    /** The result token at {@code text[from, from + length)}, or null when it is none. */
    static String result(String text, int from, int length) {
        char c = text.charAt(from);
        if (c != '1' && c != '0' && c != '*') {
            return null; // the common case, a move
        }
        for (String r : RESULTS) {
            if (r.length() == length && text.startsWith(r, from)) {
                return r;
            }
        }
        return null;
    }

    static boolean isLineEnd(char c) {
        return c == '\n' || c == '\r';
    }

    /** A byte-order mark: skipped like white space, also where files were joined with their marks. */
    static final char BOM = '\uFEFF';
}
