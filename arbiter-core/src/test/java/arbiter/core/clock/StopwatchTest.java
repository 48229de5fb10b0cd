package arbiter.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.board.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Measuring a move on a fake time source: exact ns, ms rounded up. */
class StopwatchTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no time passed reads 0 ms               | 0             | 0
            one nanosecond already counts as 1 ms   | 1             | 1
            a 0.2 ms reply counts as 1 ms, never 0  | 200000        | 1
            exactly one millisecond is 1 ms         | 1000000       | 1
            one nanosecond past 1 ms rounds up to 2 | 1000001       | 2
            one and a half seconds is 1500 ms       | 1500000000    | 1500
            just under ten seconds rounds up to 10 s | 9999999999   | 10000
            """)
    void elapsedNanosAreExactAndMillisecondsRoundUp(String name, long advanceNanos, long expectedMs) {
        FakeTimeSource time = new FakeTimeSource();
        Stopwatch watch = Stopwatch.start(time);
        time.advanceNanos(advanceNanos);
        assertEquals(advanceNanos, watch.elapsedNanos());
        assertEquals(expectedMs, watch.elapsedMs());
    }

    @Test
    void theStartIsTheSourceReadingWhenStarted() {
        FakeTimeSource time = new FakeTimeSource(42);
        assertEquals(new Stopwatch(time, 42), Stopwatch.start(time));
    }

    @Test
    void eachReadingGivesTheTimeUpToThatReadingAndTheStartStays() {
        FakeTimeSource time = new FakeTimeSource();
        Stopwatch watch = Stopwatch.start(time);
        time.advanceMs(3);
        assertEquals(3, watch.elapsedMs());
        time.advanceMs(4);
        assertEquals(7, watch.elapsedMs());
        assertEquals(7_000_000, watch.elapsedNanos());
    }

    @Test
    void elapsedTimeIsRightAcrossTheWrapOfTheNanosecondCounter() {
        FakeTimeSource time = new FakeTimeSource(Long.MAX_VALUE - 500);
        Stopwatch watch = Stopwatch.start(time);
        time.advanceNanos(1_500_000);
        assertTrue(time.nanos() < 0, "the reading wrapped");
        assertEquals(1_500_000, watch.elapsedNanos());
        assertEquals(2, watch.elapsedMs());
    }

    @Test
    void aSourceReadingBeforeTheStartCountsAsNoTime() {
        Stopwatch watch = new Stopwatch(new FakeTimeSource(100), 200);
        assertEquals(0, watch.elapsedNanos());
        assertEquals(0, watch.elapsedMs());
    }

    @Test
    void aStopwatchNeedsASource() {
        assertThrows(NullPointerException.class, () -> new Stopwatch(null, 0));
    }

    @Test
    void theSystemSourceReadsTheJvmMonotonicClock() {
        long before = System.nanoTime();
        long reading = TimeSource.system().nanos();
        long after = System.nanoTime();
        assertTrue(reading - before >= 0 && after - reading >= 0);
    }

    @Test
    void chargingAClockInNanosecondsLosesNothingToRounding() {
        FakeTimeSource time = new FakeTimeSource();
        GameClock clock = GameClock.start(TimeControl.parse("300").orThrow());
        for (int i = 0; i < 1000; i++) {
            Stopwatch watch = Stopwatch.start(time);
            time.advanceNanos(1_400_000);
            assertEquals(2, watch.elapsedMs(), "each move reports 2 ms when rounded up");
            clock = clock.afterMoveNanos(Side.RED, watch.elapsedNanos());
        }
        assertEquals(300_000 - 1_400, clock.timeLeft(Side.RED), "1000 moves of 1.4 ms cost exactly 1.4 s");
    }

    @Test
    void aMoveTimedFromGoToBestmoveDecidesTheFlag() {
        FakeTimeSource time = new FakeTimeSource();
        GameClock clock = GameClock.start(TimeControl.parse("10/move").orThrow());
        Stopwatch watch = Stopwatch.start(time);
        time.advanceMs(10_050);
        assertEquals(false, clock.flagFellNanos(Side.BLACK, watch.elapsedNanos(), 50));
        time.advanceNanos(1);
        assertEquals(true, clock.flagFellNanos(Side.BLACK, watch.elapsedNanos(), 50));
    }
}
