package arbiter.compat;

import arbiter.core.clock.TimeControl;
import java.util.List;

/**
 * fastchess's and cutechess-cli's {@code tc=} and {@code st=} values as {@link TimeControl}s:
 * {@code inf | [MOVES/]TIME[+INC]}, TIME seconds ({@code 10}, {@code 0.5}, {@code 1:30}), INC seconds, an
 * {@code s} after either allowed. Seconds become whole milliseconds by truncation (fastchess, whose arithmetic makes
 * 0.6 s 599 ms, is one millisecond short there; the clock here keeps the 600 the user wrote). Errors are
 * fastchess's wording, as {@link IllegalArgumentException} messages.
 */
final class GmTimeControl {
    private GmTimeControl() {
    }

    /** The time control of a {@code tc=} value; {@link TimeControl.Unlimited} for {@code inf}. */
    static TimeControl parse(String v) {
        if (v.isEmpty()) {
            throw new IllegalArgumentException("Invalid time control: empty value");
        }
        if (v.contains("hg")) {
            throw new IllegalArgumentException("Hourglass time control not supported.");
        }
        if (v.equals("inf") || v.equals("infinite")) {
            return TimeControl.UNLIMITED;
        }
        if (count(v, '/') > 1 || count(v, '+') > 1 || count(v, ':') > 1 || v.endsWith("+") || v.endsWith("/")) {
            throw new IllegalArgumentException("Invalid time control: \"" + v + "\"");
        }
        int moves = 0;
        String rest = v;
        int slash = v.indexOf('/');
        if (slash >= 0) {
            String m = v.substring(0, slash);
            moves = m.equals("inf") || m.equals("infinite") ? 0 : (int) wholeNumber(m);
            if (moves < 0 || slash == 0) {
                throw new IllegalArgumentException("Time control move count must be positive");
            }
            rest = v.substring(slash + 1);
        }
        int plus = rest.indexOf('+');
        long baseMs = millis(plus >= 0 ? rest.substring(0, plus) : rest);
        long incMs = plus >= 0 ? millis(rest.substring(plus + 1)) : 0;
        if (baseMs <= 0 && incMs <= 0) {
            throw new IllegalArgumentException("Invalid time control duration: \"" + v + "\"");
        }
        long base = Math.max(1, baseMs);
        if (moves > 0) {
            return new TimeControl.MovePeriods(List.of(new TimeControl.Period(
                    Math.min(moves, TimeControl.MAX_MOVES), base, incMs)));
        }
        return new TimeControl.Increment(base, incMs);
    }

    /** An {@code st=} value: seconds per move. */
    static TimeControl.FixedPerMove seconds(String v) {
        long ms = millis(v);
        if (ms <= 0) {
            throw new IllegalArgumentException("Invalid time control duration: \"" + v + "\"");
        }
        return new TimeControl.FixedPerMove(ms);
    }

    /** Seconds ({@code 10}, {@code 0.5}, {@code 1:30}, {@code 10s}) in milliseconds, truncated. */
    static long millis(String t) {
        String s = t.endsWith("s") ? t.substring(0, t.length() - 1) : t;
        int colon = s.indexOf(':');
        double seconds = colon >= 0 ? decimal(s.substring(0, colon)) * 60 + decimal(s.substring(colon + 1))
                : decimal(s);
        return (long) (seconds * 1000);
    }

    private static double decimal(String s) {
        try {
            if (s.isEmpty() || !s.matches("[0-9]*\\.?[0-9]*")) {
                throw new NumberFormatException(s);
            }
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid numeric value: \"" + s + "\"");
        }
    }

    private static long wholeNumber(String s) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid numeric value: \"" + s + "\"");
        }
    }

    private static int count(String s, char c) {
        return (int) s.chars().filter(x -> x == c).count();
    }
}
