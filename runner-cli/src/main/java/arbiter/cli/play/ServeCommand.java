package arbiter.cli.play;

import arbiter.cli.common.JsonSettings;
import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.UserError;

import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.live.LiveHub;
import arbiter.live.LivePage;
import arbiter.live.LiveServer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter serve}: the live page for an event that runs elsewhere or is over, from its files: the games of
 * its PGN (each replayable) and its standings, followed as the files grow.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Serve the live page (as --live does) for a finished or running event from its files: FILE is "
                + "the event's PGN, its --json-out file or its --state file (the PGN is found through them). New "
                + "games and standings appear as the files grow; stop with Ctrl-C.", ""})
public final class ServeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1", description = "The event's PGN, --json-out or --state file.")
    Path file;

    @Option(names = "--port", defaultValue = "8080", description = "Port to serve on (default: ${DEFAULT-VALUE}; 0: a "
            + "free one).")
    int port;

    @CommandLine.Mixin
    LangOption language;

    @Option(names = "--poll", defaultValue = "1000", paramLabel = "MS", description = "How often to look for new "
            + "games, ms (default: ${DEFAULT-VALUE}).")
    long pollMs;

    @Option(names = "--once", description = "Load the files and stop serving at once (checks the files; for tests).")
    boolean once;

    private final Map<Integer, Boolean> shown = new LinkedHashMap<>();
    private long pgnSize = -1;
    private long jsonModified = -1;
    private boolean overSaid;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        if (port < 0 || port > 65535) { // before anything is read or printed
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--port': " + port
                    + "; expected a port, 0 to 65535");
        }
        PrintWriter out = cl.getOut();
        var texts = language.texts(cl);
        JsonNode json = file.toString().endsWith(".pgn") ? null : JsonSettings.read(file, "serve");
        Path pgn = json == null ? file : pgnOf(json);
        String text = Options.readText(pgn, "serve: ", false);
        List<PgnEntry> entries = PgnReader.read(text);
        Variant v = entries.stream().filter(e -> e instanceof PgnEntry.Read).map(e -> Variants.fromRecord(
                ((PgnEntry.Read) e).game())).findFirst().orElse(Variants.defaultVariant());
        String title = json != null && json.has("event") ? json.get("event").asText()
                : entries.stream().filter(e -> e instanceof PgnEntry.Read).map(e -> ((PgnEntry.Read) e).game()
                .tag("Event")).filter(t -> t != null).findFirst().orElse(pgn.getFileName().toString());
        try (LiveHub hub = new LiveHub(GameRules.defaultsOf(v), title, texts.lang().equals("zh"))) {
            load(hub, pgn, json == null ? null : file);
            if (once) {
                hub.drain(10_000);
                out.printf("%s: %d games, %s%n", pgn, shown.values().stream().filter(b -> b).count(),
                        hub.standingsJson() == null ? "no standings" : "standings");
                return 0;
            }
            try (LiveServer server = new LiveServer(hub, new LivePage(texts, title), port)) {
                out.println(texts.get("serve.live", String.valueOf(server.port()), pgn.toString(),
                        String.valueOf(shown.values().stream().filter(b -> b).count())));
                out.flush();
                while (true) {
                    try {
                        Thread.sleep(pollMs);
                    } catch (InterruptedException e) {
                        break; // asked to stop
                    }
                    load(hub, pgn, json == null ? null : file);
                }
            } catch (IOException e) {
                throw new UserError("serve --port " + port + ": " + e.getMessage());
            }
        }
        return 0;
    }

    /** The PGN an event's JSON names: a match's settings.pgnout, or a state file's --pgnout argument. */
    private Path pgnOf(JsonNode json) {
        Path base = JsonSettings.base(file);
        String p = json.path("settings").path("pgnout").asText(json.path("pgnout").asText(null));
        JsonNode args = json.path("args");
        for (int i = 0; p == null && i < args.size(); i++) {
            String a = args.get(i).asText();
            if (a.equals("--pgnout") && i + 1 < args.size()) {
                p = args.get(i + 1).asText();
            } else if (a.startsWith("--pgnout=")) {
                p = a.substring(9);
            }
        }
        if (p == null) {
            throw new UserError("serve: " + file + " names no PGN file (settings.pgnout, or --pgnout among args); "
                    + "give the event's PGN file instead");
        }
        Path path = Path.of(p);
        return path.isAbsolute() || Files.exists(path) ? path : base.resolve(path);
    }

    /** Adds the games not shown yet and new standings. */
    private void load(LiveHub hub, Path pgn, Path jsonFile) throws IOException {
        long size = Files.exists(pgn) ? Files.size(pgn) : 0;
        if (size != pgnSize) {
            pgnSize = size;
            List<PgnEntry> entries = PgnReader.read(Options.readText(pgn, "serve: ", false));
            Map<String, double[]> table = new LinkedHashMap<>();
            for (PgnEntry e : entries) {
                if (e instanceof PgnEntry.Read r) {
                    add(hub, r.index(), r.game());
                    tally(table, r.game());
                } else if (e instanceof PgnEntry.Unreadable u && shown.putIfAbsent(u.index(), false) == null) {
                    spec.commandLine().getErr().println("Warning: serve: " + pgn + ":" + u.line() + ":" + u.column()
                            + ": game " + u.index() + " is not served: " + u.message());
                }
            }
            if (jsonFile == null || !JsonSettings.read(jsonFile, "serve").path("standings").isObject()) {
                hub.standings(StandingsTables.of(table)); // from the results, where no file has a table
            }
        }
        if (jsonFile != null && Files.getLastModifiedTime(jsonFile).toMillis() != jsonModified) {
            jsonModified = Files.getLastModifiedTime(jsonFile).toMillis();
            JsonNode j = JsonSettings.read(jsonFile, "serve");
            // a --json-out file says "status" (running until the event ends), a state file "finished"
            boolean ended = j.has("status") ? !j.get("status").asText().equals("running")
                    : j.path("finished").asBoolean(false);
            if (ended && !overSaid) {
                overSaid = true;
                hub.over(); // the page says finished, not live
            }
            JsonNode table = j.path("standings");
            if (table.isObject() && table.path("standings").isArray()) {
                hub.standings(table); // a tournament's: rows and crosstable
            }
        }
    }

    private void add(LiveHub hub, int index, PgnGame g) {
        if (Boolean.TRUE.equals(shown.get(index)) || "*".equals(g.result())) {
            return; // a game still being written shows once it has its result
        }
        Variant v = Variants.fromRecord(g);
        GameRules rules = GameRules.defaultsOf(v);
        var start = rules.start(g.tag("FEN") == null ? v.initialFen() : g.tag("FEN"));
        if (!(start instanceof arbiter.core.game.Parsed.Ok<GameState> ok)) {
            return;
        }
        GameState end = ok.value().readAndPlay(g.moves(), 0);
        String key = g.tag("GameKey") != null ? g.tag("GameKey") : String.valueOf(index);
        int round = parseRound(g.tag("Round"));
        String red = g.tag(v.sideName(arbiter.core.game.Side.RED));
        String black = g.tag(v.sideName(arbiter.core.game.Side.BLACK));
        red = red == null ? "?" : red;
        black = black == null ? "?" : black;
        // the build each engine ran in this game, as the runner tagged it (none: the engine listed no builds)
        hub.build(red, g.tag(v.sideName(arbiter.core.game.Side.RED) + "Engine"));
        hub.build(black, g.tag(v.sideName(arbiter.core.game.Side.BLACK) + "Engine"));
        hub.finished(key, round, red, black, end, g.result(), g.tag("Termination"), null);
        shown.put(index, true);
    }

    private static int parseRound(String r) {
        try {
            return r == null ? 0 : Integer.parseInt(r.split("\\.")[0].trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static void tally(Map<String, double[]> table, PgnGame g) {
        Variant v = Variants.fromRecord(g);
        String red = g.tag(v.sideName(arbiter.core.game.Side.RED));
        String black = g.tag(v.sideName(arbiter.core.game.Side.BLACK));
        String res = g.result();
        if (red == null || black == null || res == null || res.equals("*")) {
            return;
        }
        double[] r = table.computeIfAbsent(red, k -> new double[4]);
        double[] b = table.computeIfAbsent(black, k -> new double[4]);
        int ri = res.equals("1-0") ? 0 : res.equals("0-1") ? 2 : 1;
        r[ri]++;
        b[2 - ri]++;
    }
}
