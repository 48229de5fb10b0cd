package arbiter.compat;

import arbiter.core.stats.Decision;

/**
 * cutechess-cli 1.x's own statistics (projects/lib/src/elo.cpp and sprt.cpp), which differ from fastchess's:
 * the Elo interval uses an approximate inverse error function, the LOS ignores draws, and the SPRT is the
 * BayesElo-model test of the old fishtest with half a pseudo-count added to each outcome.
 *
 * <p>Plain doubles suffice here: Qt prints every NaN as {@code nan}, so a NaN's sign never shows.
 */
final class CutechessStats {
    /** π as cutechess writes it in its inverse error function (13 decimals, not Math.PI). */
    private static final double PI = 3.1415926535897;

    private CutechessStats() {
    }

    /**
     * The numbers of the {@code Elo difference} line.
     *
     * @param diff the Elo difference −400·log10(1/μ − 1) of the mean score μ
     * @param errorMargin half the width of the 95% interval
     * @param los the likelihood of superiority in percent, from wins and losses only
     * @param drawRatio the draws as a fraction of the games
     */
    record Elo(double diff, double errorMargin, double los, double drawRatio) {
    }

    /**
     * The state of cutechess's SPRT.
     *
     * @param llr the log-likelihood ratio
     * @param lowerBound ln(β/(1 − α)); −∞ without {@code -sprt} (α = β = 0)
     * @param upperBound ln((1 − β)/α); +∞ without {@code -sprt}
     * @param decision H1 once llr ≥ the upper bound, H0 once llr ≤ the lower bound
     */
    record Sprt(double llr, double lowerBound, double upperBound, Decision decision) {
        /** cutechess prints its SPRT line unless all three numbers are 0 (it always prints it in practice). */
        boolean printed() {
            return llr != 0.0 || lowerBound != 0.0 || upperBound != 0.0;
        }
    }

    /**
     * The Elo estimate of a result set: μ = w + d/2 (fractions of the n games),
     * σ = √(w(1 − μ)² + l·μ² + d(½ − μ)²)/√n,
     * interval μ ± Φ⁻¹(0.975)·σ mapped to Elo, LOS = 100·(½ + ½·erf((W − L)/√(2(W + L)))).
     */
    static Elo elo(int wins, int losses, int draws) {
        double n = wins + losses + draws;
        double w = wins / n;
        double l = losses / n;
        double d = draws / n;
        double mu = w + d / 2.0;
        double devW = w * square(1.0 - mu);
        double devL = l * square(0.0 - mu);
        double devD = d * square(0.5 - mu);
        double stdev = Math.sqrt(devW + devL + devD) / Math.sqrt(n);
        double muMin = mu + phiInv(0.025) * stdev;
        double muMax = mu + phiInv(0.975) * stdev;
        double error = (diff(muMax) - diff(muMin)) / 2.0;
        double los = 100 * (0.5 + 0.5 * Erf.erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
        return new Elo(diff(mu), error, los, draws / n);
    }

    /** −400·log10(1/p − 1). */
    static double diff(double p) {
        return -400.0 * Math.log10(1.0 / p - 1.0);
    }

    /**
     * cutechess's SPRT after {@code wins}, {@code losses} and {@code draws} (counted for the first engine): draw
     * Elo estimated from the counts plus ½ each, elo0 and elo1 (BayesElo after dividing by the scale
     * 4x/(1 + x)², x = 10^(−drawElo/400)) turned into win/loss/draw probabilities, and the LLR summed over
     * the three outcomes weighted by the same regularized counts. Pass zeros for all four test parameters to
     * get what cutechess computes without {@code -sprt}: LLR 0 between −∞ and +∞.
     */
    static Sprt sprt(int wins, int losses, int draws, double elo0, double elo1, double alpha, double beta) {
        // half a point per outcome: a Jeffreys prior that keeps every probability inside (0, 1)
        double w = wins + 0.5;
        double l = losses + 0.5;
        double d = draws + 0.5;
        double count = w + l + d;
        double pWin = w / count;
        double pLoss = l / count;
        double drawElo = 200.0 * Math.log10((1.0 - pLoss) / pLoss * (1.0 - pWin) / pWin);
        double x = Math.pow(10.0, -drawElo / 400.0);
        double scale = 4.0 * x / ((1.0 + x) * (1.0 + x));
        double[] p0 = probabilities(elo0 / scale, drawElo);
        double[] p1 = probabilities(elo1 / scale, drawElo);
        double llr = w * Math.log(p1[0] / p0[0]) + l * Math.log(p1[1] / p0[1]) + d * Math.log(p1[2] / p0[2]);
        double lower = Math.log(beta / (1.0 - alpha));
        double upper = Math.log((1.0 - beta) / alpha);
        Decision decision = llr >= upper ? Decision.H1_ACCEPTED
                : llr <= lower ? Decision.H0_ACCEPTED : Decision.CONTINUE;
        return new Sprt(llr, lower, upper, decision);
    }

    /** Win, loss and draw probabilities of the BayesElo model. */
    private static double[] probabilities(double bayesElo, double drawElo) {
        double win = 1.0 / (1.0 + Math.pow(10.0, (drawElo - bayesElo) / 400.0));
        double loss = 1.0 / (1.0 + Math.pow(10.0, (drawElo + bayesElo) / 400.0));
        return new double[] {win, loss, 1.0 - win - loss};
    }

    /** Φ⁻¹(p) = √2·erfinv(2p − 1). */
    private static double phiInv(double p) {
        return Math.sqrt(2.0) * erfInv(2.0 * p - 1.0);
    }

    /** Winitzki's closed-form approximation of the inverse error function, as cutechess uses it. */
    private static double erfInv(double x) {
        double a = 8.0 * (PI - 3.0) / (3.0 * PI * (4.0 - PI));
        double y = Math.log(1.0 - x * x);
        double z = 2.0 / (PI * a) + y / 2.0;
        double r = Math.sqrt(Math.sqrt(z * z - y / a) - z);
        return x < 0.0 ? -r : r;
    }

    /** std::pow(x, 2.0), which the compiler turns into x·x. */
    private static double square(double x) {
        return x * x;
    }
}
