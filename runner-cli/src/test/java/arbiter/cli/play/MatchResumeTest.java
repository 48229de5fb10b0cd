package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.tournament.EventState;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --resume}: a match stopped part-way and resumed gives the games and statistics of one uninterrupted
 * run. Engines are deterministic (depth limits), so a game has one result whenever it is played.
 */
public class MatchResumeTest {
    static final int GAMES = 8;

    /** A match of eight games (four openings of the bundled book), SPRT on, writing {@code NAME.*} in {@code dir}. */
    static List<String> matchArgs(Path dir, String name) {
        List<String> args = new ArrayList<>(List.of("match", "--engine"));
        args.addAll(SampleEngineCommand.settings("A"));
        args.add("depth=1");
        args.add("--engine");
        args.addAll(SampleEngineCommand.settings("B"));
        args.add("depth=2");
        args.addAll(List.of("--games", String.valueOf(GAMES), "--concurrency", "2", "--maxplies", "60",
                "--sprt", "elo0=0", "elo1=5", "--handshake-timeout", "60000", "--log-dir", dir.resolve("logs").toString(),
                "--pgnout", dir.resolve(name + ".pgn").toString(), "--json-out", dir.resolve(name + ".json").toString()));
        return args;
    }

    /** What must not depend on interruptions, by game number: colours, opening, result, ending. */
    static Map<Integer, String> games(Path json) throws Exception {
        Map<Integer, String> m = new TreeMap<>();
        for (JsonNode g : TournamentCommandTest.json(json).get("games")) {
            m.put(g.get("number").asInt(), g.get("pair").asInt() + " " + g.get("red").asText() + "-"
                    + g.get("black").asText() + " " + g.get("opening").get("fen").asText() + " "
                    + g.get("opening").get("moves") + " " + g.get("result").asText() + " "
                    + g.get("termination").asText());
        }
        return m;
    }

    /** The statistics without what depends on timing. */
    static String statistics(Path json) throws Exception {
        JsonNode s = TournamentCommandTest.json(json).get("statistics");
        return s.get("wins") + " " + s.get("draws") + " " + s.get("losses") + " " + s.get("pentanomial") + " "
                + s.get("sprt");
    }

    @Test
    void aMatchInterruptedAfterSomeGamesResumesToTheGamesAndStatisticsOfOneRun(@TempDir Path dir) throws Exception {
        Cli whole = Cli.run(matchArgs(dir, "whole").toArray(String[]::new));
        assertTrue(whole.exit() == 0 || whole.exit() == MatchCommand.EXIT_NO_DECISION
                || whole.exit() == MatchCommand.EXIT_H0, whole.out() + whole.err());
        assertEquals(GAMES, games(dir.resolve("whole.json")).size(), "no decision within eight games");

        Path state = dir.resolve("cut.state.json");
        AtomicReference<Cli> cut = new AtomicReference<>();
        Thread t = new Thread(() -> cut.set(Cli.run(matchArgs(dir, "cut").toArray(String[]::new))));
        t.start();
        int before = 0;
        for (int i = 0; i < 6000 && t.isAlive() && before < 3; i++) {
            Thread.sleep(20);
            before = Files.exists(state) ? EventState.load(state).games().size() : 0;
        }
        t.interrupt(); // the runner abandons the games in flight, as on a signal
        t.join(60_000);
        assertTrue(before >= 3 && before < GAMES, "interrupted after " + before + " games");
        int saved = EventState.load(state).games().size();
        assertTrue(saved < GAMES && !EventState.load(state).finished(), "interrupted part-way: " + saved);
        assertNotEquals(0, cut.get().exit(), cut.get().out());

        Cli resumed = Cli.run("match", "--resume", state.toString());
        assertEquals(whole.exit(), resumed.exit(), resumed.out() + resumed.err());
        assertTrue(resumed.out().contains("Resuming " + state + ": " + saved + " games finished"), resumed.out());
        assertEquals(GAMES - saved, resumed.out().lines().filter(l -> l.startsWith("Game ")).count(),
                "only the games not played before: " + resumed.out());
        assertEquals(games(dir.resolve("whole.json")), games(dir.resolve("cut.json")));
        assertEquals(statistics(dir.resolve("whole.json")), statistics(dir.resolve("cut.json")));
        assertTrue(EventState.load(state).finished(), "the state says the match finished");
        Cli again = Cli.run("adjudicate", dir.resolve("cut.pgn").toString());
        assertTrue(again.out().contains(GAMES + " games: " + GAMES + " agree with the recorded result, 0 disagree"),
                again.out());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }
}
