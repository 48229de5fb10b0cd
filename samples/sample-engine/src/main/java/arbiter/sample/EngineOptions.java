package arbiter.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The engine's settings, from the command line and from {@code setoption}, and their declarations for the
 * {@code uci}/{@code ucci} handshakes.
 * <p>
 * Option names are matched ignoring case, spaces, {@code -} and {@code _}, so {@code FaultPly},
 * {@code fault-ply} and {@code Fault Ply} are the same option; {@code Hash} and {@code hashsize} both set the
 * hash size. The handshake lists each option with its current value as the default, so a runner can see what a
 * command line switched on.
 */
public final class EngineOptions {
    static final int HASH_MIN = 1;
    static final int HASH_MAX = 1024;
    static final int MS_MAX = 3_600_000;

    private int hashMb = 16;
    private Fault fault = Fault.OFF;
    private int faultPly = 0;
    private int slowStartMs = 3_000;
    private int ignoreStopMs = 60_000;
    private boolean useMillisec = false;

    /** Hash table size in MB. */
    public int hashMb() {
        return hashMb;
    }

    /** The fault switched on ({@link Fault#OFF} for none). */
    public Fault fault() {
        return fault;
    }

    /** The first ply at which a fault acting on {@code go} fires; see {@link Faults}. */
    public int faultPly() {
        return faultPly;
    }

    /** How long the slow-start fault sleeps before answering the handshake. */
    public int slowStartMs() {
        return slowStartMs;
    }

    /** How long an infinite or ponder search runs under the ignore-stop fault. */
    public int ignoreStopMs() {
        return ignoreStopMs;
    }

    /** UCCI: clock values in {@code go} are milliseconds rather than seconds. */
    public boolean useMillisec() {
        return useMillisec;
    }

    /**
     * Reads {@code --fault=NAME}, {@code --fault-ply=N}, {@code --slow-start-ms=N}, {@code --ignore-stop-ms=N} and
     * {@code --hash=MB} (each also as two words, {@code --fault crash}).
     *
     * @throws IllegalArgumentException naming the bad argument
     */
    public static EngineOptions fromArgs(String... args) {
        EngineOptions o = new EngineOptions();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + a + "'");
            }
            String name = a.substring(2);
            String value;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            } else if (i + 1 < args.length) {
                value = args[++i];
            } else {
                throw new IllegalArgumentException("option --" + name + " needs a value");
            }
            String error = o.set(name, value);
            if (error != null) {
                throw new IllegalArgumentException("--" + name + ": " + error);
            }
        }
        return o;
    }

    /**
     * Sets an option by name. Returns null when done, or what is wrong (unknown option, bad value); the old value
     * is kept on error.
     */
    public String set(String name, String value) {
        String v = value == null ? "" : value.trim();
        switch (normalise(name)) {
            case "hash", "hashsize" -> {
                Integer n = integer(v, HASH_MIN, HASH_MAX);
                if (n == null) {
                    return "expected a whole number of MB from " + HASH_MIN + " to " + HASH_MAX + ", got '" + v + "'";
                }
                hashMb = n;
            }
            case "threads" -> {
                if (integer(v, 1, 1) == null) {
                    return "expected 1 (the search runs on one thread), got '" + v + "'";
                }
            }
            case "fault" -> {
                Fault f = Fault.parse(v);
                if (f == null) {
                    return "expected one of " + faultNames(", ") + ", got '" + v + "'";
                }
                fault = f;
            }
            case "faultply" -> {
                Integer n = integer(v, 0, Integer.MAX_VALUE);
                if (n == null) {
                    return "expected a ply number 0 or more, got '" + v + "'";
                }
                faultPly = n;
            }
            case "slowstartms", "slowstart" -> {
                Integer n = integer(v, 0, MS_MAX);
                if (n == null) {
                    return "expected milliseconds from 0 to " + MS_MAX + ", got '" + v + "'";
                }
                slowStartMs = n;
            }
            case "ignorestopms" -> {
                Integer n = integer(v, 0, MS_MAX);
                if (n == null) {
                    return "expected milliseconds from 0 to " + MS_MAX + ", got '" + v + "'";
                }
                ignoreStopMs = n;
            }
            case "usemillisec" -> {
                if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
                    return "expected true or false, got '" + v + "'";
                }
                useMillisec = v.equalsIgnoreCase("true");
            }
            default -> {
                return "unknown option '" + name + "'";
            }
        }
        return null;
    }

    /** The UCI {@code option name ...} lines. */
    List<String> uciDeclarations() {
        List<String> lines = new ArrayList<>();
        lines.add("option name Hash type spin default " + hashMb + " min " + HASH_MIN + " max " + HASH_MAX);
        // one search thread; listed so that frameworks that always set Threads (fishtest: option.Threads=1) can
        lines.add("option name Threads type spin default 1 min 1 max 1");
        lines.add("option name Fault type combo default " + fault.optionValue() + " " + faultNames(" ", "var "));
        lines.add("option name FaultPly type spin default " + faultPly + " min 0 max " + Integer.MAX_VALUE);
        lines.add("option name SlowStartMs type spin default " + slowStartMs + " min 0 max " + MS_MAX);
        lines.add("option name IgnoreStopMs type spin default " + ignoreStopMs + " min 0 max " + MS_MAX);
        return lines;
    }

    /** The UCCI {@code option <name> type ...} lines (lowercase names, default last, as UCCI engines print). */
    List<String> ucciDeclarations() {
        List<String> lines = new ArrayList<>();
        lines.add("option usemillisec type check default " + useMillisec);
        lines.add("option hashsize type spin min " + HASH_MIN + " max " + HASH_MAX + " default " + hashMb);
        lines.add("option fault type combo " + faultNames(" ", "var ") + " default " + fault.optionValue());
        lines.add("option faultply type spin min 0 max " + Integer.MAX_VALUE + " default " + faultPly);
        lines.add("option slowstartms type spin min 0 max " + MS_MAX + " default " + slowStartMs);
        lines.add("option ignorestopms type spin min 0 max " + MS_MAX + " default " + ignoreStopMs);
        return lines;
    }

    /** The usage text for {@code --help}. */
    static String usage() {
        return String.join(System.lineSeparator(),
                "usage: sample-engine [--fault=NAME] [--fault-ply=N] [--slow-start-ms=N] [--ignore-stop-ms=N]"
                        + " [--hash=MB]",
                "A small xiangqi engine speaking UCI (send 'uci') or UCCI (send 'ucci') on stdin/stdout.",
                "  --fault=NAME        misbehave: " + faultNames(", "),
                "  --fault-ply=N       go-faults fire on every go whose position lists at least N moves (default 0)",
                "  --slow-start-ms=N   delay of the slow-start fault before the handshake answer (default 3000)",
                "  --ignore-stop-ms=N  how long ignore-stop keeps an infinite search going (default 60000)",
                "  --hash=MB           hash table size (default 16)");
    }

    private static String faultNames(String separator) {
        return faultNames(separator, "");
    }

    private static String faultNames(String separator, String prefix) {
        return Stream.of(Fault.values()).map(f -> prefix + f.optionValue()).collect(Collectors.joining(separator));
    }

    private static String normalise(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
    }

    private static Integer integer(String v, int min, int max) {
        try {
            long n = Long.parseLong(v);
            return n >= min && n <= max ? (int) n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
