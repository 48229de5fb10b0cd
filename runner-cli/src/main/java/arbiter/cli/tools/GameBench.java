package arbiter.cli.tools;

import arbiter.cli.common.UserError;
import arbiter.cli.judge.BatchJudge;
import arbiter.cli.judge.Judging;

import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
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
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbiter bench} for a game other than xiangqi (chess), measured side by side with its peer programs in the
 * same run: perft against a UCI engine's own {@code go perft} (Stockfish), and reading and judging a PGN file of
 * random games against {@code pgn-extract -r}, which also checks every move.
 */
public final class GameBench {
    /** Perft positions: the initial position and chessprogramming.org's "Kiwipete". */
    private static final List<String> KIWIPETE =
            List.of("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

    private final Variant game;
    private final PrintWriter out;

    GameBench(Variant game, PrintWriter out) {
        this.game = game;
        this.out = out;
    }

    /**
     * Perft of the initial position and Kiwipete at {@code depth} (Kiwipete one less), best of three, then the same
     * with {@code engine}'s {@code go perft} when it is given.
     */
    void perft(int depth, String engine) throws Exception {
        List<String> fens = new ArrayList<>(List.of(game.initialFen()));
        fens.addAll(KIWIPETE);
        for (int i = 0; i < fens.size(); i++) {
            String fen = fens.get(i);
            int d = i == 0 ? depth : depth - 1;
            GameState p = game.start(fen, null).orThrow();
            p.perft(Math.min(d, 4)); // warm up the JIT
            long best = Long.MAX_VALUE, nodes = 0;
            for (int k = 0; k < 3; k++) {
                long t0 = System.nanoTime();
                nodes = p.perft(d);
                best = Math.min(best, System.nanoTime() - t0);
            }
            double nps = nodes * 1e9 / best;
            out.printf("perft(%d) %s: %d nodes, best of 3 %.3f s, %.1f M nodes/s%n", d, i == 0 ? "initial position"
                    : "Kiwipete", nodes, best / 1e9, nps / 1e6);
            out.flush();
            if (engine != null) {
                double s = Double.MAX_VALUE;
                for (int k = 0; k < 3; k++) {
                    s = Math.min(s, enginePerft(engine, "position fen " + fen, d, nodes));
                }
                out.printf("  %s go perft %d: best of 3 %.3f s, %.1f M nodes/s; arbiter is %.2fx as fast%n",
                        Path.of(engine).getFileName(), d, s, nodes / s / 1e6, nps / (nodes / s));
                out.flush();
            }
        }
    }

    /**
     * {@code games} random games of at most {@code maxPlies} plies (a fixed seed) written in the game's PGN
     * notation, read and judged by {@code adjudicate}'s reader on one thread and on two, and by
     * {@code pgn-extract -r} when it is given.
     */
    void adjudication(int games, long seed, int maxPlies, String pgnExtract) throws Exception {
        Random rnd = new Random(seed);
        Notation notation = game.notations().get(0);
        StringBuilder pgn = new StringBuilder();
        long plies = 0;
        for (int i = 0; i < games; i++) {
            GameState g = game.start(game.initialFen(), null).orThrow();
            while (!g.isOver() && g.ply() < maxPlies) {
                List<String> legal = g.legalMoves();
                g = g.play(legal.get(rnd.nextInt(legal.size())));
            }
            plies += g.ply();
            List<PgnWriter.MoveText> texts = new ArrayList<>();
            for (String t : g.notate(notation)) {
                texts.add(new PgnWriter.MoveText(t, null));
            }
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "bench " + (i + 1));
            tags.put(game.sideName(arbiter.core.game.Side.RED), "A");
            tags.put(game.sideName(arbiter.core.game.Side.BLACK), "B");
            tags.putAll(game.pgnTags());
            tags.put("Result", g.outcome().result().pgn());
            pgn.append(PgnWriter.write(tags, texts, 1, false, null, g.outcome().result().pgn()));
        }
        Path dir = Files.createTempDirectory("arbiter-bench");
        Path file = dir.resolve(game.name() + ".pgn");
        try {
            Files.writeString(file, pgn, StandardCharsets.UTF_8);
            Judging judging = Judging.of(null, null); // the game told by each record, as users run it
            long[] best = judgeNanos(file, judging);
            long best1 = best[0], best2 = best[1], bestPe = Long.MAX_VALUE;
            for (int round = 0; pgnExtract != null && round < 3; round++) {
                long t0 = System.nanoTime();
                runPgnExtract(pgnExtract, file, games);
                bestPe = Math.min(bestPe, System.nanoTime() - t0);
            }
            out.printf("adjudicate %s PGN: %d games (%d plies, %d MB): %.0f games/s on 1 thread, %.0f on 2%n",
                    game.name(), games, plies, Files.size(file) >> 20, games * 1e9 / best1, games * 1e9 / best2);
            if (pgnExtract != null) {
                out.printf("  pgn-extract -r: %.0f games/s; arbiter is %.1fx as fast on 1 thread, %.1fx on 2%n",
                        games * 1e9 / bestPe, (double) bestPe / best1, (double) bestPe / best2);
            }
            out.flush();
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    /** The best of three times to read and judge {@code file} on one thread and on two, ns, after a warm-up. */
    static long[] judgeNanos(Path file, Judging judging) throws Exception {
        BatchJudge.judge(List.of(file), null, judging, 1, BatchJudge.Sink.DISCARD); // warm-up
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

    private static void runPgnExtract(String binary, Path file, int games) throws Exception {
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
