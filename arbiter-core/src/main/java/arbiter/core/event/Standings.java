package arbiter.core.event;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Final ranking of an individual event: points first, then a {@link TieBreakChain}. Players the
 * chain cannot separate share a place ("无法区分，则名次并列", 1999 15.1).
 */
public final class Standings {

    /**
     * One row of the ranking.
     *
     * @param place 1-based place; shared places repeat (1, 2, 2, 4)
     * @param player player number
     * @param points total points under the scheme
     * @param tieBreaks value of every tie-break of the chain; {@link TieBreak#DIRECT} holds the
     *     value within the last tied group it was applied to (0 if never applied)
     */
    public record Row(int place, int player, double points, Map<TieBreak, Double> tieBreaks) {
        /** Copies the map. */
        public Row {
            tieBreaks = Map.copyOf(tieBreaks);
        }
    }

    private final List<GameRecord> games;
    private final Scoring scoring;
    private final Map<Integer, Double> points = new HashMap<>();

    private Standings(int players, List<GameRecord> games, Scoring scoring) {
        this.games = List.copyOf(games);
        this.scoring = scoring;
        for (int p = 1; p <= players; p++) {
            points.put(p, 0.0);
        }
        for (GameRecord g : this.games) {
            if (g.red() > players || g.black() > players) {
                throw new IllegalArgumentException("player number out of range in " + g);
            }
            points.merge(g.red(), scoring.points(g.result(), Colour.RED), Double::sum);
            points.merge(g.black(), scoring.points(g.result(), Colour.BLACK), Double::sum);
        }
    }

    /**
     * Ranks players {@code 1..players}.
     *
     * @param players field size
     * @param games the games played
     * @param scoring the scoring scheme
     * @param chain the tie-breaks in order
     * @return rows in ranking order
     */
    public static List<Row> rank(int players, List<GameRecord> games, Scoring scoring,
            TieBreakChain chain) {
        Standings s = new Standings(players, games, scoring);
        Map<Integer, Map<TieBreak, Double>> values = new LinkedHashMap<>();
        for (int p = 1; p <= players; p++) {
            Map<TieBreak, Double> v = new HashMap<>();
            for (TieBreak t : chain.order()) {
                v.put(t, t == TieBreak.DIRECT ? 0.0 : s.value(t, p, Set.of()));
            }
            values.put(p, v);
        }
        List<Integer> all = new ArrayList<>(values.keySet());
        all.sort(Comparator.comparingInt(p -> p));
        List<List<Integer>> groups = s.split(all, s.points::get);
        List<Row> rows = new ArrayList<>();
        for (List<Integer> group : groups) {
            for (List<Integer> tied : s.resolve(group, chain.order(), 0, values)) {
                int place = rows.size() + 1;
                for (int p : tied) {
                    rows.add(new Row(place, p, s.points.get(p), values.get(p)));
                }
            }
        }
        return List.copyOf(rows);
    }

    /**
     * Points of one player.
     *
     * @param players field size
     * @param games games
     * @param scoring scheme
     * @param player the player
     * @return the player's total
     */
    public static double points(int players, List<GameRecord> games, Scoring scoring, int player) {
        return new Standings(players, games, scoring).points.get(player);
    }

    /**
     * One tie-break value of one player; for {@link TieBreak#DIRECT}, among {@code group}.
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
        return new Standings(players, games, scoring).value(tieBreak, player, group);
    }

    private List<List<Integer>> resolve(List<Integer> group, List<TieBreak> order, int index,
            Map<Integer, Map<TieBreak, Double>> values) {
        if (group.size() == 1 || index == order.size()) {
            return List.of(group);
        }
        TieBreak t = order.get(index);
        Map<Integer, Double> v = new HashMap<>();
        for (int p : group) {
            double x = values.get(p).get(t);
            if (t == TieBreak.DIRECT) {
                x = value(t, p, Set.copyOf(group));
                values.get(p).put(t, x);
            }
            v.put(p, x);
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> sub : split(group, v::get)) {
            out.addAll(resolve(sub, order, index + 1, values));
        }
        return out;
    }

    private List<List<Integer>> split(List<Integer> group,
            java.util.function.Function<Integer, Double> key) {
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparing(key).reversed().thenComparingInt(p -> p));
        List<List<Integer>> out = new ArrayList<>();
        for (int p : sorted) {
            if (!out.isEmpty()) {
                List<Integer> last = out.get(out.size() - 1);
                if (key.apply(last.get(0)).equals(key.apply(p))) {
                    last.add(p);
                    continue;
                }
            }
            out.add(new ArrayList<>(List.of(p)));
        }
        return out;
    }

    private double value(TieBreak t, int player, Set<Integer> group) {
        double sum = 0;
        switch (t) {
            case SMALL_POINTS -> {
                for (GameRecord g : gamesOf(player)) {
                    double opp = points.get(g.opponentOf(player));
                    if (g.wonBy(player)) {
                        sum += opp;
                    } else if (g.result() == GameResult.DRAW) {
                        sum += opp / 2;
                    }
                }
            }
            case WINS -> sum = gamesOf(player).stream().filter(g -> g.wonBy(player)).count();
            case DIRECT -> {
                for (GameRecord g : gamesOf(player)) {
                    if (group.contains(g.opponentOf(player))) {
                        sum += scoring.points(g.result(), g.colourOf(player));
                    }
                }
            }
            case BLACK_GAMES -> sum = gamesOf(player).stream().filter(g -> g.black() == player)
                    .count();
            case BLACK_WINS -> sum = gamesOf(player).stream()
                    .filter(g -> g.black() == player && g.wonBy(player)).count();
            case OPPONENT_POINTS -> {
                for (GameRecord g : gamesOf(player)) {
                    sum += points.get(g.opponentOf(player));
                }
            }
            case CUMULATIVE -> {
                int last = games.stream().mapToInt(GameRecord::round).max().orElse(0);
                double running = 0;
                for (int r = 1; r <= last; r++) {
                    for (GameRecord g : gamesOf(player)) {
                        if (g.round() == r) {
                            running += scoring.points(g.result(), g.colourOf(player));
                        }
                    }
                    sum += running;
                }
            }
            default -> throw new IllegalStateException();
        }
        return sum;
    }

    private List<GameRecord> gamesOf(int player) {
        return games.stream().filter(g -> g.involves(player)).toList();
    }
}
