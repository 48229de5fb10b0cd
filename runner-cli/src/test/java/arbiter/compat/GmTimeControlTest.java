package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** fastchess's tc= grammar into Arbiter's clocks, written back as fastchess's PGN TimeControl tag. */
class GmTimeControlTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            increment                 | 10+0.1        | 10+0.1
            fishtest's three decimals | 10.000+0.100  | 10+0.1
            sudden death              | 60            | 60
            moves per period          | 40/60+0.6     | 40/60+0.6
            minutes and seconds       | 1:30+1        | 90+1
            seconds suffixes          | 10s+0.5s      | 10+0.5
            no clock                  | inf           | -
            """)
    void aTimeControlReadsAsFastchessReadsIt(String name, String tc, String tag) {
        assertEquals(tag, GmPgn.timeControl(GmTimeControl.parse(tc)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            empty                  | ''      | Invalid time control: empty value
            hourglass              | hg10    | Hourglass time control not supported.
            two increments         | 1+1+1   | Invalid time control: "1+1+1"
            not a number           | abc     | Invalid numeric value: "abc"
            nothing on the clock   | 0       | Invalid time control duration: "0"
            """)
    void aBadTimeControlIsRefusedInFastchessWords(String name, String tc, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> GmTimeControl.parse(tc))
                .getMessage());
    }
}
