package arbiter.core.stats;

import java.util.OptionalDouble;

/**
 * Elo estimates from match results: logistic Elo with a 95 % interval and the likelihood of superiority, and
 * normalized Elo. All differences are from the first player's view.
 *
 * <p>The interval is built on the score scale and then mapped through the logistic, as cutechess-cli's
 * {@code Elo::errorMargin} and fishtest's {@code stat_util.get_elo} do: score ± 1.96·σ/√n, where σ² is the sample
 * variance of one game's score (trinomial) or of one pair's mean score per game (pentanomial) and n the number of
 * games or pairs, and each end is converted with elo(s) = −400·log10(1/s − 1). This is not the delta method (which
 * would give a symmetric interval in Elo); mapping the ends keeps the interval inside the range the score allows.
 */
public final class Elo {

    /**
     * 800/ln 10 ≈ 347.44, the nElo of a unit t-value (fishtest's {@code nelo_divided_by_nt}): with it nElo
     * matches logistic Elo for small differences between players who never draw.
     */
    public static final double NELO_PER_T = 800.0 / Math.log(10.0);

    private Elo() {
    }

    /**
     * The expected score per game in [0, 1] of a logistic Elo difference: 1/(1 + 10^(−elo/400)). ±∞ give 1 and 0.
     *
     * @param elo an Elo difference, in logistic Elo
     */
    public static double toScore(double elo) {
        requireNumber(elo, "elo");
        return 1.0 / (1.0 + Math.pow(10.0, -elo / 400.0));
    }

    /**
     * The logistic Elo difference of an expected score: −400·log10(1/s − 1), written as 400·log10(s/(1 − s)) so
     * that a score of exactly ½ gives +0.0 rather than −0.0. A score of 1 gives +∞ and a score of 0 gives −∞;
     * scores outside [0, 1] are clamped to those ends, since they arise only from an interval end s ± z·σ.
     *
     * @param score a score per game; in [0, 1] for a meaningful answer
     */
    public static double fromScore(double score) {
        requireNumber(score, "score");
        if (score <= 0.0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1.0) {
            return Double.POSITIVE_INFINITY;
        }
        return 400.0 * Math.log10(score / (1.0 - score));
    }

    /**
     * The expected score per game of a normalized Elo difference, ½ + (nElo/(800/ln 10))·σ, the inverse of
     * nElo = (800/ln 10)·(s − ½)/σ (Van den Bergh, normalized_elo_practical.pdf; fishtest converts normalized SPRT
     * bounds to logistic Elo this way on its statistics page).
     *
     * @param nElo         a normalized Elo difference
     * @param perGameSigma the standard deviation of one game's score, ≥ 0, e.g. {@link #perGameSigma(Pentanomial)}
     */
    public static double normalizedToScore(double nElo, double perGameSigma) {
        requireNumber(nElo, "nElo");
        if (!(perGameSigma >= 0)) {
            throw new IllegalArgumentException("perGameSigma must be >= 0, got " + perGameSigma);
        }
        return 0.5 + nElo / NELO_PER_T * perGameSigma;
    }

    /** The sample standard deviation of one game's score, √(Σ p_i·(a_i − s)²) over W, D, L; 0 with no games. */
    public static double perGameSigma(Wdl wdl) {
        return wdl.games() == 0 ? 0.0 : Math.sqrt(Sample.of(wdl).variance());
    }

    /**
     * The per-game standard deviation seen through pairs, √2·σ_pair, where σ_pair is the standard deviation of a
     * pair's mean score per game. A pair mean averages two games, so were they independent σ_pair² would be σ²/2;
     * fishtest's {@code LLR_normalized_alt} and fastchess's {@code EloPentanomial} use √(2·σ_pair²) as σ. 0 with
     * no pairs.
     */
    public static double perGameSigma(Pentanomial pentanomial) {
        return pentanomial.pairs() == 0 ? 0.0 : Math.sqrt(2.0 * Sample.of(pentanomial).variance());
    }

    /**
     * The logistic Elo of a match scored game by game (the trinomial model). σ² is the sample variance of the
     * per-game score, (w(1 − s)² + d(½ − s)² + l(0 − s)²)/n as cutechess-cli's {@code Elo} computes it; the
     * interval is s ± 1.96·σ/√n mapped through the logistic; LOS is {@link #los(Wdl)}.
     */
    public static EloEstimate fromWdl(Wdl wdl) {
        OptionalDouble drawRatio = OptionalDouble.of(wdl.drawRatio());
        long n = wdl.games();
        if (n == 0) {
            return noEvidence(drawRatio);
        }
        double score = wdl.score();
        double standardError = Math.sqrt(Sample.of(wdl).variance() / n);
        return estimate(score, standardError, los(wdl), drawRatio);
    }

