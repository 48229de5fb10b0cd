package arbiter.cli.play;

import arbiter.cli.common.JsonSettings;
import arbiter.cli.common.KeyValues;
import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.core.book.Opening;
import arbiter.core.GameRules;
import arbiter.core.stats.Decision;
import arbiter.core.stats.SprtConfig;
import arbiter.match.EngineSpec;
import arbiter.match.MatchConfig;
import arbiter.match.MatchListener;
import arbiter.match.MatchRunner;
import arbiter.match.PlayedGame;
import arbiter.tournament.EventState;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
                "  cmd=PATH             executable, a path or a name on PATH (required, or",
                "                       build=)",
                "  build=CMD@FLAG,...   one build of the engine and the CPU flags it needs",
                "                       (/proc/cpuinfo), repeatable, best first: the first the",
                "                       host supports runs; the last may need nothing (build=CMD)",
                "  arg=ARG              one command-line argument, repeatable (default: none)",
                "  dir=DIR              working directory (default: the current one)",
                "  proto=uci|ucci|xboard",
                "                       protocol (default: uci; xboard for an xboard engine,",
                "                       chess only)",
                "  option.NAME=VALUE    engine option set after the handshake, repeatable",
                "  threads=N | hash=MB  search threads and hash size, set through the engine's",
                "                       own options (UCI Threads/Hash, UCCI hashsize, xboard",
                "                       cores/memory), checked against what it offers (default:",
                "                       the engine's own)",
                "  sandbox=net|fs|net,fs|none",
                "                       run it through bubblewrap with no network (net) and/or a",
                "                       read-only file system but its own folder (fs) (default:",
                "                       none in match, net in tournament)",
                "  tc=300+5             a clock: 300 s and 5 s more a move; tc=300 sudden death;",
                "                       tc=40/5400:10/900 moves per period (the last repeats);",
                "                       tc=0:30+0.5 minutes:seconds (default: no clock)",
                "  st=SECONDS           fixed time per move (default: none)",
                "  nodes=N | depth=N    search limits sent with go (default: none)",
                "  timemargin=MS        grace before the flag falls, per move (default: " + EngineSpec.DEFAULT_MARGIN_MS + ")",
                "  timeunit=ms|s        UCCI time unit (default: ms if the engine offers",
                "                       usemillisec or is Fairy-Stockfish, else s)"})
public final class MatchCommand implements Callable<Integer> {
    static final int EXIT_H0 = 3;
    static final int EXIT_NO_DECISION = 4;
    static final int EXIT_INTERRUPTED = 130;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    PlayOptions play;

    @Option(names = "--config", paramLabel = "FILE.json",
            description = "Match settings as JSON, keyed like the options (engines, each, openings, games, "
                    + "concurrency, rules, pgnout, jsonOut, resign, draw, maxplies, sprt, event, stallTimeout, "
                    + "handshakeTimeout, logDir, protocolLog, affinity); options on the command line win.")
    Path configFile;

    @Option(names = "--games", defaultValue = "2", description = "Games to play (default: ${DEFAULT-VALUE}; with "
            + "--sprt " + SprtWatch.DEFAULT_GAMES + ", so that the test practically always decides first).")
    int games;

    @Option(names = "--concurrency", defaultValue = "1", description = "Games at once (default: ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--pgnout", paramLabel = "FILE", description = "Append every game to this PGN file.")
    Path pgnOut;

    @Option(names = "--json-out", paramLabel = "FILE",
            description = "Write settings, every game and the statistics as JSON (replaced atomically as games end).")
    Path jsonOut;

    @Option(names = "--sprt", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "elo0=E elo1=E alpha=A beta=B [model=logistic|normalized]: stop when a bound is crossed.")
    List<String> sprt = List.of();

    @Option(names = "--event", defaultValue = "arbiter match", description = "PGN Event tag.")
    String event;

    @Option(names = "--state", paramLabel = "FILE",
            description = "Where the state is saved after every game, for --resume (default: next to the PGN file "
                    + "and named after it, else after --json-out; none when neither is written). A state that holds "
                    + "games of an unfinished event is never replaced.")
    Path stateFile;

    @Option(names = "--resume", paramLabel = "STATE",
            description = "Continue the match saved in STATE, with the settings it was started with (give no other "
                    + "option).")
    Path resume;

