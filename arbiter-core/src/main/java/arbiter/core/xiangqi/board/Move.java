package arbiter.core.xiangqi.board;

/** A move from one point to another, written as Pikafish writes it: four characters such as {@code h2e2}. */
public record Move(Square from, Square to) {

    public Move {
        if (from == null || to == null) {
            throw new IllegalArgumentException("from and to are required");
        }
    }

    /**
     * Parses {@code h2e2}, {@code H2-E2} or {@code h2-e2} (ICCS). Returns null for anything else, so callers
     * can name the offending text in their own error.
     */
    public static Move parse(String text) {
        if (text == null) {
            return null;
        }
        // a four-character text with a space in it is no move, stripped or not
        String t = text.length() == 4 ? text : text.strip();
        return parse(t, 0, t.length());
    }

    /**
     * As {@link #parse(String)} for the characters {@code from} (inclusive) to {@code to} (exclusive) of
     * {@code text}, read where they stand: a record's moves so cost no string each.
     */
    public static Move parse(CharSequence text, int from, int to) {
        int code = parseCode(text, from, to);
        return code < 0 ? null : ofCode(code);
    }

    /**
     * As {@link #parse(CharSequence, int, int)}, as the move's code: {@code from.index() * 90 + to.index()}, or -1
     * for no move. A replay that only makes the move needs no object for it.
     */
    public static int parseCode(CharSequence text, int from, int to) {
        int second;
        if (to - from == 4) {
            second = from + 2;
        } else if (to - from == 5 && text.charAt(from + 2) == '-') {
            second = from + 3;
        } else {
            return -1;
        }
        int f = index(text.charAt(from), text.charAt(from + 1));
        int t = index(text.charAt(second), text.charAt(second + 1));
        return f < 0 || t < 0 || f == t ? -1 : f * 90 + t;
    }

    /** The move of a code {@link #parseCode} or {@link #code()} gives. */
    public static Move ofCode(int code) {
        return Shared.ALL[code];
    }

    /** {@code from.index() * 90 + to.index()}: the move as one number, 0-8099. */
    public int code() {
        return from.index() * 90 + to.index();
    }

    /**
     * The move from one point to another. Moves are values, so every call with the same points returns one
     * shared instance: replaying a long record allocates no moves, and the moves a game keeps cost no memory.
     */
    public static Move of(Square from, Square to) {
        return ofCode(from.index() * 90 + to.index());
    }

    /** Every move from point to point, made once. */
    private static final class Shared {
        static final Move[] ALL = new Move[90 * 90];
        static final String[] TEXT = new String[90 * 90];

        static {
            for (int i = 0; i < ALL.length; i++) {
                ALL[i] = new Move(Square.ofIndex(i / 90), Square.ofIndex(i % 90));
            }
        }
    }

    /** The index (rank * 9 + file) of a point named by its file letter and rank digit, or -1. */
    private static int index(char file, char rank) {
        // ASCII letters only: setting bit 5 lower-cases A-I and leaves no other character inside a-i
        int f = (file | 0x20) - 'a';
        int r = rank - '0';
        return f < 0 || f >= Square.FILES || r < 0 || r >= Square.RANKS ? -1 : r * Square.FILES + f;
    }

    @Override
    public String toString() {
        int i = code();
        String t = Shared.TEXT[i];
        if (t == null) { // the runner writes every move of the game to an engine at each ply
            t = from.toString() + to;
            Shared.TEXT[i] = t; // a String is immutable: a thread that misses it writes an equal one
        }
        return t;
    }
}
