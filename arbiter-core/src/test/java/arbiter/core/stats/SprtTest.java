package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.stats.SprtConfig.Model;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generalized SPRT's log-likelihood ratio and decision. Reference LLRs come from two places: values computed
 * with fishtest's algorithm ({@code LLRcalc.LLR_logistic}/{@code LLR_normalized}: regularize, secular equation
 * by scipy's brentq, t-value fixed point), transcribed to Python and run once, and {@link BruteForceMle}, a
 * slow independent maximisation run in the test itself.
 */
class SprtTest {

    private static final double A = 0.05;

    private static Pentanomial penta(long... c) {
        return Pentanomial.of(c);
    }

    private static SprtConfig config(Model model, double elo0, double elo1) {
        return new SprtConfig(elo0, elo1, A, A, model);
    }

    static Stream<Arguments> fishtestValues() {
        return Stream.of(
                Arguments.of("fishtest's stat_util example, logistic [-3, 1]", config(Model.LOGISTIC, -3, 1),
                        penta(10789, 19328, 33806, 19402, 10543), 2.1310678117940807),
                Arguments.of("a drawish sample, logistic [0.2, 0.9]", config(Model.LOGISTIC, 0.2, 0.9),
                        penta(39, 2226, 31451, 2412, 40), 2.1625425800490787),
                Arguments.of("the drawish sample, normalized [0.764, 3.439]", config(Model.NORMALIZED, 0.764, 3.439),
                        penta(39, 2226, 31451, 2412, 40), 2.1629408695852295),
                Arguments.of("a small sample with an unseen outcome, logistic [0, 5]", config(Model.LOGISTIC, 0, 5),
                        penta(0, 3, 10, 5, 2), 0.2493119959932405),
                Arguments.of("the small sample, normalized [0, 2]", config(Model.NORMALIZED, 0, 2),
                        penta(0, 3, 10, 5, 2), 0.05953321228859509),
                Arguments.of("three double wins, logistic [-1.75, 0.25]", config(Model.LOGISTIC, -1.75, 0.25),
                        penta(0, 0, 0, 0, 3), 0.01731821308558678),
                Arguments.of("a slightly losing sample, logistic [0, 2]", config(Model.LOGISTIC, 0, 2),
                        penta(1187, 7410, 13475, 7378, 1164), -3.7035535871388285),
                Arguments.of("the slightly losing sample, normalized [0, 2]", config(Model.NORMALIZED, 0, 2),
                        penta(1187, 7410, 13475, 7378, 1164), -1.7287536221861346));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fishtestValues")
    void thePentanomialLlrMatchesFishtestsAlgorithm(String name, SprtConfig config, Pentanomial p, double llr) {
        assertEquals(llr, Sprt.llr(p, config), 1e-9);
    }

    @Test
    void theTrinomialLlrMatchesFishtestsAlgorithm() {
        Wdl wdl = Wdl.of(100, 200, 50);
        assertEquals(1.5992748223360387, Sprt.llr(wdl, config(Model.LOGISTIC, 0, 5)), 1e-9);
        assertEquals(1.0634648940255564, Sprt.llr(wdl, config(Model.NORMALIZED, 0, 5)), 1e-9);
    }

    static Stream<Arguments> bruteForceCases() {
        Pentanomial[] samples = {
            penta(10789, 19328, 33806, 19402, 10543), penta(39, 2226, 31451, 2412, 40), penta(0, 3, 10, 5, 2),
            penta(12, 40, 85, 51, 20), penta(3, 0, 7, 0, 1), penta(1, 1, 1, 1, 1)};
        double[][] bounds = {{0, 5}, {-3, 1}, {-1.75, 0.25}, {-20, 20}};
        Stream.Builder<Arguments> rows = Stream.builder();
        for (Pentanomial p : samples) {
            for (double[] b : bounds) {
                for (Model m : Model.values()) {
                    rows.add(Arguments.of(m + " [" + b[0] + ", " + b[1] + "] on " + p, config(m, b[0], b[1]), p));
                }
            }
        }
        return rows.build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bruteForceCases")
    void theLlrAgreesWithABruteForceMaximisation(String name, SprtConfig config, Pentanomial p) {
        double[] values = {0, 0.25, 0.5, 0.75, 1};
        double[] counts = {p.p0(), p.p1(), p.p2(), p.p3(), p.p4()};
        double expected;
        if (config.model() == Model.LOGISTIC) {
            expected = BruteForceMle.llrMean(values, counts, Elo.toScore(config.elo0()), Elo.toScore(config.elo1()));
        } else {
            // A pair mean's t-value is √2 times the game's nElo/(800/ln 10).
            double perNElo = Math.sqrt(2) / (800 / Math.log(10));
            expected = BruteForceMle.llrTValue(values, counts, 0.5, config.elo0() * perNElo,
                    config.elo1() * perNElo);
        }
        assertEquals(expected, Sprt.llr(p, config), 1e-7 * Math.max(1, Math.abs(expected)));
    }

    @Test
    void theNormalApproximationIsCloseForSmallEloDifferences() {
        // LLR ≈ N·(s1 − s0)(2ŝ − s0 − s1)/(2σ̂²) (Van den Bergh, "GSPRT approximation"; fishtest's LLR_alt2),
        // with ŝ and σ̂² the mean and variance of the pair mean score and N the number of pairs.
        Pentanomial p = penta(10789, 19328, 33806, 19402, 10543);
        double n = p.pairs();
        double s = p.score();
        double var = (p.p0() * sq(0 - s) + p.p1() * sq(0.25 - s) + p.p2() * sq(0.5 - s) + p.p3() * sq(0.75 - s)
                + p.p4() * sq(1 - s)) / n;
        double s0 = Elo.toScore(-3);
        double s1 = Elo.toScore(1);
        double approx = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
        double exact = Sprt.llr(p, config(Model.LOGISTIC, -3, 1));
        assertEquals(approx, exact, 1e-3 * Math.abs(exact));
    }

    @Test
    void logisticAndNormalizedBoundsThatMeanTheSameScoresGiveNearlyTheSameLlr() {
        // Converting logistic bounds to nElo with the sample's per-game σ, nElo = (800/ln 10)(L(elo) − ½)/σ,
        // describes the same hypotheses as far as the sample can tell (fishtest's statistics page does this
        // conversion), so the two LLRs differ only by the models' second-order terms.
        Pentanomial p = penta(39, 2226, 31451, 2412, 40);
        double sigma = Elo.perGameSigma(p);
        double n0 = Elo.NELO_PER_T * (Elo.toScore(0.2) - 0.5) / sigma;
        double n1 = Elo.NELO_PER_T * (Elo.toScore(0.9) - 0.5) / sigma;
        assertEquals(0.7643143784871409, n0, 1e-9);
        assertEquals(3.4394073900469166, n1, 1e-9);
        double logistic = Sprt.llr(p, config(Model.LOGISTIC, 0.2, 0.9));
        double normalized = Sprt.llr(p, config(Model.NORMALIZED, n0, n1));
        assertEquals(logistic, normalized, 1e-3 * Math.abs(logistic));
    }

    static Stream<Arguments> models() {
        return Stream.of(Arguments.of("logistic", Model.LOGISTIC), Arguments.of("normalized", Model.NORMALIZED));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void noResultsGiveAZeroLlrAndTheTestContinues(String name, Model model) {
        SprtResult r = Sprt.decide(Pentanomial.EMPTY, config(model, 0, 5));
        assertEquals(0.0, r.llr());
        assertEquals(Decision.CONTINUE, r.decision());
        assertEquals(0.0, Sprt.llr(Wdl.EMPTY, config(model, 0, 5)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void swappingThePlayersAndMirroringTheHypothesesNegatesTheLlr(String name, Model model) {
        // H0: elo0, H1: elo1 on the first player's results is H1': −elo0, H0': −elo1 on the second player's.
        Pentanomial p = penta(12, 40, 85, 51, 20);
        double llr = Sprt.llr(p, config(model, -1, 4));
        double mirrored = Sprt.llr(p.reversed(), config(model, -4, 1));
        assertEquals(-llr, mirrored, 1e-9);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void theLlrGrowsInProportionToTheSampleWhenTheFrequenciesStayTheSame(String name, Model model) {
        // LLR = N·Σ p̂_i ln(p1_i/p0_i) and the constrained estimates depend on p̂ only (no count is zero here, so
        // the regularizer plays no part).
        SprtConfig c = config(model, 0, 5);
        double one = Sprt.llr(penta(12, 40, 85, 51, 20), c);
        double ten = Sprt.llr(penta(120, 400, 850, 510, 200), c);
        assertEquals(10 * one, ten, 1e-9 * Math.abs(ten));
    }

    static Stream<Arguments> degenerate() {
        return Stream.of(
                Arguments.of("only double wins push towards H1", penta(0, 0, 0, 0, 40), 1),
                Arguments.of("only double losses push towards H0", penta(40, 0, 0, 0, 0), -1),
                Arguments.of("only even pairs, below the bounds' midpoint, push towards H0", penta(0, 0, 40, 0, 0),
                        -1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("degenerate")
    void oneSidedSamplesGiveAFiniteLlrOfTheRightSign(String name, Pentanomial p, int sign) {
        for (Model model : Model.values()) {
            double llr = Sprt.llr(p, config(model, 0, 5));
            assertTrue(Double.isFinite(llr), model + ": " + llr);
            assertEquals(sign, (int) Math.signum(llr), model + ": " + llr);
        }
    }

    @Test
    void onlyEvenPairsUnderSymmetricHypothesesGiveAnLlrOfZero() {
        for (Model model : Model.values()) {
            assertEquals(0.0, Sprt.llr(penta(0, 0, 40, 0, 0), config(model, -5, 5)), 1e-9, model.toString());
        }
    }

    static Stream<Arguments> llrsAroundTheBounds() {
        double upper = Math.log(19);
        double lower = -Math.log(19);
        return Stream.of(
                Arguments.of("just below the upper bound: continue", Math.nextDown(upper), Decision.CONTINUE),
                Arguments.of("on the upper bound: H1", upper, Decision.H1_ACCEPTED),
                Arguments.of("beyond the upper bound: H1", 10.0, Decision.H1_ACCEPTED),
                Arguments.of("just above the lower bound: continue", Math.nextUp(lower), Decision.CONTINUE),
                Arguments.of("on the lower bound: H0", lower, Decision.H0_ACCEPTED),
                Arguments.of("beyond the lower bound: H0", -10.0, Decision.H0_ACCEPTED),
                Arguments.of("zero: continue", 0.0, Decision.CONTINUE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("llrsAroundTheBounds")
    void theDecisionFollowsWaldsRule(String name, double llr, Decision decision) {
        SprtResult r = SprtResult.of(llr, config(Model.LOGISTIC, 0, 5));
        assertEquals(decision, r.decision());
        assertEquals(llr, r.llr());
        assertEquals(-2.9444389791664403, r.lowerBound(), 1e-14);
        assertEquals(2.9444389791664403, r.upperBound(), 1e-14);
    }

    static Stream<Arguments> matches() {
        // Pair scores in half points, repeated: a 55 % scorer and a 45 % scorer against bounds [0, 10].
        return Stream.of(
                Arguments.of("a stronger engine is accepted", new int[] {2, 3, 2, 1, 3, 2, 4, 2, 0, 3, 2, 2},
                        Decision.H1_ACCEPTED),
                Arguments.of("a weaker engine is rejected", new int[] {2, 1, 2, 3, 1, 2, 0, 2, 4, 1, 2, 2},
                        Decision.H0_ACCEPTED));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matches")
    void theDecisionFlipsOnThePairWhoseResultCarriesTheLlrAcrossABound(String name, int[] pattern,
            Decision expected) {
        SprtConfig c = config(Model.LOGISTIC, 0, 10);
        Pentanomial p = Pentanomial.EMPTY;
        SprtResult before = Sprt.decide(p, c);
        for (int i = 0; before.decision() == Decision.CONTINUE; i++) {
            assertTrue(i < 100_000, "the test never stopped");
            int half = pattern[i % pattern.length];
            p = p.plusPair(Math.min(half, 2) / 2.0, Math.max(half - 2, 0) / 2.0);
            SprtResult after = Sprt.decide(p, c);
            if (after.decision() != Decision.CONTINUE) {
                assertEquals(expected, after.decision());
                assertTrue(before.llr() > before.lowerBound() && before.llr() < before.upperBound());
                assertTrue(after.llr() >= after.upperBound() || after.llr() <= after.lowerBound());
            }
            before = after;
        }
        assertEquals(expected, before.decision());
    }

    @Test
    void gameCountsAreDecidedTheSameWay() {
        SprtResult r = Sprt.decide(Wdl.of(400, 200, 200), config(Model.LOGISTIC, 0, 5));
        assertEquals(Decision.H1_ACCEPTED, r.decision());
        assertTrue(r.llr() > r.upperBound());
    }

    @Test
    void aResultWhoseDecisionContradictsItsLlrCannotBeBuilt() {
        assertThrows(IllegalArgumentException.class,
                () -> new SprtResult(Decision.H1_ACCEPTED, 0.0, -2.944, 2.944));
        assertThrows(IllegalArgumentException.class,
                () -> new SprtResult(Decision.CONTINUE, Double.NaN, -2.944, 2.944));
    }

    private static double sq(double x) {
        return x * x;
    }
}
