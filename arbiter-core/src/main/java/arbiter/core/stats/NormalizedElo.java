package arbiter.core.stats;

/**
 * A normalized Elo difference (nElo) with its 95 % confidence interval, from the first player's view.
 *
 * <p>Normalized Elo (Michel Van den Bergh, normalized_elo_practical.pdf, used by fishtest and fastchess) measures a
 * score difference in units of its own per-game standard deviation: nElo = (800/ln 10)·(score − ½)/σ, where σ is the
 * standard deviation of one game's score. Unlike logistic Elo it does not depend on the draw rate, and the number
 * of games an SPRT needs depends on the nElo difference alone. The factor 800/ln 10 ≈ 347.4 makes nElo agree with
 * logistic Elo for small differences between players who never draw.
 *
 * <p>The interval is the score interval score ± 1.96·σ/√n mapped through the same linear formula with σ held at
 * its sample value (fastchess's {@code EloPentanomial}/{@code EloWDL}), so its half-width is
 * 1.96·(800/ln 10)/√games whatever the data. When σ is 0 the estimate is 0 if the score is ½ and ±∞ otherwise;
 * with no games it is 0 with an infinite margin.
 *
 * @param nElo        the normalized Elo difference
 * @param errorMargin half the width of the symmetric 95 % interval, in nElo, ≥ 0 (+∞ when unbounded)
 */
public record NormalizedElo(double nElo, double errorMargin) {

    /** Rejects NaN and negative margins. */
    public NormalizedElo {
        if (Double.isNaN(nElo) || !(errorMargin >= 0)) {
            throw new IllegalArgumentException("need a number and a margin >= 0, got " + nElo + " ± " + errorMargin);
        }
    }

    /** The lower end of the 95 % interval, nElo − errorMargin; an infinite nElo is its own bound (never NaN). */
    public double lower() {
        return Double.isInfinite(nElo) ? nElo : nElo - errorMargin;
    }

    /** The upper end of the 95 % interval, nElo + errorMargin; an infinite nElo is its own bound (never NaN). */
    public double upper() {
        return Double.isInfinite(nElo) ? nElo : nElo + errorMargin;
    }
}
