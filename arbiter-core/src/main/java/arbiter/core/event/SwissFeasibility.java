package arbiter.core.event;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Lookahead oracle for the Swiss pairer: can the event still be finished after a candidate
 * round? The candidate (complete or partial) is a set of fixed boards; the question is whether
 * the "not yet met" graph holds a perfect matching extending those boards plus
 * {@code roundsAfter} further perfect matchings, all edge-disjoint. An odd field gets a bye
 * pseudo-vertex whose edges go to the players without a bye, or to everybody once too few of
 * those are left for the remaining rounds (byes must then repeat, as the pairer allows).
 *
 * <p>The answer is exact within a node budget; past it the oracle answers "feasible", so big
 * fields stay fast and the pairer never loses a pairing it would have found without lookahead.
 * Failed and solved edge sets are remembered for the life of the instance (one round), since
 * the bracket search asks about many candidates that reach the same remaining graph.
 */
final class SwissFeasibility {

    /** Oracle that never constrains anything: today's behaviour without lookahead. */
    static final SwissFeasibility NONE = new SwissFeasibility();

    /** Depth-first nodes per question; past it the answer is "assume feasible". */
    private static final int NODES_PER_CALL = 200_000;
    /** Nodes per round over all questions, so a bracket asking often cannot stall the round. */
    private static final int NODES_PER_ROUND = 2_000_000;
    /** Bitmask rows limit the exact search to 64 vertices; bigger fields use the dense test. */
    private static final int MAX_VERTICES = 64;

    private final int vertices;
    private final int byeVertex;
    private final int roundsAfter;
    private final long[] base;
    private final Map<Key, Boolean> memo = new HashMap<>();
    private long nodes;
    private long roundNodes;

    private SwissFeasibility() {
        vertices = 0;
        byeVertex = -1;
        roundsAfter = 0;
        base = new long[0];
    }

    /**
     * @param h the history before this round
     * @param roundsAfter rounds still to pair after this one
     */
    SwissFeasibility(SwissHistory h, int roundsAfter) {
        int n = h.players;
        this.roundsAfter = roundsAfter;
        vertices = n % 2 == 0 ? n : n + 1;
        byeVertex = n % 2 == 0 ? -1 : n;
        base = new long[Math.min(vertices, MAX_VERTICES)];
        if (vertices > MAX_VERTICES) {
            return;
        }
        for (int a = 1; a <= n; a++) {
            for (int b = a + 1; b <= n; b++) {
                if (!h.met[a][b]) {
                    link(base, a - 1, b - 1);
                }
            }
        }
        if (byeVertex >= 0) {
            int fresh = 0;
            for (int p = 1; p <= n; p++) {
                fresh += h.hadBye[p] ? 0 : 1;
            }
            // This round takes one fresh bye; if the rest cannot give each later round a fresh
            // one, the pairer will repeat byes, so the model must allow that too.
            boolean repeat = fresh - 1 < roundsAfter;
            for (int p = 1; p <= n; p++) {
                if (repeat || !h.hadBye[p]) {
                    link(base, p - 1, byeVertex);
                }
            }
        }
    }

    /** Whether the oracle constrains anything at all. */
    boolean active() {
        return roundsAfter > 0;
    }

    /**
     * @param fixed boards fixed so far this round as player pairs; a bye is {@code {p, 0}}
     * @return whether some completion of this round leaves {@code roundsAfter} more rounds
     *     pairable; true when unsure (budget spent, field too big)
     */
    boolean canFinish(List<int[]> fixed) {
        if (roundsAfter == 0 || vertices > MAX_VERTICES || roundNodes > NODES_PER_ROUND) {
            return true;
        }
        long[] adj = base.clone();
        long free = vertices == 64 ? -1L : (1L << vertices) - 1;
        for (int[] pair : fixed) {
            int a = pair[0] - 1;
            int b = pair[1] == 0 ? byeVertex : pair[1] - 1;
            adj[a] &= ~(1L << b);
            adj[b] &= ~(1L << a);
            free &= ~(1L << a) & ~(1L << b);
        }
        if (dense(adj, free)) {
            return true;
        }
        nodes = 0;
        try {
            return matchings(adj, free, roundsAfter + 1);
        } catch (BudgetExceeded e) {
            return true;
        } finally {
            roundNodes += nodes;
        }
    }

