package arbiter.cli.play;

import arbiter.cli.common.Interrupts;
import arbiter.cli.common.UserError;

import arbiter.compat.FastchessArgs;
import arbiter.compat.GmError;
import arbiter.compat.GmOutput;
import arbiter.compat.GmPgn;
import arbiter.compat.GmPlan;
import arbiter.compat.GmSettings;
import arbiter.compat.GmSetup;
import arbiter.match.MatchConfig;
import arbiter.match.MatchRunner;
import arbiter.match.PgnFormat;
import arbiter.match.PlayedGame;
import arbiter.tournament.EventGame;
import arbiter.tournament.EventState;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine;

/**
 * {@code arbiter fastchess} and {@code arbiter cutechess-cli}: a game manager that frameworks (fishtest, OpenBench,
 * tuners) start with their fixed command lines and whose output they parse, played through Arbiter's own runner
 * and rule core. The imitated program's options are read by {@link FastchessArgs} or {@link arbiter.compat.CutechessArgs},
 * its lines printed by {@link GmOutput}; the match itself is {@code arbiter match}'s ({@link MatchRunner}).
 */
public abstract class GameManagerCommand implements Callable<Integer> {
    /** The version fastchess's frameworks check ({@code fastchess --version}); see the README. */
    static final String FASTCHESS_VERSION = "fastchess alpha 1.8.1 arbiter-0.1.0";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Unmatched
    List<String> argv = new ArrayList<>();

