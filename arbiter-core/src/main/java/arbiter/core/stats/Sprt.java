package arbiter.core.stats;

/**
 * The generalized sequential probability ratio test (GSPRT) as fishtest runs it, on pair counts (pentanomial) or
 * game counts (trinomial).
 *
 * <p>The results are a sample from an unknown distribution on the outcomes (pair or game scores). Under each
 * hypothesis the distribution is replaced by its maximum-likelihood estimate subject to the hypothesis —
 * mean score s0 or s1 for {@link SprtConfig.Model#LOGISTIC}, t-value t0 or t1 for
 * {@link SprtConfig.Model#NORMALIZED} — and the LLR is the log of the ratio of the two likelihoods of the sample:
 * LLR = N·Σ p̂_i·ln(p1_i/p0_i), N the number of pairs (or games) and p̂ the observed frequencies
 * (Van den Bergh's GSPRT notes; fishtest's {@code LLRcalc.LLR_logistic} and {@code LLR_normalized}).
 * The often quoted closed form N·(s1 − s0)(2ŝ − s0 − s1)/(2σ̂²) is this LLR's normal approximation
 * (GSPRT_approximation.pdf, fishtest's {@code LLR_alt2}); the exact constrained maximum is used here.
 *
 * <p>Scores of the hypotheses: logistic s = 1/(1 + 10^(−elo/400)); normalized t = nElo/(800/ln 10) per game, and
 * √2 times that for a pair's mean score, whose standard deviation is σ/√2 (fishtest's {@code LLR_normalized}).
 *
 * <p>As in fishtest, an outcome never seen counts 0.001 times ({@code LLRcalc.regularize}), and N
 * includes these fractional counts. With no results at all the LLR is 0: there is no evidence either
 * way (fishtest would regularize all five counts and report a tiny non-zero value).
 */
public final class Sprt {

    /** A game's t-value per nElo, 1/(800/ln 10). */
    private static final double T_PER_NELO_GAME = 1.0 / Elo.NELO_PER_T;

    /** A pair mean's t-value per nElo: √2 times the game's, since the pair mean's σ is σ_game/√2. */
    private static final double T_PER_NELO_PAIR = Math.sqrt(2.0) / Elo.NELO_PER_T;

    private Sprt() {
    }

    /** The log-likelihood ratio ln(L(H1)/L(H0)) of pair counts, natural log. */
    public static double llr(Pentanomial pentanomial, SprtConfig config) {
        return llr(Sample.of(pentanomial), config, T_PER_NELO_PAIR);
    }

    /**
     * The log-likelihood ratio of game counts (the trinomial model). Prefer {@link #llr(Pentanomial, SprtConfig)}
     * when games are played in pairs: the trinomial model ignores the correlation within a pair.
     */
    public static double llr(Wdl wdl, SprtConfig config) {
        return llr(Sample.of(wdl), config, T_PER_NELO_GAME);
    }

    /** The LLR of pair counts, the bounds and the decision. */
    public static SprtResult decide(Pentanomial pentanomial, SprtConfig config) {
        return SprtResult.of(llr(pentanomial, config), config);
    }

    /** The LLR of game counts, the bounds and the decision. */
    public static SprtResult decide(Wdl wdl, SprtConfig config) {
        return SprtResult.of(llr(wdl, config), config);
    }

    private static double llr(Sample sample, SprtConfig config, double tPerNElo) {
        if (sample.total() == 0) {
            return 0.0;
        }
        Sample regularized = sample.regularized();
        double n = regularized.total();
        double[] values = regularized.values();
        double[] observed = regularized.frequencies();
        double[] p0;
        double[] p1;
        if (config.model() == SprtConfig.Model.LOGISTIC) {
            p0 = ConstrainedMle.withMean(values, observed, Elo.toScore(config.elo0()));
            p1 = ConstrainedMle.withMean(values, observed, Elo.toScore(config.elo1()));
        } else {
            p0 = ConstrainedMle.withTValue(values, observed, 0.5, config.elo0() * tPerNElo);
            p1 = ConstrainedMle.withTValue(values, observed, 0.5, config.elo1() * tPerNElo);
        }
        double perDraw = 0;
        for (int i = 0; i < observed.length; i++) {
            perDraw += observed[i] * Math.log(p1[i] / p0[i]);
        }
        return n * perDraw;
    }
}