    /**
     * Dirac's theorem: minimum degree at least half the vertices gives a Hamiltonian cycle,
     * hence (even order) a perfect matching. If the free players meet that among themselves
     * and every vertex keeps it after losing one edge per remaining round, no search is needed.
     */
    private boolean dense(long[] adj, long free) {
        int freeCount = Long.bitCount(free);
        for (int v = 0; v < vertices; v++) {
            if (Long.bitCount(adj[v]) < vertices / 2 + roundsAfter) {
                return false;
            }
            if ((free >>> v & 1) == 1 && Long.bitCount(adj[v] & free) * 2 < freeCount) {
                return false;
            }
        }
        return freeCount != 2 || Long.bitCount(adj[Long.numberOfTrailingZeros(free)] & free) == 1;
    }

    /**
     * Whether the unmatched vertices can be matched and then {@code need - 1} further perfect
     * matchings found, all edge-disjoint. Mutates {@code adj} but restores it.
     */
    private boolean matchings(long[] adj, long unmatched, int need) {
        if (unmatched == 0) {
            return need == 1 || nextMatching(adj, need - 1);
        }
        if (++nodes > NODES_PER_CALL) {
            throw new BudgetExceeded();
        }
        // Fewest options first: dead ends show up near the root.
        int v = -1;
        int fewest = Integer.MAX_VALUE;
        for (long rest = unmatched; rest != 0; rest &= rest - 1) {
            int u = Long.numberOfTrailingZeros(rest);
            int options = Long.bitCount(adj[u] & unmatched);
            if (options < fewest) {
                fewest = options;
                v = u;
            }
        }
        if (fewest == 0) {
            return false;
        }
        for (long opts = adj[v] & unmatched; opts != 0; opts &= opts - 1) {
            int u = Long.numberOfTrailingZeros(opts);
            unlink(adj, v, u);
            // Both still need an edge for every later round.
            boolean ok = Long.bitCount(adj[v]) >= need - 1 && Long.bitCount(adj[u]) >= need - 1
                    && matchings(adj, unmatched & ~(1L << v) & ~(1L << u), need);
            link(adj, v, u);
            if (ok) {
                return true;
            }
        }
        return false;
    }

    /** A fresh perfect matching of every vertex, then the rest; remembered by edge set. */
    private boolean nextMatching(long[] adj, int need) {
        for (int v = 0; v < vertices; v++) {
            if (Long.bitCount(adj[v]) < need) {
                return false;
            }
        }
        Key key = new Key(adj.clone(), need);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        long all = vertices == 64 ? -1L : (1L << vertices) - 1;
        boolean result = matchings(adj, all, need);
        memo.put(key, result);
        return result;
    }

    private static void link(long[] adj, int a, int b) {
        adj[a] |= 1L << b;
        adj[b] |= 1L << a;
    }

    private static void unlink(long[] adj, int a, int b) {
        adj[a] &= ~(1L << b);
        adj[b] &= ~(1L << a);
    }

    /** Remaining edge set plus matchings still needed. */
    private record Key(long[] rows, int need) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && need == k.need && Arrays.equals(rows, k.rows);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(rows) + need;
        }
    }

    /**
     * A bracket found no candidate the oracle accepts: an earlier "assume feasible" was wrong.
     * The pairer then pairs the round again without lookahead.
     */
    static final class LookaheadLost extends RuntimeException {
        LookaheadLost() {
            super(null, null, false, false);
        }
    }

    /** Unwinds a search that ran out of nodes. */
    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() {
            super(null, null, false, false);
        }
    }
}
