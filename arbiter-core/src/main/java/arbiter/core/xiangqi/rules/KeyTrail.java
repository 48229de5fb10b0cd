package arbiter.core.xiangqi.rules;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Zobrist keys of the current stretch without captures, oldest first, for the repetition look-up. Trails of
 * one game share a growing array: a trail sees only its first {@code length} keys, and an append writes in place
 * when no other trail has claimed the next slot (else it copies). So a trail is immutable to its readers while
 * appending stays O(1) amortized and scanning reads contiguous memory.
 */
final class KeyTrail {
    private final long[] keys;
    private final AtomicInteger claimed;
    private final int length;

    private KeyTrail(long[] keys, AtomicInteger claimed, int length) {
        this.keys = keys;
        this.claimed = claimed;
        this.length = length;
    }

    /** A trail holding one key, the start of a stretch. */
    static KeyTrail start(long key) {
        long[] k = new long[16]; // a new stretch begins at every capture, and most end soon
        k[0] = key;
        return new KeyTrail(k, new AtomicInteger(1), 1);
    }

    /** This trail with one more key. */
    KeyTrail append(long key) {
        if (length < keys.length && claimed.compareAndSet(length, length + 1)) {
            keys[length] = key;
            return new KeyTrail(keys, claimed, length + 1);
        }
        long[] copy = Arrays.copyOf(keys, Math.max(16, length * 2));
        copy[length] = key;
        return new KeyTrail(copy, new AtomicInteger(length + 1), length + 1);
    }

    /** Keys in the trail: the stretch's start position and one per ply since. */
    int length() {
        return length;
    }

    /** The key at {@code index}: 0 is the stretch's start position, then one per ply. */
    long keyAt(int index) {
        return keys[index];
    }

    /**
     * How many earlier keys, at an even distance of at least 4 plies from the newest (same side to move; a
     * position cannot recur sooner), equal the newest key.
     */
    int earlierOccurrences() {
        long key = keys[length - 1];
        int n = 0;
        for (int i = length - 5; i >= 0; i -= 2) {
            if (keys[i] == key) {
                n++;
            }
        }
        return n;
    }
}
