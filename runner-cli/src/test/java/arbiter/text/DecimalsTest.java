package arbiter.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DecimalsTest {

    @ParameterizedTest(name = "{0} with {1} decimals")
    @CsvSource({"0.05, 1", "0.15, 1", "0.25, 1", "1.005, 2", "2.675, 2", "-0.04, 1", "-0.0, 1", "0.0, 3", "0.5, 0",
            "1.5, 0", "-1.5, 0", "123456789.125, 2", "1e-7, 3", "1e21, 1", "0.9995, 3", "-0.0004, 3",
            "NaN, 1", "Infinity, 1", "-Infinity, 2"})
    void aNumberIsWrittenAsPrintfWritesIt(double x, int decimals) {
        assertEquals(String.format(Locale.ROOT, "%." + decimals + "f", x), Decimals.fixed(x, decimals));
    }

    @ParameterizedTest(name = "{0} decimals")
    @ValueSource(ints = {0, 1, 2, 3})
    void randomScoresElosAndPercentagesAreWrittenAsPrintfWritesThem(int decimals) {
        SplittableRandom r = new SplittableRandom(20261127L + decimals);
        for (int i = 0; i < 50_000; i++) {
            double x = switch (i % 4) {
                case 0 -> r.nextDouble(-1000, 1000); // an Elo and its margin
                case 1 -> r.nextInt(0, 2001) / 20.0 - 50; // halves and tenths: the ties
                case 2 -> (double) r.nextInt(0, 1000) / r.nextInt(1, 1000); // a score, a draw ratio
                default -> r.nextDouble() * Math.pow(10, r.nextInt(-8, 12));
            };
            assertEquals(String.format(Locale.ROOT, "%." + decimals + "f", x), Decimals.fixed(x, decimals),
                    "x = " + x);
        }
    }
}
