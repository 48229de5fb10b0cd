package arbiter.cli;

import arbiter.core.board.Parsed;
import arbiter.core.book.Opening;
import arbiter.core.book.OpeningBook;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.rules.RuleSet;
import arbiter.core.rules.RuleSets;
import arbiter.core.stats.Decision;
import arbiter.core.stats.SprtConfig;
import arbiter.match.EngineSpec;
import arbiter.match.MatchConfig;
import arbiter.match.MatchListener;
import arbiter.match.MatchRunner;
import arbiter.match.PlayedGame;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code arbiter match}: two engines, many games, every result through the rule core. */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play two engines against each other: each opening twice with colours swapped, several "
                + "games at once, every game judged by the rule set.", ""},
        footer = {"", "Engine keys (for --engine and --each; an engine needs name, cmd and a limit):",
                "  name=NAME            the engine's name in output and PGN (required, unique)",
                "  cmd=PATH             executable, a path or a name on PATH (required)",
                "  arg=ARG              one command-line argument, repeatable (default: none)",
                "  dir=DIR              working directory (default: the current one)",
                "  proto=uci|ucci       protocol (default: uci)",
                "  option.NAME=VALUE    engine option set after the handshake, repeatable",
                "  tc=300+5             increment; tc=300 sudden death; tc=40/5400:10/900 moves per period",
                "                       (last repeats); tc=0:30+0.5 minutes:seconds (default: no clock)",
                "  st=SECONDS           fixed time per move (default: none)",
                "  nodes=N | depth=N    search limits sent with go (default: none)",
                "  timemargin=MS        grace before the flag falls, per move (default: 0)",
                "  timeunit=ms|s        UCCI time unit (default: ms if the engine offers usemillisec or is",
                "                       Fairy-Stockfish, else s)",
                "",
                "Exit codes: 0 match finished (or SPRT accepted H1), 3 SPRT accepted H0, 4 SPRT reached --games "
                        + "without a decision, 1 error, 2 usage, 130 interrupted."})
