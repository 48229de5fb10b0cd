package arbiter.cli.tools;

import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;

import arbiter.core.game.Parsed;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code arbiter perft}: counts the legal move tree of a position. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaf nodes of the legal move tree (perft) of a position.")
public final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    LangOption language;

    @Option(names = "--fen", description = "Position in FEN (last four fields optional). Default: the game's initial "
            + "position.")
    String fen;

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: what the FEN's "
            + "shape tells, else xiangqi).")
    String gameName;

    @Option(names = "--depth", required = true, description = "Depth in plies, 1 to 12.")
    int depth;

    @Option(names = "--threads", defaultValue = "1", description = "Count the root moves' subtrees on this many "
            + "threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--divide", description = "Also print the count below each root move.")
    boolean divide;

    @Option(names = "--json", description = "Print one JSON object with nodes, depth, ms (and divide).")
    boolean json;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        language.texts(cl); // an unknown --lang is refused before any work
        if (threads < 1) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--threads': " + threads
                    + "; expected 1 or more");
        }
        if (depth < 1 || depth > 12) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--depth': " + depth
                    + "; expected 1 to 12");
        }
        Variant game = gameName != null ? Options.game(cl, gameName)
                : fen == null ? Variants.defaultVariant() : Variants.fromFen(fen).orElse(Variants.defaultVariant());
        Parsed<GameState> started = game.start(fen == null ? game.initialFen() : fen, null);
        if (started instanceof Parsed.Err<GameState> e) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--fen': " + e.describe());
        }
        GameState p = started.orThrow();
        PrintWriter out = cl.getOut();
        long t0 = System.nanoTime();
        Map<String, Long> div = divide || threads > 1 ? divide(p, depth, threads) : null;
        long nodes = div != null ? div.values().stream().mapToLong(Long::longValue).sum() : p.perft(depth);
        long ns = System.nanoTime() - t0;
        long ms = ns / 1_000_000;
        long nps = ns == 0 ? 0 : (long) (nodes * 1e9 / ns);
        if (json) {
            ObjectMapper om = new ObjectMapper();
            ObjectNode o = om.createObjectNode();
            o.put("fen", p.fen());
            o.put("depth", depth);
            o.put("nodes", nodes);
            o.put("ms", ms);
            o.put("nps", nps);
            if (div != null) {
                ObjectNode d = o.putObject("divide");
                div.forEach(d::put);
            }
            out.println(om.writeValueAsString(o));
        } else {
            if (div != null) {
                div.forEach((m, n) -> out.println(m + ": " + n));
                out.println();
            }
            out.println(language.texts(cl).get("perft.line", String.valueOf(depth), String.valueOf(nodes),
                    String.valueOf(ms), String.format(java.util.Locale.ROOT, "%.1f", nps / 1e6)));
        }
        out.flush();
        return 0;
    }

    /** The count below each root move, the moves shared out among {@code threads} threads; in generation order. */
    static Map<String, Long> divide(GameState p, int depth, int threads) throws Exception {
        if (threads == 1 || p.isOver()) {
            return p.divide(depth);
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        try {
            Map<String, java.util.concurrent.Future<Long>> parts = new java.util.LinkedHashMap<>();
            for (String m : p.legalMoves()) {
                parts.put(m, pool.submit(() -> p.play(m).perft(depth - 1)));
            }
            Map<String, Long> out = new java.util.LinkedHashMap<>();
            for (var e : parts.entrySet()) {
                out.put(e.getKey(), e.getValue().get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
