package arbiter.cli.tools;

import arbiter.cli.common.UserError;
import arbiter.cli.judge.BatchJudge;
import arbiter.cli.judge.Judging;

import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.game.BenchPlan;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbiter bench} for any game, as the game's {@link BenchPlan} says, measured side by side with its peer
 * programs in the same run: perft against a UCI engine's own {@code go perft}, the game's workloads on random games,
 * and reading and judging those games as PGN in each of the game's notations (against {@code pgn-extract -r}, which
 * also checks every move, where it reads the game) and under each of its rule sets.
 */
public final class GameBench {
    private final Variant game;
    private final BenchPlan plan;
    private final PrintWriter out;
    /** What the workloads returned, kept so that their work cannot be left out. */
    private long checksum;

    GameBench(Variant game, PrintWriter out) {
        this.game = game;
        this.plan = game.benchPlan();
        this.out = out;
    }

    /**
     * Perft of each of the plan's positions at {@code depth} (less its {@code shallower}), best of three, then the
     * same with {@code engine}'s {@code go perft} when it is given.
     */
    void perft(int depth, String engine) throws Exception {
        for (BenchPlan.PerftCase c : plan.perft()) {
            int d = Math.max(1, depth - c.shallower());
            GameState p = game.start(c.fen(), null).orThrow();
            p.perft(Math.min(d, 4)); // warm up the JIT
            long best = Long.MAX_VALUE, nodes = 0;
            for (int k = 0; k < 3; k++) {
                long t0 = System.nanoTime();
                nodes = p.perft(d);
                best = Math.min(best, System.nanoTime() - t0);
            }
            double nps = nodes * 1e9 / best;
            out.printf("perft(%d) %s: %d nodes, best of 3 %.3f s, %.1f M nodes/s%n", d, c.label(), nodes, best / 1e9,
                    nps / 1e6);
            out.flush();
            if (engine != null) {
                String setup = String.join("\n", plan.engine().setup());
                double s = Double.MAX_VALUE;
                for (int k = 0; k < 3; k++) {
                    s = Math.min(s, enginePerft(engine, (setup.isEmpty() ? "" : setup + "\n") + "position fen "
                            + c.fen(), d, nodes));
                }
                out.printf("  %s go perft %d: best of 3 %.3f s, %.1f M nodes/s; arbiter is %.2fx as fast%n",
                        plan.engine().name(), d, s, nodes / s / 1e6, nps / (nodes / s));
                out.flush();
            }
        }
    }

    /** The game's workloads on {@code games} random games of at most 600 plies, each the best of five runs. */
    void workloads(int games, long seed) {
        long g0 = System.nanoTime();
        BenchPlan.Corpus corpus = game.benchCorpus(games, seed, 600);
        out.printf("generated %d random games, %d plies, in %.1f s%n", games, corpus.plies(),
                (System.nanoTime() - g0) / 1e9);
        long[] best = new long[corpus.workloads().size()];
        java.util.Arrays.fill(best, Long.MAX_VALUE);
        for (int round = 0; round < 6; round++) { // the first round warms the JIT up
            for (int i = 0; i < best.length; i++) {
                long t0 = System.nanoTime();
                checksum += corpus.workloads().get(i).run().getAsLong();
                long t = System.nanoTime() - t0;
                best[i] = round == 0 ? best[i] : Math.min(best[i], t);
            }
        }
        for (int i = 0; i < best.length; i++) {
            out.printf("%-42s %.2f M plies/s, %.0f games/s (best of 5)%n", corpus.workloads().get(i).label() + ":",
                    corpus.plies() * 1e3 / best[i], games * 1e9 / best[i]);
        }
        out.println("endings: " + corpus.endings().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .sorted().collect(java.util.stream.Collectors.joining(", ")));
        out.flush();
    }

