package arbiter.core;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One idea, one type: the event code uses the board's {@code Side} and the game's {@code GameResult}, and the clock
 * package keeps no unused measuring types. A second copy coming back fails here.
 */
class OneTypeForOneIdeaTest {

    @ParameterizedTest(name = "{0} is gone ({1})")
    @CsvSource(delimiter = '|', textBlock = """
            arbiter.core.event.GameResult | use arbiter.core.game.GameResult
            arbiter.core.event.Colour     | use arbiter.core.game.Side
            arbiter.core.clock.Stopwatch  | the runner measures moves itself
            arbiter.core.clock.TimeSource | nothing reads the time through it
            """)
    void aSecondTypeForTheSameIdeaDoesNotExist(String className, String instead) {
        assertThrows(ClassNotFoundException.class, () -> Class.forName(className));
    }
}
