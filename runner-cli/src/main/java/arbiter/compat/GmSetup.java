package arbiter.compat;

import arbiter.core.game.Parsed;
import arbiter.core.book.Opening;
import arbiter.core.book.OpeningBook;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Notation;
import arbiter.core.stats.SprtConfig;
import arbiter.core.GameRules;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.engine.CpuAffinity;
import arbiter.engine.EngineConfig;
import arbiter.engine.EngineProtocol;
import arbiter.match.EngineSpec;
import arbiter.match.Schedule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns {@link GmSettings} into a {@link GmPlan}: the checks fastchess makes after reading its options (games and
 * rounds, concurrency, SPRT, engines), in its order and words, and the settings Arbiter's runner takes.
 */
public final class GmSetup {
    private GmSetup() {
    }

    /**
     * The match a command line asks for.
     *
     * @param seed the seed of a random opening order when {@code -srand} was not given
     * @throws GmError worded as the imitated program words it
     */
    public static GmPlan plan(GmSettings s, long seed) {
        List<String> warnings = new ArrayList<>();
        int games = s.games;
        int rounds = s.rounds;
        if (games > 2) { // fastchess reads -games 3 -rounds 1 as three rounds of one game
            int t = games;
            games = rounds;
            rounds = t;
        }
        if (games > 2) {
            throw new GmError("Error: Exceeded -game limit! Must be less than 2");
        }
        games = Math.max(1, games);
        int hardware = Runtime.getRuntime().availableProcessors();
        int concurrency = s.concurrency;
        if (concurrency <= 0) {
            concurrency = Math.max(1, hardware + concurrency);
            warnings.add("Info: Adjusted concurrency to " + concurrency
                    + " based on number of available hardware threads.");
        } else if (concurrency > hardware && !s.forceConcurrency && s.dialect == GmSettings.Dialect.FASTCHESS) {
            throw new GmError("Error: Concurrency exceeds number of CPUs. Use -force-concurrency to override.");
        }
        if (s.waitMs > 0) {
            throw new GmError("Error: -wait is not supported by arbiter: a game starts as soon as its engines are "
                    + "ready (give -wait 0 or leave it out)");
        }
        if (s.config != null && "false".equals(s.config.get("stats"))) {
            throw new GmError("Error: -config stats=false is not supported by arbiter: a resumed run goes on with "
                    + "the games it saved");
        }
        SprtConfig sprt = sprt(s.sprt);
        Variant game = Variants.byManagerName(s.variant).orElseThrow(); // the arguments' reader checked the name
        Parsed<GameRules> rules = GameRules.of(game, s.rules);
        if (rules instanceof Parsed.Err<GameRules> e) {
            throw new GmError("Error: -rules: " + e.message());
        }
        List<Opening> openings = openings(s, game, rounds, seed, warnings);
        if (s.dialect == GmSettings.Dialect.FASTCHESS && s.openings.isEmpty() && s.variant.equals("fischerandom")) {
            // fastchess's own rule, on its own -variant name
            throw new GmError("Error: Please specify a Chess960 opening book");
        }
        List<EngineSpec> engines = engines(s, game);
        if (engines.size() > 2) {
            throw new GmError("Error: arbiter " + (s.dialect == GmSettings.Dialect.FASTCHESS ? "fastchess"
                    : "cutechess-cli") + " plays two engines; for more, use arbiter tournament");
        }
        CpuAffinity affinity = null;
        if (s.affinity != null) {
            affinity = affinity(s.affinity, Math.max(1, Math.min(concurrency, rounds * games)));
        }
        return new GmPlan(rules.orThrow(), engines, openings, new Schedule(games, !s.noswap, s.reverse),
                rounds * games, concurrency, adjudication(s), sprt, pgn(s, game), epdOut(s), epdAppend(s), s.event,
                s.site, bookName(s), affinity, s.startupMs, s.pingMs, warnings);
    }

