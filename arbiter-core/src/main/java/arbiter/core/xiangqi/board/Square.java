package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

/**
 * A point of the board: file 0-8 ({@code a}-{@code i}, from Red's left) and rank 0-9 (Red's back rank is 0).
 * Named as Pikafish names it, {@code e0} for Red's king's home.
 */
public record Square(int file, int rank) implements Comparable<Square> {
    public static final int FILES = 9;
    public static final int RANKS = 10;

    private static final Square[] ALL = new Square[FILES * RANKS];

    static {
        for (int i = 0; i < ALL.length; i++) {
            ALL[i] = new Square(i % FILES, i / FILES);
        }
    }

    public Square {
        if (file < 0 || file >= FILES || rank < 0 || rank >= RANKS) {
            throw new IllegalArgumentException("square off the board: file " + file + ", rank " + rank);
        }
    }

    /** The square at file and rank (both 0-based). */
    public static Square of(int file, int rank) {
        return ALL[rank * FILES + file];
    }

    /** The square with index {@code rank * 9 + file}, 0-89. */
    public static Square ofIndex(int index) {
        return ALL[index];
    }

    /** Parses a name such as {@code e0} or {@code I9} (case-insensitive), or returns null. */
    public static Square parse(CharSequence s) {
        if (s == null || s.length() != 2) {
            return null;
        }
        int f = Character.toLowerCase(s.charAt(0)) - 'a';
        int r = s.charAt(1) - '0';
        if (f < 0 || f >= FILES || r < 0 || r >= RANKS) {
            return null;
        }
        return of(f, r);
    }

    /** {@code rank * 9 + file}. */
    public int index() {
        return rank * FILES + file;
    }

    /** True when this point lies on the given side's half, before the river. */
    public boolean onOwnHalf(Side side) {
        return side == Side.RED ? rank <= 4 : rank >= 5;
    }

    @Override
    public int compareTo(Square o) {
        return Integer.compare(index(), o.index());
    }

    @Override
    public String toString() {
        return "" + (char) ('a' + file) + (char) ('0' + rank);
    }
}
