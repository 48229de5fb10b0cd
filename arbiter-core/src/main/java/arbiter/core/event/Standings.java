package arbiter.core.event;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Final ranking of an individual event: a score first ({@link RankBy}), then a
 * {@link TieBreakChain}. Players the chain cannot separate share a place ("无法区分，则名次并列",
 * 1999 15.1).
 */
public final class Standings {

    /** 场分 for a mini-match won (2011 13.2, "场分记 2 分"). */
    public static final double MATCH_WIN = 2;
    /** 场分 for a level mini-match (2011 13.2, "场分各记 1 分"). */
    public static final double MATCH_DRAW = 1;

    /**
     * One row of the ranking.
     *
     * @param place 1-based place; shared places repeat (1, 2, 2, 4)
     * @param player player number
     * @param points the score ranked by: total game points under the scheme, or 场分 when
     *     ranked by {@link RankBy#MATCH_POINTS}
     * @param tieBreaks value of every tie-break of the chain; {@link TieBreak#DIRECT} holds the
     *     value within the last tied group it was applied to (0 if never applied); a
     *     {@linkplain TieBreak#isSequence() sequence} holds its first element (0 if empty)
     * @param sequences the full value of every tie-break of the chain, as compared: one element
     *     for ordinary tie-breaks, the whole list for sequences
     */
    public record Row(int place, int player, double points, Map<TieBreak, Double> tieBreaks,
            Map<TieBreak, List<Double>> sequences) {
        /** Copies the maps. */
        public Row {
            tieBreaks = Map.copyOf(tieBreaks);
            sequences = Map.copyOf(sequences);
        }

        /**
         * A row whose tie-breaks are all single numbers.
         *
         * @param place place
         * @param player player
         * @param points score
         * @param tieBreaks values
         */
        public Row(int place, int player, double points, Map<TieBreak, Double> tieBreaks) {
            this(place, player, points, tieBreaks, singletons(tieBreaks));
        }

        private static Map<TieBreak, List<Double>> singletons(Map<TieBreak, Double> values) {
            Map<TieBreak, List<Double>> m = new HashMap<>();
            values.forEach((t, v) -> m.put(t, List.of(v)));
            return m;
        }
    }

    private Standings() {
    }

    /**
     * Ranks players {@code 1..players} by game points.
     *
     * @param players field size
     * @param games the games played, byes included
     * @param scoring the scoring scheme
     * @param chain the tie-breaks in order
     * @return rows in ranking order
     */
    public static List<Row> rank(int players, List<GameRecord> games, Scoring scoring,
            TieBreakChain chain) {
        return rank(players, games, scoring, chain, RankBy.POINTS);
    }

    /**
     * Ranks players {@code 1..players} by the given score.
     *
     * @param players field size
     * @param games the games played, byes included
     * @param scoring the scoring scheme for single games
     * @param chain the tie-breaks in order
     * @param rankBy game points, or 场分 for a multi-game round robin (2011 14.2)
     * @return rows in ranking order
     */
    public static List<Row> rank(int players, List<GameRecord> games, Scoring scoring,
            TieBreakChain chain, RankBy rankBy) {
        EventScores s = new EventScores(players, games, scoring, rankBy);
        Map<Integer, Map<TieBreak, double[]>> keys = new HashMap<>();
        List<Integer> all = new ArrayList<>();
        for (int p = 1; p <= players; p++) {
            Map<TieBreak, double[]> k = new HashMap<>();
            for (TieBreak t : chain.order()) {
                k.put(t, t == TieBreak.DIRECT ? new double[] {0} : s.key(t, p, Set.of()));
            }
            keys.put(p, k);
            all.add(p);
        }
        List<Row> rows = new ArrayList<>();
        for (List<Integer> group : split(all, p -> new double[] {s.score(p)})) {
            for (List<Integer> tied : resolve(s, group, chain.order(), 0, keys)) {
                int place = rows.size() + 1;
                for (int p : tied) {
                    rows.add(row(place, p, s.score(p), keys.get(p)));
                }
            }
        }
        return List.copyOf(rows);
    }

