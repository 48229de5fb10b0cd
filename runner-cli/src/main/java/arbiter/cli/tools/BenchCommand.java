package arbiter.cli.tools;

import arbiter.cli.common.Options;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code arbiter bench}: perft speed, and the speed of replaying, judging and reading random games, one thread
 * (reading on two as well), each against the game's peer programs in the same run. What is measured for a game is
 * the game's answer ({@link arbiter.core.game.Variant#benchPlan()}); this command only times it.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure perft speed and the speed of replaying, judging and reading generated games (one "
                + "thread; reading PGN on two as well).",
                "Each against the game's peer in the same run, when installed: for xiangqi Fairy-Stockfish's "
                        + "'go perft'; for chess Stockfish's 'go perft' (the initial position and Kiwipete) and "
                        + "'pgn-extract -r' reading the same PGN."})
public final class BenchCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "PLIES",
            description = "Perft depth, 1 to 8 (default: 5 for xiangqi, 6 for chess).")
    Integer depthGiven;

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: the first).")
    String gameName;

    /** The names this option had before it served every game; kept so that old scripts run. */
    @Option(names = {"--fairy", "--stockfish"}, paramLabel = "PATH", hidden = true)
    void formerEngineOption(String path) {
        engine = path;
    }

    @Option(names = "--engine", paramLabel = "PATH",
            description = "The UCI engine to compare perft with (default: the game's peer when installed: "
                    + "/usr/games/fairy-stockfish for xiangqi, /usr/games/stockfish for chess; 'none' to skip).")
    String engine;

    @Option(names = "--pgn-extract", paramLabel = "PATH", description = "Chess: pgn-extract to compare reading PGN "
            + "with (default: /usr/games/pgn-extract when present; 'none' to skip).")
    String pgnExtract;

    @Option(names = "--games", paramLabel = "N", description = "Games to generate and judge (default: "
            + "${DEFAULT-VALUE}).", defaultValue = "10000")
    int games;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random games (default: ${DEFAULT-VALUE}).",
            defaultValue = "20261121")
    long seed;

    @Option(names = "--records", paramLabel = "FILE.pgn", arity = "1..*",
            description = "Time reading and judging these record files instead, as adjudicate reads them (warm, "
                    + "best of 3): on one thread and two, then on one under each of the game's rule sets. "
                    + "Perft and the generated games are skipped.")
    List<Path> records;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        var game = Options.game(cl, gameName);
        var plan = game.benchPlan();
        int depth = depthGiven != null ? depthGiven : plan.depth();
        if (depth < 1 || depth > 8 || games < 1) {
            throw new CommandLine.ParameterException(cl, "--depth must be 1-8 and --games 1 or more");
        }
        PrintWriter out = cl.getOut();
        GameBench b = new GameBench(game, out);
        if (records != null) {
            for (Path f : records) {
                if (!Files.isRegularFile(f) || !Files.isReadable(f)) {
                    throw new arbiter.cli.common.UserError("--records " + f + ": no such readable file (expected a "
                            + "PGN file of records)");
                }
            }
            b.records(records);
            return 0;
        }
        var peer = plan.engine();
        b.perft(depth, peer == null ? null : peer("--engine", engine, peer.path(), peer.debianPackage(), out));
        b.workloads(games, seed);
        b.adjudication(games, seed + 1, 160,
                plan.pgnExtract() ? peer("--pgn-extract", pgnExtract, "/usr/games/pgn-extract", "pgn-extract", out) : null);
        return 0;
    }

    /** The peer program to compare with: the one given, else the default when installed, else null (said so). */
    private static String peer(String option, String given, String fallback, String debianPackage, PrintWriter out) {
        if (given != null && !given.equals("none") && !Files.isExecutable(Path.of(given))) {
            throw new arbiter.cli.common.UserError(option + " " + given + ": no such executable file (expected the path of "
                    + Path.of(fallback).getFileName() + ", or 'none' to skip the comparison)");
        }
        String p = given != null ? given : Files.isExecutable(Path.of(fallback)) ? fallback : null;
        if (p == null) {
            out.println(fallback + " not found: skipping the comparison (install Debian package " + debianPackage
                    + ")");
            out.flush();
        }
        return p == null || p.equals("none") ? null : p;
    }
}
