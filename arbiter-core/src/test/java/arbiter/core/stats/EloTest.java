package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Logistic and normalized Elo, their intervals and the likelihood of superiority, checked by hand. */
class EloTest {

    private static final double INF = Double.POSITIVE_INFINITY;

    @Test
    void aMatchOf100Wins200Draws50LossesIsWorth50EloPlusOrMinus24() {
        EloEstimate e = Elo.fromWdl(Wdl.of(100, 200, 50));
        // n = 350, points = 100 + 200/2 = 200, s = 200/350 = 4/7 = 0.571428…
        assertEquals(4.0 / 7, e.score(), 1e-15);
        // elo = −400·log10(1/s − 1) = −400·log10(3/4) = 400·log10(4/3) = 49.9754946…
        assertEquals(49.97549464331997, e.elo(), 1e-9);
        // σ² = w(1 − s)² + d(½ − s)² + l(0 − s)² with w = 2/7, d = 4/7, l = 1/7:
        //    = 2/7·9/49 + 4/7·1/196 + 1/7·16/49 = (18 + 1 + 16)/343 = 35/343 = 5/49
        // σ/√n = √(5/49/350) = 0.0170746944…; 1.959964·0.0170747 = 0.0334658…
        // s − 0.0334658 = 0.5379627 → 400·log10(0.5379627/0.4620373) = 26.43011…
        // s + 0.0334658 = 0.6048944 → 400·log10(0.6048944/0.3951056) = 73.98652…
        assertEquals(26.430110552212373, e.lower(), 1e-6);
        assertEquals(73.98652063227186, e.upper(), 1e-6);
        // ± = (73.98652 − 26.43011)/2 = 23.77821
        assertEquals(23.778205040029746, e.errorMargin(), 1e-6);
        // LOS = Φ((W − L)/√(W + L)) = Φ(50/√150) = Φ(4.0824829) = 0.99997772
        assertEquals(0.999977721454698, e.los(), 1e-12);
        assertEquals(OptionalDouble.of(4.0 / 7), e.drawRatio());
    }

    @Test
    void theSameMatchIsWorth78NormalizedEloPlusOrMinus36() {
        NormalizedElo n = Elo.normalized(Wdl.of(100, 200, 50));
        // nElo = (800/ln 10)·(s − ½)/σ = 347.43559·(1/14)/(√5/7) = 347.43559·½/√5 = 347.43559·0.2236068 = 77.68896
        assertEquals(77.68895870309784, n.nElo(), 1e-9);
        // ± = 1.959964·347.43559/√350 = 680.9612/18.708287 = 36.39891
        assertEquals(36.39890904917993, n.errorMargin(), 1e-9);
        assertEquals(77.68895870309784 - 36.39890904917993, n.lower(), 1e-9);
        assertEquals(77.68895870309784 + 36.39890904917993, n.upper(), 1e-9);
    }

    @Test
    void pairsOfTheDrawishFishtestSampleAreWorthLessThanOneEloButAreSignificant() {
        Pentanomial p = Pentanomial.of(39, 2226, 31451, 2412, 40);
        EloEstimate e = Elo.fromPentanomial(p);
        // N = 36168 pairs; points = 2226/2 + 31451 + 2412·1.5 + 40·2 = 1113 + 31451 + 3618 + 80 = 36262
        // s = 36262/72336 = 0.50129949…; elo = 400·log10(s/(1 − s)) = 0.902981
        assertEquals(36262.0 / 72336, e.score(), 1e-15);
        assertEquals(0.9029810488090197, e.elo(), 1e-9);
        // σ_pair² = Σ p̂_i (a_i − s)² over a = 0, ¼, ½, ¾, 1 = 0.00855906; σ_pair/√N = 0.00048646
        // s ± 1.959964·0.00048646 = s ± 0.00095345 = 0.50034604 and 0.50225294 → 0.24045 and 1.56552 Elo
        // LOS = Φ(0.00129949/0.00048646) = Φ(2.6713) = 0.99622
        assertEquals(0.24045284636979172, e.lower(), 1e-6);
        assertEquals(1.5655158183330968, e.upper(), 1e-6);
        assertEquals(0.9962220973354208, e.los(), 1e-9);
        assertEquals(OptionalDouble.empty(), e.drawRatio());
        // nElo = 347.43559·0.00129949/√(2·0.00855906) = 0.451486/0.130836 = 3.4508
        // ± = 1.959964·347.43559/√72336 = 680.961/268.953 = 2.53189
        NormalizedElo n = Elo.normalized(p);
        assertEquals(3.450799606946096, n.nElo(), 1e-9);
        assertEquals(2.5318918130145325, n.errorMargin(), 1e-9);
    }

