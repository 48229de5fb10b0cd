package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.stats.SprtConfig.Model;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Wald's bounds and the validation of SPRT parameters. */
class SprtConfigTest {

    static Stream<Arguments> bounds() {
        return Stream.of(
                // ln(0.05/0.95) = −ln 19 and ln(0.95/0.05) = ln 19 = 2.944438979…
                Arguments.of("alpha = beta = 0.05 gives -+ln 19 = -+2.944", 0.05, 0.05, -2.9444389791664403,
                        2.9444389791664403),
                // ln(0.10/0.95) = −2.251291…, ln(0.90/0.05) = ln 18 = 2.890371…
                Arguments.of("alpha = 0.05, beta = 0.10 gives -2.251 and 2.890", 0.05, 0.10, -2.251291798606495,
                        2.8903717578961645),
                // ln(0.01/0.99) = −ln 99 = −4.595119…
                Arguments.of("alpha = beta = 0.01 gives -+ln 99 = -+4.595", 0.01, 0.01, -4.59511985013459,
                        4.59511985013459));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bounds")
    void waldsBoundsFollowFromAlphaAndBeta(String name, double alpha, double beta, double lower, double upper) {
        SprtConfig config = SprtConfig.logistic(0, 5, alpha, beta);
        assertEquals(lower, config.lowerBound(), 1e-14);
        assertEquals(upper, config.upperBound(), 1e-14);
    }

    @Test
    void theFourArgumentConstructorMeansLogisticElo() {
        assertEquals(Model.LOGISTIC, new SprtConfig(0, 5, 0.05, 0.05).model());
        assertEquals(Model.NORMALIZED, SprtConfig.normalized(0, 2, 0.05, 0.05).model());
    }

    static Stream<Arguments> invalid() {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        return Stream.of(
                Arguments.of("alpha of zero", 0, 5, 0.0, 0.05, Model.LOGISTIC, "alpha must be in (0, 1)"),
                Arguments.of("alpha of one", 0, 5, 1.0, 0.05, Model.LOGISTIC, "alpha must be in (0, 1)"),
                Arguments.of("alpha NaN", 0, 5, nan, 0.05, Model.LOGISTIC, "alpha must be in (0, 1)"),
                Arguments.of("negative beta", 0, 5, 0.05, -0.1, Model.LOGISTIC, "beta must be in (0, 1)"),
                Arguments.of("beta above one", 0, 5, 0.05, 1.5, Model.LOGISTIC, "beta must be in (0, 1)"),
                Arguments.of("alpha + beta of one crosses the bounds", 0, 5, 0.5, 0.5, Model.LOGISTIC,
                        "alpha + beta must be below 1"),
                Arguments.of("elo0 equal to elo1", 5, 5, 0.05, 0.05, Model.LOGISTIC, "elo0 must be below elo1"),
                Arguments.of("elo0 above elo1", 5, 0, 0.05, 0.05, Model.NORMALIZED, "elo0 must be below elo1"),
                Arguments.of("an infinite bound", 0, inf, 0.05, 0.05, Model.LOGISTIC, "must be finite"),
                Arguments.of("a NaN bound", nan, 5, 0.05, 0.05, Model.LOGISTIC, "must be finite"),
                Arguments.of("a logistic bound whose score rounds to 1", 0, 1e5, 0.05, 0.05, Model.LOGISTIC,
                        "too large"),
                Arguments.of("a normalized bound beyond 100 nElo", 0, 150, 0.05, 0.05, Model.NORMALIZED,
                        "within ±100"),
                Arguments.of("no model", 0, 5, 0.05, 0.05, null, "model must be given"));
    }

    @ParameterizedTest(name = "{0} is rejected with a clear message")
    @MethodSource("invalid")
    void invalidParametersAreRejected(String name, double elo0, double elo1, double alpha, double beta, Model model,
            String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SprtConfig(elo0, elo1, alpha, beta, model));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(Optional.of(e.getMessage()), SprtConfig.problem(elo0, elo1, alpha, beta, model));
    }

    @Test
    void validParametersHaveNoProblem() {
        assertEquals(Optional.empty(), SprtConfig.problem(-1.75, 0.25, 0.05, 0.05, Model.LOGISTIC));
        assertEquals(Optional.empty(), SprtConfig.problem(0, 2, 0.05, 0.05, Model.NORMALIZED));
        assertEquals(Optional.empty(), SprtConfig.problem(-100, 100, 0.05, 0.05, Model.NORMALIZED));
    }
}
