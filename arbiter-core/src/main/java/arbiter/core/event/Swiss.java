package arbiter.core.event;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/**
 * Swiss-system pairing (积分编排制) after appendix 2 of the 2011 rules. Pure and deterministic:
 * the same input always gives the same boards.
 *
 * <p><b>Round 1</b> (二.1 近号配对): 1-2, 4-3, 5-6, 8-7 …; odd boards smaller number Red, even
 * boards larger number Red. In an odd field the last number has the bye.
 *
 * <p><b>Later rounds.</b> Hard constraints: nobody meets an opponent twice (一.6), everybody is
 * on exactly one board, and in an odd field the bye (scored as a win, 一.5) goes to the
 * lowest-scored player who has not had one, provided the others can still all be paired;
 * a second bye is given only when no first one works. If no rematch-free round exists, an
 * {@link IllegalStateException} is thrown. The algorithm:
 *
 * <ol>
 *   <li>Choose the bye as above (lowest score, then highest number), checking with a maximum
 *       matching (Edmonds) that the rest can still be paired.
 *   <li>Walk the score groups from the top (一.4). A bracket is the group plus whoever floated
 *       down into it; floaters choose first (二.2(1)), then the group's players ordered by
 *       colour urgency (imbalance, then streak) and number (odd rounds small first, even rounds
 *       large first, 二.2(2-5)).
 *   <li>In each bracket fill as many boards as possible (最充分配对): the target is the
 *       bracket's maximum matching, lowered only if no choice of leftovers lets everybody below
 *       be paired. Leftovers float down to the next bracket. This keeps the "can the rest still
 *       be paired" invariant, so the search never runs into a dead end further down (the
 *       appendix's 拆对 into the group above is never needed).
 *   <li>Boards are found by depth-first search (the appendix's 拆对 is its backtracking): the
 *       first undecided player takes the best partner, ranked by nearest score, then colour
 *       cost (both get their due colour, one does not, a three-in-a-row or imbalance of three),
 *       then fewest up-floats for a partner who would float up, then bracket order. A matching
 *       bound prunes branches that can no longer reach the target.
 *   <li>Each target is tried in three passes: first forbidding colour-limit breaks and a third
 *       down-float (一.9, 一.11(3)), then allowing colour breaks, then allowing both; the first
 *       success wins. So board count beats float balance, which beats colour limits.
 *   <li>Colours on each board follow 二.4 (see {@code SwissHistory.colours}).
 *   <li>Should a bracket's search exceed its node budget (a guard against pathological
 *       cases), the rest of the round is paired greedily in the same order, each choice checked
 *       with the matching oracle, so a pairing is still always found.
 * </ol>
 *
 * <p><b>Lookahead.</b> Greedy rounds can leave later rounds impossible (6 players: after three
 * rounds the unmet pairs may form two triangles). Given the number of rounds still to come,
 * {@link #pairRound(int, List, List, double[], int)} accepts a candidate round only if the
 * unmet pairs still hold that many further rounds ({@code SwissFeasibility}); the check sits
 * where the bracket search accepts a complete candidate, in the bye choice and in the greedy
 * fallback. If no round passes, the round is paired as without lookahead.
 *
 * <p>Not modelled: 二.4(9) (low score yields colour to high score from the third-last round),
 * since the pairer does not know the number of rounds.
 */
public final class Swiss {

    private Swiss() {
    }

    /**
     * Pairs the next round, without float history (一.9 balance is then not applied).
     *
     * @param players field size, at least 2; players are numbered 1..players
     * @param history earlier rounds' boards in order, byes included
     * @param scores {@code scores[p]} = current points of player p (index 0 unused), in any
     *     scoring scheme where a bye counts as a win
     * @return the boards, top score group first, the bye (if any) last
     * @throws IllegalStateException if no rematch-free pairing exists
     */
    public static List<Pairing> pairRound(int players, List<List<Pairing>> history, double[] scores) {
        return pair(players, history, null, scores);
    }

    /**
     * Pairs the next round, balancing down- and up-floats (一.9).
     *
     * @param players field size, at least 2
     * @param history earlier rounds' boards in order, byes included
     * @param scoresBefore for each earlier round, the scores (indexed like {@code scores}) it
     *     was paired with; same size as {@code history}
     * @param scores current points per player, index 0 unused
     * @return the boards, top score group first, the bye (if any) last
     * @throws IllegalStateException if no rematch-free pairing exists
     */
    public static List<Pairing> pairRound(
            int players, List<List<Pairing>> history, List<double[]> scoresBefore, double[] scores) {
        if (scoresBefore.size() != history.size()) {
            throw new IllegalArgumentException("need the scores before each earlier round");
        }
        return pair(players, history, scoresBefore, scores);
    }

