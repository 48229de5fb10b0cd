package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The constrained maximum-likelihood estimates behind the GSPRT. */
class ConstrainedMleTest {

    private static final double[] PAIR_MEANS = {0, 0.25, 0.5, 0.75, 1};

    private static double[] frequencies(double... counts) {
        double[] c = BruteForceMle.regularize(counts);
        double n = 0;
        for (double x : c) {
            n += x;
        }
        double[] f = new double[c.length];
        for (int i = 0; i < c.length; i++) {
            f[i] = c[i] / n;
        }
        return f;
    }

    static Stream<Arguments> meanCases() {
        return Stream.of(
                Arguments.of("a balanced sample pulled up to 51 %", frequencies(10789, 19328, 33806, 19402, 10543),
                        0.51),
                Arguments.of("a drawish sample pulled down to 49 %", frequencies(39, 2226, 31451, 2412, 40), 0.49),
                Arguments.of("a sample with unseen outcomes held at 50 %", frequencies(0, 3, 10, 5, 2), 0.5),
                Arguments.of("only double wins pulled to 60 %", frequencies(0, 0, 0, 0, 3), 0.6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("meanCases")
    void theMeanConstrainedEstimateHasThatMeanAndIsAsLikelyAsTheBruteForceOne(String name, double[] f, double s) {
        double[] p = ConstrainedMle.withMean(PAIR_MEANS, f, s);
        assertDistribution(p);
        assertEquals(s, Sample.mean(PAIR_MEANS, p), 1e-12);
        double[] reference = BruteForceMle.withMoments(PAIR_MEANS, f, new double[] {1, s});
        assertEquals(BruteForceMle.logLikelihood(f, reference), BruteForceMle.logLikelihood(f, p), 1e-12);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("meanCases")
    void noMoveThatKeepsTheMeanMakesTheSampleMoreLikely(String name, double[] f, double s) {
        double[] p = ConstrainedMle.withMean(PAIR_MEANS, f, s);
        double best = BruteForceMle.logLikelihood(f, p);
        // For equally spaced outcomes a second difference (+1, −2, +1) moves no mass and no mean.
        for (int i = 0; i + 2 < p.length; i++) {
            for (double eps : new double[] {1e-4, -1e-4, 1e-7, -1e-7}) {
                double step = eps * Math.min(p[i + 1], Math.min(p[i], p[i + 2]));
                double[] q = p.clone();
                q[i] += step;
                q[i + 1] -= 2 * step;
                q[i + 2] += step;
                assertTrue(BruteForceMle.logLikelihood(f, q) <= best + 1e-15,
                        "moving " + step + " at " + i + " improved the likelihood");
            }
        }
    }

    static Stream<Arguments> tCases() {
        return Stream.of(
                Arguments.of("a balanced sample at t = 0.02", frequencies(10789, 19328, 33806, 19402, 10543), 0.02),
                Arguments.of("a drawish sample at t = -0.01", frequencies(39, 2226, 31451, 2412, 40), -0.01),
                Arguments.of("a small sample at t = 0.1", frequencies(0, 3, 10, 5, 2), 0.1),
                Arguments.of("a sample at the nElo limit, t = 0.407", frequencies(12, 40, 85, 51, 20), 0.407));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tCases")
    void theTValueConstrainedEstimateHasThatTValueAndIsAsLikelyAsTheBruteForceOne(String name, double[] f,
            double t) {
        double[] p = ConstrainedMle.withTValue(PAIR_MEANS, f, 0.5, t);
        assertDistribution(p);
        assertEquals(t, tValue(p), 1e-9);
        assertEquals(BruteForceMle.bestWithTValue(PAIR_MEANS, f, 0.5, t), BruteForceMle.logLikelihood(f, p), 1e-10);
    }

    @Test
    void theTValueIterationConvergesOnRandomSamplesUpToTheNormalizedLimit() {
        // SprtConfig allows |nElo| ≤ 100, a pair-mean t-value of √2·100/347.44 = 0.407; counts spanning six
        // orders of magnitude, zeros included, exercise the regularizer.
        Random random = new Random(20240611);
        double[] choices = {0, 1, 5, 50, 500, 5000};
        double tMax = Math.sqrt(2) * SprtConfig.MAX_NORMALIZED_ELO / Elo.NELO_PER_T;
        for (int trial = 0; trial < 300; trial++) {
            double[] counts = new double[5];
            for (int i = 0; i < 5; i++) {
                counts[i] = choices[random.nextInt(choices.length)];
            }
            double[] f = frequencies(counts);
            for (double t : new double[] {-tMax, -0.1, 0.003, 0.1, tMax}) {
                double[] p = ConstrainedMle.withTValue(PAIR_MEANS, f, 0.5, t);
                assertDistribution(p);
                assertEquals(t, tValue(p), 1e-8, () -> java.util.Arrays.toString(counts) + " at t = " + t);
            }
        }
    }

    @Test
    void theSecularRootSolvesItsEquationInsideThePoles() {
        double[] b = {-0.5, -0.25, 0, 0.25, 0.5};
        double[] w = {0.1, 0.2, 0.3, 0.25, 0.15};
        double x = ConstrainedMle.secularRoot(b, w);
        assertTrue(x > -1 / 0.5 && x < 1 / 0.5);
        double f = 0;
        for (int i = 0; i < b.length; i++) {
            f += w[i] * b[i] / (1 + x * b[i]);
        }
        assertEquals(0.0, f, 1e-15);
    }

    @Test
    void aConstraintOutsideTheOutcomesRangeHasNoRoot() {
        assertThrows(ArithmeticException.class,
                () -> ConstrainedMle.secularRoot(new double[] {0.1, 0.2}, new double[] {0.5, 0.5}));
    }

    private static double tValue(double[] p) {
        return (Sample.mean(PAIR_MEANS, p) - 0.5) / Math.sqrt(Sample.variance(PAIR_MEANS, p));
    }

    private static void assertDistribution(double[] p) {
        double sum = 0;
        for (double x : p) {
            assertTrue(x > 0, "probability " + x);
            sum += x;
        }
        assertEquals(1.0, sum, 1e-14);
    }
}
