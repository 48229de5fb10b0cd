package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Game counts from the first player's view. */
class WdlTest {

    @ParameterizedTest(name = "W={0} D={1} L={2}: {3} games, score {4}, draw ratio {5}")
    @CsvSource({
        "100, 200, 50, 350, 0.5714285714285714, 0.5714285714285714", // (100 + 200/2)/350 = 4/7; 200/350 = 4/7
        "0, 0, 0, 0, 0.5, 0.0", // no games: an even score, no draws
        "3, 0, 1, 4, 0.75, 0.0",
        "0, 5, 0, 5, 0.5, 1.0",
        "0, 1, 3, 4, 0.125, 0.25",
    })
    void gamesScoreAndDrawRatioFollowFromTheCounts(int w, int d, int l, long games, double score, double drawRatio) {
        Wdl wdl = Wdl.of(w, d, l);
        assertEquals(games, wdl.games());
        assertEquals(score, wdl.score(), 1e-15);
        assertEquals(drawRatio, wdl.drawRatio(), 1e-15);
        assertEquals(w + d / 2.0, wdl.points());
    }

    @Test
    void gameCountsDoNotOverflowAnInt() {
        Wdl wdl = Wdl.of(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);
        assertEquals(3L * Integer.MAX_VALUE, wdl.games());
        assertEquals(0.5, wdl.score());
    }

    @Test
    void addingGamesCountsEachResult() {
        Wdl wdl = Wdl.EMPTY.plusGame(1).plusGame(0.5).plusGame(0.5).plusGame(0);
        assertEquals(Wdl.of(1, 2, 1), wdl);
        assertEquals(Wdl.of(3, 4, 5), Wdl.of(1, 2, 3).plus(Wdl.of(2, 2, 2)));
    }

    @Test
    void theSecondPlayersViewSwapsWinsAndLosses() {
        Wdl wdl = Wdl.of(7, 2, 1);
        assertEquals(Wdl.of(1, 2, 7), wdl.reversed());
        assertEquals(1 - wdl.score(), wdl.reversed().score(), 1e-15);
    }

    @Test
    void negativeCountsAndImpossibleScoresAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Wdl.of(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Wdl.of(0, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> Wdl.EMPTY.plusGame(0.25));
        assertThrows(ArithmeticException.class, () -> Wdl.of(Integer.MAX_VALUE, 0, 0).plusGame(1));
    }
}
