package arbiter.sample;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeManagerTest {

    private static SearchLimits clock(long left, long inc, int togo) {
        return new SearchLimits(left, inc, togo, -1, -1, -1, false, false, List.of());
    }

    @Test
    void moveTimeStopsAtNinetyPercent() {
        TimeManager.Budget b = TimeManager.plan(new SearchLimits(-1, -1, -1, 1000, -1, -1, false, false, List.of()));
        assertEquals(900, b.hardMs());
        assertEquals(900, b.softMs());
    }

    @Test
    void suddenDeathUsesAThirtiethWithAHardLimitThreeTimesThat() {
        TimeManager.Budget b = TimeManager.plan(clock(60_000, 0, -1));
        assertEquals(2_000, b.softMs());
        assertEquals(6_000, b.hardMs());
    }

    @Test
    void incrementAddsFourFifthsOfIt() {
        TimeManager.Budget b = TimeManager.plan(clock(30_000, 2_000, -1));
        assertEquals(1_000 + 1_600, b.softMs());
    }

    @Test
    void periodsDivideByMovesToGo() {
        assertEquals(6_000, TimeManager.plan(clock(60_000, 0, 10)).softMs());
        TimeManager.Budget last = TimeManager.plan(clock(10_000, 0, 1));
        assertTrue(last.hardMs() <= (10_000 - 100) * 8 / 10, last.toString());
    }

    @Test
    void tinyClocksKeepAReserve() {
        for (long left : new long[] {0, 1, 10, 50, 100, 300}) {
            for (long inc : new long[] {0, 1_000}) {
                TimeManager.Budget b = TimeManager.plan(clock(left, inc, -1));
                assertTrue(b.hardMs() >= 1, b.toString());
                assertTrue(b.hardMs() <= Math.max(1, left / 2), left + "+" + inc + ": " + b);
                assertTrue(b.softMs() <= b.hardMs(), b.toString());
            }
        }
    }

    @Test
    void infiniteAndPonderHaveNoLimitAndPonderhitGetsOne() {
        assertTrue(TimeManager.plan(new SearchLimits(-1, -1, -1, -1, -1, -1, true, false, List.of())).unlimited());
        SearchLimits ponder = new SearchLimits(5_000, 0, -1, -1, -1, -1, false, true, List.of());
        assertTrue(TimeManager.plan(ponder).unlimited());
        assertEquals(5_000 / 30, TimeManager.plan(ponder.afterPonderhit()).softMs());
    }
}
