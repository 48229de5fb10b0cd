package arbiter.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

public class ConsoleTest {
    private static final long S = 1_000_000_000L;

    @Test
    void aSlotIdleAfterItsLastGameDoesNotCountAsBusy() {
        // two slots over 100 s: one finished its last game at 50 s and waited for the other, which ended at 100 s
        double busy = Console.busyMs(0, 100 * S, List.of(20 * S, 30 * S, 50 * S, 100 * S), 2);
        assertEquals(150_000, busy, 1e-6, "100 s + 50 s, not 2 x 100 s");
    }

    @Test
    void withOneSlotTheBusyTimeIsTheWallTimeUpToTheLastGame() {
        assertEquals(90_000, Console.busyMs(0, 100 * S, List.of(40 * S, 90 * S), 1), 1e-6);
    }

    @Test
    void aSlotThatNeverPlayedIsIdleThroughout() {
        assertEquals(60_000, Console.busyMs(0, 100 * S, List.of(60 * S), 3), 1e-6);
    }
}
