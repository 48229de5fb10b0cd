package arbiter.compat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * fastchess's shuffle of the opening book ({@code -openings order=random}), so that {@code -srand N} picks the
 * openings in the same order as fastchess does: a Fisher-Yates pass over the book with {@link Mt64}, where
 * position i (0 ≤ i ≤ n − 2) swaps with i + (next() mod (n − i)), the modulo taken on the unsigned 64-bit
 * value.
 * (That is not {@code std::shuffle}, whose use of the generator is library specific, so any C++ standard library
 * gives fastchess the same order.)
 */
final class OpeningShuffle {
    private OpeningShuffle() {
    }

    /** A new list holding {@code items} in the order fastchess gives them with {@code -srand seed}. */
    static <T> List<T> shuffled(List<T> items, long seed) {
        List<T> copy = new ArrayList<>(items);
        shuffle(copy, new Mt64(seed));
        return copy;
    }

    /** Shuffles {@code items} in place, drawing one number from {@code random} per position but the last. */
    static <T> void shuffle(List<T> items, Mt64 random) {
        int n = items.size();
        for (int i = 0; i + 2 <= n; i++) {
            int j = i + (int) Long.remainderUnsigned(random.next(), n - i);
            Collections.swap(items, i, j);
        }
    }
}
