package arbiter.cli.play;

import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.OutcomeJson;
import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.io.AtomicFile;
import arbiter.tournament.EventGame;
import arbiter.tournament.EventState;
import arbiter.tournament.GameKey;
import arbiter.tournament.StandingsHtml;
import arbiter.tournament.StandingsReport;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbiter merge}: the shards of one event, combined into the standings a single run would give. */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Combine the --json-out files (and PGN files) of the shards of one event (tournament "
                + "--shard I/N) into one event: the same standings, crosstable and ratings as a single run.", ""},
        footer = {"", "With games missing the standings of the games present are still written, and the exit code "
                + "is 1."})
public final class MergeCommand implements Callable<Integer> {
    private static final Pattern GAME_KEY = Pattern.compile("\\[GameKey \"([^\"]*)\"\\]");
    private static final Pattern GAME_START = Pattern.compile("(?m)^\\[Event ");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    LangOption language;

    @Parameters(arity = "1..*", paramLabel = "SHARD.json", description = "The shards' --json-out files.")
    List<Path> files;

    @Option(names = "--pgn", arity = "1..*", paramLabel = "FILE", description = "The shards' PGN files.")
    List<Path> pgns = List.of();

    @Option(names = "--pgnout", paramLabel = "FILE", description = "Write every game of the shards' PGN files "
            + "here, in schedule order.")
    Path pgnOut;

    @Option(names = "--json-out", paramLabel = "FILE", description = "The merged event as JSON.")
    Path jsonOut;

