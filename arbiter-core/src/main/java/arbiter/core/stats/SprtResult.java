package arbiter.core.stats;

/**
 * The state of a sequential probability ratio test: the log-likelihood ratio of the results so far, Wald's bounds
 * it is compared with, and the decision that follows.
 *
 * @param decision   {@link Decision#H1_ACCEPTED} when llr ≥ upperBound, {@link Decision#H0_ACCEPTED} when
 *                   llr ≤ lowerBound, else {@link Decision#CONTINUE}
 * @param llr        the log-likelihood ratio ln(L(H1)/L(H0)), natural log, dimensionless
 * @param lowerBound ln(β/(1 − α))
 * @param upperBound ln((1 − β)/α)
 */
public record SprtResult(Decision decision, double llr, double lowerBound, double upperBound) {

    /** Rejects a NaN LLR and a decision that does not follow from the LLR and the bounds. */
    public SprtResult {
        if (Double.isNaN(llr)) {
            throw new IllegalArgumentException("llr is NaN");
        }
        if (decision != decide(llr, lowerBound, upperBound)) {
            throw new IllegalArgumentException("decision " + decision + " does not follow from llr " + llr
                    + " and bounds [" + lowerBound + ", " + upperBound + "]");
        }
    }

    /** The result for a given LLR under {@code config}'s bounds. */
    public static SprtResult of(double llr, SprtConfig config) {
        double lower = config.lowerBound();
        double upper = config.upperBound();
        return new SprtResult(decide(llr, lower, upper), llr, lower, upper);
    }

    /**
     * Wald's rule: continue while lower &lt; llr &lt; upper, stop at the bound reached. The bounds themselves stop
     * the test (Wald 1945); fishtest stops only strictly beyond them, which differs only for an LLR exactly on a
     * bound.
     */
    private static Decision decide(double llr, double lower, double upper) {
        if (llr >= upper) {
            return Decision.H1_ACCEPTED;
        }
        if (llr <= lower) {
            return Decision.H0_ACCEPTED;
        }
        return Decision.CONTINUE;
    }
}
