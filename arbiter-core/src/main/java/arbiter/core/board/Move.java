package arbiter.core.board;

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
        String t = text.trim();
        if (t.length() == 5 && t.charAt(2) == '-') {
            t = t.substring(0, 2) + t.substring(3);
        }
        if (t.length() != 4) {
            return null;
        }
        Square f = Square.parse(t.substring(0, 2));
        Square to = Square.parse(t.substring(2));
        if (f == null || to == null || f.equals(to)) {
            return null;
        }
        return new Move(f, to);
    }

    /** The packed form used by the move generator: from index (0-89) times 128 plus to index. */
    public int packed() {
        return from.index() << 7 | to.index();
    }

    /** Inverse of {@link #packed()}. */
    public static Move unpack(int packed) {
        return new Move(Square.ofIndex(packed >>> 7), Square.ofIndex(packed & 127));
    }

    @Override
    public String toString() {
        return from.toString() + to;
    }
}
