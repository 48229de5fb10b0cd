package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.common.OutcomeJson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Events between bundled sample engines, run in-process; the engines run as real processes. */
public class TournamentCommandTest {

    /** {@code tournament} with sample engines named {@code names}, each at depth 1 and games cut at 40 plies. */
    public static List<String> event(Path dir, List<String> names, String... rest) {
        List<String> args = new ArrayList<>(List.of("tournament"));
        for (String n : names) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        args.addAll(List.of("--each", "depth=1", "--maxplies", "40", "--state", dir.resolve("state.json").toString(),
                "--log-dir", dir.resolve("logs").toString()));
        args.addAll(List.of(rest));
        return args;
    }

    static JsonNode json(Path file) throws Exception {
        return OutcomeJson.MAPPER.readTree(Files.readString(file));
    }

    @Test
    void aRoundRobinOfFourPlaysEveryEncounterTwiceAndWritesStandingsJsonHtmlAndPgn(@TempDir Path dir)
            throws Exception {
        Path pgn = dir.resolve("rr.pgn"), out = dir.resolve("rr.json"), html = dir.resolve("rr.html");
        Cli r = Cli.run(event(dir, List.of("A", "B", "C", "D"), "--concurrency", "2", "--pgnout", pgn.toString(),
                "--json-out", out.toString(), "--html", html.toString()).toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(12, r.out().lines().filter(l -> l.startsWith("Game ")).count(), r.out());
        JsonNode j = json(out);
        assertEquals("finished", j.get("status").asText());
        assertEquals(12, j.get("games").size());
        assertEquals("MATCH_POINTS", j.get("settings").get("rankBy").asText(), "2011 14.2 for two games a pairing");
        assertEquals("MATCH_POINTS", j.path("standings").path("rankBy").asText(), "one name, in any language: " + j);
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains("12 games: 12 agree with the recorded result, 0 disagree"), again.out());
        assertTrue(Files.readString(html).contains("<svg"), "rating chart");
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void anEngineThatCannotStartForfeitsItsGamesTheEventGoesOnAndEndsWithExitCodeOne(@TempDir Path dir)
            throws Exception {
        Path out = dir.resolve("e.json");
        List<String> args = event(dir, List.of("A", "B"), "--json-out", out.toString());
        args.addAll(List.of("--engine", "name=Ghost", "cmd=" + dir.resolve("no-such-engine")));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Engine Ghost cannot be started"), r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("arbiter: engine Ghost could not be started (")
                && r.err().strip().endsWith("; its games were forfeited"), r.err());
        JsonNode games = json(out).get("games");
        assertEquals(6, games.size());
        int forfeits = 0;
        for (JsonNode g : games) {
            if (g.get("forfeit").asBoolean()) {
                forfeits++;
                int ghostSide = g.get("red").asInt() == 3 ? 0 : 1;
                assertEquals(ghostSide == 0 ? "0-1" : "1-0", g.get("result").asText(), "the missing engine loses");
            }
        }
        assertEquals(4, forfeits);
    }

    @Test
    void aSwissOfFivePairsThreeRoundsWithAByeEach(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s.json");
        Cli r = Cli.run(event(dir, List.of("A", "B", "C", "D", "E"), "--format", "swiss", "--rounds", "3",
                "--games", "1", "--concurrency", "2", "--json-out", out.toString()).toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(6, json(out).get("games").size(), "two boards a round");
    }

    @Test
    void aKnockoutOfFourEndsWithOneWinner(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("k.json");
        Cli r = Cli.run(event(dir, List.of("A", "B", "C", "D"), "--format", "knockout", "--concurrency", "2",
                "--json-out", out.toString()).toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Knockout"), r.out());
        assertTrue(json(out).get("games").size() >= 6, "two semi-finals and a final of two games at least");
    }

    @Test
    void aFileThatExistsAndIsNotAStateIsNotOverwritten(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("state.json"), "{}");
        Cli r = Cli.run(event(dir, List.of("A", "B")).toArray(String[]::new));
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("state.json exists and is not a state file; remove it or give another --state"), r.err());
        assertEquals("{}", Files.readString(dir.resolve("state.json")));
    }

    @ParameterizedTest(name = "{0} -> exit {1}")
    @CsvSource(delimiter = '|', textBlock = """
            --format ladder                | 2 | '--format': 'ladder'; expected gauntlet
            --scoring 5-0                  | 2 | '--scoring': '5-0'; expected
            --tiebreaks 小分,运气          | 2 | unknown tie-break '运气'
            --shard 4/3                    | 2 | expected I/N with 1 <= I <= N
            --format swiss --shard 1/2     | 2 | cannot be split
            --format swiss --rounds 5      | 2 | at most 2 rounds
            --format knockout --games 3    | 2 | even number
            """)
    void badSettingsAreUsageErrorsOfOneLine(String options, int exit, String message, @TempDir Path dir) {
        Cli r = Cli.run(event(dir, List.of("A", "B", "C"), options.split(" ")).toArray(String[]::new));
        assertEquals(exit, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
        assertTrue(r.err().lines().count() <= 2 && !r.err().contains("Exception"), r.err());
        assertTrue(r.err().contains("Try 'arbiter tournament --help'"), r.err());
    }

    @Test
    void resumeTakesNoOtherOptionAndReportsAMissingFile(@TempDir Path dir) {
        Cli r = Cli.run("tournament", "--resume", dir.resolve("nope.json").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("nope.json: no such file"), r.err());
        r = Cli.run("tournament", "--resume", "x.json", "--games", "4");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--resume takes no other option"), r.err());
    }

    @Test
    void anEngineSlowerThanTheHandshakeTimeoutForfeitsItsGamesThroughTheSharedEngineLayer(@TempDir Path dir)
            throws Exception {
        Path out = dir.resolve("slow.json");
        List<String> args = event(dir, List.of("A", "B"), "--json-out", out.toString(), "--handshake-timeout", "4000");
        args.add("--engine");
        args.addAll(SampleEngineCommand.settings("Slow", "--fault=slow-start", "--slow-start-ms=9000"));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertTrue(r.out().contains("Engine Slow cannot be started (engine Slow did not answer 'uci' within 4000 ms "
                + "(--handshake-timeout)): it forfeits its remaining games"), r.out() + r.err());
        int forfeits = 0;
        for (JsonNode g : json(out).get("games")) {
            forfeits += g.get("forfeit").asBoolean() ? 1 : 0;
        }
        assertEquals(4, forfeits, r.out());
    }
}
