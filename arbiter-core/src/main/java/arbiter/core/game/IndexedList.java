package arbiter.core.game;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.IntFunction;

/**
 * An unmodifiable list read through an index function, made in constant time: a game hands out its moves this way
 * at every ply (the runner sends the whole game to a UCI engine each move), so no copy is made of what its trail
 * already holds. The function must answer the same for an index as long as the list is used: the trails that back
 * these lists never rewrite a slot a state can see.
 */
public final class IndexedList {
    private IndexedList() {
    }

    /** The list of {@code size} elements whose {@code i}-th is {@code element.apply(i)}. */
    public static <T> List<T> of(int size, IntFunction<T> element) {
        return new View<>(size, element);
    }

    private static final class View<T> extends AbstractList<T> implements RandomAccess {
        private final int size;
        private final IntFunction<T> element;

        View(int size, IntFunction<T> element) {
            if (size < 0) {
                throw new IllegalArgumentException("size " + size);
            }
            this.size = size;
            this.element = element;
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