    @Option(names = "--html", paramLabel = "FILE", description = "The merged standings as an HTML page.")
    Path html;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        language.texts(spec.commandLine()); // an unknown --lang is refused before any work
        if ((pgnOut == null) != pgns.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), pgnOut == null
                    ? "--pgn needs --pgnout: the shards' PGN files are merged into it"
                    : "--pgnout needs --pgn: give the shards' PGN files to merge");
        }
        new OutputPaths(spec.commandLine()).inputs("SHARD.json", files).inputs("--pgn", pgns)
                .file("--pgnout", pgnOut).file("--json-out", jsonOut).file("--html", html).check();
        EventSettings settings = null;
        String eventName = null;
        Map<GameKey, EventGame> games = new TreeMap<>();
        Map<GameKey, Path> from = new TreeMap<>();
        TreeSet<Integer> shards = new TreeSet<>();
        for (Path f : files) {
            JsonNode root = read(f);
            EventSettings s = EventSettings.fromJson(root.path("settings"), f.toString());
            if (settings == null) {
                settings = s;
                eventName = root.path("event").asText("arbiter tournament");
            } else if (!settings.sameEvent(s)) {
                throw new UserError(f + ": settings differ from " + files.get(0)
                        + "'s (engines, format, games, seed, scoring, tie-breaks, rules or book); not one event");
            }
            if ((s.shard() == null) != (settings.shard() == null)) {
                throw new UserError(f + ": a whole event and shards of it cannot be merged together");
            }
            if (s.shard() != null) {
                if (!shards.add(s.shard().index()) || s.shard().count() != settings.shard().count()) {
                    throw new UserError(f + ": shard " + s.shard() + " is given twice or does not match shard "
                            + settings.shard() + " of " + files.get(0));
                }
            }
            List<EventGame> list;
            try {
                list = EventState.readGames(root.get("games"), f.toString());
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
            for (EventGame g : list) {
                if (games.putIfAbsent(g.key(), g) != null) {
                    throw new UserError(f + ": game " + g.key() + " is also in " + from.get(g.key()));
                }
                from.put(g.key(), f);
            }
        }
        List<EventGame> merged = new ArrayList<>();
        int n = 0;
        for (EventGame g : games.values()) {
            merged.add(new EventGame(g.key(), ++n, g.red(), g.black(), g.result(), g.forfeit(), g.termination(),
                    g.plies()));
        }
        EventSettings whole = new EventSettings(settings.format(), settings.names(), settings.games(),
                settings.cycles(), settings.rounds(), settings.tiebreakPairs(), settings.seed(), settings.scoring(),
                settings.tiebreaks(), settings.tiebreakOrder(), settings.rankBy(), settings.rules(),
                settings.openings(), settings.book(), settings.plannedGames(), null);
        var summary = EventOutput.summary(whole, eventName, merged, List.of());
        out.println(language.texts(spec.commandLine()).get("merge.done", Words.count(files.size(), "file"),
                Words.count(settings.plannedGames(), "game"), String.valueOf(merged.size()),
                String.valueOf(files.size()), String.valueOf(settings.plannedGames())));
        out.println();
        out.print(StandingsReport.text(summary, language.texts(spec.commandLine())));
        if (jsonOut != null) {
            AtomicFile.write(jsonOut, OutcomeJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(
                    EventOutput.report(merged.size() == settings.plannedGames() ? "finished" : "partial", whole,
                            eventName, merged, List.of())));
        }
        if (html != null) {
            AtomicFile.write(html, StandingsHtml.page(summary, language.texts(spec.commandLine())).getBytes(StandardCharsets.UTF_8));
        }
        if (pgnOut != null) {
            mergePgn(games.keySet());
        }
        if (merged.size() != settings.plannedGames()) {
            List<Integer> missing = new ArrayList<>();
            if (settings.shard() != null) {
                for (int i = 1; i <= settings.shard().count(); i++) {
                    if (!shards.contains(i)) {
                        missing.add(i);
                    }
                }
            }
            out.flush();
            throw new UserError(merged.size() + " of " + Words.count(settings.plannedGames(), "game") + " merged"
                    + (missing.isEmpty() ? "" : "; shards missing: " + missing)
                    + "; the standings above cover the games present");
        }
        out.flush();
        return 0;
    }

    private void mergePgn(java.util.Set<GameKey> expected) throws IOException {
        Map<GameKey, String> texts = new TreeMap<>();
        for (Path f : pgns) {
            String text = Options.readText(f, "--pgn: ", true);
            Matcher m = GAME_START.matcher(text);
            List<Integer> starts = new ArrayList<>();
            while (m.find()) {
                starts.add(m.start());
            }
            for (int i = 0; i < starts.size(); i++) {
                String game = text.substring(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : text.length());
                Matcher k = GAME_KEY.matcher(game);
                if (!k.find()) {
                    throw new UserError("--pgn: " + f + ": game " + (i + 1) + " has no [GameKey] tag; expected a PGN "
                            + "file written by 'arbiter tournament'");
                }
                GameKey key;
                try {
                    key = GameKey.parse(k.group(1));
                } catch (IllegalArgumentException e) {
                    throw new UserError("--pgn: " + f + ": game " + (i + 1) + ": " + e.getMessage());
                }
                if (texts.put(key, game.endsWith("\n\n") ? game : game.stripTrailing() + "\n\n") != null) {
                    throw new UserError("--pgn: " + f + ": game " + key + " appears twice");
                }
            }
        }
        if (!texts.keySet().equals(expected)) {
            TreeSet<GameKey> extra = new TreeSet<>(texts.keySet());
            extra.removeAll(expected);
            TreeSet<GameKey> absent = new TreeSet<>(expected);
            absent.removeAll(texts.keySet());
            throw new UserError("--pgn: the PGN files do not hold the games of the JSON files (missing "
                    + absent.size() + ", e.g. " + (absent.isEmpty() ? "-" : absent.first()) + "; extra "
                    + extra.size() + ", e.g. " + (extra.isEmpty() ? "-" : extra.first()) + ")");
        }
        StringBuilder all = new StringBuilder();
        texts.values().forEach(all::append);
        AtomicFile.write(pgnOut, all.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static JsonNode read(Path f) {
        String text = Options.readText(f, "", true);
        try {
            JsonNode n = OutcomeJson.MAPPER.readTree(text);
            if (n == null || !n.isObject() || !n.has("settings") || !n.has("games")) {
                throw new UserError(f + ": not an event file; expected the --json-out file of 'arbiter tournament'");
            }
            return n;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UserError(f + ": line " + e.getLocation().getLineNr() + ": not JSON ("
                    + e.getOriginalMessage() + ")");
        }
    }
}