    private static Row row(int place, int player, double score, Map<TieBreak, double[]> keys) {
        Map<TieBreak, Double> heads = new HashMap<>();
        Map<TieBreak, List<Double>> full = new HashMap<>();
        keys.forEach((t, k) -> {
            heads.put(t, k.length == 0 ? 0.0 : k[0]);
            full.put(t, Arrays.stream(k).boxed().toList());
        });
        return new Row(place, player, score, heads, full);
    }

    /**
     * Points of one player.
     *
     * @param players field size
     * @param games games
     * @param scoring scheme
     * @param player the player
     * @return the player's total game points
     */
    public static double points(int players, List<GameRecord> games, Scoring scoring, int player) {
        return new EventScores(players, games, scoring, RankBy.POINTS).score(player);
    }

    /**
     * 场分 of one player (2011 14.2): {@link #MATCH_WIN} per mini-match won, {@link #MATCH_DRAW}
     * per level one.
     *
     * @param players field size
     * @param games games
     * @param scoring scheme for single games
     * @param player the player
     * @return the player's match points
     */
    public static double matchPoints(int players, List<GameRecord> games, Scoring scoring,
            int player) {
        return new EventScores(players, games, scoring, RankBy.MATCH_POINTS).score(player);
    }

    /**
     * One tie-break value of one player, ranking by game points; for {@link TieBreak#DIRECT},
     * among {@code group}; for a {@linkplain TieBreak#isSequence() sequence}, its first element.
     *
     * @param players field size
     * @param games games
     * @param scoring scheme
     * @param tieBreak the tie-break
     * @param player the player
     * @param group the tied group (only used by {@link TieBreak#DIRECT})
     * @return the value
     */
    public static double tieBreak(int players, List<GameRecord> games, Scoring scoring,
            TieBreak tieBreak, int player, Set<Integer> group) {
        double[] k = tieBreakSequence(players, games, scoring, RankBy.POINTS, tieBreak, player,
                group);
        return k.length == 0 ? 0 : k[0];
    }

    /**
     * The full value of one tie-break of one player, as the ranking compares it.
     *
     * @param players field size
     * @param games games
     * @param scoring scheme
     * @param rankBy the score opponents' scores are taken in
     * @param tieBreak the tie-break
     * @param player the player
     * @param group the tied group (only used by {@link TieBreak#DIRECT})
     * @return the value; one element unless the tie-break is a sequence
     */
    public static double[] tieBreakSequence(int players, List<GameRecord> games, Scoring scoring,
            RankBy rankBy, TieBreak tieBreak, int player, Set<Integer> group) {
        return new EventScores(players, games, scoring, rankBy).key(tieBreak, player, group);
    }

    private static List<List<Integer>> resolve(EventScores s, List<Integer> group,
            List<TieBreak> order, int index, Map<Integer, Map<TieBreak, double[]>> keys) {
        if (group.size() == 1 || index == order.size()) {
            return List.of(group);
        }
        TieBreak t = order.get(index);
        if (t == TieBreak.DIRECT) {
            // 直胜 only means something within the group still tied, so it is computed late
            for (int p : group) {
                keys.get(p).put(t, s.key(t, p, Set.copyOf(group)));
            }
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> sub : split(group, p -> keys.get(p).get(t))) {
            out.addAll(resolve(s, sub, order, index + 1, keys));
        }
        return out;
    }

    /** Sorts by key, largest first (lexicographically), and groups equal keys. */
    private static List<List<Integer>> split(List<Integer> group,
            java.util.function.IntFunction<double[]> key) {
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort((a, b) -> {
            int c = Arrays.compare(key.apply(b), key.apply(a));
            return c != 0 ? c : Integer.compare(a, b);
        });
        List<List<Integer>> out = new ArrayList<>();
        for (int p : sorted) {
            if (!out.isEmpty()) {
                List<Integer> last = out.get(out.size() - 1);
                if (Arrays.equals(key.apply(last.get(0)), key.apply(p))) {
                    last.add(p);
                    continue;
                }
            }
            out.add(new ArrayList<>(List.of(p)));
        }
        return out;
    }
}
