package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScoreTest {

    @ParameterizedTest(name = "{0} cp is {1}")
    @CsvSource({"0, +0.00", "5, +0.05", "-5, -0.05", "35, +0.35", "-100, -1.00", "1234, +12.34", "-30000, -300.00"})
    void aScoreInPawnsHasASignAndTwoDecimals(int cp, String pgn) {
        assertEquals(pgn, Score.cp(cp).pgn());
    }

    @Test
    void everyCentipawnScoreIsWrittenAsTheFormatterWroteIt() {
        for (int cp = -40_000; cp <= 40_000; cp++) {
            assertEquals(String.format(Locale.ROOT, "%+.2f", cp / 100.0), Score.cp(cp).pgn(), cp + " cp");
        }
    }

    @ParameterizedTest(name = "mate in {0} is {1}")
    @CsvSource({"3, +M3", "-2, -M2"})
    void aMateIsCountedInMoves(int moves, String pgn) {
        assertEquals(pgn, Score.mateIn(moves).pgn());
    }
}
