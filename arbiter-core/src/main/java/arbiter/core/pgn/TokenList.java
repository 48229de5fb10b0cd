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
    /** Where the reader began in {@link #text} and that place's line number in the file: for {@link #lineAndColumn}. */
    private final int from;
    private final int firstLine;

    private TokenList(String text, int[] bounds, int size, int from, int firstLine) {
        this.text = text;
        this.bounds = bounds;
        this.size = size;
        this.from = from;
        this.firstLine = firstLine;
    }

    /**
     * Line and column (both from 1) of token {@code index} in the file: line ends are LF, CRLF or CR alone, and a
     * byte-order mark at the file's start takes no column. Counted when asked, for an error message.
     */
    @Override
    public int[] lineAndColumn(int index) {
        int at = start(index);
        int line = firstLine;
        int lineStart = from == 0 && text.startsWith("\uFEFF") ? 1 : from;
        for (int i = from; i < at; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, at - lineStart + 1};
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
        private final int from;
        private final int firstLine;
        private int[] bounds = new int[256];
        private int size;

        Builder(String text, int from, int firstLine) {
            this.text = text;
            this.from = from;
            this.firstLine = firstLine;
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
            return new TokenList(text, Arrays.copyOf(bounds, 2 * size), size, from, firstLine);
        }
    }
}
