package arbiter.cli.play;

import arbiter.cli.common.OutcomeJson;

import arbiter.core.event.GameRecord;
import arbiter.io.AtomicFile;
import arbiter.io.JsonNumbers;
import arbiter.match.PlayedGame;
import arbiter.tournament.EventGame;
import arbiter.tournament.EventState;
import arbiter.tournament.KnockoutSchedule;
import arbiter.tournament.ScheduledGame;
import arbiter.tournament.SwissSchedule;
import arbiter.tournament.EventSummary;
import arbiter.tournament.StandingsHtml;
import arbiter.tournament.StandingsReport;
import arbiter.tournament.TournamentConfig;
import arbiter.tournament.TournamentListener;
import arbiter.tournament.TournamentRunner;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a running event shows and writes: a line per game started and finished, the standings every
 * {@code --rating-interval} games, and a line per lost engine on the console, the
 * {@code --json-out} file (replaced atomically at most once a second while running, and at the end), and at the
 * end the standings and crosstable, and the {@code --html} page.
 */
public final class EventOutput implements TournamentListener {
    private final PrintWriter out;
    private final PrintWriter err;
    private final TournamentCommand.Event event;
    private final Path jsonOut;
    private final Path html;
    /** Print the standings after every this many finished games; 0: only at the end. */
    private final int ratingInterval;
    private TournamentRunner runner;
    private EventState state;
    private long lastJson;
    private BroadcastOptions.Live live;
    private arbiter.text.Texts texts = arbiter.text.Texts.EN;

    EventOutput(PrintWriter out, PrintWriter err, TournamentCommand.Event event, Path jsonOut, Path html,
                int ratingInterval) {
        this.out = out;
        this.err = err;
        this.ratingInterval = ratingInterval;
        this.event = event;
        this.jsonOut = jsonOut;
        this.html = html;
    }

    void attach(TournamentRunner runner, EventState state) {
        this.runner = runner;
        this.state = state;
    }

    /** Writes for people in the language of {@code t}. */
    void language(arbiter.text.Texts t) {
        this.texts = t;
    }

    /** Broadcasts the games and standings through {@code live} (null: no broadcast), starting with the standings. */
    void broadcast(BroadcastOptions.Live live) {
        this.live = live;
        if (live != null) {
            live.standings(StandingsReport.json(summary(event.settings(), event.config().event(), games(), byes())));
        }
    }

    @Override
    public arbiter.match.GameObserver observer() {
        return BroadcastOptions.Live.observer(live);
    }

    /** The number each running game was announced with when it started, by key. */
    private final java.util.Map<arbiter.tournament.GameKey, Integer> startedAs =
            new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public void gameStarted(ScheduledGame g, int number, int planned) {
        startedAs.put(g.key(), number);
        TournamentConfig c = event.config();
        String red = c.player(g.red()).name(), black = c.player(g.black()).name();
        out.println(planned < 0 ? texts.get("event.startedOpen", String.valueOf(number), red, black)
                : texts.get("event.started", String.valueOf(number), String.valueOf(planned), red, black));
        out.flush();
    }

    @Override
    public void gameFinished(EventGame g, PlayedGame played, int done, int planned) {
        // the number the game was announced with when it started (one numbering, as in a match); a game started
        // before a resume was announced by the earlier run: its place among the finished then
        Integer announced = startedAs.remove(g.key());
        int shown = announced != null ? announced : done;
        TournamentConfig c = event.config();
        String red = c.player(g.red()).name(), black = c.player(g.black()).name();
        String forfeit = g.forfeit() ? texts.get("event.forfeit") : "";
        out.println(planned < 0 ? texts.get("event.finishedOpen", String.valueOf(shown), g.key().toString(), red, black,
                g.pgnResult(), g.termination(), forfeit)
                : texts.get("event.finished", String.valueOf(shown), String.valueOf(planned), g.key().toString(), red,
                black, g.pgnResult(), g.termination(), forfeit)
                + (played == null ? "" : texts.get("event.verdict", texts.verdict(played.game().outcome(),
                played.game().variant()))));
        if (live != null) {
            live.standings(StandingsReport.json(summary(event.settings(), c.event(), games(), byes())));
        }
        if (ratingInterval > 0 && done % ratingInterval == 0 && done != planned) {
            out.println();
            out.print(StandingsReport.standings(summary(event.settings(), c.event(), games(), byes()), texts));
            out.println();
        }
        out.flush();
        if (jsonOut != null && System.nanoTime() - lastJson > 1_000_000_000L) {
            lastJson = System.nanoTime();
            try {
                writeJson("running");
            } catch (IOException e) {
                runner.abort("--json-out: cannot write " + jsonOut + " (" + e.getMessage() + ")");
            }
        }
    }

