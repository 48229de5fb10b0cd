package arbiter.cli.play;

import arbiter.cli.ChessCommandsTest;
import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter fastchess} and {@code arbiter cutechess-cli} run with the command lines the frameworks build
 * (fishtest's worker, OpenBench's client, a cutechess tuner), on real engines: chess with Debian's Stockfish,
 * xiangqi with Fairy-Stockfish through UCI; every line a framework parses is checked as it parses it
 * ({@link FrameworkContract}) and the counts against the PGN file.
 */
public class GameManagerCommandTest {
    static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    static final Path FAIRY = Path.of("/usr/games/fairy-stockfish");
    static final Path CHESS_BOOK = Path.of("../openings/chess.epd").toAbsolutePath().normalize();

    @Test
    void fishtestsCommandLineGivesABlockPerPairTheCrcAndACleanEnd(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(STOCKFISH, "stockfish");
        Path pgn = dir.resolve("results-65f0c0ffee0123456789abcd-0.pgn");
        Cli r = Cli.run(("fastchess -testEnv -recover -repeat -games 2 -rounds 3 -ratinginterval 1 -scoreinterval 1 "
                + "-autosaveinterval 0 -report penta=true -pgnout file=" + pgn + " append=false -crc32 pgn=true "
                + "-site http://127.0.0.1/tests/view/65f0c0ffee0123456789abcd -event Batch_0:_new_vs_base "
                + "-srand 12363836077284387751 -resign movecount=3 score=600 -draw movenumber=34 movecount=8 "
                + "score=20 -variant standard -concurrency 2 -openings file=" + CHESS_BOOK + " format=epd "
                + "order=random plies=16 start=1 -check-mate-pvs -engine name=New-1111111111111111 tc=1.000+0.010 "
                + "cmd=" + STOCKFISH + " dir=. option.Hash=16 -engine name=Base-2222222222222222 tc=1.000+0.010 "
                + "cmd=" + STOCKFISH + " dir=. option.Hash=16 -each proto=uci option.Threads=1 -config outname="
                + dir.resolve("config.json")).split(" "));
        assertEquals(0, r.exit(), r.out() + r.err());
        long[][] last = FrameworkContract.fishtest(r.out(), 6, pgn);
        assertArrayEquals(last[1], FrameworkContract.openBench(r.out(), "New-1111111111111111"),
                "the blocks and the Finished game lines must tell the same pairs");
        assertEquals(results(r.out()), pgnResults(pgn), "the PGN holds the games the lines report");
        assertTrue(Files.readString(pgn).contains("[Site \"http://127.0.0.1/tests/view/65f0c0ffee0123456789abcd\"]"));
    }

