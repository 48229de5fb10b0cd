package arbiter.core.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Assertions shared by the Swiss tests, including an exhaustive reference for small fields. */
final class SwissChecks {

    private SwissChecks() {
    }

    /**
     * Everybody once per round, no rematch, a second bye only when no first one leaves a
     * pairable field, the bye to the lowest score that leaves one, and "stuck" only when no
     * bye choice leaves a pairable field. Pairability is decided by {@link Swiss#pairable},
     * whose matching is checked against brute force in {@code MatchingTest}.
     */
    static void assertHardConstraints(SwissTest.Event e) {
        int n = e.players();
        boolean[][] met = new boolean[n + 1][n + 1];
        boolean[] hadBye = new boolean[n + 1];
        for (int r = 0; r < e.rounds().size(); r++) {
            double[] scores = e.scoresBefore().get(r);
            SwissHistory h = new SwissHistory(n, e.rounds().subList(0, r), null);
            Set<Integer> seen = new HashSet<>();
            int byes = 0;
            for (Pairing p : e.rounds().get(r)) {
                assertTrue(seen.add(p.red()), "twice in round " + (r + 1) + ": " + p.red());
                if (p.isBye()) {
                    byes++;
                    for (int q = 1; q <= n; q++) {
                        boolean better = !hadBye[q]
                                && (hadBye[p.red()] || scores[q] < scores[p.red()]);
                        assertFalse(better && Swiss.pairable(others(n, q), h),
                                "round " + (r + 1) + ": bye to " + p + " rather than " + q);
                    }
                    hadBye[p.red()] = true;
                    continue;
                }
                assertTrue(seen.add(p.black()), "twice in round " + (r + 1) + ": " + p.black());
                assertFalse(met[p.red()][p.black()], "rematch " + p + " in round " + (r + 1));
                met[p.red()][p.black()] = true;
                met[p.black()][p.red()] = true;
            }
            assertEquals(n, seen.size(), "everybody paired in round " + (r + 1));
            assertEquals(n % 2, byes, "byes in round " + (r + 1));
        }
        if (e.stuck()) {
            SwissHistory h = new SwissHistory(n, e.rounds(), null);
            for (int b = n % 2 == 1 ? 1 : 0; b <= (n % 2 == 1 ? n : 0); b++) {
                assertFalse(Swiss.pairable(others(n, b), h), "stuck, yet pairable without " + b);
            }
        }
    }

    /** @return {boards, colour-limit breaks (third in a row or imbalance of three)} */
    static int[] colourBreaks(SwissTest.Event e) {
        int n = e.players();
        int[] diff = new int[n + 1];
        int[] streak = new int[n + 1];
        int[] last = new int[n + 1];
        int boards = 0;
        int breaks = 0;
        for (List<Pairing> round : e.rounds()) {
            for (Pairing p : round) {
                if (p.isBye()) {
                    continue;
                }
                boards++;
                boolean broken = false;
                for (int side = 1; side >= -1; side -= 2) {
                    int q = side == 1 ? p.red() : p.black();
                    diff[q] += side;
                    streak[q] = last[q] == side ? streak[q] + 1 : 1;
                    last[q] = side;
                    broken |= Math.abs(diff[q]) >= 3 || streak[q] >= 3;
                }
                breaks += broken ? 1 : 0;
            }
        }
        return new int[] {boards, breaks};
    }

    /**
     * Plays a random event round by round (up to players - 1 rounds) and compares each round
     * with every rematch-free pairing: a pairing exists iff the pairer returns one; the bye
     * goes to the lowest score among the players who can take it (first byes preferred); and
     * in each score group, with the boards of the groups above fixed as the pairer made them,
     * no pairing floats fewer players out of the group, nor, if the pairer breaks a colour
     * limit there, avoids that with as few floats and no third down-float.
     */
    static void againstBruteForce(Random rnd, int n) {
        double[] scores = new double[n + 1];
        List<List<Pairing>> history = new ArrayList<>();
        List<double[]> before = new ArrayList<>();
        for (int round = 1; round < n; round++) {
            SwissHistory h = new SwissHistory(n, history, before);
            List<Integer> byeOptions = new ArrayList<>();
            if (n % 2 == 1) {
                for (int b = 1; b <= n; b++) {
                    if (!matchings(others(n, b), h).isEmpty()) {
                        byeOptions.add(b);
                    }
                }
            }
            boolean possible = n % 2 == 1 ? !byeOptions.isEmpty()
                    : !matchings(others(n, 0), h).isEmpty();
            if (!possible) {
                assertThrows(IllegalStateException.class,
                        () -> Swiss.pairRound(n, history, before, scores));
                return;
            }
            List<Pairing> boards = Swiss.pairRound(n, history, before, scores);
            int bye = boards.stream().filter(Pairing::isBye).mapToInt(Pairing::red).findFirst()
                    .orElse(0);
            if (n % 2 == 1) {
                checkBye(bye, byeOptions, h, scores);
            }
            List<int[]> mine = boards.stream().filter(p -> !p.isBye())
                    .map(p -> new int[] {p.red(), p.black()}).toList();
            checkGroups(mine, matchings(others(n, bye), h), h, scores);
            before.add(scores.clone());
            history.add(boards);
            for (Pairing p : boards) {
                int x = p.isBye() ? 0 : rnd.nextInt(3);
                scores[p.red()] += x == 0 ? 2 : x == 1 ? 1 : 0;
                if (!p.isBye()) {
                    scores[p.black()] += x == 2 ? 2 : x == 1 ? 1 : 0;
                }
            }
        }
    }

