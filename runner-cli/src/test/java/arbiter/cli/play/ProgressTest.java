package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a running match or event tells its user as it goes, as cutechess-cli does. */
public class ProgressTest {

    @Test
    void aTournamentSaysWhichGameStartsAndPrintsTheStandingsEveryRatingInterval(@TempDir Path dir) {
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B", "C"), "--rating-interval", "2")
                .toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        List<String> started = lines.stream().filter(l -> l.startsWith("Started game ")).toList();
        assertEquals(6, started.size(), r.out());
        for (int k = 1; k <= 6; k++) {
            int n = k;
            assertTrue(started.stream().anyMatch(l -> l.matches("Started game " + n + " of 6 \\([ABC] vs [ABC]\\)")),
                    "game " + k + " in " + started);
        }
        // after games 2 and 4, and the final standings after game 6
        assertEquals(3, lines.stream().filter(l -> l.startsWith("scoring 2-1-0, tie-breaks")).count(), r.out());
        int afterTwo = lines.indexOf(lines.stream().filter(l -> l.startsWith("Game 2/6")).findFirst().orElseThrow());
        assertTrue(lines.get(afterTwo + 3).startsWith("scoring 2-1-0"), r.out());
    }

    @Test
    void ratingIntervalZeroPrintsTheStandingsOnlyAtTheEnd(@TempDir Path dir) {
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B"), "--rating-interval", "0", "--games", "4")
                .toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(1, r.out().lines().filter(l -> l.startsWith("scoring 2-1-0, tie-breaks")).count(), r.out());
    }

    @Test
    void aMatchSaysWhichGameStarts(@TempDir Path dir) {
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"),
                "--each", "depth=1", "--games", "2", "--maxplies", "10", "--log-dir", dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("Started game 1 of 2 (A vs B)", lines.get(0), r.out());
        assertTrue(lines.contains("Started game 2 of 2 (B vs A)"), r.out());
    }
}