    @Test
    void openBenchsCommandLineWithNodesAndRelativeEnginesReportsEveryPair(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(STOCKFISH, "stockfish");
        Path engines = Files.createDirectories(dir.resolve("Engines"));
        Files.createSymbolicLink(engines.resolve("Stockfish-DEV00000"), STOCKFISH);
        Files.createSymbolicLink(engines.resolve("Stockfish-BASE0000"), STOCKFISH);
        Path pgn = dir.resolve("PGNs/42.7.1795771254.0.pgn");
        Files.createDirectories(pgn.getParent());
        List<String> argv = new ArrayList<>(List.of(("fastchess -recover -variant standard -testEnv -concurrency 2 "
                + "-rounds 2 -games 2 -resign movecount=3 score=400 -draw movenumber=40 movecount=8 score=10 "
                + "-engine dir=" + engines + "/ cmd=./Stockfish-DEV00000 proto=uci tc=inf nodes=4000 timemargin=250 "
                + "option.Threads=1 option.Hash=16 name=Stockfish-dev -engine dir=" + engines + "/ "
                + "cmd=./Stockfish-BASE0000 proto=uci tc=inf nodes=4000 timemargin=250 option.Threads=1 "
                + "option.Hash=16 name=Stockfish-base -openings file=" + CHESS_BOOK + " format=epd order=random "
                + "start=1 -srand 42 -pgnout file=" + pgn + " seldepth=true nodes=true").split(" ")));
        argv.add("match_line=^info string pgncomment .*");
        argv.addAll(List.of("-config", "outname=" + dir.resolve("config.json")));
        Cli r = Cli.run(argv.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        long[] penta = FrameworkContract.openBench(r.out(), "Stockfish-dev");
        assertEquals(2, penta[0] + penta[1] + penta[2] + penta[3] + penta[4]);
        String text = Files.readString(pgn);
        assertTrue(text.matches("(?s).*\\{[+-]?(M?\\d+(\\.\\d+)?)/\\d+ [\\d.]+s, n=\\d+, sd=\\d+\\}.*"),
                "each move's comment carries n= and sd=: " + text.substring(0, Math.min(800, text.length())));
        assertEquals(4, pgnResults(pgn).size());
        assertEquals(results(r.out()), pgnResults(pgn));
    }

    @Test
    void xiangqiThroughFairyStockfishsUciIsJudgedByTheChosenRuleBook(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(FAIRY, "fairy-stockfish");
        Path pgn = dir.resolve("x.pgn");
        Cli r = Cli.run(("fastchess -variant xiangqi -rules china-2011 -engine cmd=" + FAIRY + " name=fsf-new "
                + "-engine cmd=" + FAIRY + " name=fsf-base -each proto=uci nodes=3000 option.Hash=16 -rounds 2 "
                + "-repeat -concurrency 2 -ratinginterval 1 -srand 7 -openings file="
                + Path.of("../openings/default.epd").toAbsolutePath().normalize() + " order=random -pgnout file="
                + pgn + " -crc32 pgn=true -config outname=" + dir.resolve("config.json")).split(" "));
        assertEquals(0, r.exit(), r.out() + r.err());
        FrameworkContract.fishtest(r.out(), 4, pgn);
        FrameworkContract.openBench(r.out(), "fsf-new");
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Red \"fsf-new\"]") && text.contains("[Black \"fsf-new\"]"), text);
        assertEquals(results(r.out()), pgnResults(pgn));
    }

    @Test
    void cutechessClisLinesComeAfterEveryGameAndItsOutcomesAtTheEnd(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(STOCKFISH, "stockfish");
        Path pgn = dir.resolve("c.pgn");
        Cli r = Cli.run(("cutechess-cli -engine cmd=" + STOCKFISH + " name=a -engine cmd=" + STOCKFISH + " name=b "
                + "-each proto=uci nodes=3000 -games 2 -rounds 2 -repeat -concurrency 2 -openings file=" + CHESS_BOOK
                + " -pgnout " + pgn + " -srand 3").split(" "));
        assertEquals(0, r.exit(), r.out() + r.err());
        String out = r.out();
        assertEquals(4, count(out, "^Score of a vs b: \\d+ - \\d+ - \\d+  \\[\\d\\.\\d{3}\\] \\d+$"), out);
        assertEquals(1, count(out, "^Elo difference: .*, LOS: .* %, DrawRatio: .* %$"), out);
        assertEquals(1, count(out, "^SPRT: llr 0 \\(0\\.0%\\), lbound -inf, ubound inf$"), out);
        assertEquals(2, count(out, "^Player: [ab]$"), out);
        assertTrue(out.strip().endsWith("Finished match"), out);
        assertEquals(results(out), pgnResults(pgn));
    }

    @Test
    void fastchessInCutechessDialectPrintsScoreAndEloLines(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(STOCKFISH, "stockfish");
        Cli r = Cli.run(("fastchess -engine cmd=" + STOCKFISH + " name=a -engine cmd=" + STOCKFISH + " name=b "
                + "-each nodes=2000 -rounds 1 -output format=cutechess -openings file=" + CHESS_BOOK
                + " -config outname=" + dir.resolve("config.json")).split(" "));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals(2, count(r.out(), "^Score of a vs b: .*"), r.out());
        assertEquals(1, count(r.out(), "^Elo difference: [^,]+, LOS: [^,]+ %, DrawRatio: [^,]+ %$"), r.out());
    }

    @Test
    void aBadCommandLineGoesToStandardOutputWithExitOneAsFastchessDoes() {
        Cli r = Cli.run("fastchess", "-engine", "cmd=x", "name=a", "-rounds", "abc");
        assertEquals(1, r.exit());
        assertEquals("Error while reading option \"-rounds\" with value \"abc\"\nReason: Invalid numeric value: "
                + "\"abc\"\n", r.out());
        Cli c = Cli.run("cutechess-cli", "-foo");
        assertEquals(1, c.exit());
        assertEquals("Warning: Unknown option: \"-foo\"\n", c.err());
    }

    @Test
    void theVersionLineSatisfiesOpenBenchsCheck() {
        Cli r = Cli.run("fastchess", "--version");
        assertEquals(0, r.exit());
        Matcher m = Pattern.compile("\\d+\\.\\d+(\\.\\d+)?").matcher(r.out());
        assertTrue(m.find());
        assertEquals("1.8.1", m.group(), "OpenBench asks for 1.8.1 or later: " + r.out());
    }

    /** The results of the Finished game lines, keyed by round (pair) and first mover: "2 a" for game 3 or 4. */
    static java.util.Map<String, String> results(String out) {
        java.util.Map<String, String> r = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("(?m)^Finished game (\\d+) \\((\\S+) vs \\S+\\): (\\S+) \\{").matcher(out);
        while (m.find()) {
            r.put((Integer.parseInt(m.group(1)) + 1) / 2 + " " + m.group(2), m.group(3));
        }
        return r;
    }

    /** The PGN file's results, keyed as {@link #results}: by the Round tag and the first mover's tag. */
    static java.util.Map<String, String> pgnResults(Path pgn) throws Exception {
        java.util.Map<String, String> r = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("\\[Round \"(\\d+)\"\\]\\s*\\[(?:White|Red) \"([^\"]+)\"\\]\\s*\\[Black \"[^\"]+\"\\]"
                + "\\s*\\[Result \"([^\"]+)\"\\]").matcher(Files.readString(pgn));
        while (m.find()) {
            r.put(m.group(1) + " " + m.group(2), m.group(3));
        }
        return r;
    }

    private static int count(String out, String regex) {
        return (int) out.lines().filter(l -> l.matches(regex)).count();
    }
}
