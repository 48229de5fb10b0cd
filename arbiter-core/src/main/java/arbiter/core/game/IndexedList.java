package arbiter.core.game;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * An unmodifiable list read through an index function, made in constant time: a game hands out its moves this way
 * at every ply (the runner sends the whole game to a UCI engine each move), so no copy is made of what its trail
 * already holds. The function must answer the same for an index as long as the list is used: the trails that back
 * these lists never rewrite a slot a state can see.
 *
 * <p>A list may name its source, the storage it reads (a game line's trail): two lists of one source agree on
 * every index both have, so a reader that kept the text of the shorter one ({@link #extendsList}) need only add
 * the longer one's tail.
 */
public final class IndexedList {
    private IndexedList() {
    }

    /** The list of {@code size} elements whose {@code i}-th is {@code element.apply(i)}. */
    public static <T> List<T> of(int size, IntFunction<T> element) {
        return new View<>(size, element, null);
    }

    /**
     * As {@link #of(int, IntFunction)}, read from {@code source}: every list made over the same source (by
     * identity) has the same element at each index it holds.
     */
    public static <T> List<T> of(int size, IntFunction<T> element, Object source) {
        return new View<>(size, element, source);
    }

    /** {@code list} with {@code f} applied to each element as it is read; it keeps the list's source. */
    public static <T, R> List<R> map(List<T> list, Function<? super T, ? extends R> f) {
        return new View<>(list.size(), i -> f.apply(list.get(i)), list instanceof View<?> v ? v.source : null);
    }

    /**
     * Whether {@code longer} begins with every element of {@code shorter}, known without reading them: both are
     * lists of this class over one source and {@code longer} is not shorter. False does not mean they differ.
     */
    public static boolean extendsList(List<?> longer, List<?> shorter) {
        return longer instanceof View<?> a && shorter instanceof View<?> b && a.source != null && a.source == b.source
                && a.size >= b.size;
    }

    private static final class View<T> extends AbstractList<T> implements RandomAccess {
        private final int size;
        private final IntFunction<T> element;
        private final Object source;

        View(int size, IntFunction<T> element, Object source) {
            if (size < 0) {
                throw new IllegalArgumentException("size " + size);
            }
            this.size = size;
            this.element = element;
            this.source = source;
        }

        @Override
        public T get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("index " + index + ", size " + size);
            }
            return element.apply(index);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
