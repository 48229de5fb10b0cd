package arbiter.core.stats;

/**
 * A sample of i.i.d. draws from a discrete distribution on [0, 1]: the outcome values and how often each was seen.
 * For games the outcomes are the per-game scores 0, ½, 1; for pairs they are the pair's mean score per game 0, ¼,
 * ½, ¾, 1 (pair points / 2), so that the mean of either sample is the score per game. This is fishtest's
 * {@code results_to_pdf} convention (value i/(k−1) for the i-th of k counts).
 */
final class Sample {

    /**
     * The count that stands in for an outcome never seen, fishtest's {@code LLRcalc.regularize}: without it the
     * constrained likelihood maximum can sit on the boundary of the simplex (a zero probability), where the
     * secular equation below has no root inside its bracket.
     */
    static final double REGULARIZER = 1e-3;

    private final double[] values;
    private final double[] counts;

    private Sample(double[] values, double[] counts) {
        this.values = values;
        this.counts = counts;
    }

    /** The games of {@code wdl} as draws of the per-game score. */
    static Sample of(Wdl wdl) {
        return new Sample(new double[] {0.0, 0.5, 1.0}, wdl.countsByScore());
    }

    /** The pairs of {@code pentanomial} as draws of the pair's mean score per game. */
    static Sample of(Pentanomial pentanomial) {
        return new Sample(new double[] {0.0, 0.25, 0.5, 0.75, 1.0}, pentanomial.countsByScore());
    }

    /** The outcome values, ascending; a fresh array. */
    double[] values() {
        return values.clone();
    }

    /** The number of draws (games or pairs), Σ counts. */
    double total() {
        double n = 0;
        for (double c : counts) {
            n += c;
        }
        return n;
    }

    /** The empirical distribution, counts / total; the caller makes sure total &gt; 0. */
    double[] frequencies() {
        double n = total();
        double[] f = new double[counts.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = counts[i] / n;
        }
        return f;
    }

    /** The sample mean of the outcomes; the caller makes sure total &gt; 0. */
    double mean() {
        return mean(values, frequencies());
    }

    /**
     * The sample variance of the outcomes with divisor N (the maximum-likelihood variance), as cutechess's
     * {@code Elo} and fishtest's {@code stats} compute it; the caller makes sure total &gt; 0.
     */
    double variance() {
        return variance(values, frequencies());
    }

    /** The same sample with every zero count replaced by {@link #REGULARIZER}. */
    Sample regularized() {
        double[] c = counts.clone();
        for (int i = 0; i < c.length; i++) {
            if (c[i] == 0) {
                c[i] = REGULARIZER;
            }
        }
        return new Sample(values, c);
    }

    /** Σ p_i·a_i. */
    static double mean(double[] values, double[] probabilities) {
        double m = 0;
        for (int i = 0; i < values.length; i++) {
            m += probabilities[i] * values[i];
        }
        return m;
    }

    /** Σ p_i·(a_i − mean)², computed about the mean so that it never comes out negative. */
    static double variance(double[] values, double[] probabilities) {
        double m = mean(values, probabilities);
        double v = 0;
        for (int i = 0; i < values.length; i++) {
            double d = values[i] - m;
            v += probabilities[i] * d * d;
        }
        return v;
    }
}
