package arbiter.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecondsTextTest {

    @ParameterizedTest(name = "{0} ns is {1} s")
    @CsvSource({"0, 0.000", "400000, 0.000", "500000, 0.001", "812400000, 0.812", "812500000, 0.813",
        "1999600000, 2.000", "12345678901, 12.346", "-5, 0.000"})
    void aThinkTimeIsWrittenInSecondsWithThreeDecimals(long nanos, String text) {
        assertEquals(text, GameRunner.seconds(nanos));
    }

    @Test
    void itWritesWhatTheFormatterWroteAwayFromExactHalves() {
        Random r = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            long nanos = (long) (r.nextDouble() * 1e11);
            if (nanos % 1_000_000 == 500_000) {
                continue;
            }
            assertEquals(String.format(Locale.ROOT, "%.3f", nanos / 1e9), GameRunner.seconds(nanos), nanos + " ns");
        }
    }
}
