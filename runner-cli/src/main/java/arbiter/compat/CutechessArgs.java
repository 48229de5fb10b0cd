package arbiter.compat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * cutechess-cli's command line (1.x), read into {@link GmSettings} with its own error wording
 * ({@code Warning: Unknown option: "-x"}, {@code Warning: Invalid value for option "-rounds": "abc"}). Total games
 * are {@code -games × -rounds}; with {@code -repeat} each opening is played twice in a row, colours swapped.
 */
public final class CutechessArgs {
    private static final Set<String> FLAGS = Set.of("-help", "--help", "-version", "--version", "-v", "-recover",
            "-noswap", "-reverse", "-tbignore50", "-debug");
    private static final Set<String> SINGLE = Set.of("-concurrency", "-maxmoves", "-games", "-rounds",
            "-ratinginterval", "-outcomeinterval", "-seeds", "-srand", "-wait", "-variant", "-tournament", "-tb",
            "-tbpieces", "-epdout", "-bookmode", "-resultformat", "-rules");
    private static final Set<String> MANY = Set.of("-engine", "-each", "-draw", "-resign", "-sprt", "-openings",
            "-pgnout", "-event", "-site", "-repeat", "-engines");

    private CutechessArgs() {
    }

    /**
     * The settings of a cutechess-cli command line.
     *
     * @throws GmError worded as cutechess-cli words it
     */
    public static GmSettings parse(List<String> argv) {
        GmSettings s = new GmSettings(GmSettings.Dialect.CUTECHESS_CLI);
        int gamesPerEncounter = 1;
        int rounds = 1;
        boolean repeat = false;
        for (GmArgv.Option o : GmArgv.split(argv, "Warning: Unknown option: \"%s\"")) {
            String flag = o.flag();
            List<String> v = o.values();
            if (!FLAGS.contains(flag) && !SINGLE.contains(flag) && !MANY.contains(flag)) {
                throw new GmError("Warning: Unknown option: \"" + flag + "\"");
            }
            if (FLAGS.contains(flag) && !v.isEmpty() || SINGLE.contains(flag) && v.size() != 1
                    || MANY.contains(flag) && v.isEmpty() && !flag.equals("-repeat") && !flag.equals("-engines")) {
                throw new GmError("Warning: Option \"" + flag + "\" needs " + (SINGLE.contains(flag) ? "1" : "0")
                        + " argument(s)");
            }
            String one = v.isEmpty() ? null : v.get(0);
            switch (flag) {
                case "-help", "--help" -> s.infoRequest = "-help";
                case "-version", "--version", "-v" -> s.infoRequest = "-version";
                case "-engines" -> throw new GmError("Warning: -engines lists Cute Chess's configured engines; "
                        + "arbiter has none: give -engine cmd=... name=...");
                case "-engine" -> s.engines.add(engineKeys(v, flag));
                case "-each" -> s.each.putAll(engineKeys(v, flag));
                case "-variant" -> {
                    if (arbiter.core.Variants.byManagerName(one).isEmpty()) {
                        throw new GmError("Warning: Unknown variant: \"" + one + "\" (arbiter plays "
                                + arbiter.core.Variants.all().stream().map(arbiter.core.game.Variant::managerName)
                                .collect(java.util.stream.Collectors.joining(", ")) + ")");
                    }
                    s.variant = one;
                }
                case "-rules" -> s.rules = one;
                case "-concurrency" -> s.concurrency = (int) number(flag, one, 1);
                case "-draw" -> s.draw = keys(flag, v, Set.of("movenumber", "movecount", "score"));
                case "-resign" -> s.resign = keys(flag, v, Set.of("movecount", "score", "twosided"));
                case "-maxmoves" -> s.maxMoves = (int) number(flag, one, 1);
                case "-tb", "-tbpieces", "-tbignore50" -> throw new GmError("Warning: Syzygy tablebases are not "
                        + "supported by arbiter: no tablebase adjudication (drop " + flag + ")");
                case "-tournament" -> {
                    if (!one.equals("round-robin") && !one.equals("gauntlet")) {
                        throw new GmError("Warning: Invalid tournament type: " + one);
                    }
                }
                case "-event" -> s.event = String.join(" ", v);
                case "-site" -> s.site = String.join(" ", v);
                case "-games" -> gamesPerEncounter = (int) number(flag, one, 1);
                case "-rounds" -> rounds = (int) number(flag, one, 1);
                case "-sprt" -> s.sprt = keys(flag, v, Set.of("elo0", "elo1", "alpha", "beta"));
                case "-ratinginterval" -> s.ratingInterval = (int) number(flag, one, 0);
                case "-outcomeinterval" -> s.outcomeInterval = (int) number(flag, one, 0);
                case "-debug" -> s.log = Map.of("file", "arbiter-logs/cutechess.log", "engine", "true");
                case "-openings" -> openings(s, v);
                case "-bookmode" -> throw new GmError("Warning: -bookmode: Polyglot engine books are not supported "
                        + "by arbiter; give -openings");
                case "-pgnout" -> pgnout(s, v);
                case "-epdout" -> s.epdout = Map.of("file", one);
                case "-recover" -> s.recover = true;
                case "-repeat" -> {
                    repeat = true;
                    if (one != null && number(flag, one, 1) != 2) {
                        throw new GmError("Warning: -repeat " + one + ": arbiter repeats an opening twice (a pair)");
                    }
                }
                case "-noswap" -> s.noswap = true;
                case "-reverse" -> s.reverse = true;
                case "-seeds" -> number(flag, one, 0);
                case "-srand" -> s.seed = number(flag, one, 0);
                case "-wait" -> s.waitMs = number(flag, one, 0);
                case "-resultformat" -> {
                    if (!one.equals("default")) {
                        throw new GmError("Warning: -resultformat " + one + " is not supported by arbiter");
                    }
                }
                default -> throw new IllegalStateException(flag);
            }
            if (s.infoRequest != null) {
                return s;
            }
        }
        int total = gamesPerEncounter * rounds;
        s.games = repeat ? 2 : 1;
        s.rounds = (total + s.games - 1) / s.games;
        s.penta = false;
        return s;
    }

