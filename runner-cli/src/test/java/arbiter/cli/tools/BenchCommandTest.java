package arbiter.cli.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.cli.Cli;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** {@code arbiter bench} measures what each game's plan says, through the same code for every game. */
public class BenchCommandTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            xiangqi: perft, board and judge apart, five notations, four rule sets | xiangqi | perft(3) initial position: 79666 nodes;replay only (Position.play):;replay and judge (Game.play, rules):;adjudicate chinese;adjudicate --rules china-2011;(1.00 of pikafish)
            chess: perft of two positions, the judge, two notations, three rule sets | chess   | perft(3) initial position: 8902 nodes;perft(2) Kiwipete: 2039 nodes;replay and judge (GameState.play, rules):;adjudicate san;adjudicate --rules fide-1984;(1.00 of fide)
            """)
    void eachGameIsMeasuredAsItsPlanSays(String name, String game, String expected) {
        Cli r = Cli.run("bench", "--game", game, "--depth", "3", "--games", "20", "--engine", "none",
                "--pgn-extract", "none");
        assertEquals(0, r.exit(), r.err());
        for (String line : expected.split(";")) {
            assertTrue(r.out().contains(line), "'" + line + "' in:\n" + r.out());
        }
        assertTrue(r.out().contains("endings: "), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.contains("go perft")), "no peer was asked: " + r.out());
    }

    @Test
    void recordFilesAreTimedAsAdjudicateReadsThemUnderEachRuleSetWithoutPerft() {
        Cli r = Cli.run("bench", "--records", "../samples/rulebook-examples.pgn");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("adjudicate \\.\\./samples/rulebook-examples\\.pgn: "
                + "29 games \\(0 MB\\): \\d+ games/s on 1 thread, \\d+ on 2"), r.out());
        for (String rules : List.of("pikafish", "china-1999", "china-2011", "cxq")) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("adjudicate --rules " + rules)), rules + ":\n" + r.out());
        }
        assertTrue(lines.stream().noneMatch(l -> l.contains("perft") || l.contains("endings")), r.out());
    }

    @Test
    void aRecordFileThatIsNotThereIsAOneLineError() {
        Cli r = Cli.run("bench", "--records", "/nonexistent/records.pgn");
        assertEquals(1, r.exit());
        assertEquals(List.of("arbiter: --records /nonexistent/records.pgn: no such readable file (expected a PGN file "
                + "of records)"), r.err().lines().filter(l -> !l.isBlank()).toList());
    }

    @Test
    void aPeerThatIsNoProgramIsAOneLineError() {
        Cli r = Cli.run("bench", "--depth", "1", "--games", "1", "--engine", "/nonexistent/fairy");
        assertEquals(1, r.exit());
        assertEquals(List.of("arbiter: --engine /nonexistent/fairy: no such executable file (expected the path of fairy-stockfish, "
                + "or 'none' to skip the comparison)"), r.err().lines().filter(l -> !l.isBlank()).toList());
    }
}
