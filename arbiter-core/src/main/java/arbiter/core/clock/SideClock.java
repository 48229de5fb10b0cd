package arbiter.core.clock;

/**
 * One side's clock between moves. Time is kept in nanoseconds (ns) so that charging many moves measured in ns
 * loses nothing to rounding; {@link #remainingMs()} gives whole ms. The clock means something only together with
 * its {@link TimeControl}, which {@link GameClock} holds.
 *
 * <p>{@code remainingNanos} is the bank: for {@link TimeControl.Increment} and {@link TimeControl.MovePeriods} the
 * time left, never below zero (a move that overran the clock within the arbiter's margin leaves it at zero: the
 * margin is a grace per move, not an allowance for the whole game); for
 * {@link TimeControl.FixedPerMove} always the per-move limit; for {@link TimeControl.Unlimited}
 * {@link Long#MAX_VALUE}.
 *
 * @param remainingNanos time left, ns (see above)
 * @param movesInPeriod  moves made in the current period; for controls without periods, all moves made
 * @param periodIndex    index of the current period of a {@link TimeControl.MovePeriods} control, staying at the
 *                       last index once the last period repeats; 0 for other controls
 */
public record SideClock(long remainingNanos, int movesInPeriod, int periodIndex) {

    public SideClock {
        if (movesInPeriod < 0 || periodIndex < 0) {
            throw new IllegalArgumentException("movesInPeriod and periodIndex must not be negative");
        }
    }

    /** The clock at the start of a game under {@code tc}. */
    public static SideClock start(TimeControl tc) {
        if (tc instanceof TimeControl.Increment inc) {
            return new SideClock(Nanos.ofMs(inc.baseMs()), 0, 0);
        }
        if (tc instanceof TimeControl.MovePeriods mp) {
            return new SideClock(Nanos.ofMs(mp.period(0).ms()), 0, 0);
        }
        if (tc instanceof TimeControl.FixedPerMove f) {
            return new SideClock(Nanos.ofMs(f.ms()), 0, 0);
        }
        return new SideClock(Long.MAX_VALUE, 0, 0);
    }

    /** The time left in whole ms, rounded down (an engine is never told more than it has). */
    public long remainingMs() {
        return Nanos.floorMs(remainingNanos);
    }

    /** Moves still to make in the current period under {@code tc}; 0 when {@code tc} has no periods. */
    int movesToGo(TimeControl tc) {
        if (tc instanceof TimeControl.MovePeriods mp) {
            return mp.period(periodIndex).moves() - movesInPeriod;
        }
        return 0;
    }

    /** The increment for the next move under {@code tc}, ms. */
    long increment(TimeControl tc) {
        if (tc instanceof TimeControl.Increment inc) {
            return inc.incrementMs();
        }
        if (tc instanceof TimeControl.MovePeriods mp) {
            return mp.period(periodIndex).incrementMs();
        }
        return 0;
    }

    /**
     * The clock after a move that took {@code elapsedNanos}: the time is charged; the increment is added only if
     * the move did not overrun the time left ({@code elapsed <= remaining}); when the move completes a period the
     * next period's time is added to what is left.
     */
    SideClock after(TimeControl tc, long elapsedNanos) {
        if (elapsedNanos < 0) {
            throw new IllegalArgumentException("elapsed time must not be negative, was " + elapsedNanos + " ns");
        }
        int moves = movesInPeriod == Integer.MAX_VALUE ? movesInPeriod : movesInPeriod + 1;
        if (tc instanceof TimeControl.Increment inc) {
            return new SideClock(charge(elapsedNanos, inc.incrementMs()), moves, 0);
        }
        if (tc instanceof TimeControl.MovePeriods mp) {
            TimeControl.Period period = mp.period(periodIndex);
            long left = charge(elapsedNanos, period.incrementMs());
            if (moves < period.moves()) {
                return new SideClock(left, moves, periodIndex);
            }
            int next = Math.min(periodIndex + 1, mp.periods().size() - 1);
            return new SideClock(Nanos.add(left, Nanos.ofMs(mp.period(next).ms())), 0, next);
        }
        return new SideClock(remainingNanos, moves, 0);
    }

    /**
     * Takes the elapsed time off the bank and adds the increment. A move that overran its time but stayed within
     * the organiser's margin (the runner rules on the flag before this) leaves the bank at zero, not below: the
     * margin is a grace per move for pipe and scheduling latency, not a debt carried into the next move.
     */
    private long charge(long elapsedNanos, long incrementMs) {
        long left = Math.max(0, Nanos.sub(remainingNanos, elapsedNanos));
        return Nanos.add(left, Nanos.ofMs(incrementMs));
    }

    /** True when a move taking {@code elapsedNanos} loses on time under {@code tc} with {@code marginNanos} grace. */
    boolean flagFell(TimeControl tc, long elapsedNanos, long marginNanos) {
        if (tc instanceof TimeControl.Unlimited) {
            return false;
        }
        return elapsedNanos > Nanos.add(remainingNanos, marginNanos);
    }

    /** How long to wait for a move before it has lost on time, ms, rounded up; {@link Long#MAX_VALUE} if never. */
    long deadlineMs(TimeControl tc, long marginNanos) {
        if (tc instanceof TimeControl.Unlimited) {
            return Long.MAX_VALUE;
        }
        long nanos = Math.max(0, Nanos.add(remainingNanos, marginNanos));
        return nanos == Long.MAX_VALUE ? Long.MAX_VALUE : Nanos.ceilMs(nanos);
    }
}
