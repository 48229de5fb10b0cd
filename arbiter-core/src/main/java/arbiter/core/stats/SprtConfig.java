package arbiter.core.stats;

import java.util.Optional;

/**
 * The parameters of a sequential probability ratio test of H0: elo = elo0 against H1: elo = elo1.
 *
 * <p>alpha is the probability of accepting H1 when elo = elo0 (a false positive), beta that of accepting H0 when
 * elo = elo1 (a false negative). The LLR stops the test at Wald's bounds ln(β/(1 − α)) and ln((1 − β)/α)
 * (Wald, "Sequential Tests of Statistical Hypotheses", 1945; fishtest's {@code stat_util.SPRT}); for
 * α = β = 0.05 they are ∓ln 19 ≈ ∓2.944.
 *
 * @param elo0  the Elo difference of H0, in the model's unit; finite and below elo1
 * @param elo1  the Elo difference of H1, in the model's unit
 * @param alpha the type I error, in (0, 1)
 * @param beta  the type II error, in (0, 1), with α + β &lt; 1 so that the lower bound lies below the upper
 * @param model the unit of elo0 and elo1
 */
public record SprtConfig(double elo0, double elo1, double alpha, double beta, Model model) {

    /**
     * The largest |nElo| a {@link Model#NORMALIZED} bound may have. The t-value estimate behind a normalized LLR
     * is a fixed-point iteration (Van den Bergh, normalized_elo_practical.pdf, 4.1) that can leave its domain for
     * very large t-values (from about 230 nElo for pairs); real tests use bounds of a few nElo.
     */
    public static final double MAX_NORMALIZED_ELO = 100;

    /** What elo0 and elo1 measure. */
    public enum Model {
        /**
         * Logistic Elo, the default: elo d means an expected score of 1/(1 + 10^(−d/400)), so the hypotheses are
         * about the score (fishtest's {@code LLR_logistic}).
         */
        LOGISTIC,
        /**
         * Normalized Elo (see {@link NormalizedElo}): the hypotheses are about the t-value (score − ½)/σ per game,
         * nElo/(800/ln 10), whatever the draw rate (fishtest's {@code LLR_normalized}).
         */
        NORMALIZED
    }

    /** Validates; the message says which parameter is wrong and why. */
    public SprtConfig {
        Optional<String> problem = problem(elo0, elo1, alpha, beta, model);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
    }

    /** A test with bounds in logistic Elo, the default model. */
    public SprtConfig(double elo0, double elo1, double alpha, double beta) {
        this(elo0, elo1, alpha, beta, Model.LOGISTIC);
    }

    /** A test with bounds in logistic Elo. */
    public static SprtConfig logistic(double elo0, double elo1, double alpha, double beta) {
        return new SprtConfig(elo0, elo1, alpha, beta, Model.LOGISTIC);
    }

    /** A test with bounds in normalized Elo. */
    public static SprtConfig normalized(double nElo0, double nElo1, double alpha, double beta) {
        return new SprtConfig(nElo0, nElo1, alpha, beta, Model.NORMALIZED);
    }

    /**
     * What is wrong with these parameters, or empty if they make a valid test; for callers (such as a command
     * line) that report bad input without catching an exception.
     */
    public static Optional<String> problem(double elo0, double elo1, double alpha, double beta, Model model) {
        if (model == null) {
            return Optional.of("SPRT model must be given (LOGISTIC or NORMALIZED)");
        }
        if (!(alpha > 0 && alpha < 1)) {
            return Optional.of("SPRT alpha must be in (0, 1), got " + alpha);
        }
        if (!(beta > 0 && beta < 1)) {
            return Optional.of("SPRT beta must be in (0, 1), got " + beta);
        }
        if (!(alpha + beta < 1)) {
            return Optional.of("SPRT alpha + beta must be below 1, or the lower bound ln(beta/(1-alpha)) is not "
                    + "below the upper bound ln((1-beta)/alpha); got alpha=" + alpha + " beta=" + beta);
        }
        if (!Double.isFinite(elo0) || !Double.isFinite(elo1)) {
            return Optional.of("SPRT elo0 and elo1 must be finite numbers, got elo0=" + elo0 + " elo1=" + elo1);
        }
        if (!(elo0 < elo1)) {
            return Optional.of("SPRT elo0 must be below elo1, got elo0=" + elo0 + " elo1=" + elo1);
        }
        if (model == Model.LOGISTIC) {
            for (double elo : new double[] {elo0, elo1}) {
                double s = Elo.toScore(elo);
                if (!(s > 0 && s < 1)) {
                    return Optional.of("SPRT bound " + elo + " Elo is too large: its expected score rounds to " + s);
                }
            }
        } else if (Math.abs(elo0) > MAX_NORMALIZED_ELO || Math.abs(elo1) > MAX_NORMALIZED_ELO) {
            return Optional.of("SPRT normalized bounds must lie within ±" + MAX_NORMALIZED_ELO + " nElo, got elo0="
                    + elo0 + " elo1=" + elo1);
        }
        return Optional.empty();
    }

    /** Wald's lower bound ln(β/(1 − α)), &lt; 0: an LLR at or below it accepts H0. */
    public double lowerBound() {
        return Math.log(beta) - Math.log1p(-alpha);
    }

    /** Wald's upper bound ln((1 − β)/α), &gt; 0: an LLR at or above it accepts H1. */
    public double upperBound() {
        return Math.log1p(-beta) - Math.log(alpha);
    }
}
