package arbiter.core.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MatchingTest {

    static Stream<Long> seeds() {
        return IntStream.range(0, 300).mapToObj(i -> 1000L + i);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theMaximumMatchingHasAsManyEdgesAsTheBestFoundByBruteForce(long seed) {
        Random rnd = new Random(seed);
        int n = 1 + rnd.nextInt(12);
        double density = rnd.nextDouble();
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                adj[i][j] = adj[j][i] = rnd.nextDouble() < density;
            }
        }
        int[] mates = Matching.mates(adj);
        int edges = 0;
        for (int v = 0; v < n; v++) {
            if (mates[v] >= 0) {
                assertEquals(v, mates[mates[v]], "symmetric");
                assertTrue(adj[v][mates[v]], "an edge of the graph");
                edges++;
            }
        }
        assertEquals(best(adj, new boolean[n], 0), edges / 2);
        assertEquals(edges / 2, Matching.size(adj));
    }

    @Test
    void aFiveCycleWithATailNeedsTheBlossomToBeMatchedPerfectly() {
        // Cycle 0-1-2-3-4-0 with 5 hanging off 4, found greedily as 0-1, 2-3 first.
        boolean[][] adj = new boolean[6][6];
        int[][] edges = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}, {4, 5}};
        for (int[] e : edges) {
            adj[e[0]][e[1]] = adj[e[1]][e[0]] = true;
        }
        assertEquals(3, Matching.size(adj));
    }

    private static int best(boolean[][] adj, boolean[] used, int from) {
        int v = from;
        while (v < adj.length && used[v]) {
            v++;
        }
        if (v == adj.length) {
            return 0;
        }
        used[v] = true;
        int result = best(adj, used, v + 1);
        for (int w = v + 1; w < adj.length; w++) {
            if (!used[w] && adj[v][w]) {
                used[w] = true;
                result = Math.max(result, 1 + best(adj, used, v + 1));
                used[w] = false;
            }
        }
        used[v] = false;
        return result;
    }
}
