package arbiter.cli.play;

import arbiter.cli.common.EngineSpecParser;
import arbiter.cli.common.JsonSettings;
import arbiter.cli.common.KeyValues;
import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.UserError;

import arbiter.engine.CpuAffinity;

import arbiter.core.game.Parsed;
import arbiter.core.book.Opening;
import arbiter.core.book.OpeningBook;
import arbiter.core.book.PolyglotBook;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.match.EngineSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options every command that plays games shares ({@code match}, {@code tournament}): engines, openings, rules,
 * adjudication, notation and engine logs. A picocli mixin, so each command keeps its own defaults for the rest.
 */
public final class PlayOptions {
    @picocli.CommandLine.Mixin
    BroadcastOptions broadcast;

    @picocli.CommandLine.Mixin
    LangOption language;

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
            description = "An engine: name=, cmd= and its limits; name= alone takes it from --engines. A match "
                    + "takes two, a tournament two or more.")
    List<List<String>> engines;

    @Option(names = "--engines", paramLabel = "FILE.json",
            description = "Engine definitions (a JSON array of {name, cmd, args, dir, proto, options, tc, ...}) "
                    + "that --engine name=NAME refers to.")
    Path enginesFile;

    @Option(names = "--each", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Settings for every engine (an engine's own settings win).")
    List<String> each = List.of();

    @Option(names = "--openings", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "file=F [format=epd|pgn|polyglot] [order=sequential|random] [seed=N] [plies=N: cut "
                    + "each line] [depth=N lines=N: polyglot walks, default 8 plies, 1000 lines]. Default: the "
                    + "game's bundled book (openings/default.epd for xiangqi, chess.epd, chess960.epd), in order.")
    List<String> openings = List.of();

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: the game "
            + "of the --openings book, else xiangqi).")
    String gameName;

    @Option(names = "--rules", paramLabel = "RULES", description = "Rule set: pikafish (xiangqi's default), "
            + "china-1999, china-2011 or cxq; fide (chess's default), fide-1984 or fide-fivefold.")
    String rulesName;

    @Option(names = "--natural-limit", paramLabel = "ROUNDS", description = "china-1999, china-2011: rounds "
            + "without a capture that draw, 1 to 60 (the organiser may lower the 60 of 4.2.4).")
    Integer naturalLimit;

    @Option(names = "--notation", paramLabel = "NOTATION",
            description = "The notation of the moves in the PGN file. Xiangqi: coordinate (the default), "
                    + "iccs, wxf or chinese; other than coordinate adds a [Format] tag. Chess: san (the default) "
                    + "or coordinate.")
    String notationName;

    @Option(names = "--resign", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "movecount=N score=CP [twosided=true]: resign after N moves at or below -CP.")
    List<String> resign = List.of();

    @Option(names = "--draw", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "movenumber=N movecount=N score=CP: draw from move N when both stay within CP.")
    List<String> draw = List.of();

    @Option(names = "--maxplies", defaultValue = "0", description = "Draw at this many plies (0: off).")
    int maxPlies;

    @Option(names = "--stall-timeout", defaultValue = "30000", paramLabel = "MS",
            description = "Wait this long for a move under nodes=/depth= limits (default: ${DEFAULT-VALUE}).")
    long stallMs;

    @Option(names = "--handshake-timeout", defaultValue = "10000", paramLabel = "MS",
            description = "Wait this long for an engine's uciok/ucciok and each readyok (default: ${DEFAULT-VALUE}; "
                    + "a slow-loading engine may need more).")
    long handshakeMs;

    @Option(names = "--log-dir", paramLabel = "DIR", defaultValue = "arbiter-logs",
            description = "Each engine's stderr goes to DIR/NAME.stderr.log, created when an engine first writes "
                    + "there (default: ${DEFAULT-VALUE}).")
    Path logDir;

    @Option(names = "--protocol-log", description = "Also log every line to and from each engine, with a "
            + "millisecond time stamp, in DIR/NAME.protocol.log (DIR from --log-dir), as cutechess's -debug.")
    boolean protocolLog;

    @Option(names = "--affinity", arity = "0..1", fallbackValue = "auto", paramLabel = "CPUS",
            description = "Pin each game slot's engines to CPUs of their own (Linux, through taskset): the CPUs this "
                    + "runner may use, or those of the list CPUS (e.g. 0-3,6), split evenly among the games played "
                    + "at once; both engines of a game share their slot's CPUs (as fastchess's -use-affinity).")
    String affinity;

    /**
     * The CPU layout of {@code --affinity} for {@code slots} games at once, or null when not asked for.
     *
     * @throws CommandLine.ParameterException when it cannot be done here or the list is wrong
     */
    CpuAffinity affinity(CommandLine cl, int slots) {
        if (affinity == null || affinity.equals("none")) {
            return null;
        }
        if (!CpuAffinity.supported()) {
            throw new CommandLine.ParameterException(cl, "--affinity needs Linux with taskset (util-linux)");
        }
        try {
            List<Integer> allowed = CpuAffinity.allowed();
            List<Integer> cpus = affinity.equals("auto") ? allowed : CpuAffinity.parse(affinity);
            for (int c : cpus) {
                if (!allowed.contains(c)) {
                    throw new IllegalArgumentException("CPU " + c + " is not one this runner may use ("
                            + CpuAffinity.plan(allowed, 1).cpus(0) + ")");
                }
            }
            return CpuAffinity.plan(cpus, slots);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cl, "--affinity=" + affinity + ": " + e.getMessage());
        }
    }

    /** Whether the sandbox comes from the command's defaults: neither --each nor the engine gives one. */
    private boolean byDefault(List<String> defaults, List<String> own) {
        return defaults.stream().anyMatch(t -> t.startsWith("sandbox="))
                && java.util.stream.Stream.concat(each.stream(), own.stream()).noneMatch(t -> t.startsWith("sandbox="));
    }

    /** An engine given by name alone (or with overrides) takes its definition from the --engines file first. */
    List<List<String>> withDefinitions(List<List<String>> given, List<List<String>> library) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> tokens : given) {
            String name = tokens.stream().filter(t -> t.startsWith("name=")).map(t -> t.substring(5)).findFirst()
                    .orElse(null);
            List<String> def = library.stream().filter(d -> d.contains("name=" + name)).findFirst().orElse(null);
            if (def == null && tokens.stream().noneMatch(t -> t.startsWith("cmd=") || t.startsWith("build="))) {
                throw UserError.usage("--engines: " + enginesFile + " defines no engine named '" + name + "'");
            }
            List<String> merged = new ArrayList<>(def == null ? List.of() : def);
            merged.addAll(tokens);
            out.add(merged);
        }
        return out;
    }

    /** The game of --game, set by {@link #rules}. */
    private Variant game = Variants.defaultVariant();

    List<Opening> openings() {
        return openings(null);
    }

    /** The book file of --openings, or null for the bundled book; read without checking the other keys. */
    Path openingsFile() {
        return openings.stream().filter(t -> t.startsWith("file=")).map(t -> Path.of(t.substring(5))).findFirst()
                .orElse(null);
    }

    /**
     * The book of --openings in playing order; {@code order=random} without {@code seed=} shuffles with
     * {@code defaultSeed}, or with the clock when that is null.
     */
    List<Opening> openings(Long defaultSeed) {
        if (openings.isEmpty()) {
            return defaultBook(game);
        }
        KeyValues kv = new KeyValues("--openings", openings,
                Set.of("file", "format", "order", "seed", "depth", "plies", "lines"));
        Path file = Path.of(kv.require("file"));
        String format = kv.get("format", file.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".bin")
                ? "polyglot" : OpeningBook.formatOf(file.toString()).name().toLowerCase(java.util.Locale.ROOT));
        long seed = kv.has("seed") ? kv.integer("seed", 0, 0) : defaultSeed != null ? defaultSeed : System.nanoTime();
        Parsed<List<Opening>> parsed;
        if (format.equals("polyglot") || format.equals("bin")) {
            parsed = polyglot(file, kv.integer("depth", 8, 1), kv.integer("lines", 1000, 1), seed);
        } else {
            for (String k : List.of("depth", "lines")) {
                if (kv.has(k)) { // they shape a walk through a Polyglot book; an EPD or PGN book is read as it is
                    throw UserError.usage("--openings: " + k + "= walks a Polyglot book; an EPD or PGN book takes "
                            + "file, format, order, seed and plies");
                }
            }
            OpeningBook.Format f = switch (format) {
                case "epd", "fen" -> OpeningBook.Format.EPD;
                case "pgn" -> OpeningBook.Format.PGN;
                default -> throw UserError.usage("--openings: format='" + format + "'; expected epd, pgn or polyglot");
            };
            parsed = OpeningBook.read(Options.readText(file, "--openings: ", true), file.toString(), f, game);
        }
        if (parsed instanceof Parsed.Err<List<Opening>> e) {
            throw new UserError("--openings: " + e.describe());
        }
        if (kv.has("plies")) {
            int plies = kv.integer("plies", 0, 0);
            parsed = new Parsed.Ok<>(parsed.orThrow().stream().map(o -> o.moves().size() <= plies ? o
                    : new Opening(o.name(), o.variant(), o.fen(), o.moves().subList(0, plies), o.source())).toList());
        }
        List<Opening> list = new ArrayList<>(parsed.orThrow());
        String order = kv.get("order", "sequential");
        if (order.equals("random")) {
            Collections.shuffle(list, new Random(seed));
        } else if (!order.equals("sequential")) {
            throw UserError.usage("--openings: order='" + order + "'; expected sequential or random");
        }
        return list;
    }

    /**
     * The book, checked against the rule set the games are judged by: an opening that the rules end within or at
     * the end of its book moves (the natural limit reached through a FEN's move counter, a repetition, bare
     * material) cannot start a game, and is the user's mistake, named by its file and line.
     */
    static List<Opening> playable(List<Opening> book, GameRules rules) {
        for (Opening o : book) {
            GameState g = rules.start(o.fen()).orThrow();
            for (int i = 0; i <= o.moves().size(); i++) {
                if (g.isOver()) {
                    String when = i < o.moves().size() ? "before book move " + (i + 1) : "at the end of its book line";
                    throw new UserError("--openings: " + o.source() + ": the rules (" + rules.name()
                            + ") end the game " + when + " (" + g.outcome().termination().tag() + ": "
                            + g.outcome().reason() + "); shorten the line or fix its FEN");
                }
                if (i < o.moves().size()) {
                    g = g.play(o.moves().get(i));
                }
            }
        }
        return book;
    }

    /**
     * Up to {@code lines} lines of at most {@code depth} plies walked through a Polyglot book with the given seed
     * (chess only: the format hashes chess positions).
     */
    private Parsed<List<Opening>> polyglot(Path file, int depth, int lines, long seed) {
        if (!game.readsPolyglot()) {
            throw UserError.usage("--openings: format=polyglot books hold standard chess positions; the game is "
                    + game.name());
        }
        byte[] data;
        try {
            data = java.nio.file.Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError("--openings: cannot read " + file + " (" + e.getMessage() + ")");
        }
        Parsed<PolyglotBook> book = PolyglotBook.read(data, file.toString());
        if (book instanceof Parsed.Err<PolyglotBook> e) {
            return new Parsed.Err<>(e.field(), e.message());
        }
        return OpeningBook.polyglot(book.orThrow(), file.toString(), game, depth, lines, new Random(seed));
    }

    /** The bundled book of the game (openings/default.epd for xiangqi), in file order. */
    public static List<Opening> defaultBook(Variant game) {
        String name = game.bundledBook();
        try (var in = PlayOptions.class.getResourceAsStream("/openings/" + name)) {
            if (in == null) {
                throw new UserError("the bundled opening book openings/" + name + " is missing from the jar; give "
                        + "--openings file=F");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return OpeningBook.read(text, "openings/" + name, OpeningBook.Format.EPD, game).orThrow();
        } catch (IOException e) {
            throw new UserError("cannot read the bundled opening book: " + e.getMessage());
        }
    }

    ScoreAdjudicator adjudication() {
        int rMoves = 0, rScore = 0, dNumber = 0, dMoves = 0, dScore = 0;
        boolean two = false;
        if (!resign.isEmpty()) {
            KeyValues kv = new KeyValues("--resign", resign, Set.of("movecount", "score", "twosided"));
            rMoves = kv.integer("movecount", 3, 1);
            rScore = kv.integer("score", 0, 1);
            if (!kv.has("score")) {
                throw UserError.usage("--resign: score is missing; expected score=CP");
            }
            two = kv.bool("twosided", false);
        }
        if (!draw.isEmpty()) {
            KeyValues kv = new KeyValues("--draw", draw, Set.of("movenumber", "movecount", "score"));
            dNumber = kv.integer("movenumber", 1, 1);
            dMoves = kv.integer("movecount", 1, 1);
            dScore = kv.integer("score", 0, 0);
            if (!kv.has("score") || !kv.has("movecount")) {
                throw UserError.usage("--draw: expected movenumber=N movecount=N score=CP");
            }
        }
        return new ScoreAdjudicator(rMoves, rScore, two, dNumber, dMoves, dScore, maxPlies, List.of());
    }

    /** The game of --game and the rule set of --rules (the game's default when not given); call it first. */
    GameRules rules(CommandLine cl) {
        game = gameName != null ? Options.game(cl, gameName) : bookGame();
        return Options.rules(cl, game, Options.withNaturalLimit(cl, rulesName, naturalLimit));
    }

    /**
     * The game an --openings book is of, when --game is not given: a Polyglot book is of the game that reads them (chess); an EPD book's first
     * FEN or a PGN book's first record tells (as {@code adjudicate} tells a record's game); else xiangqi.
     */
    private Variant bookGame() {
        Path file = openingsFile();
        if (file == null || !java.nio.file.Files.isRegularFile(file)) {
            return Variants.defaultVariant();
        }
        if (file.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".bin")
                || openings.contains("format=polyglot")) {
            return Variants.all().stream().filter(Variant::readsPolyglot).findFirst().orElseThrow();
        }
        String text = Options.readText(file, "--openings: ", true).replace("\uFEFF", "");
        for (String line : text.lines().limit(1000).toList()) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            if (l.startsWith("[")) {
                List<arbiter.core.pgn.PgnEntry> entries = arbiter.core.pgn.PgnReader.read(text);
                return !entries.isEmpty() && entries.get(0) instanceof arbiter.core.pgn.PgnEntry.Read r
                        ? Variants.fromRecord(r.game()) : Variants.defaultVariant();
            }
            return Variants.fromFen(l).orElse(Variants.defaultVariant());
        }
        return Variants.defaultVariant();
    }

    /** The notation of --notation (the game's default when not given); call {@link #rules} first. */
    Notation notation(CommandLine cl) {
        if (notationName == null) {
            return game.notations().get(0);
        }
        Notation n = Notations.byName(notationName);
        if (n == null || !game.notations().contains(n)) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--notation': '" + notationName
                    + "'; expected one of " + String.join(", ", game.notations().stream()
                    .map(x -> x.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')).toList())
                    + " for " + game.name());
        }
        return n;
    }

    /** Checks the numeric options shared by every playing command. */
    void validate(CommandLine cl) {
        if (maxPlies < 0 || stallMs < 1) {
            throw new CommandLine.ParameterException(cl, "--maxplies must be 0 or more and --stall-timeout 1 or more");
        }
        if (handshakeMs < 1) {
            throw new CommandLine.ParameterException(cl, "--handshake-timeout must be 1 ms or more, not "
                    + handshakeMs);
        }
    }

    /** The engines of --engine (after --engines definitions and --each), with distinct names. */
    /** The engines of --engine and --engines, set up for the game of --game: call {@link #rules} first. */
    List<EngineSpec> engineSpecs() {
        return engineSpecs(List.of());
    }

    /**
     * The engines, with {@code defaults} (e.g. {@code sandbox=net} in a tournament) before {@code --each} and each
     * engine's own settings. A sandbox this host cannot make stops the command before any engine starts.
     */
    List<EngineSpec> engineSpecs(List<String> defaults) {
        List<String> first = new ArrayList<>(defaults);
        first.addAll(each);
        List<List<String>> given = engines == null ? List.of() : engines;
        if (enginesFile != null) {
            given = withDefinitions(given, JsonSettings.engines(enginesFile));
        }
        List<EngineSpec> specs = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < given.size(); i++) {
            EngineSpec s = EngineSpecParser.parse(first, given.get(i), "--engine #" + (i + 1));
            arbiter.engine.Sandbox box = s.config().sandbox();
            String why = box.unavailable();
            if (why != null) {
                throw new UserError("--engine #" + (i + 1) + " (" + s.name() + "): sandbox=" + box.label()
                        + (byDefault(defaults, given.get(i)) ? " (this command's default)" : "")
                        + ": " + why + "; give sandbox=none (for all: --each sandbox=none) to run engines without it");
            }
            if (!names.add(s.name())) {
                throw UserError.usage("two engines are named '" + s.name() + "'; give each a different name=");
            }
            s = s.withVariant(game);
            specs.add(protocolLog ? s.withProtocolLog(logDir) : s);
        }
        return specs;
    }
}
