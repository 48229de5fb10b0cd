package arbiter.cli.play;

import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.core.event.RankBy;
import arbiter.core.event.Scoring;
import arbiter.core.event.TieBreakChain;
import arbiter.core.GameRules;
import arbiter.match.EngineSpec;
import arbiter.tournament.EventState;
import arbiter.tournament.Format;
import arbiter.tournament.Schedule;
import arbiter.tournament.TournamentConfig;
import arbiter.tournament.TournamentRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code arbiter tournament}: many engines, one event, the rule documents' scoring and tie-breaks. */
@Command(name = "tournament", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run an event between several engines: gauntlet, round-robin (2011 rules appendix 1), Swiss "
                + "(appendix 2) or knockout, with the same engine handling, clocks, openings and adjudication as "
                + "'match'. The state is saved after every game: --resume STATE continues after a crash.", ""},
        footer = {"", "Engines take the keys of 'arbiter match' (see 'arbiter match --help'); give --engine once per "
                + "engine, in seeding order (the first is the gauntlet's engine and the knockout's top seed). "
                + "Engines run with sandbox=net (no network, through bubblewrap) unless given sandbox=none: a host "
                + "that cannot make the sandbox refuses to start the event.",
                "",
                "An interrupted event (exit code 129, 130 or 143) goes on with --resume STATE; an event in which an "
                        + "engine could not be started ends with its games forfeited and exit code 1."})
