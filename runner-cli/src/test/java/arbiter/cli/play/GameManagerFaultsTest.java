package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines that crash or play illegal moves under {@code arbiter fastchess}: the lines fastchess prints for them
 * (which fishtest and OpenBench count: {@code disconnects}, {@code Warning; Illegal move}), {@code -recover} or
 * not, and the exit code; every game still judged by the rule core and written.
 */
public class GameManagerFaultsTest {

    /** The sample engine as fastchess engine keys (args= one shell string). */
    static List<String> sample(String name) {
        List<String> keys = new ArrayList<>();
        StringBuilder args = new StringBuilder();
        for (String t : SampleEngineCommand.settings(name, "--hash=8")) {
            if (t.startsWith("arg=")) {
                args.append(args.length() == 0 ? "" : " ").append('\'').append(t.substring(4)).append('\'');
            } else {
                keys.add(t);
            }
        }
        keys.add("args=" + args);
        return keys;
    }

    private static Cli fastchess(Path dir, Path bad, boolean recover, String... extra) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        List<String> argv = new ArrayList<>(List.of("fastchess", "-variant", "xiangqi", "-engine", "cmd=" + bad,
                "name=Bad", "-engine"));
        argv.addAll(sample("Sample"));
        argv.addAll(List.of("-each", "proto=uci", "nodes=2000", "-rounds", "2", "-repeat", "-openings",
                "file=" + book, "-pgnout", "file=" + dir.resolve("f.pgn"), "-ratinginterval", "1", "-config",
                "outname=" + dir.resolve("config.json")));
        if (recover) {
            argv.add("-recover");
        }
        argv.addAll(List.of(extra));
        return Cli.run(argv.toArray(String[]::new));
    }

    @Test
    void aCrashWithRecoverLosesEachGameAndTheRunEndsCleanly(@TempDir Path dir) throws Exception {
        Path bad = ScriptEngine.write(dir, "Crashing", "", null, "exit 3");
        Cli r = fastchess(dir, bad, true);
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Finished game 1 (Bad vs Sample): 0-1 {Red disconnects}"), r.out());
        assertTrue(r.out().contains("Finished game 2 (Sample vs Bad): 1-0 {Black disconnects}"), r.out());
        assertTrue(r.out().contains("\nPlayer: Bad\n  Timeouts: 0\n  Crashed: 4\n"), r.out());
        assertEquals(4, count(Files.readString(dir.resolve("f.pgn")), "[Termination \"abandoned\"]"));
    }

    @Test
    void aCrashWithoutRecoverStopsTheRunWithExitOne(@TempDir Path dir) throws Exception {
        Path bad = ScriptEngine.write(dir, "Crashing", "", null, "exit 3");
        Cli r = fastchess(dir, bad, false, "-concurrency", "1");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1 stalled / disconnected and no recover option set for engine, stopping "
                + "tournament."), r.out());
        assertTrue(r.out().contains("Tournament was interrupted. To resume the tournament, run: fastchess -config "
                + "file=" + dir.resolve("config.json")), r.out());
        assertTrue(r.out().contains("Finished match"), r.out());
    }

    @Test
    void anIllegalMoveIsWarnedAsFastchessWarnsAndLoses(@TempDir Path dir) throws Exception {
        Path bad = ScriptEngine.playing(dir, "Rook", "a0a5");
        Cli r = fastchess(dir, bad, true);
        assertTrue(r.out().contains("Warning; Illegal move a0a5 played by Bad\nFinished game 1 (Bad vs Sample): 0-1 "
                + "{Red makes an illegal move}"), r.out());
        // Arbiter's own guard, beyond fastchess: an engine whose first move is illegal in every game is misconfigured
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Fatal; engine Bad played an illegal first move in every game"), r.out());
    }

    @Test
    void matchLineCopiesTheEnginesLinesIntoItsMoveComments(@TempDir Path dir) throws Exception {
        Path talker = ScriptEngine.write(dir, "Talker", "", null,
                "echo 'info string pgncomment eval \"hi\"'; echo 'info string other'; echo 'bestmove h2e2'");
        Cli r = fastchess(dir, talker, true, "-pgnout", "file=" + dir.resolve("m.pgn"),
                "match_line=^info string pgncomment .*");
        String pgn = Files.readString(dir.resolve("m.pgn"));
        assertTrue(pgn.contains("line=\"info string pgncomment eval 'hi'\"") && !pgn.contains("other"), pgn);
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