    private static void checkBye(int bye, List<Integer> options, SwissHistory h, double[] s) {
        List<Integer> fresh = options.stream().filter(b -> !h.hadBye[b]).toList();
        List<Integer> pool = fresh.isEmpty() ? options : fresh;
        double lowest = pool.stream().mapToDouble(b -> s[b]).min().orElseThrow();
        assertTrue(pool.contains(bye), "bye " + bye + " not among " + pool);
        assertEquals(lowest, s[bye], "bye score");
    }

    private static void checkGroups(List<int[]> mine, List<List<int[]>> all, SwissHistory h,
            double[] s) {
        double[] levels = mine.stream().flatMapToDouble(p -> java.util.stream.DoubleStream.of(
                s[p[0]], s[p[1]])).distinct().sorted().toArray();
        for (double level : levels) {
            List<int[]> fixed = mine.stream().filter(p -> low(p, s) > level).toList();
            int myCut = cut(mine, level, s);
            boolean myBreak = breaks(mine, level, s, h);
            for (List<int[]> other : all) {
                if (!containsAll(other, fixed)) {
                    continue;
                }
                int cut = cut(other, level, s);
                assertTrue(cut >= myCut, "group " + level + ": " + show(other) + " floats fewer than "
                        + show(mine));
                if (myBreak && cut == myCut && !breaks(other, level, s, h)
                        && noThirdDownFloat(other, level, s, h)) {
                    fail("group " + level + ": " + show(other) + " avoids the colour break of "
                            + show(mine));
                }
            }
        }
    }

    private static double low(int[] p, double[] s) {
        return Math.min(s[p[0]], s[p[1]]);
    }

    /** Boards crossing from score >= level to below it: players floated out of the group. */
    private static int cut(List<int[]> m, double level, double[] s) {
        return (int) m.stream().filter(p -> Math.max(s[p[0]], s[p[1]]) >= level && low(p, s) < level)
                .count();
    }

    private static boolean breaks(List<int[]> m, double level, double[] s, SwissHistory h) {
        return m.stream().anyMatch(p -> low(p, s) == level && h.colourCost(p[0], p[1]) == 2);
    }

    private static boolean noThirdDownFloat(List<int[]> m, double level, double[] s,
            SwissHistory h) {
        for (int[] p : m) {
            if (Math.max(s[p[0]], s[p[1]]) >= level && low(p, s) < level) {
                int high = s[p[0]] > s[p[1]] ? p[0] : p[1];
                if (h.downFloats[high] >= 2) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean containsAll(List<int[]> m, List<int[]> fixed) {
        Set<Set<Integer>> boards = new HashSet<>();
        for (int[] p : m) {
            boards.add(Set.of(p[0], p[1]));
        }
        return fixed.stream().allMatch(p -> boards.contains(Set.of(p[0], p[1])));
    }

    private static String show(List<int[]> m) {
        StringBuilder sb = new StringBuilder();
        for (int[] p : m) {
            sb.append(p[0]).append('-').append(p[1]).append(' ');
        }
        return sb.toString().trim();
    }

    private static List<Integer> others(int n, int bye) {
        List<Integer> l = new ArrayList<>();
        for (int p = 1; p <= n; p++) {
            if (p != bye) {
                l.add(p);
            }
        }
        return l;
    }

    /** Every rematch-free perfect matching of the players (empty list if none). */
    static List<List<int[]>> matchings(List<Integer> players, SwissHistory h) {
        List<List<int[]>> out = new ArrayList<>();
        extend(new ArrayList<>(players), new ArrayList<>(), h, out);
        return out;
    }

    private static void extend(List<Integer> left, List<int[]> acc, SwissHistory h,
            List<List<int[]>> out) {
        if (left.isEmpty()) {
            out.add(List.copyOf(acc));
            return;
        }
        int a = left.remove(0);
        for (int i = 0; i < left.size(); i++) {
            int b = left.get(i);
            if (h.met[a][b]) {
                continue;
            }
            left.remove(i);
            acc.add(new int[] {a, b});
            extend(left, acc, h, out);
            acc.remove(acc.size() - 1);
            left.add(i, b);
        }
        left.add(0, a);
    }
}
