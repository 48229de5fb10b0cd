package arbiter.cli.play;

import arbiter.cli.Main;
import arbiter.cli.RunnerProcess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines that flood their output, against a runner JVM with a 64 MB heap: memory must stay flat whatever the
 * length of the flood. A long but finite flood before {@code bestmove} is legal (the move is played, with the
 * latest info in its comment); one that never ends loses on time like any hang.
 */
public class EngineFloodProcessTest {

    @Test
    void floodsOfInfoLinesKeepTheRunnersMemoryFlat(@TempDir Path dir) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        // about 54 MB of info lines, then the move
        Path finite = ScriptEngine.write(dir, "Finite", "", null, String.join("; ",
                "yes 'info depth 1 score cp 3 nodes 10 pv h2e2' | head -n 1500000",
                "echo 'info depth 9 score cp 42 pv h2e2'", "echo 'bestmove h2e2'"));
        // as Black (after a move) it has no answer; as Red it floods until it is killed
        Path endless = ScriptEngine.write(dir, "Endless", "", null,
                "case \"$pos\" in *moves*) echo 'bestmove (none)' ;; *) exec yes 'info depth 1 score cp 0 pv h9g7' ;; esac");
        Path pgn = dir.resolve("games.pgn");
        Path log = dir.resolve("out.txt");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-cp", RunnerProcess.classpath(), Main.class.getName(), "match",
                "--engine", "name=Finite", "cmd=" + finite, "tc=30",
                "--engine", "name=Endless", "cmd=" + endless, "tc=3",
                "--games", "2", "--openings", "file=" + book, "--pgnout", pgn.toString(),
                "--log-dir", dir.resolve("logs").toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the match did not end");
        String out = Files.readString(log);
        assertFalse(out.contains("OutOfMemoryError"), out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("Game 1/2: Finite - Endless 1-0 illegal-move"), out);
        assertTrue(out.contains("Game 2/2: Endless - Finite 0-1 time-forfeit"), out);
        String games = Files.readString(pgn);
        assertTrue(games.contains("1. h2e2 {+0.42/9 "), "the move after the flood, with the latest info: " + games);
    }
}
