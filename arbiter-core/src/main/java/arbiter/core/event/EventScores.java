package arbiter.core.event;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Scores and tie-break values of one event, computed once from the records. Separate from
 * {@link Standings} so that the ordering logic there stays apart from the arithmetic here.
 */
final class EventScores {

    private final int players;
    private final List<GameRecord> games;
    private final Scoring scoring;
    /** Game points per player, index 1..players. */
    private final double[] gamePoints;
    /** The ranking score per player: game points or 场分. */
    private final double[] score;
    /** Game points per player and round, [player][round], rounds 1..lastRound. */
    private final double[][] byRound;
    private final int lastRound;
    /** The lowest ranking score in the field: what a bye's virtual opponent counts for. */
    private final double lowest;

    EventScores(int players, List<GameRecord> games, Scoring scoring, RankBy rankBy) {
        this.players = players;
        this.games = List.copyOf(games);
        this.scoring = scoring;
        this.lastRound = this.games.stream().mapToInt(GameRecord::round).max().orElse(0);
        this.gamePoints = new double[players + 1];
        this.byRound = new double[players + 1][lastRound + 1];
        for (GameRecord g : this.games) {
            if (g.red() > players || g.black() > players) {
                throw new IllegalArgumentException("player number out of range in " + g);
            }
            for (int p : participants(g)) {
                double x = pointsOf(g, p);
                gamePoints[p] += x;
                byRound[p][g.round()] += x;
            }
        }
        this.score = rankBy == RankBy.MATCH_POINTS ? matchPoints() : gamePoints.clone();
        double low = Double.POSITIVE_INFINITY;
        for (int p = 1; p <= players; p++) {
            low = Math.min(low, score[p]);
        }
        this.lowest = players == 0 ? 0 : low;
    }

    /** @return the ranking score of {@code player} */
    double score(int player) {
        return score[player];
    }

    /** @return the game points of {@code player} */
    double gamePoints(int player) {
        return gamePoints[player];
    }

    /** Points {@code player} earned from one record; a bye scores as a win. */
    double pointsOf(GameRecord g, int player) {
        if (g.isBye()) {
            return scoring.points(GameResult.RED_WINS, Side.RED);
        }
        return scoring.points(g.result(), g.colourOf(player));
    }

    private static int[] participants(GameRecord g) {
        return g.isBye() ? new int[] {g.red()} : new int[] {g.red(), g.black()};
    }

    private double[] matchPoints() {
        // mini-match totals keyed by the ordered pair (p, q), p's game points against q
        Map<Long, Double> against = new HashMap<>();
        boolean[] hadBye = new boolean[players + 1];
        for (GameRecord g : games) {
            if (g.isBye()) {
                hadBye[g.red()] = true;
                continue;
            }
            against.merge(pair(g.red(), g.black()), pointsOf(g, g.red()), Double::sum);
            against.merge(pair(g.black(), g.red()), pointsOf(g, g.black()), Double::sum);
        }
        double[] mp = new double[players + 1];
        for (Map.Entry<Long, Double> e : against.entrySet()) {
            int p = (int) (e.getKey() >> 32);
            int q = (int) (long) e.getKey();
            int c = Double.compare(e.getValue(), against.get(pair(q, p)));
            mp[p] += c > 0 ? Standings.MATCH_WIN : c == 0 ? Standings.MATCH_DRAW : 0;
        }
        for (int p = 1; p <= players; p++) {
            if (hadBye[p]) {
                mp[p] += Standings.MATCH_WIN;
            }
        }
        return mp;
    }

    private static long pair(int p, int q) {
        return ((long) p << 32) | q;
    }

    /**
     * The value of one tie-break as a list compared element by element; one element unless
     * {@link TieBreak#isSequence()}.
     *
     * @param group the tied group, used by {@link TieBreak#DIRECT} only
     */
    double[] key(TieBreak t, int player, Set<Integer> group) {
        return switch (t) {
            case PREVIOUS_ROUNDS -> previousRounds(player);
            case CUMULATIVE_DROPPING -> cumulativeDropping(player);
            default -> new double[] {value(t, player, group)};
        };
    }

    private double value(TieBreak t, int player, Set<Integer> group) {
        List<GameRecord> own = gamesOf(player);
        return switch (t) {
            case SMALL_POINTS -> {
                double sum = 0;
                for (GameRecord g : own) {
                    double opp = opponentScore(g, player);
                    if (g.wonBy(player)) {
                        sum += opp;
                    } else if (g.result() == GameResult.DRAW) {
                        sum += opp / 2;
                    }
                }
                yield sum;
            }
            case WINS -> own.stream().filter(g -> g.wonBy(player)).count();
            case DIRECT -> own.stream()
                    .filter(g -> !g.isBye() && group.contains(g.opponentOf(player)))
                    .mapToDouble(g -> pointsOf(g, player)).sum();
            case BLACK_GAMES -> own.stream().filter(g -> g.black() == player).count();
            case BLACK_WINS -> own.stream()
                    .filter(g -> g.black() == player && g.wonBy(player)).count();
            case OPPONENT_POINTS -> opponentScores(own, player).stream()
                    .mapToDouble(Double::doubleValue).sum();
            case OPPONENT_POINTS_CUT1 -> cut(opponentScores(own, player), 1, 0);
            case OPPONENT_POINTS_MEDIAN -> cut(opponentScores(own, player), 1, 1);
            case CUMULATIVE -> cumulativeFrom(player, 1);
            case GAME_POINTS -> gamePoints[player];
            default -> throw new IllegalStateException("not single-valued: " + t);
        };
    }

    private double opponentScore(GameRecord g, int player) {
        return g.isBye() ? lowest : score[g.opponentOf(player)];
    }

    private List<Double> opponentScores(List<GameRecord> own, int player) {
        List<Double> out = new ArrayList<>(own.size());
        for (GameRecord g : own) {
            out.add(opponentScore(g, player));
        }
        return out;
    }

    /** The sum less the {@code low} lowest and {@code high} highest values (those there are). */
    private static double cut(List<Double> values, int low, int high) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        double sum = 0;
        for (int i = low; i < sorted.size() - high; i++) {
            sum += sorted.get(i);
        }
        return sum;
    }

    /** Σ over r ≥ from of (R − r + 1)·score of round r: 累进分 with rounds before {@code from} removed. */
    private double cumulativeFrom(int player, int from) {
        double sum = 0;
        for (int r = from; r <= lastRound; r++) {
            sum += (lastRound - r + 1) * byRound[player][r];
        }
        return sum;
    }

    private double[] previousRounds(int player) {
        double[] k = new double[lastRound];
        for (int i = 0; i < lastRound; i++) {
            k[i] = byRound[player][lastRound - i];
        }
        return k;
    }

    private double[] cumulativeDropping(int player) {
        // removing every round leaves nothing to compare, so the list stops at R − 1 removed
        double[] k = new double[Math.max(0, lastRound - 1)];
        for (int i = 0; i < k.length; i++) {
            k[i] = cumulativeFrom(player, i + 2);
        }
        return k;
    }

    private List<GameRecord> gamesOf(int player) {
        return games.stream().filter(g -> g.involves(player)).toList();
    }
}
