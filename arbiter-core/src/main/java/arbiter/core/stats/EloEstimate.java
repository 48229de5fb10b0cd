package arbiter.core.stats;

import java.util.OptionalDouble;

/**
 * A logistic Elo difference estimated from a match, with its 95 % confidence interval, from the first player's
 * view. Elo differences are in logistic Elo: a difference d means an expected score of 1/(1 + 10^(−d/400)).
 *
 * <p>Infinite values are deliberate, never NaN: a score of exactly 1 (all points won) is +∞ Elo and a score of 0
 * is −∞, and an interval end whose score reaches 1 or 0 is infinite too. When every game (or pair) has the same
 * result the sample variance is 0, so the interval collapses to the estimate: all draws give 0 [0, 0] and all wins
 * give +∞ [+∞, +∞] — the normal approximation has nothing to say about such samples, so treat an infinite bound
 * as "too few games to bound", not as certainty. With no games at all the estimate is 0 and the interval
 * (−∞, +∞).
 *
 * @param score     the mean score per game in [0, 1]
 * @param elo       the Elo difference the score implies, −400·log10(1/score − 1)
 * @param lower     the lower end of the 95 % interval, in Elo
 * @param upper     the upper end of the 95 % interval, in Elo
 * @param los       the likelihood of superiority, the probability in [0, 1] that the first player is the
 *                  stronger; 0.5 when the sample cannot tell
 * @param drawRatio the fraction of games drawn, present for game counts ({@link Wdl}) and empty for pair counts,
 *                  where a pair scoring 1 may be two draws or a win and a loss
 */
public record EloEstimate(double score, double elo, double lower, double upper, double los,
        OptionalDouble drawRatio) {

    /** Checks the ranges, so that a NaN never leaves this package unnoticed. */
    public EloEstimate {
        if (!(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("score must be in [0, 1], got " + score);
        }
        if (Double.isNaN(elo) || Double.isNaN(lower) || Double.isNaN(upper) || !(lower <= elo && elo <= upper)) {
            throw new IllegalArgumentException("need lower <= elo <= upper, got " + lower + " <= " + elo + " <= "
                    + upper);
        }
        if (!(los >= 0 && los <= 1)) {
            throw new IllegalArgumentException("los must be in [0, 1], got " + los);
        }
    }

    /**
     * Half the width of the 95 % interval in Elo, (upper − lower)/2, the "±" figure cutechess and fishtest print.
     * The interval is asymmetric in Elo (the logistic stretches the end nearer a score of 0 or 1), so this is a
     * summary; use {@link #lower()} and {@link #upper()} for the exact ends. +∞ whenever either end is infinite,
     * including the collapsed [+∞, +∞] of a perfect score, so that an infinite estimate never shows a finite
     * margin.
     */
    public double errorMargin() {
        if (Double.isInfinite(lower) || Double.isInfinite(upper)) {
            return Double.POSITIVE_INFINITY;
        }
        return (upper - lower) / 2.0;
    }

    /** Whether the estimate and both ends of its interval are finite numbers. */
    public boolean isFinite() {
        return Double.isFinite(elo) && Double.isFinite(lower) && Double.isFinite(upper);
    }
}
