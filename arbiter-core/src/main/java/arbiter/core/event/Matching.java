package arbiter.core.event;

import java.util.Arrays;

/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, O(n³)).
 *
 * <p>The Swiss pairer uses it as an oracle: "can these players still all be paired without a
 * rematch?" and "how many boards can this score group fill at most?". Vertices are indices
 * {@code 0..n-1} of a symmetric adjacency matrix.
 */
final class Matching {

    private final boolean[][] adj;
    private final int n;
    private final int[] mate;
    private final int[] parent;
    private final int[] base;
    private final int[] queue;
    private final boolean[] inQueue;
    private final boolean[] inBlossom;
    private final boolean[] onPath;

    private Matching(boolean[][] adj) {
        this.adj = adj;
        this.n = adj.length;
        this.mate = new int[n];
        this.parent = new int[n];
        this.base = new int[n];
        this.queue = new int[n];
        this.inQueue = new boolean[n];
        this.inBlossom = new boolean[n];
        this.onPath = new boolean[n];
    }

    /**
     * @param adj symmetric adjacency matrix, no self loops
     * @return the number of edges in a maximum matching
     */
    static int size(boolean[][] adj) {
        int[] mate = mates(adj);
        int matched = 0;
        for (int m : mate) {
            if (m >= 0) {
                matched++;
            }
        }
        return matched / 2;
    }

    /**
     * @param adj symmetric adjacency matrix, no self loops
     * @return for each vertex its partner in one maximum matching, or -1
     */
    static int[] mates(boolean[][] adj) {
        Matching m = new Matching(adj);
        m.run();
        return m.mate;
    }

    private void run() {
        Arrays.fill(mate, -1);
        // A greedy start leaves few augmenting searches to do.
        for (int v = 0; v < n; v++) {
            for (int w = v + 1; w < n && mate[v] < 0; w++) {
                if (adj[v][w] && mate[w] < 0) {
                    mate[v] = w;
                    mate[w] = v;
                }
            }
        }
        for (int v = 0; v < n; v++) {
            if (mate[v] < 0) {
                int end = augmentingPathEnd(v);
                while (end >= 0) {
                    int prev = parent[end];
                    int next = mate[prev];
                    mate[end] = prev;
                    mate[prev] = end;
                    end = next;
                }
            }
        }
    }

    /** Breadth-first search for an augmenting path from root; returns its free end or -1. */
    private int augmentingPathEnd(int root) {
        Arrays.fill(inQueue, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            base[i] = i;
        }
        int head = 0;
        int tail = 0;
        inQueue[root] = true;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int to = 0; to < n; to++) {
                if (!adj[v][to] || base[v] == base[to] || mate[v] == to) {
                    continue;
                }
                if (to == root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
                    // Odd cycle: contract it into one blossom with base b.
                    int b = commonBase(v, to);
                    Arrays.fill(inBlossom, false);
                    markPath(v, b, to);
                    markPath(to, b, v);
                    for (int i = 0; i < n; i++) {
                        if (inBlossom[base[i]]) {
                            base[i] = b;
                            if (!inQueue[i]) {
                                inQueue[i] = true;
                                queue[tail++] = i;
                            }
                        }
                    }
                } else if (parent[to] < 0) {
                    parent[to] = v;
                    if (mate[to] < 0) {
                        return to;
                    }
                    inQueue[mate[to]] = true;
                    queue[tail++] = mate[to];
                }
            }
        }
        return -1;
    }

    private int commonBase(int a, int b) {
        Arrays.fill(onPath, false);
        while (true) {
            a = base[a];
            onPath[a] = true;
            if (mate[a] < 0) {
                break;
            }
            a = parent[mate[a]];
        }
        while (true) {
            b = base[b];
            if (onPath[b]) {
                return b;
            }
            b = parent[mate[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            inBlossom[base[v]] = true;
            inBlossom[base[mate[v]]] = true;
            parent[v] = child;
            child = mate[v];
            v = parent[mate[v]];
        }
    }
}
