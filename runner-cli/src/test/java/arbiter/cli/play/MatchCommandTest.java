package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.common.EngineSpecParser;

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

/** Matches between bundled sample engines, run in-process; engines run as real processes. */
public class MatchCommandTest {

    public static Cli match(List<String> a, List<String> b, String... rest) {
        List<String> args = new ArrayList<>(List.of("match", "--engine"));
        args.addAll(a);
        args.add("--engine");
        args.addAll(b);
        args.addAll(List.of(rest));
        return Cli.run(args.toArray(String[]::new));
    }

    public static long leftoverProcesses() throws InterruptedException {
        for (int i = 0; i < 50 && ProcessHandle.current().descendants().anyMatch(ProcessHandle::isAlive); i++) {
            Thread.sleep(100);
        }
        List<ProcessHandle> left = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList();
        // Reported here and then killed, so that a leak fails the test that made it and not every later one.
        for (ProcessHandle h : left) {
            System.err.println("left: " + h.pid() + " " + h.info());
            h.destroyForcibly();
        }
        return left.size();
    }

    @Test
    void twoSampleEnginesPlayAGamePairWhosePgnReadjudicatesToTheSameResults(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("games.pgn");
        Cli r = match(SampleEngineCommand.settings("Alpha"), SampleEngineCommand.settings("Beta"),
                "--each", "nodes=3000", "--games", "2", "--concurrency", "2", "--pgnout", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(2, r.out().lines().filter(l -> l.startsWith("Game ")).count(), r.out());
        assertTrue(r.out().contains("Final: Score of Alpha vs Beta"), r.out());
        String text = Files.readString(pgn);
        for (String tag : List.of("Event", "Site", "Date", "Round", "Red", "Black", "Result", "FEN", "SetUp",
                "Termination", "TimeControl", "PlyCount", "GameStartTime", "GameDuration")) {
            assertTrue(text.contains("[" + tag + " "), tag + " missing");
        }
        assertTrue(text.matches("(?s).*\\{[+-](\\d+\\.\\d\\d|M\\d+)/\\d+ \\d+\\.\\d{3}s}.*"), "engine comments");
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains("2 games: 2 agree with the recorded result, 0 disagree"), again.out());
        assertEquals(0, leftoverProcesses());
    }

