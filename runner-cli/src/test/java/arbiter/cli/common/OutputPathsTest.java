package arbiter.cli.common;

import arbiter.cli.Cli;
import arbiter.cli.play.MatchCommandTest;
import arbiter.cli.play.TournamentCommandTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Output paths are checked before any game is played or file read: the engines here cannot start, so a check
 * that came later would end in an engine error instead of the path's.
 */
public class OutputPathsTest {
    private static final List<String> GHOST_A = List.of("name=A", "cmd=/no/such/engine", "depth=1");
    private static final List<String> GHOST_B = List.of("name=B", "cmd=/no/such/engine", "depth=1");

    private static Cli match(Path dir, String... rest) {
        List<String> args = new ArrayList<>(List.of(rest));
        if (!args.contains("--log-dir")) {
            args.addAll(List.of("--log-dir", dir.resolve("logs").toString()));
        }
        return MatchCommandTest.match(GHOST_A, GHOST_B, args.toArray(String[]::new));
    }

    /** {@code %} in a row stands for the test's folder. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            pgn and json the same file        | --pgnout %/x --json-out %/x          | --json-out %/x is the same file as --pgnout %/x
            same file through ./              | --pgnout %/./x --json-out %/x        | is the same file as --pgnout %/./x
            same file through a link          | --pgnout %/link --json-out %/real    | --json-out %/real is the same file as --pgnout %/link
            output is the book                | --openings file=%/real --pgnout %/real | --pgnout %/real is the same file as --openings %/real
            """)
    void twoOptionsNamingOneFileAreAUsageError(String name, String options, String message, @TempDir Path dir)
            throws Exception {
        Files.writeString(dir.resolve("real"), "kept");
        Files.createSymbolicLink(dir.resolve("link"), dir.resolve("real"));
        Cli r = match(dir, options.replace("%", dir.toString()).split(" "));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(message.replace("%", dir.toString())), r.err());
        assertEquals("kept", Files.readString(dir.resolve("real")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            missing folder        | --pgnout %/no/g.pgn     | --pgnout %/no/g.pgn: cannot write (no such folder: %/no)
            a folder, not a file  | --json-out %            | --json-out %: is a folder; expected a file name
            folder is a file      | --pgnout %/real/g.pgn   | --pgnout %/real/g.pgn: cannot write (%/real is not a folder)
            log dir is a file     | --log-dir %/real        | --log-dir %/real: is a file; expected a folder
            read-only folder      | --pgnout /sys/g.pgn     | --pgnout /sys/g.pgn: cannot write (Permission denied)
            """)
    void anOutputThatCannotBeWrittenIsOneLineNamingThePathAndTheReason(String name, String options, String message,
                                                                      @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("real"), "kept");
        Cli r = match(dir, options.replace("%", dir.toString()).split(" "));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals("arbiter: " + message.replace("%", dir.toString()), r.err().strip());
    }

    @Test
    void aTournamentWithTheStateAsItsJsonOutputIsRefusedAndWritesNothing(@TempDir Path dir) {
        List<String> args = TournamentCommandTest.event(dir, List.of("A", "B"), "--json-out",
                dir.resolve("state.json").toString());
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("is the same file as --json-out"), r.err());
        assertFalse(Files.exists(dir.resolve("state.json")));
    }

    @Test
    void aTournamentWithABadPgnPathLeavesNoStateAndTheCorrectedRerunPlays(@TempDir Path dir) {
        Path bad = dir.resolve("missing").resolve("t.pgn");
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B"), "--pgnout", bad.toString())
                .toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--pgnout " + bad + ": cannot write (no such folder"), r.err());
        assertFalse(Files.exists(dir.resolve("state.json")), "no state file blocks the rerun");
        Cli again = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B"), "--pgnout",
                dir.resolve("t.pgn").toString()).toArray(String[]::new));
        assertEquals(0, again.exit(), again.out() + again.err());
    }

    @Test
    void adjudicateFixOntoItsOwnInputRewritesItInPlace(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n[Result \"1/2-1/2\"]\n\n1. h2e2 h9g7 2. h0g2 1/2-1/2\n\n");
        Cli r = Cli.run("adjudicate", pgn.toString(), "--fix", dir.resolve(".").resolve("g.pgn").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(Files.readString(pgn).contains("h2e2"), Files.readString(pgn));
    }

    @Test
    void adjudicateRefusesAnHtmlReportOverItsInput(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("g.pgn");
        String text = "[Event \"x\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n\n";
        Files.writeString(pgn, text);
        Cli r = Cli.run("adjudicate", pgn.toString(), "--html", pgn.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--html " + pgn + " is the same file as FILE.pgn " + pgn), r.err());
        assertEquals(text, Files.readString(pgn));
    }

    @Test
    void mergeRefusesToWriteOverAShardFile(@TempDir Path dir) throws Exception {
        Path shard = dir.resolve("s1.json");
        Files.writeString(shard, "{}");
        Cli r = Cli.run("merge", shard.toString(), "--json-out", shard.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("{}", Files.readString(shard));
    }

    @Test
    void convertOutIntoAMissingFolderFailsBeforeReading(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("no").resolve("c.pgn");
        Cli r = Cli.run("convert", dir.resolve("absent.pgn").toString(), "--notation", "wxf", "--out",
                out.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--out " + out + ": cannot write (no such folder"), r.err());
    }

    @Test
    void bookOutIntoAMissingFolderFailsBeforeTheEngineStarts(@TempDir Path dir) throws Exception {
        Path lines = dir.resolve("lines.txt");
        Files.writeString(lines, "central cannon | h2e2 h9g7\n");
        Path out = dir.resolve("no").resolve("b.epd");
        Cli r = Cli.run("book", "--lines", lines.toString(), "--out", out.toString(), "--engine", "name=X",
                "cmd=/no/such/engine", "depth=1");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals("arbiter: --out " + out + ": cannot write (no such folder: " + out.getParent() + ")",
                r.err().strip());
    }

    @Test
    void twoOutputsMayShareADeviceThatKeepsNothing(@TempDir Path dir) {
        Cli r = match(dir, "--pgnout", "/dev/null", "--json-out", "/dev/null");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("engine A"), "the engines are the problem, not the outputs: " + r.err());
    }
}
