package arbiter.core.clock;

import arbiter.core.game.Side;
import java.util.Objects;

/**
 * Both sides' clocks in a game, immutable: {@link #afterMove} gives the next state. Each side has its own
 * {@link TimeControl}, so time odds (贴时制) are two different controls, e.g. Red {@code 300+5} against Black
 * {@code 240+5}, or even different kinds.
 *
 * <p>The runner measures each move from writing {@code go} to the arrival of {@code bestmove},
 * asks {@link #flagFell} whether the move came too late, and otherwise applies it with {@link #afterMove}. While
 * waiting it gives up after {@link #deadlineMs}. Times are in milliseconds (ms) unless a method name says
 * {@code Nanos}; the state is kept in ns, so prefer the {@code Nanos} variants to avoid
 * rounding each move.
 *
 * <p>What the queries give for each control:
 * <pre>
 *                  Increment        MovePeriods              FixedPerMove     Unlimited
 * timeLeft         bank             bank                     the limit        Long.MAX_VALUE
 * movesToGo        0                moves left in period     0                0
 * increment        increment        the period's increment   0                0
 * moveTimeLimit    0                0                        the limit        0
 * deadlineMs       bank + margin    bank + margin            limit + margin   Long.MAX_VALUE
 * </pre>
 *
 * @param redControl   Red's time control
 * @param blackControl Black's time control
 * @param red          Red's clock
 * @param black        Black's clock
 */
public record GameClock(TimeControl redControl, TimeControl blackControl, SideClock red, SideClock black) {

    public GameClock {
        Objects.requireNonNull(redControl, "redControl");
        Objects.requireNonNull(blackControl, "blackControl");
        Objects.requireNonNull(red, "red");
        Objects.requireNonNull(black, "black");
    }

    /** Both sides start with {@code tc}. */
    public static GameClock start(TimeControl tc) {
        return start(tc, tc);
    }

    /** Red and Black start with their own controls (time odds, 贴时). */
    public static GameClock start(TimeControl red, TimeControl black) {
        return new GameClock(red, black, SideClock.start(red), SideClock.start(black));
    }

    /** The side's time control. */
    public TimeControl control(Side side) {
        return side == Side.RED ? redControl : blackControl;
    }

    /** The side's clock. */
    public SideClock clock(Side side) {
        return side == Side.RED ? red : black;
    }

    /**
     * The side's time left for its next move, ms, rounded down: the bank for increment and period controls
     * (never negative: an overrun within the margin leaves it at zero), the limit
     * for fixed time per move, {@link Long#MAX_VALUE} for no clock.
     */
    public long timeLeft(Side side) {
        if (control(side) instanceof TimeControl.Unlimited) {
            return Long.MAX_VALUE;
        }
        return clock(side).remainingMs();
    }

    /**
     * Moves the side still has to make in its current period (UCI {@code movestogo}), at least 1 for a period
     * control; 0 means "not a period control", and then no {@code movestogo} should be sent.
     */
    public int movesToGo(Side side) {
        return clock(side).movesToGo(control(side));
    }

    /** The increment the side gets after its next move if made in time (UCI {@code winc}/{@code binc}), ms. */
    public long increment(Side side) {
        return clock(side).increment(control(side));
    }

    /**
     * The limit of each move under fixed time per move (UCI {@code movetime}), ms; 0 when the side's control is
     * not {@link TimeControl.FixedPerMove}.
     */
    public long moveTimeLimit(Side side) {
        return control(side) instanceof TimeControl.FixedPerMove f ? f.ms() : 0;
    }

    /** {@link #afterMoveNanos} with the elapsed time in whole ms. */
    public GameClock afterMove(Side side, long elapsedMs) {
        requireNotNegative("elapsedMs", elapsedMs);
        return afterMoveNanos(side, Nanos.ofMs(elapsedMs));
    }

    /**
     * The clocks after {@code side} made a move that took {@code elapsedNanos} ns (0 or more):
     * <ul>
     *   <li>the elapsed time is taken off the bank (increment and period controls);</li>
     *   <li>a move that overran its time within the organiser's margin leaves the bank at zero, not below: the
     *       margin is a grace per move for latency, not a debt (whether the flag fell is {@link #flagFell}'s
     *       question, asked first);</li>
     *   <li>then the increment is added;</li>
     *   <li>if the move was the last of its period, the next period's time is added to whatever is left (unused
     *       time carries over), {@link #movesToGo} starts again and past the last period the last one repeats;</li>
     *   <li>fixed time per move and no clock keep no bank; only the move count changes.</li>
     * </ul>
     * Whether the move lost on time is {@link #flagFell}'s question; this method charges the time either way.
     */
    public GameClock afterMoveNanos(Side side, long elapsedNanos) {
        requireNotNegative("elapsedNanos", elapsedNanos);
        SideClock next = clock(side).after(control(side), elapsedNanos);
        return side == Side.RED
                ? new GameClock(redControl, blackControl, next, black)
                : new GameClock(redControl, blackControl, red, next);
    }

    /** {@link #flagFellNanos} with the elapsed time in whole ms. */
    public boolean flagFell(Side side, long elapsedMs, long marginMs) {
        requireNotNegative("elapsedMs", elapsedMs);
        return flagFellNanos(side, Nanos.ofMs(elapsedMs), marginMs);
    }

    /**
     * True when a move of {@code side} that took {@code elapsedNanos} ns loses on time: the elapsed time exceeds the
     * time left plus {@code marginMs} (for fixed time per move: the limit plus the margin). Elapsed exactly equal to
     * time left plus margin is in time. Never true without a clock.
     *
     * @param marginMs the arbiter's grace for pipe and scheduling latency, ms, 0 or more
     */
    public boolean flagFellNanos(Side side, long elapsedNanos, long marginMs) {
        requireNotNegative("elapsedNanos", elapsedNanos);
        requireNotNegative("marginMs", marginMs);
        return clock(side).flagFell(control(side), elapsedNanos, Nanos.ofMs(marginMs));
    }

    /**
     * The longest the runner should wait for {@code side}'s move, ms from writing {@code go}: time left plus
     * {@code marginMs} (for fixed time per move: the limit plus the margin), rounded up to whole ms and at least 0;
     * {@link Long#MAX_VALUE} without a clock. A move arriving later than this has lost on time.
     *
     * @param marginMs the arbiter's grace for pipe and scheduling latency, ms, 0 or more
     */
    public long deadlineMs(Side side, long marginMs) {
        requireNotNegative("marginMs", marginMs);
        return clock(side).deadlineMs(control(side), Nanos.ofMs(marginMs));
    }

    private static void requireNotNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative, was " + value);
        }
    }
}
