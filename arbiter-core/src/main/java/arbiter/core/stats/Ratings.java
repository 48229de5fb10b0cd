package arbiter.core.stats;

import arbiter.core.event.GameRecord;
import arbiter.core.game.GameResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Elo ratings of a whole field by maximum likelihood over every game played (the Bradley–Terry
 * model on the logistic Elo scale).
 *
 * <p>Model: a game between ratings r_i and r_j gives i the expected score
 * p = 1/(1 + 10^(−(r_i − r_j)/400)); a win scores 1, a draw ½, a loss 0, and the ratings maximise
 * Σ s·ln p + (1 − s)·ln(1 − p) over all games. Only differences are identified, so the ratings
 * are normalised to mean 0. The maximum is found by Newton's method with a step-halving safeguard
 * (the log-likelihood is concave, so this converges from any start). Standard errors come from
 * the inverse of the information matrix c²·Σ p(1 − p)·(e_i − e_j)(e_i − e_j)ᵀ, c = ln 10/400,
 * restricted to mean-zero ratings (its pseudo-inverse); observed and expected information agree
 * in this model.
 *
 * <p>Degenerate fields: the maximum is finite only when, for every split of the field in two,
 * each side scored something against the other (the "scored against" graph is strongly
 * connected: no player with all wins or all losses, no player without games, no separate groups).
 * Otherwise no finite estimate exists, and every player is given one virtual draw against a
 * pseudo-opponent rated 0 — a weak prior, worth one game, that pulls unbounded ratings to finite
 * values. The result then says {@link #regularized()}; ratings are still shifted to mean 0, and
 * their errors include the prior's information, so they are narrower than the data alone allow.
 *
 * <p>Forfeits and byes are not games played and do not enter the estimate.
 *
 * @param players one rating per player, in player order 1..n
 * @param regularized whether the virtual-draw prior was needed (no finite ML estimate exists)
 * @param iterations Newton steps taken
 */
public record Ratings(List<PlayerRating> players, boolean regularized, int iterations) {

    /** A Newton step smaller than this, in Elo, ends the iteration. */
    static final double TOLERANCE = 1e-9;

    /** Copies the list. */
    public Ratings {
        players = List.copyOf(players);
    }

    /**
     * Rates players {@code 1..players}.
     *
     * @param players field size
     * @param games the event's records; forfeits and byes are skipped
     * @return the ratings
     * @throws IllegalArgumentException if a game names a player outside the field
     */
    public static Ratings of(int players, List<GameRecord> games) {
        List<int[]> pairs = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (GameRecord g : games) {
            if (g.red() > players || g.black() > players) {
                throw new IllegalArgumentException("player number out of range in " + g);
            }
            if (!g.isPlayed()) {
                continue;
            }
            pairs.add(new int[] {g.red() - 1, g.black() - 1});
            scores.add(g.result() == GameResult.RED_WINS ? 1.0
                    : g.result() == GameResult.DRAW ? 0.5 : 0.0);
        }
        double[] s = scores.stream().mapToDouble(Double::doubleValue).toArray();
        return RatingSolver.solve(players, pairs.toArray(new int[0][]), s);
    }

    /**
     * One player's rating.
     *
     * @param player 1-based player number
     * @return the rating
     */
    public PlayerRating player(int player) {
        return players.get(player - 1);
    }
}
