package arbiter.compat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * fastchess's command line (1.8): its options, their arity and keys, read into {@link GmSettings}, with its own
 * error wording ({@code Error while reading option "-X" with value "V"} / {@code Reason: ...}). Arbiter's
 * extensions: {@code -variant xiangqi}, {@code -rules NAME}, {@code proto=uci|ucci|xboard}.
 */
public final class FastchessArgs {
    static final Set<String> KEY_VALUE = Set.of("-engine", "-each", "-openings", "-sprt", "-draw", "-resign", "-log",
            "-config", "-report", "-output", "-crc32", "-quick");
    static final Set<String> KEY_VALUE_OPTIONAL = Set.of("-pgnout", "-epdout");
    static final Set<String> SINGLE = Set.of("-maxmoves", "-tb", "-tbpieces", "-tbadjudicate", "-autosaveinterval",
            "-concurrency", "-games", "-rounds", "-wait", "-ratinginterval", "-scoreinterval", "-srand", "-seeds",
            "-variant", "-tournament", "-startup-ms", "-ucinewgame-ms", "-ping-ms", "-rules");
    static final Set<String> NONE = Set.of("-tbignore50", "-force-concurrency", "-noswap", "-reverse", "-version",
            "--version", "-v", "--v", "-help", "--help", "-recover", "-check-mate-pvs", "-show-latency", "-debug",
            "-testEnv", "-strict");
    static final Set<String> FREE = Set.of("-event", "-site", "-repeat", "-use-affinity");

    private FastchessArgs() {
    }

    /**
     * The settings of a fastchess command line.
     *
     * @throws GmError worded as fastchess words it
     */
    public static GmSettings parse(List<String> argv) {
        GmSettings s = new GmSettings(GmSettings.Dialect.FASTCHESS);
        if (argv.isEmpty()) {
            s.infoRequest = "-help";
            return s;
        }
        for (GmArgv.Option o : GmArgv.split(argv, "Unrecognized option: %s parsing failed.")) {
            String flag = o.flag();
            List<String> v = o.values();
            if (!(KEY_VALUE.contains(flag) || KEY_VALUE_OPTIONAL.contains(flag) || SINGLE.contains(flag)
                    || NONE.contains(flag) || FREE.contains(flag))) {
                throw new GmError("Unrecognized option: " + flag + " parsing failed." + suggestion(flag));
            }
            String last = v.isEmpty() ? flag : v.get(v.size() - 1);
            try {
                arity(flag, v);
                apply(s, flag, v);
            } catch (Reason r) {
                // fastchess defers -each and names all of its tokens when one is wrong
                String value = flag.equals("-each") ? String.join(" ", v) : r.value != null ? r.value : last;
                throw new GmError("Error while reading option \"" + flag + "\" with value \"" + value + "\"",
                        "Reason: " + r.getMessage());
            }
            if (s.infoRequest != null) {
                return s;
            }
        }
        return s;
    }

    /** Why a value was refused, and the token that was (null: the option's last). */
    static final class Reason extends RuntimeException {
        final String value;

        Reason(String message) {
            this(message, null);
        }

        Reason(String message, String value) {
            super(message);
            this.value = value;
        }
    }

    private static void arity(String flag, List<String> v) {
        if (NONE.contains(flag) && !v.isEmpty()) {
            throw new Reason("Option \"" + flag + "\" does not accept parameters.");
        }
        if (SINGLE.contains(flag) && v.size() != 1) {
            throw new Reason("Option \"" + flag + "\" expects exactly one value.");
        }
        if (KEY_VALUE.contains(flag) && v.isEmpty()) {
            throw new Reason("Option \"" + flag + "\" expects key=value parameters.");
        }
        if (KEY_VALUE.contains(flag) || KEY_VALUE_OPTIONAL.contains(flag)) {
            for (String t : v) {
                int eq = t.indexOf('=');
                if (eq <= 0 || eq == t.length() - 1) {
                    throw new Reason("Option \"" + flag + "\" expects key=value pairs, got \"" + t + "\".", t);
                }
            }
        }
    }

