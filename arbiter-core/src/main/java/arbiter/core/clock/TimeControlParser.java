package arbiter.core.clock;

import arbiter.core.game.Parsed;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Reads {@code tc} and {@code st} values; the grammar is documented on {@link TimeControl}. */
final class TimeControlParser {
    static final String TC = "tc";
    static final String ST = "st";

    private static final Pattern DECIMAL = Pattern.compile("\\d+(\\.\\d+)?");
    private static final Pattern INTEGER = Pattern.compile("\\d+");
    private static final String ANY = "expected a time control such as 300+5, 0:30+0.5, 40/5400, 40/5400:10/900 or inf";
    private static final String BASE = "expected SECONDS or MINUTES:SECONDS such as 300 or 0:30";
    private static final String PLUS = "expected SECONDS+INCREMENT such as 300+5";
    private static final String INC = "expected an increment in seconds such as 5 or 0.1";
    private static final String PERIOD = "expected MOVES/SECONDS such as 40/5400";
    private static final String PERIODS = "expected MOVES/SECONDS periods separated by ':' such as 40/5400:10/900";
    private static final String PER_MOVE = "expected seconds per move such as 10 or 0.5";

    private TimeControlParser() {
    }

    static Parsed<TimeControl> parse(String input) {
        if (input == null || input.isBlank()) {
            return err(TC, "nothing given; " + ANY);
        }
        String s = input.strip();
        if (s.equalsIgnoreCase("inf") || s.equals("-")) {
            return ok(TimeControl.UNLIMITED);
        }
        if (s.endsWith("/move")) {
            return perMove(TC, s.substring(0, s.length() - "/move".length()), s);
        }
        return s.indexOf('/') >= 0 ? periods(s) : single(s);
    }

    static Parsed<TimeControl> fixedPerMove(String input) {
        if (input == null || input.isBlank()) {
            return err(ST, "nothing given; " + PER_MOVE);
        }
        String s = input.strip();
        return perMove(ST, s, s);
    }

    private static Parsed<TimeControl> perMove(String field, String seconds, String whole) {
        if (seconds.isEmpty()) {
            return err(field, "'" + whole + "' has no time before '/move'; " + PER_MOVE);
        }
        Parsed<Long> ms = seconds(field, seconds, PER_MOVE);
        if (ms instanceof Parsed.Err<Long> e) {
            return err(e);
        }
        long v = value(ms);
        if (v == 0) {
            return err(field, "'" + whole + "' is no time; expected a positive time per move such as 10 or 0.5");
        }
        return ok(new TimeControl.FixedPerMove(v));
    }

    /** {@code CLOCK ["+" SECONDS]}: base time and increment. */
    private static Parsed<TimeControl> single(String s) {
        Parsed<Split> split = split(s, "'" + s + "'", PLUS);
        if (split instanceof Parsed.Err<Split> e) {
            return err(e);
        }
        String clock = value(split).time();
        Parsed<Long> base = clock(clock);
        if (base instanceof Parsed.Err<Long> e) {
            return err(e);
        }
        if (value(base) == 0) {
            return err(TC, "base time '" + clock + "' is zero; expected a positive time such as 300 or 0:30");
        }
        Parsed<Long> inc = increment(value(split));
        if (inc instanceof Parsed.Err<Long> e) {
            return err(e);
        }
        return ok(new TimeControl.Increment(value(base), value(inc)));
    }

