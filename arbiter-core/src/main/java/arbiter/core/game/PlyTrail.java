package arbiter.core.game;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The plies of a game as the games keep them (chess and xiangqi alike): the Zobrist key of the position after each
 * ply (the start's at 0) and the move code that led to it, in arrays that all the states of one line share. A
 * state at ply {@code n} reads only slots 0 to {@code n}; adding a ply writes in place when no other state has
 * claimed the slot (a game that branches, or one whose arrays are full, copies). So a state costs no node of its
 * own and the repetition test scans one contiguous array of keys.
 *
 * <p>Public only so that each game's rule core, in its own packages, can share it: it is the inside of the game
 * states, whose immutability rests on every writer claiming a slot before it writes ({@link #with}, or
 * {@link #claimAfter} ... {@link #release}); nothing else should write to one.
 */
public final class PlyTrail {
    private final long[] keys;
    private final int[] codes;
    /** Slots written so far: the next state to claim slot {@code claimed} may write in place. */
    private final AtomicInteger claimed;

    private PlyTrail(long[] keys, int[] codes, int claimed) {
        this.keys = keys;
        this.codes = codes;
        this.claimed = new AtomicInteger(claimed);
    }

    /** A trail holding the start position's key. */
    public static PlyTrail start(long key) {
        PlyTrail t = new PlyTrail(new long[32], new int[32], 1); // grows by doubling; a record's replay sizes it
        t.keys[0] = key;
        t.codes[0] = -1;
        return t;
    }

    /** The trail with ply {@code ply} (one more than the state adding it has) set: this one or a copy. */
    public PlyTrail with(int ply, int code, long key) {
        PlyTrail t = this;
        if (ply >= keys.length || !claimed.compareAndSet(ply, ply + 1)) {
            int size = Math.max(keys.length, 2 * ply);
            t = new PlyTrail(Arrays.copyOf(keys, size), Arrays.copyOf(codes, size), ply + 1);
        }
        t.keys[ply] = key;
        t.codes[ply] = code;
        return t;
    }

    /**
     * The trail with every slot after {@code ply} claimed for one writer, which adds plies with {@link #put} and
     * no claim of its own until it {@link #release}s them: this one, or a copy with room for {@code plies} plies
     * (the moves of a record) when it is claimed elsewhere or smaller. No state may be made of a ply put before the
     * release.
     */
    public PlyTrail claimAfter(int ply, int plies) {
        if (keys.length >= plies + 1 && claimed.compareAndSet(ply + 1, Integer.MAX_VALUE)) {
            return this;
        }
        int size = Math.max(keys.length, plies + 1);
        return new PlyTrail(Arrays.copyOf(keys, size), Arrays.copyOf(codes, size), Integer.MAX_VALUE);
    }

    /** The claimed trail with ply {@code ply} set: this one or, when it is full, a larger copy still claimed. */
    public PlyTrail put(int ply, int code, long key) {
        PlyTrail t = this;
        if (ply >= keys.length) {
            t = new PlyTrail(Arrays.copyOf(keys, 2 * ply), Arrays.copyOf(codes, 2 * ply), Integer.MAX_VALUE);
        }
        t.keys[ply] = key;
        t.codes[ply] = code;
        return t;
    }

    /** Ends a claim: states may be made of the plies up to {@code ply}, and the next ply claimed again. */
    public PlyTrail release(int ply) {
        claimed.set(ply + 1);
        return this;
    }

    /** The key of the position after ply {@code ply} (0: the start). */
    public long key(int ply) {
        return keys[ply];
    }

    /** The code of the move of ply {@code ply} (1 or more). */
    public int code(int ply) {
        return codes[ply];
    }

    /**
     * The latest ply from {@code from} down to {@code lowest}, in steps of two (the same side to move), after which
     * the key was {@code key}; -1 when there is none.
     */
    public int lastWithKey(long key, int from, int lowest) {
        for (int i = from; i >= lowest; i -= 2) {
            if (keys[i] == key) {
                return i;
            }
        }
        return -1;
    }

    /**
     * How many plies before {@code ply} had its key {@code key}, within the last {@code half} plies (a position
     * cannot recur across a capture or pawn move) and at least four plies back (it cannot recur sooner).
     */
    public int keyRepetitions(int ply, int half, long key) {
        int lowest = Math.max(0, ply - half);
        int n = 0;
        for (int i = lastWithKey(key, ply - 4, lowest); i >= 0; i = lastWithKey(key, i - 2, lowest)) {
            n++;
        }
        return n;
    }
}