    /**
     * The logistic Elo of a match played in pairs (the pentanomial model). σ² is the sample variance of a pair's
     * mean score per game and n the number of pairs, so σ/√n is the standard error of the score per game
     * (fishtest's {@code stat_util.get_elo} and fastchess's {@code EloPentanomial}). LOS is the normal
     * approximation Φ((s − ½)/(σ/√n)) those two use; a draw ratio is not reported (see {@link EloEstimate}).
     */
    public static EloEstimate fromPentanomial(Pentanomial pentanomial) {
        long n = pentanomial.pairs();
        if (n == 0) {
            return noEvidence(OptionalDouble.empty());
        }
        double score = pentanomial.score();
        double standardError = Math.sqrt(Sample.of(pentanomial).variance() / n);
        return estimate(score, standardError, losOfScore(score, standardError), OptionalDouble.empty());
    }

    /**
     * The likelihood of superiority of a match scored game by game, cutechess-cli's {@code Elo::LOS}:
     * ½ + ½·erf((W − L)/√(2(W + L))) = Φ((W − L)/√(W + L)). Draws carry no information on who is stronger in this
     * approximation (a normal approximation to the sign test on decisive games). 0.5 when no game was decisive.
     */
    public static double los(Wdl wdl) {
        long decisive = (long) wdl.wins() + wdl.losses();
        if (decisive == 0) {
            return 0.5;
        }
        return Normal.cdf((wdl.wins() - (double) wdl.losses()) / Math.sqrt(decisive));
    }

    /**
     * The normalized Elo of a match scored game by game: (800/ln 10)·(s − ½)/σ with σ = {@link #perGameSigma(Wdl)}
     * (Van den Bergh, normalized_elo_practical.pdf; fastchess's {@code EloWDL}); margin 1.96·(800/ln 10)/√games.
     */
    public static NormalizedElo normalized(Wdl wdl) {
        long n = wdl.games();
        if (n == 0) {
            return new NormalizedElo(0.0, Double.POSITIVE_INFINITY);
        }
        return new NormalizedElo(normalizedOf(wdl.score(), perGameSigma(wdl)), margin(n));
    }

    /**
     * The normalized Elo of a match played in pairs: (800/ln 10)·(s − ½)/(√2·σ_pair) with σ_pair the standard
     * deviation of a pair's mean score per game (Van den Bergh, normalized_elo_practical.pdf; fastchess's
     * {@code EloPentanomial::scoreToNeloDiff}); margin 1.96·(800/ln 10)/√games with games = 2·pairs.
     */
    public static NormalizedElo normalized(Pentanomial pentanomial) {
        long pairs = pentanomial.pairs();
        if (pairs == 0) {
            return new NormalizedElo(0.0, Double.POSITIVE_INFINITY);
        }
        return new NormalizedElo(normalizedOf(pentanomial.score(), perGameSigma(pentanomial)),
                margin(pentanomial.games()));
    }

    /** (800/ln 10)·(s − ½)/σ, with σ = 0 read as "no spread": 0 at s = ½, else ±∞. */
    private static double normalizedOf(double score, double sigma) {
        double diff = score - 0.5;
        if (sigma == 0) {
            return diff == 0 ? 0.0 : Math.copySign(Double.POSITIVE_INFINITY, diff);
        }
        return NELO_PER_T * diff / sigma;
    }

    /**
     * 1.96·(800/ln 10)/√games: the score interval s ± 1.96·σ/√games divided by σ, as fastchess maps it. For pairs
     * the standard error is σ_pair/√pairs and the divisor √2·σ_pair, which comes to the same √(2·pairs).
     */
    private static double margin(long games) {
        return Normal.Z95 * NELO_PER_T / Math.sqrt(games);
    }

    /** Φ((s − ½)/σₘ) for standard error σₘ; a zero error is read as certainty about the sign of s − ½. */
    private static double losOfScore(double score, double standardError) {
        double diff = score - 0.5;
        if (standardError == 0) {
            return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
        }
        return Normal.cdf(diff / standardError);
    }

    private static EloEstimate estimate(double score, double standardError, double los, OptionalDouble drawRatio) {
        double halfWidth = Normal.Z95 * standardError;
        return new EloEstimate(score, fromScore(score), fromScore(score - halfWidth), fromScore(score + halfWidth),
                los, drawRatio);
    }

    private static EloEstimate noEvidence(OptionalDouble drawRatio) {
        return new EloEstimate(0.5, 0.0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0.5, drawRatio);
    }

    private static void requireNumber(double x, String name) {
        if (Double.isNaN(x)) {
            throw new IllegalArgumentException(name + " is NaN");
        }
    }
}
