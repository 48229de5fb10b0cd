package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.common.OutcomeJson;
import arbiter.cli.common.Words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real full disk under the PGN file (a tmpfs of a few KB, mounted as root, as CI runs): the run stops with one
 * line naming the file and the reason, exit 1, and a game counts (console, JSON, state) only when its PGN text is
 * wholly in the file.
 */
public class FullDiskTest {
    private Path mounted;

    /** A folder on a file system of {@code kb} KB; the test is skipped where mounting is not allowed. */
    private Path smallDisk(Path dir, int kb) throws Exception {
        Path m = Files.createDirectories(dir.resolve("small"));
        Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=" + kb + "k", "tmpfs", m.toString())
                .redirectErrorStream(true).start();
        boolean ok = p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        Assumptions.assumeTrue(ok, "cannot mount a tmpfs here (needs root): " + new String(p.getInputStream()
                .readAllBytes()));
        mounted = m;
        return m;
    }

    @AfterEach
    void unmount() throws Exception {
        if (mounted != null) {
            new ProcessBuilder("umount", "-l", mounted.toString()).start().waitFor(20, TimeUnit.SECONDS);
        }
    }

    private static long pgnGames(Path pgn) throws Exception {
        return Files.readString(pgn).lines().filter(l -> l.startsWith("[Event ")).count();
    }

    @Test
    void aMatchWhosePgnDiskFillsStopsAndCountsOnlyTheGamesTheFileHolds(@TempDir Path dir) throws Exception {
        Path pgn = smallDisk(dir, 12).resolve("games.pgn");
        Path json = dir.resolve("match.json");
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"),
                "--each", "depth=1", "--games", "40", "--concurrency", "2", "--pgnout", pgn.toString(),
                "--json-out", json.toString(), "--state", dir.resolve("match.state.json").toString(),
                "--log-dir", dir.resolve("logs").toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--pgnout " + pgn + ": cannot write (No space left on device)"), r.err());
        long inFile = pgnGames(pgn);
        assertTrue(inFile >= 1 && inFile < 40, "games in the PGN: " + inFile);
        assertEquals(inFile, r.out().lines().filter(l -> l.startsWith("Game ")).count(), r.out());
        JsonNode j = OutcomeJson.MAPPER.readTree(Files.readString(json));
        assertEquals(inFile, j.get("games").size(), "JSON games");
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains(Words.count(inFile, "game") + ": " + inFile + " agree with the recorded result, 0 disagree,"
                + " 0 unreadable"), again.out() + again.err());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void aTournamentWhosePgnDiskFillsKeepsItsStateAndPgnInStep(@TempDir Path dir)
            throws Exception {
        Path pgn = smallDisk(dir, 12).resolve("event.pgn");
        Path state = dir.resolve("state.json");
        List<String> args = TournamentCommandTest.event(dir, List.of("A", "B", "C", "D"), "--cycles", "3",
                "--concurrency", "2", "--pgnout", pgn.toString());
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--pgnout " + pgn + ": cannot write (No space left on device)"), r.err());
        JsonNode s = arbiter.tournament.EventState.load(state).toJson();
        long inFile = pgnGames(pgn);
        assertTrue(inFile >= 1, "games in the PGN: " + inFile);
        assertEquals(inFile, s.get("games").size(), "the state counts exactly the games in the PGN");
        assertEquals(Files.size(pgn), s.get("pgnBytes").asLong(), "the state ends where the PGN ends");
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains(Words.count(inFile, "game") + ": " + inFile + " agree"), again.out() + again.err());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void aMatchWhoseStateDiskFillsKeepsInItsPgnOnlyTheGamesThatCount(@TempDir Path dir) throws Exception {
        Path state = smallDisk(dir, 8).resolve("match.state.json");
        Path pgn = dir.resolve("games.pgn");
        Path json = dir.resolve("match.json");
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"),
                "--each", "depth=1", "--games", "200", "--concurrency", "2", "--pgnout", pgn.toString(),
                "--json-out", json.toString(), "--state", state.toString(), "--log-dir",
                dir.resolve("logs").toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--state: cannot save the state after game"), r.err());
        long inFile = pgnGames(pgn);
        assertTrue(inFile >= 1 && inFile < 200, "games in the PGN: " + inFile);
        assertEquals(inFile, r.out().lines().filter(l -> l.startsWith("Game ")).count(), r.out());
        assertEquals(inFile, OutcomeJson.MAPPER.readTree(Files.readString(json)).get("games").size(), "JSON games");
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }
}