    private static void apply(GmSettings s, String flag, List<String> v) {
        String one = v.isEmpty() ? null : v.get(0);
        switch (flag) {
            case "-engine" -> s.engines.add(engineKeys(v, "engine"));
            case "-each" -> s.each.putAll(engineKeys(v, "engine"));
            case "-openings" -> openings(s, v);
            case "-pgnout" -> pgnout(s, v);
            case "-epdout" -> s.epdout = keys(v, "epdout", Set.of("file", "append"), Set.of("append"));
            case "-sprt" -> s.sprt = keys(v, "sprt", Set.of("elo0", "elo1", "alpha", "beta", "model"), Set.of());
            case "-draw" -> s.draw = keys(v, "draw", Set.of("movenumber", "movecount", "score"), Set.of());
            case "-resign" -> s.resign = keys(v, "resign", Set.of("movecount", "score", "twosided"),
                    Set.of("twosided"));
            case "-log" -> s.log = keys(v, "log", Set.of("file", "level", "append", "compress", "realtime", "engine"),
                    Set.of("append", "compress", "realtime", "engine"));
            case "-config" -> s.config = keys(v, "config", Set.of("file", "outname", "discard", "stats"),
                    Set.of("discard", "stats"));
            case "-report" -> s.penta = bool(keys(v, "report", Set.of("penta"), Set.of("penta")), "penta", true);
            case "-output" -> output(s, v);
            case "-crc32" -> s.crc32 = bool(keys(v, "crc", Set.of("pgn"), Set.of("pgn")), "pgn", false);
            case "-quick" -> throw new Reason("-quick is not supported by arbiter fastchess; give -engine, -each and "
                    + "-openings");
            case "-maxmoves" -> s.maxMoves = (int) number(one, 1, Integer.MAX_VALUE);
            case "-tb", "-tbpieces", "-tbadjudicate", "-tbignore50" -> throw new Reason("Syzygy tablebases are not "
                    + "supported by arbiter: no tablebase adjudication (drop " + flag + ")");
            case "-autosaveinterval" -> s.autosaveInterval = (int) number(one, 0, Integer.MAX_VALUE);
            case "-concurrency" -> s.concurrency = (int) number(one, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case "-games" -> s.games = (int) number(one, 0, Integer.MAX_VALUE);
            case "-rounds" -> s.rounds = (int) number(one, 0, Integer.MAX_VALUE);
            case "-repeat" -> s.games = v.isEmpty() ? 2 : (int) number(v.get(0), 0, Integer.MAX_VALUE);
            case "-wait" -> s.waitMs = number(one, 0, Long.MAX_VALUE);
            case "-ratinginterval" -> s.ratingInterval = (int) number(one, 0, Integer.MAX_VALUE);
            case "-scoreinterval" -> s.scoreInterval = (int) number(one, 0, Integer.MAX_VALUE);
            case "-srand" -> s.seed = unsigned(one);
            case "-seeds" -> number(one, 0, Integer.MAX_VALUE);
            case "-variant" -> {
                if (arbiter.core.Variants.byManagerName(one).isEmpty()) {
                    throw new Reason("Unknown variant.");
                }
                s.variant = one;
            }
            case "-rules" -> s.rules = one;
            case "-tournament" -> {
                if (!one.equals("roundrobin") && !one.equals("gauntlet")) {
                    throw new Reason("Unsupported tournament format. Only supports roundrobin and gauntlet.");
                }
                s.tournament = one;
            }
            case "-startup-ms" -> s.startupMs = number(one, 1, Long.MAX_VALUE);
            case "-ucinewgame-ms" -> number(one, 1, Long.MAX_VALUE);
            case "-ping-ms" -> s.pingMs = number(one, 1, Long.MAX_VALUE);
            case "-force-concurrency" -> s.forceConcurrency = true;
            case "-noswap" -> s.noswap = true;
            case "-reverse" -> s.reverse = true;
            case "-version", "--version", "-v", "--v" -> s.infoRequest = "-version";
            case "-help", "--help" -> s.infoRequest = "-help";
            case "-recover" -> s.recover = true;
            case "-check-mate-pvs" -> s.checkMatePvs = true;
            case "-show-latency" -> { }
            case "-debug" -> throw new Reason("The 'debug' option does not exist in fastchess. Use the 'log' option "
                    + "instead to write all engine input and output into a text file.");
            case "-testEnv" -> s.testEnv = true;
            case "-strict" -> s.strict = true;
            case "-event" -> s.event = String.join("", v);
            case "-site" -> s.site = String.join("", v);
            case "-use-affinity" -> s.affinity = String.join("", v);
            default -> throw new IllegalStateException(flag);
        }
    }

    /** Engine keys: fastchess's, with {@code option.NAME}; values checked where fastchess checks them at parse. */
    private static Map<String, String> engineKeys(List<String> v, String what) {
        Map<String, String> kv = new LinkedHashMap<>();
        for (String t : v) {
            int eq = t.indexOf('=');
            String k = t.substring(0, eq), val = t.substring(eq + 1);
            boolean known = k.startsWith("option.") && k.length() > 7
                    || Set.of("cmd", "name", "dir", "args", "tc", "st", "timemargin", "nodes", "plies", "depth",
                    "restart", "proto").contains(k);
            if (!known) {
                throw new Reason("Unrecognized " + what + " option \"" + k + "\" with value \"" + val + "\".", t);
            }
            switch (k) {
                case "tc" -> timeControl(() -> GmTimeControl.parse(val), t);
                case "st" -> timeControl(() -> GmTimeControl.seconds(val), t);
                case "timemargin" -> {
                    if (number(val, Long.MIN_VALUE, Long.MAX_VALUE) < 0) {
                        throw new Reason("The value for timemargin cannot be a negative number.");
                    }
                }
                case "nodes", "plies", "depth" -> number(val, 0, Long.MAX_VALUE);
                case "restart" -> {
                    if (!val.equals("on") && !val.equals("off")) {
                        throw new Reason("Invalid parameter (must be either \"on\" or \"off\"): " + val);
                    }
                }
                case "proto" -> {
                    if (!Set.of("uci", "ucci", "xboard").contains(val)) {
                        throw new Reason("Unsupported protocol.");
                    }
                }
                default -> { }
            }
            kv.put(k, val);
        }
        return kv;
    }

    private static void timeControl(java.util.function.Supplier<?> parse, String token) {
        try {
            parse.get();
        } catch (IllegalArgumentException e) {
            throw new Reason(e.getMessage(), token);
        }
    }

    private static void openings(GmSettings s, List<String> v) {
        Map<String, String> kv = keys(v, "openings", Set.of("file", "format", "order", "plies", "start", "policy"),
                Set.of());
        for (var e : kv.entrySet()) {
            String t = e.getKey() + "=" + e.getValue();
            switch (e.getKey()) {
                case "file" -> {
                    if (!Files.exists(Path.of(e.getValue()))) {
                        throw new Reason("Opening file does not exist: " + e.getValue(), t);
                    }
                }
                case "format" -> choice(e.getValue(), Set.of("epd", "pgn"), "openings format", "format", t);
                case "order" -> choice(e.getValue(), Set.of("sequential", "random"), "openings order", "order", t);
                case "plies" -> number(e.getValue(), -1, Integer.MAX_VALUE);
                case "start" -> {
                    if (number(e.getValue(), Long.MIN_VALUE, Long.MAX_VALUE) < 1) {
                        throw new Reason("Starting offset must be at least 1!", t);
                    }
                }
                case "policy" -> {
                    if (!e.getValue().equals("round")) {
                        throw new Reason("Unsupported opening book policy.", t);
                    }
                }
                default -> { }
            }
        }
        s.openings.putAll(kv);
    }

    private static void pgnout(GmSettings s, List<String> v) {
        Map<String, String> kv = new LinkedHashMap<>();
        Set<String> bools = Set.of("append", "nodes", "seldepth", "nps", "hashfull", "tbhits", "timeleft", "latency",
                "pv", "min");
        for (String t : v) {
            int eq = t.indexOf('=');
            String k = t.substring(0, eq), val = t.substring(eq + 1);
            if (k.equals("match_line")) {
                s.matchLines.add(val);
                continue;
            }
            if (!k.equals("file") && !k.equals("notation") && !bools.contains(k)
                    || bools.contains(k) && !val.equals("true") && !val.equals("false")) {
                throw new Reason("Unrecognized pgnout option \"" + k + "\" with value \"" + val + "\".", t);
            }
            if (k.equals("notation")) {
                choice(val, Set.of("san", "lan", "uci"), "pgnout notation", k, t);
            }
            kv.put(k, val);
        }
        s.pgnout = kv;
    }

    private static void output(GmSettings s, List<String> v) {
        String f = keys(v, "output", Set.of("format"), Set.of()).get("format");
        if (f != null) {
            choice(f, Set.of("fastchess", "cutechess"), "output", "format", "format=" + f);
            s.output = f.equals("cutechess") ? GmSettings.Output.FASTCHESS_CUTECHESS : GmSettings.Output.FASTCHESS;
        }
    }

    /** The keys of a key=value option; {@code bools} must be true or false. */
    static Map<String, String> keys(List<String> v, String what, Set<String> known, Set<String> bools) {
        Map<String, String> kv = new LinkedHashMap<>();
        for (String t : v) {
            int eq = t.indexOf('=');
            String k = t.substring(0, eq), val = t.substring(eq + 1);
            if (!known.contains(k) || bools.contains(k) && !val.equals("true") && !val.equals("false")) {
                throw new Reason("Unrecognized " + what + " option \"" + k + "\" with value \"" + val + "\".", t);
            }
            if ((what.equals("draw") || what.equals("resign")) && k.equals("score")
                    && number(val, Long.MIN_VALUE, Long.MAX_VALUE) < 0) {
                throw new Reason("Score cannot be negative.", t);
            }
            if (what.equals("log") && k.equals("level")) {
                choice(val, Set.of("trace", "info", "warn", "err", "fatal"), "log level", k, t);
            }
            kv.put(k, val);
        }
        return kv;
    }

    private static void choice(String value, Set<String> allowed, String what, String key, String token) {
        if (!allowed.contains(value)) {
            throw new Reason("Unrecognized " + what + " option \"" + key + "\" with value \"" + value + "\".", token);
        }
    }

    static boolean bool(Map<String, String> kv, String key, boolean otherwise) {
        return kv.containsKey(key) ? kv.get(key).equals("true") : otherwise;
    }

    /** A whole number in [min, max], as fastchess reads one ({@code Invalid numeric value: "v"}). */
    static long number(String v, long min, long max) {
        try {
            long n = Long.parseLong(v.strip().equals(v) ? v : "x");
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // worded below
        }
        throw new Reason("Invalid numeric value: \"" + v + "\"");
    }

    private static long unsigned(String v) {
        try {
            return Long.parseUnsignedLong(v);
        } catch (NumberFormatException e) {
            throw new Reason("Invalid numeric value: \"" + v + "\"");
        }
    }

    /** fastchess's hint: the closest known option within two edits ({@code : Did you mean "-rounds"?}). */
    private static String suggestion(String flag) {
        List<String> known = new java.util.ArrayList<>();
        for (Set<String> set : List.of(KEY_VALUE, KEY_VALUE_OPTIONAL, SINGLE, NONE, FREE)) {
            known.addAll(set.stream().sorted().toList());
        }
        String best = arbiter.text.Nearest.of(flag, known, 2);
        return best == null ? "" : ": Did you mean \"" + best + "\"?";
    }
}