final class MatchCommand implements Callable<Integer> {
    static final int EXIT_H0 = 3;
    static final int EXIT_NO_DECISION = 4;
    static final int EXIT_INTERRUPTED = 130;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Collects the tokens after each {@code --engine} as one group, up to the next option. */
    static final class Group implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args, CommandLine.Model.ArgSpec argSpec,
                                      CommandLine.Model.CommandSpec commandSpec) {
            List<String> group = new ArrayList<>();
            while (!args.isEmpty() && !args.peek().startsWith("--")) {
                group.add(args.pop());
            }
            List<List<String>> all = argSpec.getValue();
            List<List<String>> next = all == null ? new ArrayList<>() : new ArrayList<>(all);
            next.add(group);
            argSpec.setValue(next);
        }
    }

    @Option(names = "--engine", parameterConsumer = Group.class, paramLabel = "KEY=VALUE",
            description = "An engine (give two): name=, cmd= and its limits; name= alone takes it from --engines.")
    List<List<String>> engines;

    @Option(names = "--config", paramLabel = "FILE.json",
            description = "Match settings as JSON, keyed like the options (engines, each, openings, games, "
                    + "concurrency, rules, pgnout, jsonOut, resign, draw, maxplies, sprt, event, stallTimeout, "
                    + "logDir); options on the command line win.")
    Path configFile;

    @Option(names = "--engines", paramLabel = "FILE.json",
            description = "Engine definitions (a JSON array of {name, cmd, args, dir, proto, options, tc, ...}) "
                    + "that --engine name=NAME refers to.")
    Path enginesFile;

    @Option(names = "--each", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Settings for both engines (an engine's own settings win).")
    List<String> each = List.of();

    @Option(names = "--openings", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "file=F [format=epd|pgn] [order=sequential|random] [seed=N]. Default: the bundled book "
                    + "openings/default.epd (181 named positions), in order.")
    List<String> openings = List.of();

    @Option(names = "--games", defaultValue = "2", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--concurrency", defaultValue = "1", description = "Games at once (default: ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--rules", defaultValue = RuleSets.DEFAULT, description = "Rule set (default: ${DEFAULT-VALUE}).")
    String rulesName;

    @Option(names = "--pgnout", paramLabel = "FILE", description = "Append every game to this PGN file.")
    Path pgnOut;

    @Option(names = "--notation", defaultValue = "coordinate", paramLabel = "NOTATION",
            description = "Moves in the PGN file: coordinate (h2e2, the default), iccs (H2-E2), wxf (C2.5) or "
                    + "chinese (炮二平五); other than coordinate adds a [Format] tag.")
    String notationName;

    @Option(names = "--json-out", paramLabel = "FILE",
            description = "Write settings, every game and the statistics as JSON (replaced atomically as games end).")
    Path jsonOut;

    @Option(names = "--resign", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "movecount=N score=CP [twosided=true]: resign after N moves at or below -CP.")
    List<String> resign = List.of();

    @Option(names = "--draw", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "movenumber=N movecount=N score=CP: draw from move N when both stay within CP.")
    List<String> draw = List.of();

    @Option(names = "--maxplies", defaultValue = "0", description = "Draw at this many plies (0: off).")
    int maxPlies;

    @Option(names = "--sprt", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "elo0=E elo1=E alpha=A beta=B [model=logistic|normalized]: stop when a bound is crossed.")
    List<String> sprt = List.of();

    @Option(names = "--event", defaultValue = "arbiter match", description = "PGN Event tag.")
    String event;

    @Option(names = "--stall-timeout", defaultValue = "30000", paramLabel = "MS",
            description = "Wait this long for a move under nodes=/depth= limits (default: ${DEFAULT-VALUE}).")
    long stallMs;

    @Option(names = "--log-dir", paramLabel = "DIR", defaultValue = "arbiter-logs",
            description = "Each engine's stderr goes to DIR/NAME.stderr.log, created when an engine first writes "
                    + "there (default: ${DEFAULT-VALUE}).")
    Path logDir;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        if (configFile != null) {
            applyConfig(JsonSettings.read(configFile, "--config"), cl.getParseResult());
        }
        if (engines == null) {
            engines = List.of();
        }
        if (enginesFile != null) {
            engines = withDefinitions(engines, JsonSettings.engines(enginesFile));
        }
        RuleSet rules = Options.rules(cl, rulesName);
        if (games < 1 || concurrency < 1 || maxPlies < 0 || stallMs < 1) {
            throw new CommandLine.ParameterException(cl, "--games and --concurrency must be 1 or more, --maxplies 0 "
                    + "or more, --stall-timeout 1 or more");
        }
        if (engines.size() != 2) {
            throw new CommandLine.ParameterException(cl, "Give exactly two --engine options, got " + engines.size());
        }
        EngineSpec a = EngineSpecParser.parse(each, engines.get(0), "--engine #1");
        EngineSpec b = EngineSpecParser.parse(each, engines.get(1), "--engine #2");
        if (a.name().equals(b.name())) {
            throw new UserError("the two engines are both named '" + a.name() + "'; give each a different name=");
        }
        List<Opening> book = openings();
        SprtConfig sprtConfig = sprt.isEmpty() ? null : sprtConfig();
        arbiter.core.notation.Notation notation = arbiter.core.notation.Notations.byName(notationName);
        if (notation == null) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--notation': '" + notationName
                    + "'; expected coordinate, iccs, wxf or chinese");
        }
        MatchConfig config = new MatchConfig(a, b, book, games, concurrency, rules, adjudication(), stallMs, 10_000,
                event, pgnOut, logDir, sprtConfig, notation);
        PrintWriter out = cl.getOut();
        Console console = new Console(out, a.name(), b.name(), System.console() != null);
        SprtWatch watch = new SprtWatch(sprtConfig);
        MatchReport report = jsonOut == null ? null : new MatchReport(jsonOut, config);
        java.util.concurrent.atomic.AtomicReference<MatchRunner> self = new java.util.concurrent.atomic.AtomicReference<>();
        long[] lastWrite = {0};
        MatchListener listener = new MatchListener() {
            @Override
            public void gameFinished(PlayedGame g, arbiter.match.Standing s, int total) {
                console.gameFinished(g, s, total);
                if (report != null && System.nanoTime() - lastWrite[0] > 1_000_000_000L) {
                    writeReport(report, self.get(), "running");
                    lastWrite[0] = System.nanoTime();
                }
            }

            @Override
            public void stopped(String why) {
                console.stopped(why);
            }
        };
        MatchRunner runner = new MatchRunner(config, listener, watch);
        self.set(runner);
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        Thread hook = new Thread(() -> {
            runner.abort("interrupted");
            try {
                // let the main thread finish: abandoned games are dropped, engines killed, reports written
                done.await(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, "arbiter-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return finish(runner, runner.run(), console, watch, report, sprtConfig, out);
        } finally {
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException ignored) {
                // the JVM is already shutting down
            }
        }
    }

    private int finish(MatchRunner runner, List<PlayedGame> played, Console console, SprtWatch watch,
                       MatchReport report, SprtConfig sprtConfig, PrintWriter out) {
        console.summary(runner.standing());
        console.runnerCost(Math.max(1, Math.min(concurrency, games)));
        Decision d = sprtConfig == null ? null : watch.decision(runner.standing());
        String status = runner.fatalError() != null ? "error"
                : d == Decision.H1_ACCEPTED ? "sprt-h1" : d == Decision.H0_ACCEPTED ? "sprt-h0"
                : played.size() < games ? "interrupted" : "finished";
        if (report != null) {
            writeReport(report, runner, status);
        }
        if (runner.fatalError() != null) {
            throw new UserError(runner.fatalError());
        }
        if (d != null) {
            out.println("SPRT: " + d);
            out.flush();
            return d == Decision.H1_ACCEPTED ? 0 : d == Decision.H0_ACCEPTED ? EXIT_H0
                    : played.size() < games ? EXIT_INTERRUPTED : EXIT_NO_DECISION;
        }
        out.flush();
        return played.size() < games ? EXIT_INTERRUPTED : 0;
    }

    /** Takes every setting of the config file that the command line did not give. */
    private void applyConfig(com.fasterxml.jackson.databind.JsonNode c, CommandLine.ParseResult given) {
        String where = "--config: " + configFile;
        JsonSettings.known(c, JsonSettings.CONFIG_KEYS, where);
        java.util.function.Predicate<String> free = o -> !given.hasMatchedOption(o) && c.has(key(o));
        if (free.test("--engine")) {
            var arr = c.get("engines");
            if (!arr.isArray()) {
                throw new UserError(where + ": engines must be an array of engine objects");
            }
            List<List<String>> list = new ArrayList<>();
            for (int i = 0; i < arr.size(); i++) {
                list.add(JsonSettings.engineTokens(arr.get(i), where + ": engine " + (i + 1)));
            }
            engines = list;
        }
        if (free.test("--each")) {
            each = JsonSettings.tokens(c.get("each"), where + ": each");
        }
        if (free.test("--openings")) {
            openings = JsonSettings.tokens(c.get("openings"), where + ": openings");
        }
        if (free.test("--resign")) {
            resign = JsonSettings.tokens(c.get("resign"), where + ": resign");
        }
        if (free.test("--draw")) {
            draw = JsonSettings.tokens(c.get("draw"), where + ": draw");
        }
        if (free.test("--sprt")) {
            sprt = JsonSettings.tokens(c.get("sprt"), where + ": sprt");
        }
        if (free.test("--games")) {
            games = integer(c, "games", where);
        }
        if (free.test("--concurrency")) {
            concurrency = integer(c, "concurrency", where);
        }
        if (free.test("--maxplies")) {
            maxPlies = integer(c, "maxplies", where);
        }
        if (free.test("--stall-timeout")) {
            stallMs = integer(c, "stallTimeout", where);
        }
        if (free.test("--rules")) {
            rulesName = c.get("rules").asText();
        }
        if (free.test("--event")) {
            event = c.get("event").asText();
        }
        if (free.test("--pgnout")) {
            pgnOut = Path.of(c.get("pgnout").asText());
        }
        if (free.test("--json-out")) {
            jsonOut = Path.of(c.get("jsonOut").asText());
        }
        if (free.test("--log-dir")) {
            logDir = Path.of(c.get("logDir").asText());
        }
    }

    /** The config file's key for an option. */
    private static String key(String option) {
        return switch (option) {
            case "--engine" -> "engines";
            case "--stall-timeout" -> "stallTimeout";
            case "--json-out" -> "jsonOut";
            case "--log-dir" -> "logDir";
            default -> option.substring(2);
        };
    }

    private static int integer(com.fasterxml.jackson.databind.JsonNode c, String key, String where) {
        var v = c.get(key);
        if (!v.canConvertToInt() || !v.isIntegralNumber()) {
            throw new UserError(where + ": " + key + " must be a whole number");
        }
        return v.intValue();
    }

    /** An engine given by name alone (or with overrides) takes its definition from the --engines file first. */
    private List<List<String>> withDefinitions(List<List<String>> given, List<List<String>> library) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> tokens : given) {
            String name = tokens.stream().filter(t -> t.startsWith("name=")).map(t -> t.substring(5)).findFirst()
                    .orElse(null);
            List<String> def = library.stream().filter(d -> d.contains("name=" + name)).findFirst().orElse(null);
            if (def == null && tokens.stream().noneMatch(t -> t.startsWith("cmd="))) {
                throw new UserError("--engines: " + enginesFile + " defines no engine named '" + name + "'");
            }
            List<String> merged = new ArrayList<>(def == null ? List.of() : def);
            merged.addAll(tokens);
            out.add(merged);
        }
        return out;
    }

    private static void writeReport(MatchReport report, MatchRunner runner, String status) {
        try {
            report.write(runner, status);
        } catch (IOException e) {
            throw new UserError("--json-out: cannot write (" + e.getMessage() + ")");
        }
    }

    private List<Opening> openings() {
        if (openings.isEmpty()) {
            return defaultBook();
        }
        KeyValues kv = new KeyValues("--openings", openings, Set.of("file", "format", "order", "seed"));
        Path file = Path.of(kv.require("file"));
        String text = Options.readText(file, "--openings: ", true);
        String format = kv.get("format", OpeningBook.formatOf(file.toString()).name().toLowerCase());
        OpeningBook.Format f = switch (format) {
            case "epd", "fen" -> OpeningBook.Format.EPD;
            case "pgn" -> OpeningBook.Format.PGN;
            default -> throw new UserError("--openings: format='" + format + "'; expected epd or pgn");
        };
        Parsed<List<Opening>> parsed = OpeningBook.read(text, file.toString(), f);
        if (parsed instanceof Parsed.Err<List<Opening>> e) {
            throw new UserError("--openings: " + e.describe());
        }
        List<Opening> list = new ArrayList<>(parsed.orThrow());
        String order = kv.get("order", "sequential");
        if (order.equals("random")) {
            long seed = kv.has("seed") ? kv.integer("seed", 0, 0) : System.nanoTime();
            Collections.shuffle(list, new Random(seed));
        } else if (!order.equals("sequential")) {
            throw new UserError("--openings: order='" + order + "'; expected sequential or random");
        }
        return list;
    }

    /** The bundled book (openings/default.epd), in file order. */
    static List<Opening> defaultBook() {
        try (var in = MatchCommand.class.getResourceAsStream("/openings/default.epd")) {
            if (in == null) {
                throw new UserError("the bundled opening book is missing from the jar; give --openings file=F");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return OpeningBook.read(text, "openings/default.epd", OpeningBook.Format.EPD).orThrow();
        } catch (IOException e) {
            throw new UserError("cannot read the bundled opening book: " + e.getMessage());
        }
    }

    private ScoreAdjudicator adjudication() {
        int rMoves = 0, rScore = 0, dNumber = 0, dMoves = 0, dScore = 0;
        boolean two = false;
        if (!resign.isEmpty()) {
            KeyValues kv = new KeyValues("--resign", resign, Set.of("movecount", "score", "twosided"));
            rMoves = kv.integer("movecount", 3, 1);
            rScore = kv.integer("score", 0, 1);
            if (!kv.has("score")) {
                throw new UserError("--resign: score is missing; expected score=CP");
            }
            two = kv.bool("twosided", false);
        }
        if (!draw.isEmpty()) {
            KeyValues kv = new KeyValues("--draw", draw, Set.of("movenumber", "movecount", "score"));
            dNumber = kv.integer("movenumber", 1, 1);
            dMoves = kv.integer("movecount", 1, 1);
            dScore = kv.integer("score", 0, 0);
            if (!kv.has("score") || !kv.has("movecount")) {
                throw new UserError("--draw: expected movenumber=N movecount=N score=CP");
            }
        }
        return new ScoreAdjudicator(rMoves, rScore, two, dNumber, dMoves, dScore, maxPlies, List.of());
    }

    private SprtConfig sprtConfig() {
        KeyValues kv = new KeyValues("--sprt", sprt, Set.of("elo0", "elo1", "alpha", "beta", "model"));
        double e0 = kv.number("elo0"), e1 = kv.number("elo1");
        double alpha = kv.has("alpha") ? kv.number("alpha") : 0.05;
        double beta = kv.has("beta") ? kv.number("beta") : 0.05;
        SprtConfig.Model model = switch (kv.get("model", "logistic")) {
            case "logistic" -> SprtConfig.Model.LOGISTIC;
            case "normalized" -> SprtConfig.Model.NORMALIZED;
            default -> throw new UserError("--sprt: model='" + kv.get("model", "") + "'; expected logistic or normalized");
        };
        SprtConfig.problem(e0, e1, alpha, beta, model).ifPresent(p -> {
            throw new UserError("--sprt: " + p);
        });
        return new SprtConfig(e0, e1, alpha, beta, model);
    }
}
