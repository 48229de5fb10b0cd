package arbiter.cli.tools;

import arbiter.cli.common.EngineSpecParser;
import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.UserError;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.clock.TimeControl;
import arbiter.engine.Answer;
import arbiter.engine.Engine;
import arbiter.engine.GoLimits;
import arbiter.engine.Info;
import arbiter.io.AtomicFile;
import arbiter.match.EngineSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code arbiter book}: builds an opening book from named lines. Every line is checked move by move; every
 * prefix from {@code --min-plies} on becomes a position (first name wins for a position reached twice); each is
 * searched by an engine and kept only when the score stays within {@code --max-score}, and the score is recorded.
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = {"Build an opening book (EPD) from named lines, checking each position with an engine.",
                "Lines: NAME | m1 m2 ... (moves from the initial position: coordinates in xiangqi, SAN or UCI in "
                        + "chess); '#' starts a comment."})
public final class BookCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    LangOption language;

    @Option(names = "--lines", required = true, paramLabel = "FILE", description = "Named lines to build from.")
    Path lines;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The EPD book to write.")
    Path out;

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: the first).")
    String gameName;

    @Option(names = "--engine", required = true, arity = "1..*", paramLabel = "KEY=VALUE",
            description = "The engine that scores each position (keys as in match; give depth=, nodes= or st=).")
    List<String> engine;

    @Option(names = "--max-score", defaultValue = "150", paramLabel = "CP",
            description = "Keep positions whose score is within +/- CP centipawns (default: ${DEFAULT-VALUE}).")
    int maxScore;

    @Option(names = "--baseline", defaultValue = "start", paramLabel = "start|zero",
            description = "Measure scores against the engine's score of the initial position (start, the default: "
                    + "engines score the first move's edge differently) or against 0 (zero).")
    String baseline;

    @Option(names = "--min-plies", defaultValue = "2", paramLabel = "N",
            description = "Shortest prefix of a line that becomes a position (default: ${DEFAULT-VALUE}).")
    int minPlies;

    /** A candidate position: the moves from the start, its name and where it was written. */
    private record Entry(String name, List<String> moves, GameState position, String source) {
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter o = spec.commandLine().getOut();
        arbiter.text.Texts texts = language.texts(spec.commandLine());
        new OutputPaths(spec.commandLine()).input("--lines", lines).file("--out", out).check();
        Variant game = Options.game(spec.commandLine(), gameName);
        List<Entry> entries = read(game);
        EngineSpec es = EngineSpecParser.parse(List.of(), engine, "--engine").withVariant(game);
        String first = game.sideName(Side.RED);
        long moveTime = es.clock() instanceof TimeControl.FixedPerMove f ? f.ms() : 0;
        if (es.depth() == null && es.nodes() == null && moveTime == 0) {
            throw UserError.usage("--engine: give depth=N, nodes=N or st=SECONDS for the book search");
        }
        GoLimits limits = new GoLimits(null, null, null, null, null, moveTime == 0 ? null : moveTime, es.nodes(),
                es.depth());
        List<String> book = new ArrayList<>();
        List<String> names = new ArrayList<>();
        int rejected = 0;
        if (!baseline.equals("start") && !baseline.equals("zero")) {
            throw UserError.usage("--baseline: '" + baseline + "'; expected start or zero");
        }
        int base = 0;
        try (Engine e = Engine.start(es.config(), null, 10_000)) {
            if (baseline.equals("start")) {
                GameState initial = game.start(game.initialFen(), null).orThrow();
                base = redScore(e, new Entry("initial position", List.of(), initial, "start"), limits)[0];
                o.println(texts.get("book.baseline", signed(base), texts.side(game, Side.RED)));
            }
            for (Entry en : entries) {
                int[] scored = redScore(e, en, limits);
                int red = scored[0];
                String verdict = String.format(Locale.ROOT, "%+d cp for %s at depth %d", red, first, scored[1]);
                if (Math.abs(red - base) > maxScore) {
                    rejected++;
                    o.println(texts.get("book.rejected", en.source(), en.name(), signed(red),
                            texts.side(game, Side.RED), String.valueOf(scored[1])));
                    continue;
                }
                book.add(game.initialFen() + moves(en.moves()) + " ; id \"" + en.name() + "\"; c0 \"" + verdict
                        + " by " + (e.idName() == null ? es.name() : e.idName()) + "\";");
                names.add(en.name());
            }
        }
        String header = "# Built by: arbiter book --lines " + lines + " --out " + out + " --max-score " + maxScore
                + " --baseline " + baseline + " --min-plies " + minPlies + " --engine " + String.join(" ", engine)
                + (gameName == null ? "" : " --game " + gameName)
                + "\n# Baseline: initial position " + String.format(Locale.ROOT, "%+d", base) + " cp for " + first + "; kept "
                + book.size() + " positions within " + maxScore + " cp of it, rejected " + rejected
                + ".\n# One a line: FEN moves ... ; id \"name\"; c0 \"score\"\n";
        AtomicFile.write(out, header + String.join("\n", varied(book, names)) + "\n");
        o.println(texts.get("book.done", String.valueOf(book.size()), out.toString(), String.valueOf(rejected),
                String.valueOf(maxScore), signed(base)));
        o.flush();
        return 0;
    }

    /**
     * The lines taken in turn from each opening (by name, in the order the names first come), so that a book
     * played in order opens its first N games with N different openings while each opening's lines keep their
     * order.
     */
    static List<String> varied(List<String> lines, List<String> names) {
        java.util.Map<String, java.util.ArrayDeque<String>> byName = new java.util.LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            byName.computeIfAbsent(names.get(i), k -> new java.util.ArrayDeque<>()).add(lines.get(i));
        }
        List<String> out = new ArrayList<>(lines.size());
        while (out.size() < lines.size()) {
            for (java.util.ArrayDeque<String> q : byName.values()) {
                if (!q.isEmpty()) {
                    out.add(q.poll());
                }
            }
        }
        return out;
    }

    private static String signed(int cp) {
        return String.format(Locale.ROOT, "%+d", cp);
    }

    /** The engine's score of a position from Red's view, and the depth it reached. */
    private static int[] redScore(Engine e, Entry en, GoLimits limits) throws Exception {
        e.newGame(10_000);
        Answer a = e.think(en.position().startFen(), en.moves(), limits, en.position().sideToMove() == Side.RED,
                TimeUnit.MINUTES.toNanos(5));
        Info info = a.info();
        if (!(a instanceof Answer.Reply) || info == null || info.score() == null) {
            throw new UserError(en.source() + ": the engine gave no score for " + en.position().fen());
        }
        int cp = info.score().centipawns();
        int red = en.position().sideToMove() == Side.RED ? cp : -cp;
        return new int[] {red, info.depth() == null ? 0 : info.depth()};
    }

    private List<Entry> read(Variant game) throws IOException {
        List<String> text = Options.readText(lines, "--lines: ", true).lines().toList();
        List<Entry> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < text.size(); i++) {
            String l = text.get(i).strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String where = lines + ":" + (i + 1);
            int bar = l.indexOf('|');
            if (bar <= 0) {
                throw new UserError(where + ": expected NAME | MOVES");
            }
            String name = l.substring(0, bar).strip();
            GameState p = game.start(game.initialFen(), null).orThrow();
            List<String> moves = new ArrayList<>();
            String[] tokens = l.substring(bar + 1).trim().split("\\s+");
            for (int k = 0; k < tokens.length; k++) {
                if (p.isOver()) {
                    throw new UserError(where + ": move " + (k + 1) + ": the game is over (" + p.outcome().reason()
                            + ")");
                }
                Parsed<String> m = p.readMove(tokens[k]);
                if (m instanceof Parsed.Err<String> err) {
                    throw new UserError(where + ": move " + (k + 1) + ": " + err.message());
                }
                p = p.play(m.orThrow());
                moves.add(m.orThrow());
                // a position is its placement, side to move, castling and en-passant fields: not its counters
                String key = String.join(" ", java.util.Arrays.copyOf(p.fen().split(" "), 4));
                if (moves.size() >= minPlies && seen.add(key)) {
                    out.add(new Entry(name, List.copyOf(moves), p, where));
                }
            }
        }
        return out;
    }

    private static String moves(List<String> moves) {
        StringBuilder sb = new StringBuilder(moves.isEmpty() ? "" : " moves");
        moves.forEach(m -> sb.append(' ').append(m));
        return sb.toString();
    }
}