    @Override
    public void engineLost(String name, String why) {
        out.println(texts.get("event.engineLost", name, why));
        out.flush();
    }

    @Override
    public void warning(String text) {
        err.println(texts.get("run.warning", text));
        err.flush();
    }

    @Override
    public void stopped(String why) {
        out.println(texts.get("event.stopped", why));
        out.flush();
    }

    /** Prints the standings and writes the final files. */
    void finish(String status) throws IOException {
        EventSummary summary = summary(event.settings(), event.config().event(), games(), byes());
        out.println();
        out.print(StandingsReport.text(summary, texts));
        if (event.schedule() instanceof KnockoutSchedule k) {
            out.println();
            out.print(KnockoutReport.text(progress(k), event.config().names()));
        }
        if (event.schedule() instanceof SwissSchedule s && s.unpairableRound() > 0) {
            out.println();
            out.println(texts.get("event.unpairable", String.valueOf(s.unpairableRound()),
                    String.valueOf(s.unpairableRound() - 1)));
        }
        out.flush();
        if (jsonOut != null) {
            writeJson(status);
        }
        if (html != null) {
            AtomicFile.write(html, StandingsHtml.page(summary, texts).getBytes(StandardCharsets.UTF_8));
        }
    }

    private List<EventGame> games() {
        synchronized (runner) {
            return List.copyOf(state.games().values());
        }
    }

    private KnockoutSchedule.Progress progress(KnockoutSchedule k) {
        synchronized (runner) {
            return k.progress(state.games());
        }
    }

    private List<GameRecord> byes() {
        synchronized (runner) {
            return event.schedule().byes(state.games());
        }
    }

    private void writeJson(String status) throws IOException {
        List<EventGame> g = games();
        ObjectNode root = report(status, event.settings(), event.config().event(), g, byes());
        if (event.config().pgnOut() != null) {
            root.put("pgnout", event.config().pgnOut().toString()); // where arbiter serve finds the games
        }
        if (event.schedule() instanceof KnockoutSchedule k) {
            root.set("knockout", KnockoutReport.json(progress(k), event.config().names()));
        }
        ObjectNode builds = OutcomeJson.MAPPER.createObjectNode();
        event.config().players().stream().filter(p -> p.build() != null)
                .forEach(p -> builds.set(p.name(), OutcomeJson.build(p.build())));
        if (!builds.isEmpty()) {
            root.set("builds", builds);
        }
        AtomicFile.write(jsonOut, OutcomeJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
    }

    /** The standings' input: every game and bye of the event, under its scoring and tie-breaks. */
    static EventSummary summary(EventSettings s, String eventName, List<EventGame> games, List<GameRecord> byes) {
        List<GameRecord> records = new ArrayList<>(byes);
        // schedule order, so that a merged event lists every pairing's games as a single run does
        games.stream().sorted(java.util.Comparator.comparing(EventGame::key)).forEach(g -> records.add(g.record()));
        return new EventSummary(eventName, s.names(), records, scoring(s), chain(s),
                rankBy(s) == arbiter.core.event.RankBy.MATCH_POINTS);
    }

    /** The {@code --json-out} document: status, settings, games and the standings. */
    static ObjectNode report(String status, EventSettings s, String eventName, List<EventGame> games,
                             List<GameRecord> byes) {
        ObjectNode root = OutcomeJson.MAPPER.createObjectNode();
        root.put("status", status);
        root.put("event", eventName);
        root.set("settings", s.toJson());
        root.set("games", EventState.gamesJson(games));
        root.set("standings", StandingsReport.json(summary(s, eventName, games, byes)));
        return JsonNumbers.finite(root);
    }

    private static arbiter.core.event.Scoring scoring(EventSettings s) {
        return arbiter.core.event.Scoring.byLabel(s.scoring()).orElseThrow();
    }

    private static arbiter.core.event.TieBreakChain chain(EventSettings s) {
        return new arbiter.core.event.TieBreakChain(s.tiebreaks(),
                s.tiebreakOrder().stream().map(arbiter.core.event.TieBreak::byLabel).toList()); // key or label
    }

    private static arbiter.core.event.RankBy rankBy(EventSettings s) {
        return arbiter.core.event.RankBy.valueOf(s.rankBy());
    }
}
