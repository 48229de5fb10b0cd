package arbiter.sample;

import java.util.Locale;

/**
 * The misbehaviours the engine can be told to show, so that a match runner's handling of broken engines can be
 * tested against a real process. Set with {@code --fault=NAME} or the {@code Fault} option; see {@link Faults} for
 * when they fire.
 */
public enum Fault {
    /** No fault (the default). */
    OFF("off"),
    /** Exit with status 3 at once, without answering {@code go}. */
    CRASH("crash"),
    /** Answer nothing any more, not even {@code quit}; keep reading and discarding input. */
    HANG("hang"),
    /** Answer an illegal move: the king jumping five ranks along its file. */
    ILLEGAL("illegal"),
    /** Print lines of random non-protocol text, then {@code bestmove xyzzy}. */
    GARBAGE("garbage"),
    /** Answer {@code bestmove (none)} ({@code nobestmove} in UCCI) although legal moves exist. */
    NONE("none"),
    /** Ignore {@code stop}: the search ends only at its own limit ({@code IgnoreStopMs} for infinite searches). */
    IGNORE_STOP("ignore-stop"),
    /** Sleep {@code SlowStartMs} before answering {@code uci} or {@code ucci}. */
    SLOW_START("slow-start"),
    /** Exit with status 0, silently, instead of answering {@code go}. */
    EXIT_ON_GO("exit-on-go"),
    /** Answer a legal move written in ICCS ({@code bestmove H2-E2}) instead of coordinates. */
    ICCS("iccs"),
    /** Answer every search twice: a second, stale {@code bestmove} follows the first at once, in the same write. */
    DOUBLE_ANSWER("double-answer"),
    /**
     * Do not answer {@code go} until {@code stop}; answer {@code stop} with a move, and send that answer again,
     * late, right after the next {@code readyok}.
     */
    LATE_ANSWER("late-answer");

    private final String optionValue;

    Fault(String optionValue) {
        this.optionValue = optionValue;
    }

    /** The name used on the command line and in option values ({@code ignore-stop}). */
    public String optionValue() {
        return optionValue;
    }

    /** True for the faults that act when {@code go} arrives (all but off and slow-start). */
    public boolean actsOnGo() {
        return this != OFF && this != SLOW_START;
    }

    /**
     * The fault named {@code text}: case-insensitive, with {@code _} accepted for {@code -}; {@code ""} and
     * {@code false} mean off. Returns null for an unknown name.
     */
    public static Fault parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (t.isEmpty() || t.equals("false") || t.equals("<empty>")) {
            return OFF;
        }
        for (Fault f : values()) {
            if (f.optionValue.equals(t) || f.optionValue.replace("-", "").equals(t)) {
                return f;
            }
        }
        return null;
    }
}
