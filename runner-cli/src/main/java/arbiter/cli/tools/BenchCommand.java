package arbiter.cli.tools;

import arbiter.cli.common.Options;
import arbiter.cli.judge.Judging;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Perft;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.RuleSets;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code arbiter bench}: perft speed and the cost of judging games, one thread. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure perft speed from the start position and the speed of replaying and judging "
                + "generated games (one thread).",
                "With Fairy-Stockfish installed (or --fairy PATH), runs its 'go perft' in the same run and prints "
                        + "the ratio. With --game chess: perft of the initial position and Kiwipete against "
                        + "Stockfish's 'go perft', and reading PGN against 'pgn-extract -r', in the same run."})
public final class BenchCommand implements Callable<Integer> {
    private static final String DEFAULT_FAIRY = "/usr/games/fairy-stockfish";
    private static final String DEFAULT_STOCKFISH = "/usr/games/stockfish";
    private static final String DEFAULT_PGN_EXTRACT = "/usr/games/pgn-extract";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "PLIES", description = "Perft depth, 1 to 8 (default: 5 for xiangqi, 6 for chess).")
    Integer depthGiven;

    private int depth;

    @Option(names = "--game", paramLabel = "GAME", description = "xiangqi (the default), chess or chess960.")
    String gameName;

    @Option(names = "--stockfish", paramLabel = "PATH", description = "Chess: the UCI engine to compare perft with (default: "
            + DEFAULT_STOCKFISH + " when present; 'none' to skip).")
    String stockfish;

    @Option(names = "--pgn-extract", paramLabel = "PATH", description = "Chess: pgn-extract to compare reading PGN with (default: "
            + DEFAULT_PGN_EXTRACT + " when present; 'none' to skip).")
    String pgnExtract;

    @Option(names = "--games", paramLabel = "N", description = "Games to generate and judge (default: ${DEFAULT-VALUE}).",
            defaultValue = "10000")
    int games;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random games (default: ${DEFAULT-VALUE}).",
            defaultValue = "20261121")
    long seed;

    @Option(names = "--fairy", paramLabel = "PATH", description = "Fairy-Stockfish binary to compare perft with (default: "
            + DEFAULT_FAIRY + " when present; 'none' to skip).")
    String fairy;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        var game = Options.game(cl, gameName);
        depth = depthGiven != null ? depthGiven : game.benchDepth();
        if (depth < 1 || depth > 8 || games < 1) {
            throw new CommandLine.ParameterException(cl, "--depth must be 1-8 and --games 1 or more");
        }
        PrintWriter out = cl.getOut();
        if (game != arbiter.core.xiangqi.Xiangqi.INSTANCE) {
            GameBench b = new GameBench(game, out);
            b.perft(depth, peer(stockfish, DEFAULT_STOCKFISH, "stockfish", out));
            b.adjudication(games, seed, 160, peer(pgnExtract, DEFAULT_PGN_EXTRACT, "pgn-extract", out));
            return 0;
        }
        Position start = Position.initial();
        Perft.count(start, Math.min(depth, 4)); // warm up the JIT
        long best = Long.MAX_VALUE;
        long nodes = 0;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            nodes = Perft.count(start, depth);
            best = Math.min(best, System.nanoTime() - t0);
        }
        double nps = nodes * 1e9 / best;
        out.printf("perft(%d) start position: %d nodes, best of 3 %.3f s, %.1f M nodes/s%n", depth, nodes,
                best / 1e9, nps / 1e6);
        out.flush();

        String fs = fairy != null ? fairy : Files.isExecutable(Path.of(DEFAULT_FAIRY)) ? DEFAULT_FAIRY : null;
        if (fs != null && !fs.equals("none")) {
            double fsSeconds = GameBench.enginePerft(fs, "setoption name UCI_Variant value xiangqi\nposition startpos",
                    depth, nodes);
            double fsNps = nodes / fsSeconds;
            out.printf("Fairy-Stockfish perft(%d): %.3f s, %.1f M nodes/s; arbiter is %.2fx as fast%n", depth,
                    fsSeconds, fsNps / 1e6, nps / fsNps);
        } else if (fs == null) {
            out.println("Fairy-Stockfish not found: skipping the comparison (install Debian package fairy-stockfish)");
        }
        out.flush();

        RuleSet rules = RuleSets.defaultRules();
        long g0 = System.nanoTime();
        List<List<Move>> corpus = RandomGames.generate(games, seed, 600, rules);
        long plies = corpus.stream().mapToLong(List::size).sum();
        out.printf("generated %d random games, %d plies, in %.1f s%n", games, plies, (System.nanoTime() - g0) / 1e9);

        Map<Termination, Integer> ends = new java.util.HashMap<>();
        judge(corpus, ends);
        long replayNs = Long.MAX_VALUE;
        long judgeNs = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) { // best of five; the first rounds also warm the JIT up
            long r0 = System.nanoTime();
            replay(corpus);
            replayNs = Math.min(replayNs, System.nanoTime() - r0);
            long j0 = System.nanoTime();
            judge(corpus, null);
            judgeNs = Math.min(judgeNs, System.nanoTime() - j0);
        }
        out.printf("replay only (Position.play):         %.2f M plies/s (best of 5)%n", plies * 1e3 / replayNs);
        out.printf("replay and judge (Game.play, rules): %.2f M plies/s, %.0f games/s (best of 5)%n",
                plies * 1e3 / judgeNs, games * 1e9 / judgeNs);
        adjudication(out, game, rules);
        out.println("endings: " + ends.entrySet().stream()
                .map(e -> (e.getKey() == null ? "unfinished at 600 plies" : e.getKey().tag()) + " " + e.getValue())
                .sorted().collect(java.util.stream.Collectors.joining(", ")));
        out.flush();
        return 0;
    }

    /**
     * Batch adjudication speed: the same random games (at most 160 plies, about the length of engine games) written
     * as PGN in each notation, read and judged from a file on one thread and on two.
     */
    private void adjudication(PrintWriter out, arbiter.core.game.Variant game, RuleSet rules) throws Exception {
        List<List<Move>> corpus = RandomGames.generate(games, seed + 1, 160, rules);
        Judging judging = Judging.of(null, rules.name()); // each record's game told from the record, as users run it
        long plies = corpus.stream().mapToLong(List::size).sum();
        Path dir = Files.createTempDirectory("arbiter-bench");
        try {
            for (arbiter.core.game.Notation n : game.notations()) {
                StringBuilder pgn = new StringBuilder();
                for (List<Move> moves : corpus) {
                    List<arbiter.core.pgn.PgnWriter.MoveText> texts = new java.util.ArrayList<>();
                    for (String t : arbiter.core.xiangqi.notation.Notations.writeAll(n, Position.initial(), moves)) {
                        texts.add(new arbiter.core.pgn.PgnWriter.MoveText(t, null));
                    }
                    java.util.Map<String, String> tags = new java.util.LinkedHashMap<>();
                    tags.put("Event", "bench");
                    tags.put("Result", "*");
                    pgn.append(arbiter.core.pgn.PgnWriter.write(tags, texts, 1, false, null, "*"));
                }
                Path file = dir.resolve(n.name().toLowerCase() + ".pgn");
                Files.writeString(file, pgn, StandardCharsets.UTF_8);
                long[] best = GameBench.judgeNanos(file, judging);
                long best1 = best[0], best2 = best[1];
                out.printf("adjudicate %-10s PGN: %d games (%.0f plies each): %.0f games/s on 1 thread, %.0f on 2%n",
                        n.name().toLowerCase(), games, (double) plies / games, games * 1e9 / best1,
                        games * 1e9 / best2);
                out.flush();
            }
            ruleSets(out, dir.resolve(arbiter.core.game.Notation.COORDINATE.name().toLowerCase() + ".pgn"));
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /** The coordinate file judged by each xiangqi rule set on one thread, against the default's speed. */
    private void ruleSets(PrintWriter out, Path file) throws Exception {
        double base = 0;
        for (RuleSet r : RuleSets.all()) {
            long best = GameBench.judgeNanos(file, Judging.of(null, r.name()))[0];
            double gps = games * 1e9 / best;
            if (base == 0) {
                base = gps;
            }
            out.printf("adjudicate --rules %-10s coordinate PGN: %.0f games/s on 1 thread (%.2f of %s)%n", r.name(),
                    gps, gps / base, RuleSets.DEFAULT);
            out.flush();
        }
    }

    private static long replay(List<List<Move>> corpus) {
        long sum = 0;
        for (List<Move> moves : corpus) {
            Position p = Position.initial();
            for (Move m : moves) {
                p = p.play(m).orThrow();
            }
            sum += p.key();
        }
        return sum;
    }

    private static void judge(List<List<Move>> corpus, Map<Termination, Integer> ends) {
        RuleSet rules = RuleSets.defaultRules();
        for (List<Move> moves : corpus) {
            Game g = Game.start(Position.initial(), rules);
            for (Move m : moves) {
                g = g.play(m);
            }
            if (ends != null) {
                ends.merge(g.outcome().termination(), 1, Integer::sum);
            }
        }
    }

    /** The peer program to compare with: the one given, else the default when installed, else null (said so). */
    private static String peer(String given, String fallback, String debianPackage, PrintWriter out) {
        String p = given != null ? given : Files.isExecutable(Path.of(fallback)) ? fallback : null;
        if (p == null) {
            out.println(fallback + " not found: skipping the comparison (install Debian package " + debianPackage
                    + ")");
        }
        return p == null || p.equals("none") ? null : p;
    }
}
