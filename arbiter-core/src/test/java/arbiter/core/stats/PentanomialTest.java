package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Counts of colour-swapped game pairs by the first player's score in the pair. */
class PentanomialTest {

    @ParameterizedTest(name = "games scoring {0} and {1} make a pair of {2} half points")
    @CsvSource({
        "0, 0, 0", // LL
        "0, 0.5, 1", // LD
        "0.5, 0, 1", // DL
        "0.5, 0.5, 2", // DD
        "1, 0, 2", // WL
        "0, 1, 2", // LW
        "1, 0.5, 3", // WD
        "0.5, 1, 3", // DW
        "1, 1, 4", // WW
    })
    void aPairIsCountedByItsTotalScore(double first, double second, int halfPoints) {
        Pentanomial p = Pentanomial.EMPTY.plusPair(first, second);
        assertEquals(1, p.count(halfPoints));
        assertEquals(1, p.pairs());
        assertEquals(halfPoints / 2.0, p.points());
    }

    @Test
    void pairsGamesPointsAndScoreFollowFromTheCounts() {
        Pentanomial p = Pentanomial.of(1, 2, 3, 4, 5);
        assertEquals(15, p.pairs());
        assertEquals(30, p.games());
        // 0·1 + ½·2 + 1·3 + 1½·4 + 2·5 = 0 + 1 + 3 + 6 + 10 = 20 points in 30 games
        assertEquals(20.0, p.points());
        assertEquals(2.0 / 3, p.score(), 1e-15);
        assertArrayEquals(new long[] {1, 2, 3, 4, 5}, p.toArray());
        assertEquals(p, Pentanomial.of(new long[] {1, 2, 3, 4, 5}));
    }

    @Test
    void noPairsScoreAnEvenHalf() {
        assertEquals(0, Pentanomial.EMPTY.pairs());
        assertEquals(0.5, Pentanomial.EMPTY.score());
    }

    @Test
    void theSecondPlayersViewReversesTheCounts() {
        Pentanomial p = Pentanomial.of(1, 2, 3, 4, 5);
        assertEquals(Pentanomial.of(5, 4, 3, 2, 1), p.reversed());
        assertEquals(1 - p.score(), p.reversed().score(), 1e-15);
        assertEquals(Pentanomial.of(2, 2, 4, 4, 6), p.plus(Pentanomial.of(1, 0, 1, 0, 1)));
    }

    @Test
    void badCountsAndScoresAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.of(0, 0, -1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.of(new long[] {1, 2, 3}));
        assertThrows(IllegalArgumentException.class, () -> Pentanomial.EMPTY.plusPair(0.75, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Pentanomial.EMPTY.count(5));
    }
}
