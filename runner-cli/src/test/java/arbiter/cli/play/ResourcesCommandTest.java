package arbiter.cli.play;

import arbiter.cli.ChessCommandsTest;
import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code threads=} and {@code hash=} on real engines: what reaches each engine, and what it cannot take. */
public class ResourcesCommandTest {

    private static List<String> with(List<String> settings, String... more) {
        List<String> s = new ArrayList<>(settings);
        s.addAll(List.of(more));
        return s;
    }

    @Test
    void stockfishAndPhalanxAreGivenTheSameThreadsAndHashInTheirOwnProtocols(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(ChessCommandsTest.STOCKFISH, "stockfish");
        ChessCommandsTest.need(ChessCommandsTest.PHALANX, "phalanx");
        Cli r = MatchCommandTest.match(
                List.of("name=SF", "cmd=" + ChessCommandsTest.STOCKFISH, "threads=1", "hash=8", "depth=2"),
                List.of("name=Phalanx", "cmd=" + ChessCommandsTest.PHALANX, "proto=xboard", "hash=8", "depth=2"),
                "--game", "chess", "--games", "1", "--maxplies", "4", "--protocol-log", "--log-dir", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String sf = Files.readString(dir.resolve("SF.protocol.log"));
        assertTrue(sf.contains("> setoption name Threads value 1") && sf.contains("> setoption name Hash value 8"), sf);
        String ph = Files.readString(dir.resolve("Phalanx.protocol.log"));
        assertTrue(ph.indexOf("> memory 8") >= 0 && ph.indexOf("> memory 8") < ph.indexOf("> new"), ph);
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void fairyStockfishThroughUcciGetsItsHash(@TempDir Path dir) throws Exception {
        ChessCommandsTest.need(FairyStockfishMatchTest.FAIRY, "fairy-stockfish");
        Cli r = MatchCommandTest.match(
                List.of("name=FSF", "cmd=" + FairyStockfishMatchTest.FAIRY, "proto=ucci", "threads=1", "hash=8",
                        "depth=2"),
                with(SampleEngineCommand.settings("Sample"), "proto=ucci", "hash=8", "depth=2"),
                "--games", "1", "--maxplies", "4", "--protocol-log", "--log-dir", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String fsf = Files.readString(dir.resolve("FSF.protocol.log"));
        assertTrue(fsf.contains("> setoption Threads 1") && fsf.contains("> setoption Hash 8"), fsf);
        String sample = Files.readString(dir.resolve("Sample.protocol.log"));
        assertTrue(sample.contains("> setoption hashsize 8"), sample); // the sample engine's UCCI name
    }

    @Test
    void anEngineThatCannotTakeTheThreadsGivenStopsTheMatchSayingWhy(@TempDir Path dir) throws Exception {
        Cli r = MatchCommandTest.match(with(SampleEngineCommand.settings("One"), "threads=2", "depth=1"),
                with(SampleEngineCommand.settings("Two"), "depth=1"), "--games", "1", "--log-dir", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        // the sample engine searches on one thread and says so (Threads 1 to 1)
        assertTrue(r.err().contains("engine One: threads=2 is outside the range of its option Threads (1 to 1)"),
                r.err());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void aHashBeyondTheEnginesRangeIsNamedWithTheRange(@TempDir Path dir) throws Exception {
        Cli r = MatchCommandTest.match(with(SampleEngineCommand.settings("One"), "hash=4096", "depth=1"),
                with(SampleEngineCommand.settings("Two"), "depth=1"), "--games", "1", "--log-dir", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("engine One: hash=4096 is outside the range of its option Hash (1 to 1024)"),
                r.err());
    }

    @Test
    void hashAndAHashOptionTogetherAreAUsageError() {
        Cli r = MatchCommandTest.match(with(SampleEngineCommand.settings("One"), "hash=16", "option.Hash=32", "depth=1"),
                with(SampleEngineCommand.settings("Two"), "depth=1"));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("option.Hash and hash= set the same thing; give one"), r.err());
    }

    @Test
    void threadsMustBeAWholeNumberAboveZero() {
        Cli r = MatchCommandTest.match(with(SampleEngineCommand.settings("One"), "threads=0", "depth=1"),
                with(SampleEngineCommand.settings("Two"), "depth=1"));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("threads='0'; expected a whole number above 0"), r.err());
    }
}
