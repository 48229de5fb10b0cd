package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mating move that arrives after the flag fell: under {@code pikafish} the flag decides, under {@code china-1999}
 * the mate on the board stands (22.5).
 */
public class LateMateTest {
    /** Red mates with b0b9: the rook on a8 holds rank 8. */
    private static final String BOOK = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1 ; mate in one\n";

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            pikafish   | 0-1 time-forfeit
            china-1999 | 1-0 checkmate
            """)
    void aMateThatArrivesAfterTheFlagStandsOnlyWhereTheRulesSaySo(String rules, String expected, @TempDir Path dir)
            throws Exception {
        Path book = dir.resolve("book.epd");
        Files.writeString(book, BOOK);
        Path red = ScriptEngine.write(dir, "Slow", "", null, "sleep 1.4; echo 'bestmove b0b9'");
        Path black = ScriptEngine.playing(dir, "Other", "e9e8");
        Cli r = Cli.run("match", "--rules", rules, "--games", "1", "--openings", "file=" + book,
                "--engine", "name=Slow", "cmd=" + red, "--engine", "name=Other", "cmd=" + black,
                "--each", "tc=1", "timemargin=0", "--pgnout", dir.resolve("g.pgn").toString(),
                "--log-dir", dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Slow - Other " + expected), r.out());
        if (rules.equals("china-1999")) {
            String pgn = Files.readString(dir.resolve("g.pgn"));
            assertTrue(pgn.contains("b0b9") && pgn.contains("after the flag: a mate on the board stands"), pgn);
        }
    }
}