public final class TournamentCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    PlayOptions play;

    @Option(names = "--format", defaultValue = "round-robin", paramLabel = "FORMAT",
            description = "gauntlet, round-robin, swiss or knockout (default: ${DEFAULT-VALUE}).")
    String formatName;

    @Option(names = "--games", defaultValue = "2", paramLabel = "N",
            description = "Games per encounter, an opening with colours swapped for every two; for a knockout the "
                    + "regular games of a mini-match, an even number (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--cycles", defaultValue = "1", paramLabel = "N",
            description = "Round-robin or gauntlet cycles, colours swapped in every second (default: ${DEFAULT-VALUE}).")
    int cycles;

    @Option(names = "--rounds", defaultValue = "0", paramLabel = "N",
            description = "Swiss rounds (default: twice the knockout's rounds, at least 7, at most players - 1).")
    int rounds;

    @Option(names = "--tiebreak-pairs", defaultValue = "2", paramLabel = "N",
            description = "Knockout: pairs of tie-break games before the deciding game (default: ${DEFAULT-VALUE}).")
    int tiebreakPairs;

    @Option(names = "--scoring", paramLabel = "SCHEME",
            description = "Points per game: 1-0.5-0 (1999; the default for chess), 2-1-0 (2011; the default for "
                    + "xiangqi), 3-1-0, or 3-0 (draw: 1 to Red, 2 to Black; 2011 13.3).")
    String scoringName;

    @Option(names = "--tiebreaks", paramLabel = "CHAIN",
            description = "小分,胜局,直胜: tie-breaks by name, separated by commas (the names also in English: "
                    + "sonnebornBerger, wins, directEncounter, ...); or a preset: " + TieBreaks.PRESETS + " (default: 2011 14.2 when ranking by match "
                    + "points, 14.3.1 for Swiss, else 14.1).")
    String tiebreaks;

    @Option(names = "--rank-by", paramLabel = "SCORE",
            description = "points, or match-points (场分: each encounter's games as one mini-match, 2011 14.2); "
                    + "default: match-points for a round-robin of 2 or more games an encounter, else points.")
    String rankByName;

    @Option(names = "--concurrency", defaultValue = "1", description = "Games at once (default: ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--rating-interval", defaultValue = "10", paramLabel = "N",
            description = "Print the standings after every N finished games; 0: only at the end (default: "
                    + "${DEFAULT-VALUE}).")
    int ratingInterval;

    @Option(names = "--pgnout", paramLabel = "FILE", description = "Append every game to this PGN file.")
    Path pgnOut;

    @Option(names = "--json-out", paramLabel = "FILE",
            description = "Settings, games, standings and ratings as JSON (replaced atomically after every game); "
                    + "'arbiter merge' combines shards' files.")
    Path jsonOut;

    @Option(names = "--html", paramLabel = "FILE", description = "Standings, crosstable and rating chart as one "
            + "self-contained HTML page, written at the end.")
    Path html;

    @Option(names = "--event", defaultValue = "arbiter tournament", description = "PGN Event tag.")
    String event;

    @Option(names = "--seed", defaultValue = "1", description = "Seed for sharding, knockout lots and a random "
            + "opening order without its own seed (default: ${DEFAULT-VALUE}); every shard of an event needs the same.")
    long seed;

    @Option(names = "--state", paramLabel = "FILE",
            description = "Where the state is saved after every game (default: next to the PGN file and named "
                    + "after it, else after --json-out, else after --event). A state that holds games of an "
                    + "unfinished event is never replaced.")
    Path stateFile;

    @Option(names = "--resume", paramLabel = "STATE",
            description = "Continue the event saved in STATE, with the settings it was started with (give no other "
                    + "option).")
    Path resume;

    @Option(names = "--shard", paramLabel = "I/N",
            description = "Play shard I of N: a disjoint share of a gauntlet's or round-robin's games, chosen from "
                    + "the seed; 'arbiter merge' combines the shards.")
    String shard;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        if (resume != null) {
            if (cl.getParseResult().matchedOptions().size() != 1) {
                throw new CommandLine.ParameterException(cl, "--resume takes no other option: the event goes on "
                        + "with the settings it was started with");
            }
            return resumeEvent(cl);
        }
        if (stateFile == null) {
            stateFile = StateFiles.defaultFor(pgnOut, jsonOut, event, shard, true);
        }
        checkOutputs(cl, stateFile);
        List<String> names = play.engineSpecs().stream().map(EngineSpec::name).toList();
        // first of all, before books are read and engines start: a kill from now on leaves a state to resume
        EventState state = StateFiles.start(stateFile, spec.name(), StateFiles.args(spec), names, pgnOut);
        try {
            return run(event(cl), state, stateFile);
        } catch (RuntimeException ex) {
            if (state.games().isEmpty()) {
                Files.deleteIfExists(stateFile); // nothing to resume: let the corrected command line start afresh
            }
            throw ex;
        }
    }

    private int resumeEvent(CommandLine cl) throws Exception {
        EventState state = StateFiles.load(resume, spec.name());
        CommandLine again = StateFiles.reparse(new TournamentCommand(), cl, state, resume);
        TournamentCommand saved = again.getCommand();
        saved.checkOutputs(again, resume);
        Event e = saved.event(again);
        StateFiles.sameEngines(state, e.config().names(), resume);
        StateFiles.cutPgn(e.config().pgnOut(), state);
        cl.getOut().println(saved.play.language.texts(cl).get("run.resuming", resume.toString(),
                Words.count(state.games().size(), "game"), String.valueOf(state.games().size())));
        return saved.run(e, state, resume);
    }

    /** Checks every file the event writes before anything is read or played; {@code state} is where it saves. */
    private void checkOutputs(CommandLine cl, Path state) {
        new OutputPaths(cl).file("--pgnout", pgnOut).file("--json-out", jsonOut).file("--html", html)
                .file("--state", state).folder("--log-dir", play.logDir).input("--openings", play.openingsFile())
                .check();
    }

    /** The validated settings and schedule of this command line. */
    record Event(TournamentConfig config, Schedule schedule, EventSettings settings) {
    }

    private Event event(CommandLine cl) {
        Format format = Format.byLabel(formatName);
        if (format == null) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--format': '" + formatName
                    + "'; expected gauntlet, round-robin, swiss or knockout");
        }
        play.validate(cl);
        if (games < 1 || cycles < 1 || concurrency < 1 || rounds < 0 || tiebreakPairs < 0 || ratingInterval < 0) {
            throw new CommandLine.ParameterException(cl, "--games, --cycles and --concurrency must be 1 or more, "
                    + "--rounds, --tiebreak-pairs and --rating-interval 0 or more");
        }
        GameRules rules = play.rules(cl); // first: the game decides the engines' set-up and the default scoring
        if (scoringName == null) {
            scoringName = rules.game().defaultScoring();
        }
        Scoring scoring = Scoring.byLabel(scoringName).orElseThrow(() -> new CommandLine.ParameterException(cl,
                "Invalid value for option '--scoring': '" + scoringName + "'; expected 1-0.5-0, 2-1-0, 3-1-0 or 3-0"));
        RankBy rankBy = rankBy(cl, format);
        TieBreakChain chain = TieBreaks.chain(cl, tiebreaks, format, rankBy);
        play.broadcast.check(cl); // every option checked before anything is printed
        List<EngineSpec> players = play.engineSpecs(List.of("sandbox=net")); // the rulebook: no outside contact
        if (players.size() < 2) {
            throw new CommandLine.ParameterException(cl, "An event needs at least two --engine options, got "
                    + players.size());
        }
        TournamentConfig config = new TournamentConfig(players, format, games,
                PlayOptions.playable(play.openings(seed), rules), concurrency, rules, play.adjudication(),
                play.stallMs, play.handshakeMs, event, pgnOut, play.logDir, play.notation(cl), scoring, chain,
                play.affinity(cl, Math.max(1, concurrency)));
        EventSettings settings = EventSettings.of(config, rankBy, cycles, rounds, tiebreakPairs, seed, Shard.parse(cl, shard));
        return new Event(config, settings.schedule(config), settings);
    }

    private RankBy rankBy(CommandLine cl, Format format) {
        if (rankByName == null) {
            return format == Format.ROUND_ROBIN && games >= 2 ? RankBy.MATCH_POINTS : RankBy.POINTS;
        }
        return switch (rankByName) {
            case "points" -> RankBy.POINTS;
            case "match-points" -> RankBy.MATCH_POINTS;
            default -> throw new CommandLine.ParameterException(cl, "Invalid value for option '--rank-by': '"
                    + rankByName + "'; expected points or match-points");
        };
    }

    /** "engine Ghost could not be started (why); its games were forfeited", for each lost engine. */
    private static String lostEngines(Event e, java.util.Map<Integer, String> lost) {
        StringBuilder sb = new StringBuilder();
        new java.util.TreeMap<>(lost).forEach((p, why) -> sb.append(sb.length() == 0 ? "" : "; ").append("engine ")
                .append(e.config().player(p).name()).append(" could not be started (").append(why).append(')'));
        return sb.append(lost.size() == 1 ? "; its games were forfeited" : "; their games were forfeited").toString();
    }

    private int run(Event e, EventState state, Path saveTo) throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        EventOutput output = new EventOutput(out, spec.commandLine().getErr(), e, jsonOut, html, ratingInterval);
        output.language(play.language.texts(spec.commandLine()));
        SetupLines.print(out, e.config().players(), e.config().affinity(),
                play.language.texts(spec.commandLine()));
        TournamentRunner runner = new TournamentRunner(e.config(), e.schedule(), state, saveTo, output);
        output.attach(runner, state);
        BroadcastOptions.Live live = play.broadcast.start(spec.commandLine(), e.config().rules(), e.config().event(),
                e.config().players(), out, play.language.texts(spec.commandLine()));
        output.broadcast(live);
        // on a signal: abandon the games in flight, then finish here (state kept, exit 130/143/129)
        try (var abort = arbiter.engine.Shutdown.onAbort(() -> runner.abort(arbiter.engine.Shutdown.reason()));
             var broadcast = live) {
            runner.run();
            boolean complete = runner.complete();
            if (complete) {
                state.finish(); // a new event may replace the state of a finished one
                StateFiles.save(state, saveTo);
            }
            output.finish(complete ? "finished" : runner.fatalError() != null ? "error" : "interrupted");
            if (runner.fatalError() != null) {
                throw new UserError(runner.fatalError());
            }
            if (complete && !runner.lostEngines().isEmpty()) {
                throw new UserError(lostEngines(e, runner.lostEngines()));
            }
            if (!complete) {
                out.println(play.language.texts(spec.commandLine()).get("event.resume", saveTo.toString()));
                out.flush();
                return MatchCommand.EXIT_INTERRUPTED;
            }
            return 0;
        } catch (IOException ex) {
            throw new UserError("cannot write the event's output: " + ex.getMessage());
        }
    }
}
