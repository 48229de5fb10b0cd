package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.RunnerProcess;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * SIGINT to a running {@code arbiter fastchess}, as fishtest sends it to end every task: the games in flight are
 * not scored, fastchess's lines close the run ({@code Tournament was interrupted...}, {@code Finished match}),
 * the exit code is fastchess's 1, no engine is left, and {@code -config file=config.json} goes on to the end.
 */
public class GameManagerInterruptTest {

    @Test
    void ctrlCEndsTheRunAsFastchessDoesAndTheStateResumesIt(@TempDir Path dir) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        Path state = dir.resolve("config.json");
        Path pgn = dir.resolve("i.pgn");
        List<String> args = new ArrayList<>(List.of("fastchess", "-variant", "xiangqi", "-engine"));
        args.addAll(GameManagerFaultsTest.sample("A"));
        args.add("-engine");
        args.addAll(GameManagerFaultsTest.sample("B"));
        args.addAll(List.of("-each", "proto=uci", "nodes=20000", "-rounds", "6", "-repeat", "-concurrency", "2",
                "-openings", "file=" + book, "-pgnout", "file=" + pgn, "-ratinginterval", "1", "-config",
                "outname=" + state));
        Path log = dir.resolve("run.out");
        RunnerProcess r = RunnerProcess.start(RunnerProcess.newRunId(), args, log, true);
        Process p = r.process();
        r.awaitEngines();
        for (int waited = 0; waited < 60_000 && !Files.readString(log).contains("Finished game") && p.isAlive();
             waited += 100) {
            Thread.sleep(100);
        }
        r.signalGroup("INT");
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "no exit after SIGINT");
        String out = Files.readString(log);
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("Tournament was interrupted. To resume the tournament, run: fastchess -config file="
                + state + "\nFinished match\nTotal Time: "), out);
        assertEquals(List.of(), r.enginesLeft(), "engines left behind");
        int kept = MatchInterruptTest.pgnGames(pgn);
        assertEquals(out.lines().filter(l -> l.startsWith("Finished game")).count(), kept, out);
        assertTrue(kept < 12, "the run was not interrupted: " + out);

        Cli resumed = Cli.run("fastchess", "-config", "file=" + state);
        assertEquals(0, resumed.exit(), resumed.out() + resumed.err());
        assertTrue(resumed.out().startsWith("Loading config file: " + state), resumed.out());
        assertEquals(12, MatchInterruptTest.pgnGames(pgn));
        assertTrue(resumed.out().contains("Games: 12, "), "the statistics go on from the saved games: "
                + resumed.out());
        assertTrue(resumed.out().contains("Started game " + (kept + 1) + " of 12")
                || resumed.out().contains("of 12 ("), resumed.out());
    }
}
