package arbiter.sample;

import java.util.Arrays;

/**
 * A fixed-size, always-replace-unless-deeper hash table of search results keyed by {@code Position.key()}.
 * <p>
 * Stored in parallel primitive arrays rather than entry objects so that a table of a million entries costs no
 * garbage collection work. Mate scores are stored relative to the node ({@link #toTable}/{@link #fromTable}) so
 * that an entry found at another distance from the root still names the right mate distance.
 */
final class TranspositionTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;

    /** Bytes per entry: key (8), move (4), score (2), depth (1), bound (1). */
    private static final int ENTRY_BYTES = 16;

    private long[] keys;
    private int[] moves;
    private short[] scores;
    private byte[] depths;
    private byte[] bounds;
    private int mask;

    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Reallocates for about {@code megabytes} MB (rounded down to a power of two entries); forgets everything. */
    void resize(int megabytes) {
        long wanted = Math.max(1, megabytes) * 1024L * 1024L / ENTRY_BYTES;
        int size = Integer.highestOneBit((int) Math.min(wanted, 1 << 26));
        keys = new long[size];
        moves = new int[size];
        scores = new short[size];
        depths = new byte[size];
        bounds = new byte[size];
        mask = size - 1;
        clear();
    }

    /** Forgets every entry; done before each search so that equal inputs give equal searches. */
    void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(moves, 0);
        Arrays.fill(depths, (byte) -1);
    }

    int capacity() {
        return keys.length;
    }

    /** The slot holding {@code key}, or -1. */
    int probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key && depths[i] >= 0 ? i : -1;
    }

    int move(int slot) {
        return moves[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    int bound(int slot) {
        return bounds[slot];
    }

    /** The stored score converted back to a score seen from {@code ply} plies below the root. */
    int score(int slot, int ply) {
        return fromTable(scores[slot], ply);
    }

    /** Stores a result unless the slot holds a deeper result for the same position. */
    void store(long key, int move, int score, int depth, int bound, int ply) {
        int i = (int) key & mask;
        if (keys[i] == key && depths[i] > depth && bound != EXACT) {
            return;
        }
        keys[i] = key;
        moves[i] = move;
        scores[i] = (short) toTable(score, ply);
        depths[i] = (byte) Math.max(0, Math.min(depth, 127));
        bounds[i] = (byte) bound;
    }

    private static int toTable(int score, int ply) {
        if (score >= Searcher.MATE_BOUND) {
            return score + ply;
        }
        if (score <= -Searcher.MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    private static int fromTable(int score, int ply) {
        if (score >= Searcher.MATE_BOUND) {
            return score - ply;
        }
        if (score <= -Searcher.MATE_BOUND) {
            return score + ply;
        }
        return score;
    }
}
