package arbiter.cli.common;

import arbiter.cli.Cli;
import arbiter.cli.play.TournamentCommandTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One of a thing is singular in every message. */
public class WordsTest {

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource({"1, game, 1 game", "2, game, 2 games", "0, file, 0 files", "1, ply, 1 ply", "3, ply, 3 plies",
        "2, day, 2 days"})
    void countsTakeTheRightNumber(long n, String noun, String expected) {
        assertEquals(expected, Words.count(n, noun));
    }

    @Test
    void convertingOneGameSaysOneGame(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n\n");
        Cli r = Cli.run("convert", pgn.toString(), "--notation", "wxf", "--out", dir.resolve("o.pgn").toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("1 game written to " + dir.resolve("o.pgn"), r.out().strip());
    }

    @Test
    void aSwissOfTwoHasAtMostOneRound(@TempDir Path dir) {
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B"), "--format", "swiss", "--rounds", "2")
                .toArray(String[]::new));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("a Swiss of 2 players has at most 1 round without rematches"), r.err());
    }

    @Test
    void mergingOneFileSaysOneFile(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("e.json");
        Cli event = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B"), "--json-out", json.toString())
                .toArray(String[]::new));
        assertEquals(0, event.exit(), event.err());
        Cli r = Cli.run("merge", json.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Merged 1 file: 2 of 2 games"), r.out());
    }
}