    /**
     * {@code games} random games of at most {@code maxPlies} plies written as PGN in each of the game's notations,
     * read and judged by {@code adjudicate}'s reader on one thread and on two, and by {@code pgn-extract -r} when it
     * is given; then the first notation's file under each of the game's rule sets.
     */
    void adjudication(int games, long seed, int maxPlies, String pgnExtract) throws Exception {
        BenchPlan.Corpus corpus = game.benchCorpus(games, seed, maxPlies);
        Path dir = Files.createTempDirectory("arbiter-bench");
        try {
            writeFiles(corpus, dir); // before any timing, and the games let go: their histories would burden the GC
            Path first = null;
            for (Notation n : game.notations()) {
                Path file = dir.resolve(n.name().toLowerCase() + ".pgn");
                first = first == null ? file : first;
                long[] best = judgeNanos(file, Judging.of(null, null)); // the game told by each record, as users run it
                out.printf("adjudicate %-15s PGN: %d games (%.0f plies each, %d MB): %.0f games/s on 1 thread, "
                                + "%.0f on 2%n", n.name().toLowerCase(), games, (double) corpus.plies() / games,
                        Files.size(file) >> 20, games * 1e9 / best[0], games * 1e9 / best[1]);
                out.flush();
                if (pgnExtract != null && file == first) {
                    long bestPe = Long.MAX_VALUE;
                    for (int round = 0; round < 3; round++) {
                        long t0 = System.nanoTime();
                        runPgnExtract(pgnExtract, file);
                        bestPe = Math.min(bestPe, System.nanoTime() - t0);
                    }
                    out.printf("  pgn-extract -r: %.0f games/s; arbiter is %.1fx as fast on 1 thread, %.1fx on 2%n",
                            games * 1e9 / bestPe, (double) bestPe / best[0], (double) bestPe / best[1]);
                    out.flush();
                }
            }
            ruleSets(first, games);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * Each record file read and judged as {@code adjudicate} does (the game and rules each record tells), on one
     * thread and on two, then on one thread under each of the game's rule sets.
     */
    void records(List<Path> files) throws Exception {
        for (Path file : files) {
            int[] games = {0};
            long[] best = judgeNanos(file, Judging.of(null, null), BatchJudge.Sink.counting(n -> games[0] = n));
            out.printf("adjudicate %s: %d games (%d MB): %.0f games/s on 1 thread, %.0f on 2%n", file, games[0],
                    Files.size(file) >> 20, games[0] * 1e9 / best[0], games[0] * 1e9 / best[1]);
            out.flush();
            ruleSets(file, games[0]);
        }
    }

    /** The file judged under each of the game's rule sets on one thread, against the default's speed. */
    private void ruleSets(Path file, int games) throws Exception {
        double base = 0;
        String notation = file.getFileName().toString().replace(".pgn", "");
        for (String r : game.ruleNames()) {
            long best = judgeNanos(file, Judging.of(null, r))[0];
            double gps = games * 1e9 / best;
            base = base == 0 ? gps : base;
            out.printf("adjudicate --rules %-14s %s PGN: %.0f games/s on 1 thread (%.2f of %s)%n", r, notation, gps,
                    gps / base, game.defaultRules());
            out.flush();
        }
    }

    /** The corpus's games as PGN in each of the game's notations, one file each in {@code dir}. */
    private void writeFiles(BenchPlan.Corpus corpus, Path dir) throws java.io.IOException {
        List<GameState> played = new ArrayList<>(corpus.games());
        for (List<String> moves : corpus.moves()) {
            GameState g = game.start(game.initialFen(), null).orThrow();
            for (String m : moves) {
                g = g.play(m);
            }
            played.add(g);
        }
        for (Notation n : game.notations()) {
            Files.writeString(dir.resolve(n.name().toLowerCase() + ".pgn"), pgn(played, n), StandardCharsets.UTF_8);
        }
    }

    private static String pgn(List<GameState> played, Notation n) {
        StringBuilder pgn = new StringBuilder();
        int i = 0;
        for (GameState g : played) {
            List<PgnWriter.MoveText> texts = new ArrayList<>();
            for (String t : g.notate(n)) {
                texts.add(new PgnWriter.MoveText(t, null));
            }
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "bench");
            tags.putAll(g.variant().pgnTags());
            tags.put("Result", "*");
            pgn.append(PgnWriter.write(tags, texts, 1, false, null, "*"));
        }
        return pgn.toString();
    }

    /**
     * The best of three times to read and judge {@code file} on one thread and on two, ns, after two warm-up reads
     * (one left the first file timed some 5 % slower than the same file timed again later in the run).
     */
    static long[] judgeNanos(Path file, Judging judging) throws Exception {
        return judgeNanos(file, judging, BatchJudge.Sink.DISCARD);
    }

    /** As {@link #judgeNanos(Path, Judging)}, the first warm-up read given to {@code firstRead}. */
    private static long[] judgeNanos(Path file, Judging judging, BatchJudge.Sink firstRead) throws Exception {
        for (int warm = 0; warm < 2; warm++) {
            BatchJudge.judge(List.of(file), null, judging, 1, warm == 0 ? firstRead : BatchJudge.Sink.DISCARD);
        }
        long best1 = Long.MAX_VALUE, best2 = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            BatchJudge.judge(List.of(file), null, judging, 1, BatchJudge.Sink.DISCARD);
            best1 = Math.min(best1, System.nanoTime() - t0);
            t0 = System.nanoTime();
            BatchJudge.judge(List.of(file), null, judging, 2, BatchJudge.Sink.DISCARD);
            best2 = Math.min(best2, System.nanoTime() - t0);
        }
        return new long[] {best1, best2};
    }

    private static void runPgnExtract(String binary, Path file) throws Exception {
        Process p = new ProcessBuilder(binary, "-r", "-s", file.toString()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new UserError(binary + " did not finish in 10 minutes");
        }
    }

    /**
     * Runs a UCI engine's perft and returns the seconds from "go perft" to its answer.
     *
     * @param setup the lines after {@code uci} that set the engine up and give the position
     */
    static double enginePerft(String binary, String setup, int depth, long expectNodes) throws Exception {
        Process p = new ProcessBuilder(binary).redirectErrorStream(true).start();
        try (Writer w = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                     StandardCharsets.US_ASCII))) {
            w.write("uci\n" + setup + "\nisready\n");
            w.flush();
            String line;
            while ((line = r.readLine()) != null && !line.equals("readyok")) {
                // wait until the engine is set up
            }
            long t0 = System.nanoTime();
            w.write("go perft " + depth + "\n");
            w.flush();
            while ((line = r.readLine()) != null) {
                if (line.startsWith("Nodes searched")) {
                    long t = System.nanoTime() - t0;
                    long n = Long.parseLong(line.replaceAll("\\D", ""));
                    if (n != expectNodes) {
                        throw new UserError(binary + " counted " + n + " nodes, arbiter " + expectNodes);
                    }
                    w.write("quit\n");
                    w.flush();
                    return t / 1e9;
                }
            }
            throw new UserError(binary + " ended without a perft answer");
        } finally {
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }
}