    @Test
    void pairsThatHideOpeningBiasGiveANarrowerIntervalThanTheSameGamesCountedOneByOne() {
        // 100 pairs, each a win with the good side and a loss with the bad one: score ½ either way, but as games
        // the variance is ¼ per game while as pairs it is 0, so the pentanomial interval collapses.
        Pentanomial pairs = Pentanomial.of(0, 0, 100, 0, 0);
        Wdl games = Wdl.of(100, 0, 100);
        assertEquals(0.0, Elo.fromPentanomial(pairs).errorMargin());
        assertTrue(Elo.fromWdl(games).errorMargin() > 20);
    }

    static Stream<Arguments> wdlEdgeCases() {
        return Stream.of(
                Arguments.of("no games: 0 Elo, unbounded, LOS ½", Wdl.EMPTY, 0.0, -INF, INF, INF, 0.5),
                Arguments.of("all draws: 0 Elo with a collapsed interval", Wdl.of(0, 10, 0), 0.0, 0.0, 0.0, 0.0, 0.5),
                // LOS = Φ(10/√10) = Φ(3.1623) = 0.99921730
                Arguments.of("all wins: +inf Elo, +inf margin", Wdl.of(10, 0, 0), INF, INF, INF, INF,
                        0.9992172988709987),
                Arguments.of("all losses: -inf Elo", Wdl.of(0, 0, 10), -INF, -INF, -INF, INF, 0.000782701129001274),
                // s = ¾, σ² = ½(¼)² + ½(¼)² = 1/16, σ/√2 = 0.1767767, 1.959964·0.1767767 = 0.3464760:
                // s − 0.346476 = 0.403524 → 400·log10(0.403524/0.596476) = −67.889; s + 0.346476 > 1 → +inf
                // LOS = Φ(1/√1) = 0.84134
                Arguments.of("a win and a draw: finite estimate, unbounded above", Wdl.of(1, 1, 0),
                        400 * Math.log10(3), -67.88940991190474, INF, INF, 0.8413447460685429));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wdlEdgeCases")
    void degenerateMatchesGiveInfinitiesButNeverNaN(String name, Wdl wdl, double elo, double lower, double upper,
            double margin, double los) {
        EloEstimate e = Elo.fromWdl(wdl);
        assertEquals(elo, e.elo(), 1e-9);
        assertEquals(lower, e.lower(), 1e-9);
        assertEquals(upper, e.upper(), 1e-9);
        assertEquals(margin, e.errorMargin(), 1e-9);
        assertEquals(los, e.los(), 1e-12);
        assertEquals(Double.isFinite(elo) && Double.isFinite(lower) && Double.isFinite(upper), e.isFinite());
        NormalizedElo n = Elo.normalized(wdl);
        assertFalse(Double.isNaN(n.nElo()) || Double.isNaN(n.lower()) || Double.isNaN(n.upper()), n.toString());
    }

    static Stream<Arguments> pentanomialEdgeCases() {
        return Stream.of(
                Arguments.of("no pairs", Pentanomial.EMPTY, 0.0, INF, 0.5),
                Arguments.of("only double wins", Pentanomial.of(0, 0, 0, 0, 5), INF, INF, 1.0),
                Arguments.of("only double losses", Pentanomial.of(5, 0, 0, 0, 0), -INF, INF, 0.0),
                Arguments.of("only even pairs", Pentanomial.of(0, 0, 5, 0, 0), 0.0, 0.0, 0.5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pentanomialEdgeCases")
    void degeneratePairCountsGiveInfinitiesButNeverNaN(String name, Pentanomial p, double elo, double margin,
            double los) {
        EloEstimate e = Elo.fromPentanomial(p);
        assertEquals(elo, e.elo());
        assertEquals(margin, e.errorMargin());
        assertEquals(los, e.los());
        NormalizedElo n = Elo.normalized(p);
        assertEquals(elo == 0 ? 0.0 : elo, n.nElo());
        assertFalse(Double.isNaN(n.lower()) || Double.isNaN(n.upper()), n.toString());
    }

    @ParameterizedTest(name = "W={0} D={1} L={2}: LOS {3}")
    @CsvSource({
        // Φ((W − L)/√(W + L)); draws do not count
        "0, 0, 0, 0.5",
        "0, 50, 0, 0.5",
        "10, 0, 10, 0.5",
        "20, 7, 10, 0.9660554225690855", // Φ(10/√30) = Φ(1.8257)
        "10, 7, 20, 0.033944577430914495",
        "1, 0, 0, 0.8413447460685429", // Φ(1)
    })
    void theLikelihoodOfSuperiorityIsCutechesssFormula(int w, int d, int l, double los) {
        assertEquals(los, Elo.los(Wdl.of(w, d, l)), 1e-12);
    }

    @ParameterizedTest(name = "score {0} is {1} Elo")
    @CsvSource({
        "0.5, 0.0",
        "0.75, 190.84850188786497", // 400·log10(3)
        "0.25, -190.84850188786497",
        "0.9090909090909091, 400.0", // 1/(1 + 10^(−1)) = 10/11
        "1.0, Infinity",
        "0.0, -Infinity",
        "1.5, Infinity", // an interval end beyond 1 is clamped
    })
    void aScoreMapsToLogisticElo(double score, double elo) {
        assertEquals(elo, Elo.fromScore(score), 1e-9);
    }

    @Test
    void anEvenScoreIsPositiveZeroElo() {
        assertEquals(0.0, Elo.fromScore(0.5));
        assertEquals(Double.doubleToLongBits(0.0), Double.doubleToLongBits(Elo.fromScore(0.5)));
    }

    @ParameterizedTest(name = "{0} Elo")
    @CsvSource({"-800", "-35.5", "0", "0.25", "5", "400", "1200"})
    void eloToScoreAndBackIsTheIdentity(double elo) {
        assertEquals(elo, Elo.fromScore(Elo.toScore(elo)), 1e-9);
    }

    @Test
    void normalizedEloMapsBackToTheScoreThroughTheSigma() {
        // ½ + nElo/(800/ln 10)·σ inverts nElo = (800/ln 10)(s − ½)/σ: W=100 D=200 L=50 has σ = √5/7
        Wdl wdl = Wdl.of(100, 200, 50);
        double sigma = Elo.perGameSigma(wdl);
        assertEquals(Math.sqrt(5) / 7, sigma, 1e-15);
        assertEquals(wdl.score(), Elo.normalizedToScore(Elo.normalized(wdl).nElo(), sigma), 1e-12);
        // For pairs σ = √(2·σ_pair²): even pairs have no spread; one LL and one WW pair have pair means 0 and 1,
        // σ_pair² = ¼, so σ = √½
        assertEquals(0.0, Elo.perGameSigma(Pentanomial.of(0, 0, 7, 0, 0)));
        assertEquals(Math.sqrt(0.5), Elo.perGameSigma(Pentanomial.of(1, 0, 0, 0, 1)), 1e-15);
    }

    @Test
    void aNaNInputIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Elo.toScore(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Elo.fromScore(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Elo.normalizedToScore(1, -1));
    }
}