    private static SprtConfig sprt(Map<String, String> kv) {
        if (kv == null) {
            return null;
        }
        double e0 = decimal(kv.getOrDefault("elo0", "0")), e1 = decimal(kv.getOrDefault("elo1", "0"));
        double alpha = decimal(kv.getOrDefault("alpha", "0")), beta = decimal(kv.getOrDefault("beta", "0"));
        String model = kv.getOrDefault("model", "normalized");
        if (e0 >= e1) {
            throw new GmError("Error; SPRT: elo0 must be less than elo1!");
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new GmError("Error; SPRT: alpha must be a decimal number between 0 and 1!");
        }
        if (!(beta > 0 && beta < 1)) {
            throw new GmError("Error; SPRT: beta must be a decimal number between 0 and 1!");
        }
        if (alpha + beta >= 1) {
            throw new GmError("Error; SPRT: sum of alpha and beta must be less than 1!");
        }
        SprtConfig.Model m = switch (model) {
            case "normalized" -> SprtConfig.Model.NORMALIZED;
            case "logistic" -> SprtConfig.Model.LOGISTIC;
            case "bayesian" -> throw new GmError("Error; SPRT: model=bayesian is not supported by arbiter; use "
                    + "normalized or logistic");
            default -> throw new GmError("Error; SPRT: invalid SPRT model!");
        };
        SprtConfig.problem(e0, e1, alpha, beta, m).ifPresent(p -> {
            throw new GmError("Error; SPRT: " + p);
        });
        return new SprtConfig(e0, e1, alpha, beta, m);
    }

