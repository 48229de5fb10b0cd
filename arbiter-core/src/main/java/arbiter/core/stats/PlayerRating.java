package arbiter.core.stats;

/**
 * One player's rating from {@link Ratings}.
 *
 * @param player the player's number, 1-based
 * @param elo the rating in logistic Elo, relative to the field's mean of 0
 * @param standardError the standard error of {@code elo}, in Elo, from the inverse Fisher
 *     information under the mean-zero constraint
 * @param games the games that entered the estimate (played over the board: no forfeits, no byes)
 * @param score the points from those games, a win 1 and a draw ½
 */
public record PlayerRating(int player, double elo, double standardError, int games, double score) {

    /** @return half the width of the 95 % interval, 1.96 standard errors, in Elo */
    public double margin() {
        return Normal.Z95 * standardError;
    }

    /** @return the lower end of the 95 % interval, in Elo */
    public double low() {
        return elo - margin();
    }

    /** @return the upper end of the 95 % interval, in Elo */
    public double high() {
        return elo + margin();
    }
}