    private static Map<String, String> engineKeys(List<String> v, String flag) {
        Map<String, String> kv = new LinkedHashMap<>();
        StringBuilder args = new StringBuilder();
        for (String t : v) {
            int eq = t.indexOf('=');
            String k = eq < 0 ? t : t.substring(0, eq), val = eq < 0 ? "" : t.substring(eq + 1);
            switch (k) {
                case "name", "cmd", "dir", "tc", "st", "timemargin", "nodes", "depth" -> kv.put(k, val);
                case "arg" -> args.append(args.length() == 0 ? "" : " ").append('\'')
                        .append(val.replace("'", "'\\''")).append('\'');
                case "proto" -> {
                    if (!Set.of("uci", "ucci", "xboard").contains(val)) {
                        throw new GmError("Warning: Usupported chess protocol: \"" + val + "\"");
                    }
                    kv.put(k, val);
                }
                case "restart" -> {
                    if (!Set.of("auto", "on", "off").contains(val)) {
                        throw new GmError("Warning: Invalid restart mode: \"" + val + "\"");
                    }
                    kv.put(k, val.equals("auto") ? "off" : val);
                }
                case "trust", "whitepov" -> { } // results are the rule core's; scores are read as the mover's
                default -> {
                    if (k.startsWith("option.") && eq > 7) {
                        kv.put(k, val);
                    } else {
                        throw new GmError("Warning: Invalid engine option: \"" + t + "\"",
                                "Warning: Invalid value for option \"" + flag + "\": \"" + String.join(" ", v) + "\"");
                    }
                }
            }
            if (k.equals("tc") || k.equals("st")) {
                try {
                    if (k.equals("tc")) {
                        GmTimeControl.parse(val);
                    } else {
                        GmTimeControl.seconds(val);
                    }
                } catch (IllegalArgumentException e) {
                    throw new GmError("Warning: Invalid time control: \"" + val + "\"");
                }
            }
        }
        if (args.length() > 0) {
            kv.put("args", args.toString());
        }
        return kv;
    }

    private static Map<String, String> keys(String flag, List<String> v, Set<String> known) {
        Map<String, String> kv = new LinkedHashMap<>();
        for (String t : v) {
            int eq = t.indexOf('=');
            if (eq <= 0 || !known.contains(t.substring(0, eq))) {
                throw new GmError("Warning: Invalid value for option \"" + flag + "\": \"" + t + "\"");
            }
            kv.put(t.substring(0, eq), t.substring(eq + 1));
        }
        return kv;
    }

    private static void openings(GmSettings s, List<String> v) {
        Map<String, String> kv = keys("-openings", v, Set.of("file", "format", "order", "plies", "start", "policy"));
        String format = kv.get("format");
        if (format != null && !format.equals("epd") && !format.equals("pgn")) {
            throw new GmError("Warning: Invalid opening suite format: \"" + format + "\"");
        }
        if (kv.containsKey("file") && !java.nio.file.Files.exists(java.nio.file.Path.of(kv.get("file")))) {
            throw new GmError("Warning: Can't open opening suite " + kv.get("file"));
        }
        String policy = kv.getOrDefault("policy", "default");
        if (!policy.equals("default") && !policy.equals("round")) {
            throw new GmError("Warning: Invalid opening selection policy: \"" + policy + "\"");
        }
        kv.remove("policy");
        s.openings.putAll(kv);
    }

    private static void pgnout(GmSettings s, List<String> v) {
        Map<String, String> kv = new LinkedHashMap<>();
        kv.put("file", v.get(0));
        for (String t : v.subList(1, v.size())) {
            switch (t) {
                case "min" -> kv.put("min", "true");
                case "fi" -> { } // unfinished games are never written here: an interrupted game is not a game
                default -> throw new GmError("Warning: Invalid value for option \"-pgnout\": \"" + t + "\"");
            }
        }
        s.pgnout = kv;
    }

    private static long number(String flag, String v, long min) {
        try {
            long n = Long.parseLong(v);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // worded below
        }
        throw new GmError("Warning: Invalid value for option \"" + flag + "\": \"" + v + "\"");
    }
}