    /**
     * Round 1 by near numbers (二.1).
     *
     * @param players field size, at least 2
     * @return 1-2, 4-3, 5-6 …, with the bye for the last number in an odd field
     */
    public static List<Pairing> firstRound(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("need at least 2 players: " + players);
        }
        List<Pairing> boards = new ArrayList<>();
        for (int a = 1; a + 1 <= players; a += 2) {
            boolean oddBoard = (a / 2) % 2 == 0;
            boards.add(oddBoard ? new Pairing(a, a + 1) : new Pairing(a + 1, a));
        }
        if (players % 2 == 1) {
            boards.add(Pairing.bye(players));
        }
        return List.copyOf(boards);
    }

    /**
     * Pairs the next round so that, whenever possible, the rest of the event can still be paired:
     * after the returned round there remain {@code roundsAfter} rematch-free rounds (byes as the
     * pairer gives them) built from pairs that have not met. That is a hard constraint on the
     * candidates the search below considers; all other preferences rank as before among the
     * candidates that meet it. If no round meets it, the round is paired as without lookahead.
     *
     * @param players field size, at least 2
     * @param history earlier rounds' boards in order, byes included
     * @param scoresBefore for each earlier round, the scores it was paired with; same size as
     *     {@code history}
     * @param scores current points per player, index 0 unused
     * @param roundsAfter rounds still to be paired after this one, 0 for the last round
     * @return the boards, top score group first, the bye (if any) last
     * @throws IllegalStateException if no rematch-free pairing exists
     */
    public static List<Pairing> pairRound(int players, List<List<Pairing>> history,
            List<double[]> scoresBefore, double[] scores, int roundsAfter) {
        if (scoresBefore.size() != history.size()) {
            throw new IllegalArgumentException("need the scores before each earlier round");
        }
        if (roundsAfter < 0) {
            throw new IllegalArgumentException("roundsAfter must not be negative: " + roundsAfter);
        }
        if (roundsAfter > 0 && !history.isEmpty() && players >= 2 && scores.length == players + 1) {
            SwissHistory h = new SwissHistory(players, history, scoresBefore);
            try {
                List<Pairing> boards = pair(players, history, h, scores,
                        new SwissFeasibility(h, roundsAfter));
                if (boards != null) {
                    return boards;
                }
            } catch (SwissFeasibility.LookaheadLost e) {
                // An "assume feasible" answer was wrong; today's pairing is still valid.
            }
        }
        return pair(players, history, scoresBefore, scores);
    }

    private static List<Pairing> pair(
            int players, List<List<Pairing>> history, List<double[]> scoresBefore, double[] scores) {
        if (players < 2) {
            throw new IllegalArgumentException("need at least 2 players: " + players);
        }
        if (history.isEmpty()) {
            return firstRound(players);
        }
        if (scores.length != players + 1) {
            throw new IllegalArgumentException("scores must have players + 1 entries");
        }
        SwissHistory h = new SwissHistory(players, history, scoresBefore);
        return pair(players, history, h, scores, SwissFeasibility.NONE);
    }

    /** @return the round, or null if the lookahead admits no round at all */
    private static List<Pairing> pair(int players, List<List<Pairing>> history, SwissHistory h,
            double[] scores, SwissFeasibility look) {
        int round = history.size() + 1;
        List<Integer> all = new ArrayList<>();
        for (int p = 1; p <= players; p++) {
            all.add(p);
        }
        int bye = players % 2 == 1 ? chooseBye(all, h, scores, look) : 0;
        if (bye < 0) {
            return null;
        }
        List<Integer> active = new ArrayList<>(all);
        active.remove(Integer.valueOf(bye));
        if (!pairable(active, h)) {
            throw new IllegalStateException("no pairing without a rematch exists for round " + round
                    + " of " + players + " players");
        }
        List<int[]> fixed = new ArrayList<>();
        if (bye != 0) {
            fixed.add(new int[] {bye, 0});
        }
        if (!look.canFinish(fixed)) {
            return null;
        }
        TreeMap<Double, List<Integer>> groups = new TreeMap<>(Comparator.reverseOrder());
        for (int p : active) {
            groups.computeIfAbsent(scores[p], s -> new ArrayList<>()).add(p);
        }
        List<Pairing> boards = new ArrayList<>();
        List<Integer> floaters = new ArrayList<>();
        List<Integer> below = new ArrayList<>(active);
        for (List<Integer> group : groups.values()) {
            below.removeAll(group);
            group.sort(urgency(h, round));
            List<Integer> bracket = new ArrayList<>(floaters);
            bracket.addAll(group);
            SwissBracket b = new SwissBracket(bracket, below, h, scores, look, List.copyOf(fixed));
            if (!b.solve()) {
                List<Integer> rest = new ArrayList<>(bracket);
                rest.addAll(below);
                boards.addAll(greedy(rest, h, scores, look, fixed));
                floaters = List.of();
                break;
            }
            boards.addAll(b.boards());
            for (Pairing p : b.boards()) {
                fixed.add(new int[] {p.red(), p.black()});
            }
            floaters = b.leftover();
        }
        if (!floaters.isEmpty()) {
            throw new AssertionError("floaters left below the last group: " + floaters);
        }
        if (bye != 0) {
            boards.add(Pairing.bye(bye));
        }
        return List.copyOf(boards);
    }

    /**
     * Lowest score first, then the player without a bye, then the highest number; the first
     * whose bye leaves a pairable field that the lookahead accepts.
     *
     * @return the bye, or -1 if the rest is pairable for some bye but the lookahead takes none
     */
    private static int chooseBye(List<Integer> all, SwissHistory h, double[] scores,
            SwissFeasibility look) {
        List<Integer> order = new ArrayList<>(all);
        order.sort(Comparator.<Integer, Boolean>comparing(p -> h.hadBye[p])
                .thenComparingDouble(p -> scores[p])
                .thenComparing(Comparator.<Integer>reverseOrder()));
        boolean anyPairable = false;
        for (int p : order) {
            List<Integer> rest = new ArrayList<>(all);
            rest.remove(Integer.valueOf(p));
            if (pairable(rest, h)) {
                anyPairable = true;
                if (look.canFinish(List.<int[]>of(new int[] {p, 0}))) {
                    return p;
                }
            }
        }
        if (anyPairable) {
            return -1;
        }
        throw new IllegalStateException("no pairing without a rematch exists for "
                + all.size() + " players");
    }

    /** Appendix 二.2: larger imbalance first, then longer streak, then number by round parity. */
    private static Comparator<Integer> urgency(SwissHistory h, int round) {
        Comparator<Integer> byNumber = round % 2 == 1
                ? Comparator.naturalOrder() : Comparator.reverseOrder();
        return Comparator.<Integer>comparingInt(p -> -Math.abs(h.colourDiff[p]))
                .thenComparingInt(p -> -h.streak[p])
                .thenComparing(byNumber);
    }

    /** Whether the players can all be paired without rematches. */
    static boolean pairable(List<Integer> players, SwissHistory h) {
        if (players.size() % 2 == 1) {
            return false;
        }
        return Matching.size(graph(players, h, false)) * 2 == players.size();
    }

    /** Rematch-free compatibility among {@code players}; strict also bars colour-limit breaks. */
    static boolean[][] graph(List<Integer> players, SwissHistory h, boolean strict) {
        int n = players.size();
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int a = players.get(i);
                int b = players.get(j);
                boolean ok = !h.met[a][b] && (!strict || h.colourCost(a, b) < 2);
                adj[i][j] = ok;
                adj[j][i] = ok;
            }
        }
        return adj;
    }

    /**
     * Fallback: pair in order, each first player taking the best partner that keeps the rest
     * pairable, preferring one the lookahead accepts (it may have answered "feasible" unsure).
     */
    private static List<Pairing> greedy(List<Integer> players, SwissHistory h, double[] scores,
            SwissFeasibility look, List<int[]> fixedAbove) {
        List<int[]> fixed = new ArrayList<>(fixedAbove);
        List<Integer> left = new ArrayList<>(players);
        List<Pairing> boards = new ArrayList<>();
        while (!left.isEmpty()) {
            int a = left.remove(0);
            List<Integer> candidates = new ArrayList<>(left);
            candidates.sort(Comparator.<Integer>comparingDouble(b -> Math.abs(scores[a] - scores[b]))
                    .thenComparingInt(b -> h.colourCost(a, b)));
            int chosen = -1;
            int pairableOnly = -1;
            for (int b : candidates) {
                if (h.met[a][b]) {
                    continue;
                }
                List<Integer> rest = new ArrayList<>(left);
                rest.remove(Integer.valueOf(b));
                if (!pairable(rest, h)) {
                    continue;
                }
                if (pairableOnly < 0) {
                    pairableOnly = b;
                }
                fixed.add(new int[] {a, b});
                boolean ok = look.canFinish(fixed);
                fixed.remove(fixed.size() - 1);
                if (ok) {
                    chosen = b;
                    break;
                }
            }
            if (chosen < 0) {
                chosen = pairableOnly;
            }
            if (chosen < 0) {
                throw new AssertionError("greedy pairing lost the invariant at player " + a);
            }
            left.remove(Integer.valueOf(chosen));
            fixed.add(new int[] {a, chosen});
            boards.add(h.colours(a, chosen));
        }
        return boards;
    }
}
