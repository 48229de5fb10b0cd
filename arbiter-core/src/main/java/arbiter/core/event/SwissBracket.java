package arbiter.core.event;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The depth-first search over one Swiss score bracket (see {@link Swiss} for the algorithm).
 * Mutable only while {@link #solve()} runs; the results are read afterwards.
 */
final class SwissBracket {

    /** Depth-first nodes per pass; generous for 64 players, a guard against pathological cases. */
    private static final int NODE_BUDGET = 20_000;

    /** Pass settings, strictest first. */
    private enum Pass {
        STRICT(true, true), COLOUR_BREAKS(false, true), LOOSE(false, false);

        final boolean colourStrict;
        final boolean floatStrict;

        Pass(boolean colourStrict, boolean floatStrict) {
            this.colourStrict = colourStrict;
            this.floatStrict = floatStrict;
        }
    }

    private static final int UNDECIDED = -2;
    private static final int FLOATS = -1;

    private final List<Integer> players;
    private final List<Integer> below;
    private final SwissHistory h;
    private final double[] scores;
    private final SwissFeasibility look;
    private final List<int[]> fixed;
    private final int n;
    private boolean[][] adj;
    private Pass pass;
    private int target;
    private int nodes;
    private final int[] partner;
    private List<Pairing> boards = List.of();
    private List<Integer> leftover = List.of();

    /**
     * @param look lookahead every complete candidate must pass
     * @param fixed boards already fixed this round (groups above, the bye), for the lookahead
     */
    SwissBracket(List<Integer> players, List<Integer> below, SwissHistory h, double[] scores,
            SwissFeasibility look, List<int[]> fixed) {
        this.players = players;
        this.below = below;
        this.h = h;
        this.scores = scores;
        this.look = look;
        this.fixed = fixed;
        this.n = players.size();
        this.partner = new int[n];
    }

    /**
     * @return false only if every pass ran out of its node budget
     * @throws SwissFeasibility.LookaheadLost if the lookahead rejects every candidate
     */
    boolean solve() {
        boolean[][] full = Swiss.graph(players, h, false);
        boolean[][] strict = Swiss.graph(players, h, true);
        boolean exhausted = false;
        for (target = Matching.size(full); target >= 0; target--) {
            for (Pass p : Pass.values()) {
                pass = p;
                adj = p.colourStrict ? strict : full;
                nodes = 0;
                Arrays.fill(partner, UNDECIDED);
                if (bound(0) < target) {
                    continue;
                }
                try {
                    if (search(0, 0)) {
                        collect();
                        return true;
                    }
                } catch (BudgetExceeded e) {
                    exhausted = true;
                }
            }
        }
        if (!exhausted && look.active()) {
            // The invariant held only as far as the oracle's "assume feasible" answers went.
            throw new SwissFeasibility.LookaheadLost();
        }
        if (!exhausted) {
            throw new AssertionError("bracket unsolvable despite the invariant: " + players);
        }
        return false;
    }

    private boolean search(int from, int pairs) {
        int i = from;
        while (i < n && partner[i] != UNDECIDED) {
            i++;
        }
        if (i == n) {
            return pairs == target && restPairable() && finishable();
        }
        if (++nodes > NODE_BUDGET) {
            throw new BudgetExceeded();
        }
        for (int j : candidates(i)) {
            partner[i] = j;
            partner[j] = i;
            if (pairs + 1 + bound(i + 1) >= target && search(i + 1, pairs + 1)) {
                return true;
            }
            partner[i] = UNDECIDED;
            partner[j] = UNDECIDED;
        }
        int p = players.get(i);
        // Nobody below to meet: floating from the last bracket cannot lead anywhere.
        boolean mayFloat = !below.isEmpty() && (!pass.floatStrict || h.downFloats[p] < 2);
        if (mayFloat) {
            partner[i] = FLOATS;
            if (pairs + bound(i + 1) >= target && search(i + 1, pairs)) {
                return true;
            }
            partner[i] = UNDECIDED;
        }
        return false;
    }

    /** Undecided players after {@code i} that i may meet, best first. */
    private List<Integer> candidates(int i) {
        int a = players.get(i);
        List<Integer> js = new ArrayList<>();
        for (int j = i + 1; j < n; j++) {
            if (partner[j] == UNDECIDED && adj[i][j]) {
                js.add(j);
            }
        }
        js.sort(Comparator.<Integer>comparingDouble(j -> Math.abs(scores[a] - scores[players.get(j)]))
                .thenComparingInt(j -> h.colourCost(a, players.get(j)))
                .thenComparingInt(j -> scores[a] > scores[players.get(j)]
                        ? h.upFloats[players.get(j)] : 0)
                .thenComparingInt(j -> j));
        return js;
    }

    /** Maximum number of boards among the undecided players (pruning bound). */
    private int bound(int from) {
        List<Integer> idx = new ArrayList<>();
        for (int k = from; k < n; k++) {
            if (partner[k] == UNDECIDED) {
                idx.add(k);
            }
        }
        boolean[][] sub = new boolean[idx.size()][idx.size()];
        for (int x = 0; x < idx.size(); x++) {
            for (int y = 0; y < idx.size(); y++) {
                sub[x][y] = adj[idx.get(x)][idx.get(y)];
            }
        }
        return Matching.size(sub);
    }

    private boolean restPairable() {
        if (below.isEmpty()) {
            return true;
        }
        List<Integer> rest = new ArrayList<>(below);
        for (int k = 0; k < n; k++) {
            if (partner[k] == FLOATS) {
                rest.add(players.get(k));
            }
        }
        return Swiss.pairable(rest, h);
    }

    /** Whether the round so far, with this bracket's boards, still lets the event finish. */
    private boolean finishable() {
        if (!look.active()) {
            return true;
        }
        List<int[]> all = new ArrayList<>(fixed);
        for (int k = 0; k < n; k++) {
            if (partner[k] > k) {
                all.add(new int[] {players.get(k), players.get(partner[k])});
            }
        }
        return look.canFinish(all);
    }

    private void collect() {
        List<Pairing> b = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (partner[k] == FLOATS) {
                left.add(players.get(k));
            } else if (partner[k] > k) {
                b.add(h.colours(players.get(k), players.get(partner[k])));
            }
        }
        boards = b;
        leftover = left;
    }

    /** @return the boards made in this bracket, Red first */
    List<Pairing> boards() {
        return boards;
    }

    /** @return the players who float down, in bracket order */
    List<Integer> leftover() {
        return leftover;
    }

    /** Unwinds a search that ran out of nodes. */
    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() {
            super(null, null, false, false);
        }
    }
}
