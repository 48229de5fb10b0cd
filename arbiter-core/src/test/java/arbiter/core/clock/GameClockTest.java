package arbiter.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The clocks through a game: charging moves, increments, period transitions with carry-over, flags with and without
 * margin, deadlines, time odds and the values a runner sends to an engine. Times in the tables are ms.
 */
class GameClockTest {
    private static final Side RED = Side.RED;
    private static final Side BLACK = Side.BLACK;

    private static TimeControl tc(String tc) {
        return TimeControl.parse(tc).orThrow();
    }

    /** Plays Red's moves written as elapsed ms, {@code 100x40} meaning 40 moves of 100 ms each. */
    private static GameClock redMoves(GameClock clock, String moves) {
        if (moves == null || moves.isBlank()) {
            return clock;
        }
        for (String m : moves.trim().split("\\s+")) {
            String[] parts = m.split("x");
            int times = parts.length > 1 ? Integer.parseInt(parts[1]) : 1;
            for (int i = 0; i < times; i++) {
                clock = clock.afterMove(RED, Long.parseLong(parts[0]));
            }
        }
        return clock;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the base time before any move                       | 300+5                  | ''       | 300000  | 0  | 5000  | 0
            the increment is added after a move                 | 300+5                  | 10000    | 295000  | 0  | 5000  | 0
            a move using exactly the time left gets the increment | 300+5                | 300000   | 5000    | 0  | 5000  | 0
            an overrun within the margin stops at zero, plus increment | 300+5           | 300001   | 5000    | 0  | 5000  | 0
            sudden death only takes time off                    | 300                    | 1000 2000 | 297000 | 0  | 0     | 0
            a fractional increment adds up                      | 1+0.01                 | 5x3      | 1015    | 0  | 10    | 0
            fixed time per move keeps its limit                 | 10/move                | 9000     | 10000   | 0  | 0     | 0
            an overrun of fixed time per move is not carried    | 10/move                | 10500    | 10000   | 0  | 0     | 0
            no clock ignores the time taken                     | inf                    | 99999999 | 9223372036854775807 | 0 | 0 | 0
            the first period's time before any move             | 40/5400:10/900         | ''       | 5400000 | 40 | 0     | 0
            one move before the end of the first period         | 40/5400:10/900         | 100x39   | 5396100 | 1  | 0     | 0
            after move 40 the second period's time is added     | 40/5400:10/900         | 100x40   | 6296000 | 10 | 0     | 1
            unused time carries over into the next period       | 40/5400:10/900         | 60000x40 | 3900000 | 10 | 0     | 1
            midway through the second period                    | 40/5400:10/900         | 100x45   | 6295500 | 5  | 0     | 1
            after move 50 the last period's time is added again | 40/5400:10/900         | 100x50   | 7195000 | 10 | 0     | 1
            and again after move 60                             | 40/5400:10/900         | 100x60   | 8094000 | 10 | 0     | 1
            a single period repeats (1999 rules 6.4)            | 30/300                 | 10000x30 | 300000  | 30 | 0     | 0
            a period's increment before any move                | 40/5400+30:10/900      | ''       | 5400000 | 40 | 30000 | 0
            a period's increment is added after each move       | 40/5400+30:10/900      | 100x40   | 7496000 | 10 | 0     | 1
            three periods, then the third repeats               | 40/7200:20/3600:10/900 | 0x70     | 12600000 | 10 | 0    | 2
            an overrun in the margin: zero, increment, next period | 1/10+5        | 10001    | 15000   | 1  | 5000  | 0
            """)
    void movesAreChargedToTheClock(String name, String tc, String moves, long timeLeft, int movesToGo, long increment,
            int periodIndex) {
        GameClock clock = redMoves(GameClock.start(tc(tc)), moves);
        assertEquals(timeLeft, clock.timeLeft(RED), "time left");
        assertEquals(movesToGo, clock.movesToGo(RED), "moves to go");
        assertEquals(increment, clock.increment(RED), "increment for the next move");
        assertEquals(periodIndex, clock.clock(RED).periodIndex(), "period index");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            elapsed equal to the time left is in time                 | 300      | 300000  | 0   | false
            one ms over with no margin loses                          | 300      | 300001  | 0   | true
            within the margin is in time                              | 300      | 300050  | 100 | false
            exactly time left plus margin is in time                  | 300      | 300100  | 100 | false
            one ms past time left plus margin loses                   | 300      | 300101  | 100 | true
            the increment does not lengthen the move it follows       | 300+5    | 300001  | 0   | true
            the period's time at the boundary is in time              | 40/5400  | 5400000 | 0   | false
            spending the period's time before its moves loses         | 40/5400  | 5400001 | 0   | true
            fixed time per move at the limit is in time               | 10/move  | 10000   | 0   | false
            fixed time per move one ms over loses                     | 10/move  | 10001   | 0   | true
            fixed time per move within the margin is in time          | 10/move  | 10500   | 500 | false
            fixed time per move past the margin loses                 | 10/move  | 10501   | 500 | true
            no clock never flags                                      | inf      | 9223372036854775807 | 0 | false
            a huge margin saturates instead of wrapping round         | 300      | 9223372036854775807 | 9223372036854775807 | false
            """)
    void theFlagFallsOnlyWhenElapsedExceedsTimeLeftPlusMargin(String name, String tc, long elapsedMs, long marginMs,
            boolean falls) {
        assertEquals(falls, GameClock.start(tc(tc)).flagFell(RED, elapsedMs, marginMs));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the time left plus the margin                    | 300+5   | 100  | 300100
            the time left alone without a margin             | 300     | 0    | 300000
            the first period's time plus the margin          | 40/5400 | 1000 | 5401000
            the fixed limit plus the margin                  | 10/move | 50   | 10050
            no clock waits for ever                          | inf     | 50   | 9223372036854775807
            a huge margin saturates instead of wrapping      | 300     | 9223372036854775807 | 9223372036854775807
            """)
    void theDeadlineIsHowLongToWaitBeforeAForfeit(String name, String tc, long marginMs, long deadlineMs) {
        assertEquals(deadlineMs, GameClock.start(tc(tc)).deadlineMs(RED, marginMs));
    }

    @Test
    void incrementIsAddedAfterAMoveInTimeAndTheFlagFallsOneNanosecondLater() {
        GameClock clock = GameClock.start(tc("300+5"));
        assertFalse(clock.flagFell(RED, 300_000, 0));
        assertEquals(5_000, clock.afterMove(RED, 300_000).timeLeft(RED));
        assertTrue(clock.flagFellNanos(RED, 300_000_000_001L, 0));
    }

    @Test
    void anOverrunWithinTheMarginIsAGracePerMoveNotADebt() {
        GameClock clock = GameClock.start(tc("300"));
        assertFalse(clock.flagFell(RED, 300_050, 100));
        clock = clock.afterMove(RED, 300_050);
        assertEquals(0, clock.timeLeft(RED), "the bank stops at zero");
        assertEquals(100, clock.deadlineMs(RED, 100), "the whole margin again for the next move");
        assertFalse(clock.flagFell(RED, 100, 100));
        assertTrue(clock.flagFell(RED, 101, 100));
        assertEquals(0, clock.deadlineMs(RED, 0), "the deadline is never negative");
    }

    @Test
    void timeIsKeptInNanosecondsAndReportedDownwardsButWaitedForUpwards() {
        GameClock clock = GameClock.start(tc("300")).afterMoveNanos(RED, 1);
        assertEquals(299_999_999_999L, clock.clock(RED).remainingNanos());
        assertEquals(299_999, clock.timeLeft(RED), "an engine is never told more than it has");
        assertEquals(300_000, clock.deadlineMs(RED, 0), "the runner never gives up early");
        assertFalse(clock.flagFellNanos(RED, 299_999_999_999L, 0));
        assertTrue(clock.flagFellNanos(RED, 300_000_000_000L, 0));
    }

    @Test
    void chargingInMillisecondsIsChargingInWholeMillisecondsOfNanoseconds() {
        GameClock clock = GameClock.start(tc("40/5400+5"));
        assertEquals(clock.afterMoveNanos(BLACK, 1_234_000_000L), clock.afterMove(BLACK, 1_234));
    }

    @Test
    void timeOddsGiveEachSideItsOwnControl() {
        GameClock clock = GameClock.start(tc("300+5"), tc("240+5"));
        assertEquals(300_000, clock.timeLeft(RED));
        assertEquals(240_000, clock.timeLeft(BLACK));
        clock = clock.afterMove(RED, 10_000).afterMove(BLACK, 20_000);
        assertEquals(295_000, clock.timeLeft(RED));
        assertEquals(225_000, clock.timeLeft(BLACK));
        assertEquals("300+5", clock.control(RED).format());
        assertEquals("240+5", clock.control(BLACK).format());
    }

    @Test
    void timeOddsMayMixKindsOfControl() {
        GameClock clock = GameClock.start(tc("40/5400"), tc("10/move"));
        assertEquals(40, clock.movesToGo(RED));
        assertEquals(0, clock.movesToGo(BLACK));
        assertEquals(0, clock.moveTimeLimit(RED));
        assertEquals(10_000, clock.moveTimeLimit(BLACK));
        assertTrue(clock.flagFell(BLACK, 10_001, 0));
        assertFalse(clock.flagFell(RED, 10_001, 0));
    }

    @Test
    void aMoveChangesOnlyTheMoversClockAndLeavesTheOldStateAlone() {
        GameClock start = GameClock.start(tc("40/5400:10/900"));
        GameClock after = start.afterMove(BLACK, 1_000);
        assertEquals(start.red(), after.red());
        assertEquals(new SideClock(5_399_000_000_000L, 1, 0), after.black());
        assertEquals(new SideClock(5_400_000_000_000L, 0, 0), start.black());
        assertEquals(39, after.movesToGo(BLACK));
        assertEquals(40, after.movesToGo(RED));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fixed time per move gives UCI movetime | 10/move  | 10000
            a fractional fixed time                | 0.25/move | 250
            an increment control has no move limit | 300+5    | 0
            a period control has no move limit     | 40/5400  | 0
            no clock has no move limit             | inf      | 0
            """)
    void theMoveTimeLimitIsSetOnlyForFixedTimePerMove(String name, String tc, long limit) {
        assertEquals(limit, GameClock.start(tc(tc)).moveTimeLimit(RED));
    }

    @Test
    void noClockNeverFlagsHoweverLongTheGame() {
        GameClock clock = GameClock.start(TimeControl.UNLIMITED);
        for (int i = 0; i < 500; i++) {
            assertFalse(clock.flagFell(RED, Long.MAX_VALUE, 0));
            clock = clock.afterMove(RED, Long.MAX_VALUE);
        }
        assertEquals(Long.MAX_VALUE, clock.timeLeft(RED));
        assertEquals(Long.MAX_VALUE, clock.deadlineMs(RED, 0));
        assertEquals(500, clock.clock(RED).movesInPeriod());
    }

    @Test
    void negativeTimesAreRejected() {
        GameClock clock = GameClock.start(tc("300"));
        assertThrows(IllegalArgumentException.class, () -> clock.afterMove(RED, -1));
        assertThrows(IllegalArgumentException.class, () -> clock.afterMoveNanos(RED, -1));
        assertThrows(IllegalArgumentException.class, () -> clock.flagFell(RED, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> clock.flagFell(RED, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> clock.deadlineMs(RED, -1));
    }
}
