package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

public class MainTest {
    static final String[] COMMANDS = {"match", "tournament", "serve", "merge", "adjudicate", "perft", "book", "convert",
        "bench", "fastchess", "cutechess-cli"};

    @Test
    void helpListsEverySubcommand() {
        Cli r = Cli.run("--help");
        assertEquals(0, r.exit());
        for (String c : COMMANDS) {
            assertTrue(r.out().contains(c), c + " missing from: " + r.out());
        }
    }

    @Test
    void aBadPortOrCountIsNamedBeforeAnythingRuns() {
        Cli serve = Cli.run("serve", "games.pgn", "--port", "99999");
        assertEquals(2, serve.exit(), serve.err());
        assertTrue(serve.err().contains("Invalid value for option '--port': 99999; expected a port, 0 to 65535"),
                serve.err());
        assertEquals("", serve.out());
        Cli match = Cli.run("match", "--engine", "name=a", "cmd=x", "depth=1", "--engine", "name=b", "cmd=x",
                "depth=1", "--concurrency", "0");
        assertEquals(2, match.exit(), match.err());
        assertTrue(match.err().contains("Invalid value for option '--concurrency': 0; expected 1 or more"),
                match.err());
        Cli tournament = Cli.run("tournament", "--engine", "name=a", "cmd=/bin/true", "depth=1", "--engine", "name=b",
                "cmd=/bin/true", "depth=1", "--live", "99999");
        assertEquals(2, tournament.exit(), tournament.err());
        assertTrue(tournament.err().contains("Invalid value for option '--live': 99999; expected a port"),
                tournament.err());
        assertEquals("", tournament.out(), "nothing printed (no sandbox line) before the refusal");
    }

    @Test
    void aPolyglotWalksKeysAreRefusedForAnEpdBook() {
        Cli r = Cli.run("match", "--engine", "name=a", "cmd=x", "depth=1", "--engine", "name=b", "cmd=x", "depth=1",
                "--openings", "file=../openings/default.epd", "depth=abc");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--openings: depth= walks a Polyglot book; an EPD or PGN book takes file, format, "
                + "order, seed and plies"), r.err());
    }

    @Test
    void aMissingEngineIsOneLineOnce(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        Cli r = Cli.run("match", "--engine", "name=a", "cmd=/nonexistent/engine", "depth=1", "--engine", "name=b",
                "cmd=/nonexistent/engine", "depth=1", "--log-dir", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("/nonexistent/engine"), r.err());
        assertTrue(!r.out().contains("Final:") && !r.out().contains("stopped"), r.out());
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        assertEquals(2, Cli.run("frobnicate").exit());
    }

    @ParameterizedTest(name = "arbiter {0} --help")
    @ValueSource(strings = {"", "match", "tournament", "serve", "merge", "adjudicate", "perft", "book", "convert",
        "bench"})
    void everyHelpEndsWithTheOneExitCodeTable(String command) {
        Cli r = command.isEmpty() ? Cli.run("--help") : Cli.run(command, "--help");
        assertEquals(0, r.exit());
        String table = r.out().substring(Math.max(0, r.out().indexOf("Exit codes (every command):")));
        for (String row : new String[] {"  0    done", "  1    runtime error", "  2    usage error",
            "  3    match: SPRT accepted H0; 4 match: SPRT undecided", "  129, 130, 143  stopped by SIGHUP"}) {
            assertTrue(table.contains(row), row + " missing from the help of '" + command + "': " + r.out());
        }
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "arbiter {0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            match --gmaes 2          | Did you mean: --games?
            adjudicate --rulez x     | Did you mean: --rules?
            matc                     | Did you mean: arbiter match
            """)
    void aMistypedCommandOrOptionIsAnsweredWithTheNearestName(String args, String suggestion) {
        Cli r = Cli.run(args.split(" "));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(suggestion), r.err());
    }
}