    /** Whether --config set the number of games (else --sprt without --games plays until it decides). */
    private boolean gamesInConfig;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        if (resume != null) {
            if (cl.getParseResult().matchedOptions().size() != 1) {
                throw new CommandLine.ParameterException(cl, "--resume takes no other option: the match goes on "
                        + "with the settings it was started with");
            }
            EventState state = StateFiles.load(resume, spec.name());
            CommandLine again = StateFiles.reparse(new MatchCommand(), cl, state, resume);
            return again.<MatchCommand>getCommand().play(again, state, resume);
        }
        return play(cl, null, null);
    }

    /** Plays the match of this command line: a new one, or the one saved in {@code resumed} (at {@code from}). */
    private int play(CommandLine cl, EventState resumed, Path from) throws Exception {
        if (configFile != null) {
            applyConfig(JsonSettings.read(configFile, "--config"), cl.getParseResult());
        }
        if (!sprt.isEmpty() && !cl.getParseResult().hasMatchedOption("--games") && !gamesInConfig) {
            games = SprtWatch.DEFAULT_GAMES;
        }
        GameRules rules = play.rules(cl);
        play.validate(cl);
        Path statePath = from != null ? from : stateFile != null ? stateFile
                : StateFiles.defaultFor(pgnOut, jsonOut, event, null, false);
        new OutputPaths(cl).file("--pgnout", pgnOut).file("--json-out", jsonOut).file("--state", statePath)
                .folder("--log-dir", play.logDir).input("--openings", play.openingsFile()).check();
        if (games < 1 || concurrency < 1) {
            String which = games < 1 ? "--games" : "--concurrency";
            throw new CommandLine.ParameterException(cl, "Invalid value for option '" + which + "': "
                    + (games < 1 ? games : concurrency) + "; expected 1 or more");
        }
        List<EngineSpec> specs = play.engineSpecs();
        if (specs.size() != 2) {
            throw new CommandLine.ParameterException(cl, "Give exactly two --engine options, got " + specs.size());
        }
        List<String> names = List.of(specs.get(0).name(), specs.get(1).name());
        EventState state = resumed;
        if (resumed != null) {
            StateFiles.sameEngines(resumed, names, from);
            StateFiles.cutPgn(pgnOut, resumed);
            cl.getOut().println(play.language.texts(cl).get("run.resuming", from.toString(),
                    Words.count(resumed.games().size(), "game"), String.valueOf(resumed.games().size())));
        } else if (statePath != null) {
            // first of all, before books are read and engines start: a kill from now on leaves a state to resume
            state = StateFiles.start(statePath, spec.name(), StateFiles.args(spec), names, pgnOut);
        }
        try {
            return play(cl, specs, rules, state, statePath);
        } catch (RuntimeException ex) {
            if (resumed == null && state != null && state.games().isEmpty()) {
                java.nio.file.Files.deleteIfExists(statePath); // nothing to resume: the corrected command starts afresh
            }
            throw ex;
        }
    }

    private int play(CommandLine cl, List<EngineSpec> specs, GameRules rules, EventState state, Path statePath)
            throws Exception {
        EngineSpec a = specs.get(0);
        EngineSpec b = specs.get(1);
        List<Opening> book = PlayOptions.playable(play.openings(), rules);
        SprtConfig sprtConfig = sprt.isEmpty() ? null : sprtConfig();
        arbiter.core.game.Notation notation = play.notation(cl);
        arbiter.engine.CpuAffinity affinity = play.affinity(cl, Math.max(1, Math.min(concurrency, games)));
        MatchConfig config = new MatchConfig(a, b, book, games, concurrency, rules, play.adjudication(), play.stallMs,
                play.handshakeMs, event, pgnOut, play.logDir, sprtConfig, notation, affinity);
        PrintWriter out = cl.getOut();
        SetupLines.print(out, specs, affinity, play.language.texts(cl));
        SprtWatch watch = new SprtWatch(sprtConfig);
        Console console = new Console(out, a.name(), b.name(), System.console() != null, watch,
                play.language.texts(cl), rules.game());
        java.util.concurrent.atomic.AtomicReference<MatchRunner> self = new java.util.concurrent.atomic.AtomicReference<>();
        MatchState saved = state == null ? null : new MatchState(state, statePath, pgnOut, a.name(), self::get);
        MatchReport report = jsonOut == null ? null
                : new MatchReport(jsonOut, config, saved == null ? List.of() : saved.earlier());
        long[] lastWrite = {0};
        BroadcastOptions.Live live = play.broadcast.start(cl, rules, event, specs, out,
                play.language.texts(cl));
        MatchListener listener = new MatchListener() {
            @Override
            public arbiter.match.GameObserver observer() {
                return BroadcastOptions.Live.observer(live);
            }

            @Override
            public void gameStarted(int number, int total, String red, String black) {
                console.gameStarted(number, total, red, black);
            }

            @Override
            public void gameFinished(PlayedGame g, arbiter.match.Standing s, int total) {
                console.gameFinished(g, s, total);
                if (live != null) {
                    live.standings(MatchReport.table(a.name(), b.name(), s));
                }
                if (report != null && System.nanoTime() - lastWrite[0] > 1_000_000_000L) {
                    writeReport(report, self.get(), "running");
                    lastWrite[0] = System.nanoTime();
                }
            }

            @Override
            public void stopped(String why) {
                if (self.get() == null || self.get().fatalError() == null) {
                    console.stopped(why); // a fatal error is said once, as the command's error line
                }
            }

            @Override
            public void warning(String text) {
                cl.getErr().println(play.language.texts(cl).get("run.warning", text));
                cl.getErr().flush();
            }
        };
        MatchRunner runner = saved == null ? new MatchRunner(config, listener, watch)
                : new MatchRunner(config, listener, watch, saved);
        self.set(runner);
        if (saved != null) {
            saved.replay(runner);
        }
        // on a signal: abandon the games in flight, then finish here (reports written, exit 130/143/129)
        try (var abort = arbiter.engine.Shutdown.onAbort(() -> runner.abort(arbiter.engine.Shutdown.reason()));
             var broadcast = live) {
            runner.run();
            return finish(runner, saved, statePath, console, watch, report, sprtConfig, out);
        }
    }

    private int finish(MatchRunner runner, MatchState saved, Path statePath, Console console, SprtWatch watch,
                       MatchReport report, SprtConfig sprtConfig, PrintWriter out) {
        boolean stopped = runner.gamesDone() < games;
        if (runner.fatalError() == null || runner.gamesDone() > 0) { // no empty score before an engine's error
            console.summary(runner.standing());
            console.runnerCost(Math.max(1, Math.min(concurrency, games)));
        }
        Decision d = sprtConfig == null ? null : watch.decision(runner.standing());
        String status = runner.fatalError() != null ? "error"
                : d == Decision.H1_ACCEPTED ? "sprt-h1" : d == Decision.H0_ACCEPTED ? "sprt-h0"
                : stopped ? "interrupted" : "finished";
        if (saved != null && !status.equals("error") && !status.equals("interrupted")) {
            saved.finish(); // a new match may replace the state of a finished one
        }
        if (report != null) {
            writeReport(report, runner, status);
        }
        if (saved != null && status.equals("interrupted")) {
            out.println(play.language.texts(spec.commandLine()).get("match.resume", statePath.toString()));
        }
        if (runner.fatalError() != null) {
            throw new UserError(runner.fatalError());
        }
        if (d != null) {
            out.println(play.language.texts(spec.commandLine()).get(d == Decision.H1_ACCEPTED ? "sprt.h1"
                    : d == Decision.H0_ACCEPTED ? "sprt.h0" : "sprt.none", watch.line(runner.standing())));
            out.flush();
            return d == Decision.H1_ACCEPTED ? 0 : d == Decision.H0_ACCEPTED ? EXIT_H0
                    : stopped ? EXIT_INTERRUPTED : EXIT_NO_DECISION;
        }
        out.flush();
        return stopped ? EXIT_INTERRUPTED : 0;
    }

    /** Takes every setting of the config file that the command line did not give. */
    private void applyConfig(com.fasterxml.jackson.databind.JsonNode c, CommandLine.ParseResult given) {
        String where = "--config: " + configFile;
        Path base = JsonSettings.base(configFile);
        JsonSettings.known(c, JsonSettings.CONFIG_KEYS, where);
        java.util.function.Predicate<String> free = o -> !given.hasMatchedOption(o) && c.has(key(o));
        if (free.test("--engine")) {
            var arr = c.get("engines");
            if (!arr.isArray()) {
                throw new UserError(where + ": engines must be an array of engine objects");
            }
            List<List<String>> list = new ArrayList<>();
            for (int i = 0; i < arr.size(); i++) {
                list.add(JsonSettings.engineTokens(arr.get(i), where + ": engine " + (i + 1), base));
            }
            play.engines = list;
        }
        if (free.test("--each")) {
            play.each = JsonSettings.tokens(c.get("each"), where + ": each", base);
        }
        if (free.test("--openings")) {
            play.openings = JsonSettings.tokens(c.get("openings"), where + ": openings", base);
        }
        if (free.test("--resign")) {
            play.resign = JsonSettings.tokens(c.get("resign"), where + ": resign", base);
        }
        if (free.test("--draw")) {
            play.draw = JsonSettings.tokens(c.get("draw"), where + ": draw", base);
        }
        if (free.test("--sprt")) {
            sprt = JsonSettings.tokens(c.get("sprt"), where + ": sprt", base);
        }
        if (free.test("--games")) {
            games = integer(c, "games", where);
            gamesInConfig = true;
        }
        if (free.test("--concurrency")) {
            concurrency = integer(c, "concurrency", where);
        }
        if (free.test("--maxplies")) {
            play.maxPlies = integer(c, "maxplies", where);
        }
        if (free.test("--stall-timeout")) {
            play.stallMs = integer(c, "stallTimeout", where);
        }
        if (free.test("--handshake-timeout")) {
            play.handshakeMs = integer(c, "handshakeTimeout", where);
        }
        if (free.test("--affinity")) {
            play.affinity = c.get("affinity").isBoolean() ? (c.get("affinity").asBoolean() ? "auto" : null)
                    : c.get("affinity").asText();
        }
        if (free.test("--game")) {
            play.gameName = c.get("game").asText();
        }
        if (free.test("--rules")) {
            play.rulesName = c.get("rules").asText();
        }
        if (free.test("--event")) {
            event = c.get("event").asText();
        }
        if (free.test("--pgnout")) {
            pgnOut = Path.of(JsonSettings.resolve(base, c.get("pgnout").asText()));
        }
        if (free.test("--json-out")) {
            jsonOut = Path.of(JsonSettings.resolve(base, c.get("jsonOut").asText()));
        }
        if (free.test("--log-dir")) {
            play.logDir = Path.of(JsonSettings.resolve(base, c.get("logDir").asText()));
        }
        if (free.test("--protocol-log")) {
            if (!c.get("protocolLog").isBoolean()) {
                throw UserError.usage(where + ": protocolLog must be true or false");
            }
            play.protocolLog = c.get("protocolLog").asBoolean();
        }
    }

    /** The config file's key for an option. */
    private static String key(String option) {
        return switch (option) {
            case "--engine" -> "engines";
            case "--stall-timeout" -> "stallTimeout";
            case "--handshake-timeout" -> "handshakeTimeout";
            case "--json-out" -> "jsonOut";
            case "--log-dir" -> "logDir";
            case "--protocol-log" -> "protocolLog";
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

    private static void writeReport(MatchReport report, MatchRunner runner, String status) {
        try {
            report.write(runner, status);
        } catch (IOException e) {
            throw new UserError("--json-out: cannot write (" + e.getMessage() + ")");
        }
    }

    private SprtConfig sprtConfig() {
        KeyValues kv = new KeyValues("--sprt", sprt, Set.of("elo0", "elo1", "alpha", "beta", "model"));
        double e0 = kv.number("elo0"), e1 = kv.number("elo1");
        double alpha = kv.has("alpha") ? kv.number("alpha") : 0.05;
        double beta = kv.has("beta") ? kv.number("beta") : 0.05;
        SprtConfig.Model model = switch (kv.get("model", "logistic")) {
            case "logistic" -> SprtConfig.Model.LOGISTIC;
            case "normalized" -> SprtConfig.Model.NORMALIZED;
            default -> throw UserError.usage("--sprt: model='" + kv.get("model", "") + "'; expected logistic or normalized");
        };
        SprtConfig.problem(e0, e1, alpha, beta, model).ifPresent(p -> {
            throw UserError.usage("--sprt: " + p);
        });
        return new SprtConfig(e0, e1, alpha, beta, model);
    }
}
