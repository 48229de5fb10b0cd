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

    @Test
    void aTournamentGameKeepsTheNumberItStartedWithWhenItFinishes(@TempDir Path dir) {
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B", "C"), "--concurrency", "2")
                .toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        java.util.Map<String, String> startedAs = new java.util.HashMap<>();
        java.util.regex.Pattern started = java.util.regex.Pattern.compile("Started game (\\d+) of 6 \\((\\w) vs (\\w)\\)");
        java.util.regex.Pattern finished = java.util.regex.Pattern.compile("Game (\\d+)/6 \\([^)]*\\): (\\w) vs (\\w):.*");
        int checked = 0;
        for (String l : r.out().lines().toList()) {
            java.util.regex.Matcher s = started.matcher(l);
            if (s.matches()) {
                startedAs.put(s.group(2) + s.group(3), s.group(1)); // each pairing plays once a colour in a double round
            }
            java.util.regex.Matcher f = finished.matcher(l);
            if (f.matches()) {
                assertEquals(startedAs.get(f.group(2) + f.group(3)), f.group(1), l + "\n" + r.out());
                checked++;
            }
        }
        assertEquals(6, checked, r.out());
    }
}