    /** {@code SECONDS | MINUTES ":" SECONDS}. */
    private static Parsed<Long> clock(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return seconds(TC, text, BASE);
        }
        if (text.indexOf(':', colon + 1) >= 0) {
            return err(TC, "'" + text + "' has more than one ':'; expected MINUTES:SECONDS such as 0:30"
                    + " (or MOVES/SECONDS periods separated by ':' such as 40/5400:10/900)");
        }
        String min = text.substring(0, colon);
        String sec = text.substring(colon + 1);
        if (min.isEmpty()) {
            return err(TC, "'" + text + "' has no minutes before ':'; expected MINUTES:SECONDS such as 0:30");
        }
        if (sec.isEmpty()) {
            return err(TC, "'" + text + "' has no seconds after ':'; expected MINUTES:SECONDS such as 0:30");
        }
        if (!INTEGER.matcher(min).matches()) {
            return err(TC, "'" + min + "' is not a whole number of minutes; expected MINUTES:SECONDS such as 0:30");
        }
        Parsed<Long> secMs = seconds(TC, sec, "expected MINUTES:SECONDS such as 0:30");
        if (secMs instanceof Parsed.Err<Long>) {
            return secMs;
        }
        if (value(secMs) >= 60_000) {
            return err(TC, "seconds '" + sec + "' in '" + text + "' are not below 60; expected MINUTES:SECONDS such as 1:30");
        }
        BigDecimal total = new BigDecimal(min).multiply(BigDecimal.valueOf(60_000)).add(BigDecimal.valueOf(value(secMs)));
        if (total.compareTo(BigDecimal.valueOf(TimeControl.MAX_MS)) > 0) {
            return err(TC, "'" + text + "' is more than " + TimeControl.MAX_MS / 1000 + " seconds; " + BASE);
        }
        return ok(total.longValueExact());
    }

    /** {@code period (":" period)*}. */
    private static Parsed<TimeControl> periods(String s) {
        String[] parts = s.split(":", -1);
        List<TimeControl.Period> periods = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            String label = parts.length > 1 ? "period " + (i + 1) + " '" + part + "'" : "'" + part + "'";
            if (part.isEmpty()) {
                return err(TC, "period " + (i + 1) + " of '" + s + "' is empty; " + PERIODS);
            }
            if (part.indexOf('/') < 0) {
                return err(TC, label + " of '" + s + "' has no '/'; when the control has a '/', ':' separates"
                        + " periods, each MOVES/SECONDS with the time in seconds, such as 40/5400:10/900");
            }
            Parsed<TimeControl.Period> p = period(part, label);
            if (p instanceof Parsed.Err<TimeControl.Period> e) {
                return err(e);
            }
            periods.add(value(p));
        }
        return ok(new TimeControl.MovePeriods(periods));
    }

    /** {@code MOVES "/" SECONDS ["+" SECONDS]}. */
    private static Parsed<TimeControl.Period> period(String part, String label) {
        int slash = part.indexOf('/');
        if (part.indexOf('/', slash + 1) >= 0) {
            return err(TC, label + " has more than one '/'; " + PERIOD);
        }
        String moves = part.substring(0, slash);
        String rest = part.substring(slash + 1);
        if (moves.isEmpty()) {
            return err(TC, label + " has no move count before '/'; " + PERIOD);
        }
        if (rest.isEmpty() || rest.startsWith("+")) {
            return err(TC, label + " has no time after '/'; " + PERIOD);
        }
        if (!INTEGER.matcher(moves).matches()) {
            return err(TC, "'" + moves + "' in " + label + " is not a move count; " + PERIOD);
        }
        if (moves.length() > 6 || Integer.parseInt(moves) > TimeControl.MAX_MOVES) {
            return err(TC, label + " has more than " + TimeControl.MAX_MOVES + " moves; " + PERIOD);
        }
        int n = Integer.parseInt(moves);
        if (n == 0) {
            return err(TC, label + " has no moves; expected a positive move count such as 40/5400");
        }
        Parsed<Split> split = split(rest, label, "expected MOVES/SECONDS+INCREMENT such as 40/5400+5");
        if (split instanceof Parsed.Err<Split> e) {
            return err(e);
        }
        Parsed<Long> time = seconds(TC, value(split).time(), PERIOD);
        if (time instanceof Parsed.Err<Long> e) {
            return err(e);
        }
        if (value(time) == 0) {
            return err(TC, label + " has no time; expected a positive period time such as 40/5400");
        }
        Parsed<Long> inc = increment(value(split));
        if (inc instanceof Parsed.Err<Long> e) {
            return err(e);
        }
        return ok(new TimeControl.Period(n, value(time), value(inc)));
    }

    /** A time and its optional increment, split at the '+'; {@code inc} is null without one. */
    private record Split(String time, String inc) {
    }

    /** Splits {@code TIME ["+" SECONDS]}, checking that both sides of a '+' are there. */
    private static Parsed<Split> split(String text, String label, String expected) {
        int plus = text.indexOf('+');
        if (plus < 0) {
            return ok(new Split(text, null));
        }
        if (text.indexOf('+', plus + 1) >= 0) {
            return err(TC, label + " has more than one '+'; " + expected);
        }
        if (plus == 0) {
            return err(TC, label + " has no time before '+'; " + expected);
        }
        if (plus == text.length() - 1) {
            return err(TC, label + " has no increment after '+'; " + expected);
        }
        return ok(new Split(text.substring(0, plus), text.substring(plus + 1)));
    }

    /** The increment in ms, 0 when there is none. */
    private static Parsed<Long> increment(Split split) {
        return split.inc() == null ? ok(0L) : seconds(TC, split.inc(), INC);
    }

    /** A non-negative number of seconds with at most 3 decimals, in ms. */
    private static Parsed<Long> seconds(String field, String text, String expected) {
        if (!DECIMAL.matcher(text).matches()) {
            return err(field, "'" + text + "' is not a number of seconds; " + expected);
        }
        BigDecimal ms = new BigDecimal(text).movePointRight(3).stripTrailingZeros();
        if (ms.scale() > 0) {
            return err(field, "'" + text + "' is finer than a millisecond; expected at most 3 decimals such as 0.005");
        }
        if (ms.compareTo(BigDecimal.valueOf(TimeControl.MAX_MS)) > 0) {
            return err(field, "'" + text + "' is more than " + TimeControl.MAX_MS / 1000 + " seconds; " + expected);
        }
        return ok(ms.longValueExact());
    }

    private static <T> T value(Parsed<T> p) {
        return ((Parsed.Ok<T>) p).value();
    }

    private static <T> Parsed<T> ok(T value) {
        return new Parsed.Ok<>(value);
    }

    private static <T> Parsed<T> err(String field, String message) {
        return new Parsed.Err<>(field, message);
    }

    private static <T> Parsed<T> err(Parsed.Err<?> e) {
        return new Parsed.Err<>(e.field(), e.message());
    }
}
