package arbiter.core.clock;

import arbiter.core.game.Parsed;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How much thinking time one side gets (对局用时). All durations are in milliseconds (ms); a "move" (着) is one move
 * of this side, not a ply. The four kinds follow the Pikafish program rules (第二章第五节) and the 1999 / 2011
 * competition rules (第6条 计时):
 * <ul>
 *   <li>{@link Increment}: a base time plus an increment after every move (加秒制); with increment 0 it is sudden
 *       death (包干制 / 限时包干制).</li>
 *   <li>{@link MovePeriods}: so many moves in so much time, then the next period (限时限着制), e.g. 40 moves in
 *       90 minutes then 10 moves in every further 15 minutes; the last period repeats.</li>
 *   <li>{@link FixedPerMove}: every move has its own limit and unused time is lost (固定步时制).</li>
 *   <li>{@link Unlimited}: no clock, for matches limited by nodes or depth.</li>
 * </ul>
 * Time odds (贴时制) are expressed by giving the two sides different controls (see {@link GameClock}).
 *
 * <h2>The {@code tc} grammar ({@link #parse})</h2>
 * The cutechess-cli forms, plus several periods joined by ':'. Surrounding spaces are ignored, none inside.
 * <pre>
 * tc       := "inf" | "-"                          no clock (Unlimited); "-" is the PGN spelling
 *           | SECONDS "/move"                      fixed time per move (the PGN/cutechess form; see also st=)
 *           | period (":" period)*                 chosen whenever tc contains '/': MovePeriods
 *           | CLOCK ["+" SECONDS]                  chosen when tc has no '/': Increment, base + increment
 * period   := MOVES "/" SECONDS ["+" SECONDS]      moves in the period / its time [+ increment per move]
 * CLOCK    := SECONDS | MINUTES ":" SECONDS        ':' here is minutes:seconds (seconds below 60)
 * MOVES    := a positive integer (at most 100000)
 * MINUTES  := an integer
 * SECONDS  := digits ["." digits]                  at most 3 decimals (whole ms), at most 10000000 s
 * </pre>
 * The ':' is ambiguous between {@code m:ss} and a period separator; the presence of '/' decides: with a '/' every
 * ':' separates periods and period times are written in seconds ({@code 40/5400}, not {@code 40/90:00}); without
 * one, a single ':' is minutes:seconds. Base and period times must be positive; increments may be 0.
 * Examples: {@code 300+5}, {@code 1+0.01}, {@code 300}, {@code 0:30+0.5}, {@code 40/5400}, {@code 40/5400+5},
 * {@code 40/5400:10/900}, {@code inf}. Fixed time per move normally comes from the separate {@code st=} key, read
 * by {@link #fixedPerMove(String)}.
 *
 * <h2>The canonical form ({@link #format})</h2>
 * The value of a PGN {@code TimeControl} tag, times in seconds with trailing zeros dropped: {@code 300+5},
 * {@code 300} (sudden death, increment 0 not written), {@code 40/5400}, {@code 40/5400+5:10/900}, {@code 10/move}
 * (fixed time per move, as cutechess writes it) and {@code -} (no time control, the PGN standard's spelling).
 * Minutes:seconds input is written in seconds ({@code 0:30+0.5} becomes {@code 30+0.5}). Unlike the PGN standard,
 * which leaves it open, the last period of a {@code MOVES/SECONDS} control repeats, as in cutechess.
 * {@code parse(tc.format())} gives {@code tc} back for every control.
 */
public sealed interface TimeControl
        permits TimeControl.Increment, TimeControl.MovePeriods, TimeControl.FixedPerMove, TimeControl.Unlimited {

    /** The largest time accepted anywhere: 10,000,000 s (about 115 days), in ms. */
    long MAX_MS = 10_000_000_000L;

    /** The largest move count of a period. */
    int MAX_MOVES = 100_000;

    /** No clock. */
    Unlimited UNLIMITED = new Unlimited();

    /**
     * Base time plus an increment added after each move (加秒制); increment 0 is sudden death (包干制).
     *
     * @param baseMs      the time at the start of the game, ms, positive
     * @param incrementMs the time added after each move made in time, ms, 0 or more
     */
    record Increment(long baseMs, long incrementMs) implements TimeControl {
        public Increment {
            requireRange("baseMs", baseMs, 1);
            requireRange("incrementMs", incrementMs, 0);
        }

        /** Sudden death: {@code baseMs} for the whole game, no increment. */
        public static Increment suddenDeath(long baseMs) {
            return new Increment(baseMs, 0);
        }

        /** True when there is no increment (包干制). */
        public boolean isSuddenDeath() {
            return incrementMs == 0;
        }
    }

    /**
     * One period of a moves-per-period control: {@code moves} moves must be made in the time left, to which
     * {@code ms} is added when the period starts.
     *
     * @param moves       moves to make in this period, positive
     * @param ms          time added at the start of the period, ms, positive
     * @param incrementMs time added after each move of the period made in time, ms, 0 or more
     */
    record Period(int moves, long ms, long incrementMs) {
        public Period {
            if (moves < 1 || moves > MAX_MOVES) {
                throw new IllegalArgumentException("moves must be 1.." + MAX_MOVES + ", was " + moves);
            }
            requireRange("ms", ms, 1);
            requireRange("incrementMs", incrementMs, 0);
        }

        /** A period without increment. */
        public Period(int moves, long ms) {
            this(moves, ms, 0);
        }
    }

    /**
     * Moves per period (限时限着制). The first period's time is on the clock at the start; when a side has made a
     * period's moves the next period's time is added to whatever is left (unused time carries over). After the
     * last period, the last period repeats: {@code [40 in 5400 s, 10 in 900 s]} is "40 moves in 90 minutes, then
     * 10 moves in every 15 minutes until the end of the game".
     *
     * @param periods the periods in order, at least one (copied)
     */
    record MovePeriods(List<Period> periods) implements TimeControl {
        public MovePeriods {
            periods = List.copyOf(periods);
            if (periods.isEmpty()) {
                throw new IllegalArgumentException("at least one period is needed");
            }
        }

        /** One repeating period: {@code moves} moves in every {@code ms} ms. */
        public static MovePeriods repeating(int moves, long ms) {
            return new MovePeriods(List.of(new Period(moves, ms)));
        }

        /** The period with this index, where every index past the end means the last (repeating) period. */
        public Period period(int index) {
            return periods.get(Math.min(index, periods.size() - 1));
        }
    }

    /**
     * A fixed limit per move (固定步时制): each move may take up to {@code ms}; unused time is not banked.
     *
     * @param ms the limit of each move, ms, positive
     */
    record FixedPerMove(long ms) implements TimeControl {
        public FixedPerMove {
            requireRange("ms", ms, 1);
        }
    }

    /** No clock: the side never runs out of time (for nodes= or depth= matches). */
    record Unlimited() implements TimeControl {
    }

    /**
     * Reads a {@code tc} value in the grammar above. Errors name the field {@code "tc"} and say what was expected,
     * e.g. {@code tc: '40/' has no time after '/'; expected MOVES/SECONDS such as 40/5400}.
     */
    static Parsed<TimeControl> parse(String tc) {
        return TimeControlParser.parse(tc);
    }

    /**
     * Reads an {@code st} value: seconds per move ({@code 10}, {@code 0.5}; at most 3 decimals), giving
     * {@link FixedPerMove}. Errors name the field {@code "st"}.
     */
    static Parsed<TimeControl> fixedPerMove(String seconds) {
        return TimeControlParser.fixedPerMove(seconds);
    }

    /** The canonical form, a PGN {@code TimeControl} tag value (see the class comment). */
    default String format() {
        if (this instanceof Increment inc) {
            return seconds(inc.baseMs()) + increment(inc.incrementMs());
        }
        if (this instanceof MovePeriods mp) {
            return mp.periods().stream()
                    .map(p -> p.moves() + "/" + seconds(p.ms()) + increment(p.incrementMs()))
                    .collect(Collectors.joining(":"));
        }
        if (this instanceof FixedPerMove f) {
            return seconds(f.ms()) + "/move";
        }
        return "-";
    }

    private static String increment(long ms) {
        return ms == 0 ? "" : "+" + seconds(ms);
    }

    /** ms as seconds without trailing zeros: 5400000 → "5400", 10 → "0.01". */
    private static String seconds(long ms) {
        return BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
    }

    private static void requireRange(String name, long ms, long min) {
        if (ms < min || ms > MAX_MS) {
            throw new IllegalArgumentException(name + " must be " + min + ".." + MAX_MS + " ms, was " + ms);
        }
    }
}