    abstract GmSettings.Dialect dialect();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        boolean fc = dialect() == GmSettings.Dialect.FASTCHESS;
        PrintWriter errors = fc ? out : spec.commandLine().getErr();
        long started = System.currentTimeMillis();
        try {
            argv = withEnvironment(argv);
            GmSettings s = parse(argv);
            if (s.infoRequestKind() != null) {
                info(s, out);
                return 0;
            }
            EventState resumed = null;
            List<String> args = argv;
            Path stateFile = Path.of(s.configValue("outname", "config.json"));
            if (s.configValue("file", null) != null && !"true".equals(s.configValue("discard", "false"))) {
                Path from = Path.of(s.configValue("file", null));
                out.println("Loading config file: " + from);
                resumed = load(from);
                args = resumed.args();
                s = parse(args);
                stateFile = from;
            }
            long seed = s.seedOr(new java.security.SecureRandom().nextLong());
            if (resumed == null && !s.seedGiven()) {
                args = new ArrayList<>(args);
                args.add("-srand");
                args.add(Long.toUnsignedString(seed));
            }
            GmPlan plan = GmSetup.plan(s, seed);
            plan.warnings().forEach(out::println);
            return play(s, plan, args, stateFile, resumed, out, started);
        } catch (GmError e) {
            e.lines().forEach(errors::println);
            errors.flush();
            return 1;
        }
    }

    /**
     * The command line with {@code ARBITER_VARIANT} and {@code ARBITER_RULES} from the environment given last
     * ({@code -variant X -rules Y}): a framework that knows only chess passes {@code -variant standard}, and a
     * worker set up for xiangqi plays xiangqi all the same.
     */
    private static List<String> withEnvironment(List<String> args) {
        List<String> out = new ArrayList<>(args);
        String variant = System.getenv("ARBITER_VARIANT");
        String rules = System.getenv("ARBITER_RULES");
        if (variant != null && !variant.isBlank() && !out.isEmpty()) {
            out.addAll(List.of("-variant", variant.strip()));
        }
        if (rules != null && !rules.isBlank() && !out.isEmpty()) {
            out.addAll(List.of("-rules", rules.strip()));
        }
        return out;
    }

    private GmSettings parse(List<String> args) {
        return dialect() == GmSettings.Dialect.FASTCHESS ? FastchessArgs.parse(args)
                : arbiter.compat.CutechessArgs.parse(args);
    }

    private int play(GmSettings s, GmPlan plan, List<String> args, Path stateFile, EventState resumed,
                     PrintWriter out, long started) throws Exception {
        boolean fc = dialect() == GmSettings.Dialect.FASTCHESS;
        List<String> names = List.of(plan.engines().get(0).name(), plan.engines().get(1).name());
        Path pgn = plan.pgn() == null ? null : plan.pgn().file();
        EventState state = resumed;
        if (resumed != null) {
            StateFiles.sameEngines(resumed, names, stateFile);
            StateFiles.cutPgn(pgn, resumed);
        } else {
            if (pgn != null && !plan.pgn().append()) {
                Files.write(pgn, new byte[0]);
            } else if (pgn != null && !Files.exists(pgn)) {
                Files.write(pgn, new byte[0]);
            }
            if (plan.epdOut() != null && !plan.epdAppend()) {
                Files.write(plan.epdOut(), new byte[0]);
            }
            state = new EventState(spec.name(), args, names); // fastchess replaces its config.json every run
            state.startPgnAt(pgn != null && Files.isRegularFile(pgn) ? Files.size(pgn) : 0);
            StateFiles.save(state, stateFile);
        }
        GmOutput output = new GmOutput(out, s, plan);
        output.crcFrom(pgn);
        PgnFormat format = new GmPgn(plan.pgn(), plan.site(),
                s.output() == GmSettings.Output.CUTECHESS_CLI);
        Path logDir = logDir(s);
        List<arbiter.match.EngineSpec> specs = plan.engines().stream()
                .map(e -> logDir != null && "true".equals(s.logValue("engine")) ? e.withProtocolLog(logDir) : e)
                .toList();
        MatchConfig config = new MatchConfig(specs.get(0), specs.get(1), plan.openings(),
                plan.games(), plan.concurrency(), plan.rules(), plan.adjudication(), plan.stallMs(),
                plan.handshakeMs(), plan.event(), pgn, logDir, null,
                plan.pgn() == null ? plan.rules().game().notations().get(0) : plan.pgn().notation(), plan.affinity(),
                plan.schedule(), format, GmSetup.restartEachGame(s));
        AtomicReference<MatchRunner> self = new AtomicReference<>();
        MatchState saved = new MatchState(state, stateFile, pgn, names.get(0), self::get);
        boolean[] stoppedByFault = {false};
        boolean[] strictStop = {false};
        if (s.strictGiven()) {
            output.onWarning(() -> {
                if (self.get() != null && !strictStop[0]) {
                    strictStop[0] = true;
                    self.get().abort("-strict: a warning stops the run");
                }
            });
        }
        output.afterEachGame(g -> {
            epd(plan, g);
            if (!s.recoverGiven() && isFault(g) && self.get() != null) {
                out.println("Game " + g.number() + " stalled / disconnected and no recover option set for engine, "
                        + "stopping tournament.");
                stoppedByFault[0] = true;
                self.get().abort("an engine failed and -recover was not given");
            }
        });
        MatchRunner runner = new MatchRunner(config, output, st -> output.decision() != null, saved);
        self.set(runner);
        for (EventGame g : state.games().values()) {
            output.earlier(MatchState.number(g.key()), g.red() == 1, g.result());
        }
        saved.replay(runner);
        Interrupts.signalExit(code -> fc ? (code == 130 ? 1 : code) : 0);
        try (var abort = arbiter.engine.Shutdown.onAbort(() -> runner.abort(arbiter.engine.Shutdown.reason()))) {
            runner.run();
        }
        boolean interrupted = runner.gamesDone() < plan.games() && output.decision() == null;
        if (!interrupted) {
            saved.finish();
        }
        String argv0 = System.getProperty("arbiter.argv0", fc ? "fastchess" : "cutechess-cli");
        if (runner.fatalError() != null) {
            out.println(fc ? "Fatal; " + runner.fatalError() : "Warning: " + runner.fatalError());
        }
        output.finish(interrupted, fc ? "Tournament was interrupted. To resume the tournament, run: " + argv0
                + " -config file=" + stateFile : null, System.currentTimeMillis() - started);
        if (runner.fatalError() != null || stoppedByFault[0] || strictStop[0]) {
            return fc ? 1 : 0;
        }
        return interrupted && fc ? 1 : 0;
    }

    private static boolean isFault(PlayedGame g) {
        var t = g.game().outcome().termination();
        return t == arbiter.core.game.Termination.ENGINE_CRASH || t == arbiter.core.game.Termination.STALLED;
    }

    /** fastchess's {@code -epdout}: each game's final position, one line per game. */
    private static void epd(GmPlan plan, PlayedGame g) {
        if (plan.epdOut() == null) {
            return;
        }
        String[] f = g.game().fen().split(" ");
        String line = f.length >= 6 ? f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " hmvc " + f[4] + "; fmvn " + f[5]
                + ";\n" : g.game().fen() + "\n";
        try {
            arbiter.io.DurableAppend.append(plan.epdOut(), line);
        } catch (IOException e) {
            throw new UserError("-epdout " + plan.epdOut() + ": cannot write (" + e.getMessage() + ")");
        }
    }

    private static Path logDir(GmSettings s) {
        String file = s.logFile();
        if (file == null) {
            return null;
        }
        Path parent = Path.of(file).toAbsolutePath().getParent();
        return parent == null ? Path.of(".") : parent;
    }

    private EventState load(Path from) {
        if (!Files.isRegularFile(from)) {
            throw new GmError("Error while reading option \"-config\" with value \"file=" + from + "\"",
                    "Reason: File not found: " + from);
        }
        try {
            EventState st = EventState.load(from);
            if (!st.command().equals(spec.name())) {
                throw new GmError("Error: " + from + " is the state of arbiter " + st.command() + ", not of "
                        + spec.name());
            }
            return st;
        } catch (IOException | IllegalArgumentException e) {
            throw new GmError("Error: " + from + " is not a state file that arbiter " + spec.name() + " wrote ("
                    + e.getMessage() + ")");
        }
    }

    private void info(GmSettings s, PrintWriter out) {
        if (s.infoRequestKind().equals("-version")) {
            if (dialect() == GmSettings.Dialect.FASTCHESS) {
                out.println(System.getenv().getOrDefault("ARBITER_FASTCHESS_VERSION", FASTCHESS_VERSION));
            } else {
                out.println("cutechess-cli 1.3.1 (arbiter 0.1.0)");
            }
        } else {
            out.print(arbiter.compat.GmHelp.text(dialect()));
        }
        out.flush();
    }

    /** {@code arbiter fastchess}. */
    @CommandLine.Command(name = "fastchess", description = "A drop-in for fastchess: its command line, its output.")
    public static final class Fastchess extends GameManagerCommand {
        @Override
        GmSettings.Dialect dialect() {
            return GmSettings.Dialect.FASTCHESS;
        }
    }

    /** {@code arbiter cutechess-cli}. */
    @CommandLine.Command(name = "cutechess-cli", description = "A drop-in for cutechess-cli: its command line, its "
            + "output.")
    public static final class Cutechess extends GameManagerCommand {
        @Override
        GmSettings.Dialect dialect() {
            return GmSettings.Dialect.CUTECHESS_CLI;
        }
    }
}