    @ParameterizedTest(name = "{0} at ply {1} -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            crash       | 4 | engine-crash
            exit-on-go  | 4 | engine-crash
            hang        | 4 | time-forfeit
            illegal     | 2 | illegal-move
            garbage     | 2 | illegal-move
            none        | 2 | illegal-move
            """)
    void aMisbehavingEngineLosesEveryGameWithTheRightTerminationAndLeavesNoProcess(String fault, int ply,
                                                                                    String termination)
            throws Exception {
        Cli r = match(SampleEngineCommand.settings("Bad", "--fault=" + fault, "--fault-ply=" + ply),
                SampleEngineCommand.settings("Good"), "--each", "tc=4+0.1", "--games", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(List.of("Game 1/2: Bad - Good 0-1 " + termination, "Game 2/2: Good - Bad 1-0 " + termination),
                games, r.out());
        assertEquals(0, leftoverProcesses(), "processes left behind");
    }

    @Test
    void anEngineThatHangsUnderANodeLimitStalls() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Bad", "--fault=hang", "--fault-ply=2"),
                SampleEngineCommand.settings("Good"), "--each", "nodes=2000", "--games", "1", "--stall-timeout",
                "1500");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Bad - Good 0-1 stalled"), r.out());
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void missingEngineBinaryIsAOneLineError() {
        Cli r = match(List.of("name=Ghost", "cmd=/no/such/engine", "depth=2"), SampleEngineCommand.settings("Good"),
                "--each", "depth=2", "--games", "2");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("engine Ghost: cmd=/no/such/engine: no such file"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bad time control     | tc=40/          | tc: '40/' has no time after '/'
            unknown key          | colour=red      | unknown key 'colour'
            bad protocol         | proto=cecp3     | proto='cecp3'; expected uci, ucci or xboard
            no limit             | option.Hash=16  | no limit; expected tc=..., st=..., nodes=N or depth=N
            both tc and st       | st=1 tc=10      | give tc or st, not both
            """)
    void badEngineSettingsAreNamedUsageErrors(String name, String setting, String message) {
        List<String> a = new ArrayList<>(List.of("name=A", "cmd=/bin/true"));
        a.addAll(List.of(setting.split(" ")));
        Cli r = match(a, List.of("name=B", "cmd=/bin/true", "depth=1"));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--engine #1 (A): " + message) || r.err().contains("--engine #1: " + message),
                r.err());
    }

    @Test
    void badOpeningLineIsNamedByFileAndLine(@TempDir Path dir) throws Exception {
        Path book = dir.resolve("book.epd");
        Files.writeString(book, "# a book\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w ; start\n"
                + "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w moves h2e2 h2e2\n");
        Cli r = match(List.of("name=A", "cmd=/bin/true", "depth=1"), List.of("name=B", "cmd=/bin/true", "depth=1"),
                "--openings", "file=" + book);
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("book.epd:3: move 2: illegal move h2e2"), r.err());
    }

    @Test
    void configFileGivesTheSettingsAndTheCommandLineWins(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("report.json");
        Path cfg = dir.resolve("match.json");
        Files.writeString(cfg, "{\"games\": 4, \"maxplies\": 20, \"event\": \"from config\", \"jsonOut\": \""
                + json.toString().replace("\\", "\\\\") + "\"}");
        Cli r = match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"), "--each", "nodes=500",
                "--config", cfg.toString(), "--games", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(2, r.out().lines().filter(l -> l.startsWith("Game ")).count(), "--games on the command line wins");
        assertTrue(r.out().contains("1/2-1/2 adjudication"), "maxplies from the config: " + r.out());
        var report = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile());
        assertEquals("finished", report.get("status").asText());
        assertEquals(2, report.get("games").size());
        assertEquals(2, report.get("statistics").get("draws").asInt());
    }

    @Test
    void enginesFileDefinesEnginesByName(@TempDir Path dir) throws Exception {
        Path lib = dir.resolve("engines.json");
        List<String> s = SampleEngineCommand.settings("Lib");
        StringBuilder args = new StringBuilder();
        for (String t : s) {
            if (t.startsWith("arg=")) {
                args.append(args.length() == 0 ? "" : ",").append('"').append(t.substring(4).replace("\\", "\\\\"))
                        .append('"');
            }
        }
        String cmd = s.get(1).substring(4).replace("\\", "\\\\");
        Files.writeString(lib, "[{\"name\": \"Lib\", \"cmd\": \"" + cmd + "\", \"args\": [" + args
                + "], \"nodes\": 500}]");
        Cli r = match(List.of("name=Lib"), SampleEngineCommand.settings("Other"), "--each", "nodes=500",
                "--engines", lib.toString(), "--games", "2", "--maxplies", "10");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/2: Lib - Other"), r.out());
        Cli missing = match(List.of("name=Nobody"), SampleEngineCommand.settings("Other"), "--engines",
                lib.toString());
        assertEquals(2, missing.exit(), "a name= that the --engines file lacks is a usage error");
        assertTrue(missing.err().contains("defines no engine named 'Nobody'"), missing.err());
    }

    @Test
    void engineStderrGoesToItsLog(@TempDir Path dir) throws Exception {
        Cli r = match(SampleEngineCommand.settings("Bad", "--fault=crash", "--fault-ply=2"),
                SampleEngineCommand.settings("Good"), "--each", "nodes=500", "--games", "1", "--log-dir",
                dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(Files.readString(dir.resolve("logs/Bad.stderr.log")).contains("fault 'crash'"));
        assertFalse(Files.exists(dir.resolve("logs/Good.stderr.log")), "no file for an engine that wrote nothing");
    }

    @Test
    void sprtWithoutGamesPlaysUntilItDecidesAndPrintsTheLlrWithItsBoundsOnEveryScoreLine() {
        String[] sprt = {"--sprt", "elo0=0", "elo1=100", "alpha=0.1", "beta=0.1", "--concurrency", "2"};
        List<String> strong = new ArrayList<>(SampleEngineCommand.settings("Strong"));
        strong.add("nodes=1500");
        List<String> weak = new ArrayList<>(SampleEngineCommand.settings("Weak"));
        weak.add("depth=1");
        Cli h1 = match(strong, weak, sprt); // no --games: not the default 2, but until the test decides
        assertEquals(0, h1.exit(), h1.out() + h1.err());
        assertTrue(h1.out().matches("(?s).*\nSPRT: H1 accepted, LLR \\d+\\.\\d\\d \\(-2\\.20, 2\\.20\\) \\[0\\.00, "
                + "100\\.00\\]\n.*"), h1.out());
        long games = h1.out().lines().filter(l -> l.startsWith("Game ")).count();
        assertTrue(games > 2 && games < 60, "the test decides after more than 2 games; played " + games);
        List<String> scores = h1.out().lines().filter(l -> l.startsWith("Score of ") || l.startsWith("Final: "))
                .toList();
        assertEquals(games + 1, scores.size(), h1.out());
        scores.forEach(l -> assertTrue(l.matches(".* \\| LLR -?\\d+\\.\\d\\d \\(-2\\.20, 2\\.20\\) "
                + "\\[0\\.00, 100\\.00\\]"), l));
        Cli h0 = match(weak, strong, sprt);
        assertEquals(MatchCommand.EXIT_H0, h0.exit(), h0.out() + h0.err());
        assertTrue(h0.out().contains("SPRT: H0 accepted, LLR -"), h0.out());
    }

    @Test
    void anEngineThatStartsSlowlyWithinTheHandshakeTimeoutStillPlaysItsGames() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Slow", "--fault=slow-start", "--slow-start-ms=1500"),
                SampleEngineCommand.settings("Quick"), "--each", "nodes=500", "--games", "2", "--maxplies", "30");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(2, games.size(), r.out());
        games.forEach(g -> assertFalse(g.contains("crash") || g.contains("stalled") || g.contains("forfeit"), g));
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void anEngineThatCannotBeRestartedForfeitsItsGamesAndTheMatchGoesOn(@TempDir Path dir) throws Exception {
        List<String> sample = SampleEngineCommand.settings("Fragile", "--fault=crash", "--fault-ply=2");
        StringBuilder exec = new StringBuilder("exec '" + sample.get(1).substring(4) + "'");
        sample.stream().filter(t -> t.startsWith("arg=")).forEach(t -> exec.append(" '").append(t.substring(4))
                .append("'"));
        Path script = dir.resolve("fragile.sh");
        Files.writeString(script, "#!/bin/sh\n# starts once, then never again\nif [ -e '" + dir.resolve("once")
                + "' ]; then exit 1; fi\ntouch '" + dir.resolve("once") + "'\n" + exec + "\n");
        script.toFile().setExecutable(true);
        Cli r = match(List.of("name=Fragile", "cmd=" + script), SampleEngineCommand.settings("Steady"),
                "--each", "nodes=500", "--games", "3");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(List.of("Game 1/3: Fragile - Steady 0-1 engine-crash", "Game 2/3: Steady - Fragile 1-0 engine-crash",
                "Game 3/3: Fragile - Steady 0-1 engine-crash"), games, r.out());
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void thePgnCanBeWrittenInChineseNotationAndStillReadjudicates(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("cn.pgn");
        Cli r = match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"), "--each", "nodes=500",
                "--games", "2", "--maxplies", "20", "--notation", "chinese", "--pgnout", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Format \"Chinese\"]") && text.contains("1. 炮二平五 {book} 马8进7 {book}"), text);
        assertTrue(Cli.run("adjudicate", pgn.toString()).out().contains("2 games: 2 agree"));
    }

    @Test
    void anEngineAnsweringInIccsLosesByIllegalMoveNamingTheTextAndTheMatchStopsAskingAboutProto() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Iccs", "--fault=iccs"), SampleEngineCommand.settings("Good"),
                "--each", "nodes=500", "--games", "4");
        assertEquals(1, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(List.of("Game 1/4: Iccs - Good 0-1 illegal-move", "Game 2/4: Good - Iccs 1-0 illegal-move"),
                games, r.out());
        assertTrue(r.err().contains("engine Iccs played an illegal first move in every game (2 games; last: "),
                r.err());
        assertTrue(r.err().contains("is not a move in uci notation") && r.err().contains("is its proto= right?"),
                r.err());
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void aSecondBestmoveForOneGoIsNeverTakenForTheAnswerToTheNextGo() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Double", "--fault=double-answer"),
                SampleEngineCommand.settings("Good"), "--each", "nodes=500", "--games", "2", "--maxplies", "16");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(2, games.size(), r.out());
        games.forEach(g -> assertFalse(g.contains("illegal-move"), games.toString()));
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void aLateBestmoveAfterStopDoesNotCostTheEngineTheNextGame() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Late", "--fault=late-answer"),
                SampleEngineCommand.settings("Good"), "--each", "tc=1+0.1", "--games", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(List.of("Game 1/2: Late - Good 0-1 time-forfeit", "Game 2/2: Good - Late 1-0 time-forfeit"),
                games, r.out());
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void anEngineSlowerThanTheHandshakeTimeoutCannotBeStarted() throws Exception {
        Cli r = match(SampleEngineCommand.settings("Slow", "--fault=slow-start", "--slow-start-ms=3000"),
                SampleEngineCommand.settings("Quick"), "--each", "nodes=500", "--games", "2",
                "--handshake-timeout", "700");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("engine Slow did not answer 'uci' within 700 ms (--handshake-timeout)"),
                r.err());
        assertEquals(0, leftoverProcesses());
    }

    @Test
    void anOptionTheEngineDidNotListIsWarnedAbout() throws Exception {
        List<String> a = new ArrayList<>(SampleEngineCommand.settings("A"));
        a.addAll(List.of("option.NoSuchOption=3", "option.hash=8"));
        Cli r = match(a, SampleEngineCommand.settings("B"), "--each", "nodes=300", "--games", "2", "--maxplies",
                "10", "--concurrency", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().lines().filter(l -> l.equals("Warning: engine A did not list option "
                + "'NoSuchOption' at its handshake; it was sent anyway")).count(), r.err());
        assertFalse(r.err().contains("'hash'"), r.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            natural limit within the book | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 1 moves h2e2 h9g7 | before book move 2 (natural-limit
            bare kings                    | 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1                                                  | at the end of its book line (insufficient-material
            """)
    void anOpeningTheRulesEndWithinItsBookIsAUserErrorNotAnInternalOne(String name, String line, String message,
                                                                       @TempDir Path dir) throws Exception {
        Path book = dir.resolve("book.epd");
        Files.writeString(book, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 ; fine\n"
                + line + "\n");
        Cli r = match(SampleEngineCommand.settings("A"), SampleEngineCommand.settings("B"), "--each", "depth=1",
                "--games", "4", "--openings", "file=" + book);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--openings: " + book + ":2: the rules (pikafish) end the game " + message),
                r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        assertFalse(r.out().contains("Game "), r.out());
    }

    @Test
    void theDefaultTimeMarginIsTheMeasuredRunnerDelayAndTheHelpSaysSo() {
        var spec = EngineSpecParser.parse(List.of(), List.of("name=A", "cmd=/bin/true", "tc=10+0.1"), "--engine #1");
        assertEquals(arbiter.match.EngineSpec.DEFAULT_MARGIN_MS, spec.marginMs());
        assertEquals(100, spec.marginMs());
        var own = EngineSpecParser.parse(List.of(), List.of("name=A", "cmd=/bin/true", "tc=10", "timemargin=0"), "x");
        assertEquals(0, own.marginMs());
        assertTrue(Cli.run("match", "--help").out().contains("grace before the flag falls, per move (default: 100)"));
    }
}
