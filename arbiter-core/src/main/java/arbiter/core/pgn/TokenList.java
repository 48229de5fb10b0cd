package arbiter.core.pgn;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The move tokens of one game as places in the text they were read from; each is cut out when asked for.
 * A large file's games then keep one copy of the text between them instead of a string per move, which the
 * garbage collector would copy again and again while the file is judged. Unmodifiable.
 */
final class TokenList extends AbstractList<String> implements RandomAccess, TokenPlaces {
    private final String text;
    /** Start and end offset of each token, two ints per token. */
    private final int[] bounds;
    private final int size;

    private TokenList(String text, int[] bounds, int size) {
        this.text = text;
        this.bounds = bounds;
        this.size = size;
    }

    @Override
    public String get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return text.substring(bounds[2 * index], bounds[2 * index + 1]);
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public int start(int index) {
        return bounds[2 * index];
    }

    @Override
    public int end(int index) {
        return bounds[2 * index + 1];
    }

    @Override
    public int size() {
        return size;
    }

    /** Collects the tokens of one game while it is read. */
    static final class Builder {
        private final String text;
        private int[] bounds = new int[256];
        private int size;

        Builder(String text) {
            this.text = text;
        }

        void add(int from, int to) {
            if (2 * size + 2 > bounds.length) {
                bounds = Arrays.copyOf(bounds, bounds.length * 2);
            }
            bounds[2 * size] = from;
            bounds[2 * size + 1] = to;
            size++;
        }

        /** Empties this builder for the next game and returns it. */
        Builder clear() {
            size = 0;
            return this;
        }

        boolean isEmpty() {
            return size == 0;
        }

        TokenList build() {
            return new TokenList(text, Arrays.copyOf(bounds, 2 * size), size);
        }
    }
}