    private static List<Opening> openings(GmSettings s, Variant game, int rounds, long seed, List<String> warnings) {
        Map<String, String> kv = s.openings;
        if (!kv.containsKey("file")) {
            if (s.dialect == GmSettings.Dialect.FASTCHESS) {
                warnings.add("Warning: No opening book specified! Consider using one, otherwise all games will be "
                        + "played from the starting position.");
            }
            return List.of(new Opening("", game, game.initialFen(), List.of(), "start position"));
        }
        Path file = Path.of(kv.get("file"));
        String format = kv.getOrDefault("format", file.toString().toLowerCase(java.util.Locale.ROOT)
                .endsWith(".pgn") ? "pgn" : "epd");
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GmError("Failed to open file: " + file);
        }
        Parsed<List<Opening>> read = OpeningBook.read(text, file.toString(), format.equals("pgn")
                ? OpeningBook.Format.PGN : OpeningBook.Format.EPD, game);
        if (read instanceof Parsed.Err<List<Opening>> e) {
            throw new GmError("Error: -openings: " + e.describe());
        }
        List<Opening> book = new ArrayList<>(read.orThrow());
        if (book.isEmpty()) {
            throw new GmError("No openings found in file: " + file);
        }
        int plies = kv.containsKey("plies") ? Integer.parseInt(kv.get("plies")) : -1;
        if (plies >= 0) {
            book.replaceAll(o -> o.moves().size() <= plies ? o
                    : new Opening(o.name(), o.variant(), o.fen(), o.moves().subList(0, plies), o.source()));
        }
        if (kv.getOrDefault("order", "sequential").equals("random")) {
            warnings.add("Indexing opening suite...");
            book = OpeningShuffle.shuffled(book, s.seed != null ? s.seed : seed);
        }
        // fastchess starts at the start-th opening and keeps as many as there are rounds
        long start = kv.containsKey("start") ? Long.parseLong(kv.get("start")) - 1 : 0;
        List<Opening> out = new ArrayList<>(Math.min(book.size(), rounds));
        for (int r = 0; r < Math.min(book.size(), rounds); r++) {
            out.add(book.get((int) ((start + r) % book.size())));
        }
        return out.isEmpty() ? book.subList(0, 1) : out;
    }

    private static List<EngineSpec> engines(GmSettings s, Variant game) {
        boolean fc = s.dialect == GmSettings.Dialect.FASTCHESS;
        if (s.engines.size() < 2) {
            throw new GmError(fc ? "Error: Need at least two engines to start!" : "Warning: At least two engines "
                    + "are needed");
        }
        List<EngineSpec> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Map<String, String> own : s.engines) {
            Map<String, String> kv = new LinkedHashMap<>(own);
            kv.putAll(s.each); // fastchess applies -each last: it overrides the engine's own keys
            String cmd = kv.get("cmd");
            if (cmd == null) {
                throw new GmError(fc ? "Error; please specify a name for each engine!" : "Warning: Missing command");
            }
            if (!kv.containsKey("tc") && !kv.containsKey("st") && !kv.containsKey("nodes")
                    && !kv.containsKey("plies") && !kv.containsKey("depth")) {
                throw new GmError(fc ? "Error; no TimeControl specified!" : "Warning: Invalid or missing time control");
            }
            if (kv.containsKey("tc") && kv.containsKey("st")) {
                throw new GmError("Error; cannot use tc and st together!");
            }
            Path dir = kv.containsKey("dir") ? Path.of(kv.get("dir")) : null;
            if (fc && (Path.of(cmd).isAbsolute() || dir != null)) {
                Path exe = dir == null || Path.of(cmd).isAbsolute() ? Path.of(cmd) : dir.resolve(cmd);
                if (!Files.exists(exe)) {
                    throw new GmError("Engine binary does not exist: " + exe);
                }
            }
            String name = kv.getOrDefault("name", stem(cmd));
            String unique = name;
            for (int k = 2; !names.add(unique); k++) {
                unique = name + "_" + k;
            }
            out.add(engine(kv, unique, cmd, dir, game));
        }
        return out;
    }

    private static EngineSpec engine(Map<String, String> kv, String name, String cmd, Path dir, Variant game) {
        Map<String, String> options = new LinkedHashMap<>();
        kv.forEach((k, v) -> {
            if (k.startsWith("option.")) {
                options.put(k.substring(7), v);
            }
        });
        EngineProtocol proto = EngineProtocol.byName(kv.getOrDefault("proto", "uci"));
        TimeControl tc = kv.containsKey("tc") ? GmTimeControl.parse(kv.get("tc"))
                : kv.containsKey("st") ? GmTimeControl.seconds(kv.get("st")) : TimeControl.UNLIMITED;
        Long nodes = kv.containsKey("nodes") ? Long.parseLong(kv.get("nodes")) : null;
        String d = kv.getOrDefault("depth", kv.get("plies"));
        Integer depth = d == null ? null : (int) Math.min(Long.parseLong(d), 1000);
        if (tc instanceof TimeControl.Unlimited && nodes == null && depth == null) {
            throw new GmError("Error; no TimeControl specified!");
        }
        long margin = kv.containsKey("timemargin") ? Long.parseLong(kv.get("timemargin"))
                : EngineSpec.DEFAULT_MARGIN_MS;
        List<String> args = kv.containsKey("args") ? ShellWords.split(kv.get("args")) : List.of();
        EngineConfig config = new EngineConfig(name, cmd, args, dir, proto, options, null, null, game);
        return new EngineSpec(config, tc, nodes == null || nodes == 0 ? null : nodes,
                depth == null || depth == 0 ? null : depth, margin);
    }

    /** Whether any engine asked for {@code restart=on}. */
    public static boolean restartEachGame(GmSettings s) {
        return s.engines.stream().anyMatch(e -> "on".equals(e.get("restart"))) || "on".equals(s.each.get("restart"));
    }

    private static ScoreAdjudicator adjudication(GmSettings s) {
        int rMoves = 0, rScore = 0, dNumber = 0, dMoves = 0, dScore = 0;
        boolean two = false;
        if (s.resign != null) {
            rMoves = (int) Long.parseLong(s.resign.getOrDefault("movecount", "1"));
            rScore = (int) Long.parseLong(s.resign.getOrDefault("score", "0"));
            two = s.resign.getOrDefault("twosided", "false").equals("true");
        }
        if (s.draw != null) {
            dNumber = Math.max(1, (int) Long.parseLong(s.draw.getOrDefault("movenumber", "0")));
            dMoves = (int) Long.parseLong(s.draw.getOrDefault("movecount", "1"));
            dScore = (int) Long.parseLong(s.draw.getOrDefault("score", "0"));
        }
        int maxPlies = s.maxMoves == null ? 0 : (int) Math.min(Integer.MAX_VALUE, 2L * s.maxMoves);
        return new ScoreAdjudicator(rMoves, rScore, two, dNumber, dMoves, dScore, maxPlies, List.of());
    }

    private static GmPlan.Pgn pgn(GmSettings s, Variant game) {
        if (s.pgnout == null) {
            return null;
        }
        Map<String, String> kv = s.pgnout;
        String file = kv.getOrDefault("file", "fastchess_"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss")) + ".pgn");
        Notation notation = switch (kv.getOrDefault("notation", "san")) {
            case "uci" -> Notation.COORDINATE;
            case "lan" -> throw new GmError("Error: -pgnout notation=lan is not supported by arbiter; use san or uci");
            default -> game.notations().get(0);
        };
        for (String k : List.of("latency", "tbhits")) {
            if (kv.getOrDefault(k, "false").equals("true")) {
                throw new GmError("Error: -pgnout " + k + "=true is not supported by arbiter (" + (k.equals("latency")
                        ? "the runner measures no latency apart from think time" : "engines' tbhits are not read")
                        + "); leave it out");
            }
        }
        Set<String> extras = new HashSet<>();
        for (String k : List.of("nodes", "seldepth", "nps", "hashfull", "timeleft", "pv")) {
            if (kv.getOrDefault(k, "false").equals("true")) {
                extras.add(k);
            }
        }
        return new GmPlan.Pgn(Path.of(file), !kv.getOrDefault("append", "true").equals("false"), notation,
                kv.getOrDefault("min", "false").equals("true"), Set.copyOf(extras));
    }

    private static Path epdOut(GmSettings s) {
        if (s.epdout == null) {
            return null;
        }
        return Path.of(s.epdout.getOrDefault("file", "fastchess_"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss")) + ".epd"));
    }

    private static boolean epdAppend(GmSettings s) {
        return s.epdout == null || !s.epdout.getOrDefault("append", "true").equals("false");
    }

    private static String bookName(GmSettings s) {
        String f = s.openings.get("file");
        if (f == null) {
            return null;
        }
        int cut = Math.max(f.lastIndexOf('/'), f.lastIndexOf('\\'));
        return f.substring(cut + 1);
    }

    private static CpuAffinity affinity(String list, int slots) {
        if (!CpuAffinity.supported()) {
            throw new GmError("Warning; Failed to set CPU affinity: it needs Linux with taskset (util-linux)");
        }
        try {
            List<Integer> allowed = CpuAffinity.allowed();
            List<Integer> cpus = list.isEmpty() ? allowed : CpuAffinity.parse(list);
            if (!allowed.containsAll(cpus)) {
                throw new GmError("Bad cpu list.");
            }
            return CpuAffinity.plan(cpus, slots);
        } catch (IllegalArgumentException e) {
            throw new GmError("Bad cpu list.");
        }
    }

    /** fastchess's default name: the command's file name without its extension. */
    private static String stem(String cmd) {
        String f = Path.of(cmd).getFileName().toString();
        int dot = f.lastIndexOf('.');
        return dot > 0 ? f.substring(0, dot) : f;
    }

    private static double decimal(String v) {
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new GmError("Invalid numeric value: \"" + v + "\"");
        }
    }
}
