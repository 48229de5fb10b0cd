package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Matches against engines that misbehave at the process level (script engines, run in-process): an engine that
 * exits leaving a child on its pipes, one that writes an endless line, one that dies in the handshake; and the
 * protocol log.
 */
public class EngineFaultsTest {

    /** A one-game match from the start position, Red first: {@code red} moves first. */
    private static Cli match(Path dir, Path red, Path black, String... rest) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        List<String> args = new ArrayList<>(List.of("match",
                "--engine", "name=Red", "cmd=" + red, "--engine", "name=Black", "cmd=" + black,
                "--games", "1", "--openings", "file=" + book, "--pgnout", dir.resolve("games.pgn").toString(),
                "--log-dir", dir.resolve("logs").toString()));
        args.addAll(List.of(rest));
        if (!args.contains("--each")) {
            args.addAll(List.of("--each", "tc=60"));
        }
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void anEngineThatExitsWhileItsChildHoldsItsPipesLosesByCrashAtOnceAndLeavesNoOrphan(@TempDir Path dir)
            throws Exception {
        String sleep = "987." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
        Path red = ScriptEngine.write(dir, "Leaving", "", null, "sleep " + sleep + " & exit 3");
        Path black = ScriptEngine.playing(dir, "Other", "h9g7");
        long t0 = System.nanoTime();
        Cli r = match(dir, red, black);
        double seconds = (System.nanoTime() - t0) / 1e9;
        try {
            assertEquals(0, r.exit(), r.out() + r.err());
            assertTrue(r.out().contains("Game 1/1: Red - Black 0-1 engine-crash"), r.out());
            assertTrue(seconds < 10, "the game took " + seconds + " s: it waited for the 60 s clock");
        } finally {
            assertEquals(List.of(), ScriptEngine.leftAfter(sleep, 2000), "the engine's child survived the match");
        }
    }

    @Test
    void anEngineThatWritesAMegabyteLineLosesForAProtocolViolation(@TempDir Path dir) throws Exception {
        Path red = ScriptEngine.write(dir, "Long", "", null,
                "head -c 1048576 /dev/zero | tr '\\0' a; echo; echo 'bestmove h2e2'");
        Path black = ScriptEngine.playing(dir, "Other", "h9g7");
        Cli r = match(dir, red, black);
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Red - Black 0-1 illegal-move"), r.out());
        String pgn = Files.readString(dir.resolve("games.pgn"));
        assertTrue(pgn.contains("Red (Red) sent a line longer than 65536 bytes (protocol violation) at ply 1; "
                + "Red loses"), pgn);
    }

    @Test
    void anEngineThatWritesAMegabyteLineInItsHandshakeCannotBeStartedForAProtocolViolation(@TempDir Path dir)
            throws Exception {
        Path red = ScriptEngine.write(dir, "Long", "", "head -c 1048576 /dev/zero | tr '\\0' a; echo; echo uciok",
                "echo 'bestmove h2e2'");
        Path black = ScriptEngine.playing(dir, "Other", "h9g7");
        Cli r = match(dir, red, black);
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("engine Red sent a line longer than 65536 bytes while answering 'uci' (protocol "
                + "violation)"), r.err());
    }

    @Test
    void anEngineThatDiesInTheHandshakeIsOneLinePointingToItsStderrLog(@TempDir Path dir) throws Exception {
        Path red = ScriptEngine.write(dir, "Dying", "", String.join("; ", "echo 'Dying 1.0 starting' >&2",
                "echo 'loading network' >&2", "echo 'error: cannot open nn.bin' >&2", "exit 2"), "");
        Path black = ScriptEngine.playing(dir, "Other", "h9g7");
        Cli r = match(dir, red, black);
        assertEquals(1, r.exit(), r.out() + r.err());
        Path log = dir.resolve("logs").resolve("Red.stderr.log");
        assertEquals(List.of("arbiter: engine Red exited while answering 'uci' (exit code 2); its stderr (" + log
                + ") ends: Dying 1.0 starting | loading network | error: cannot open nn.bin"), r.err().lines().toList());
        assertTrue(Files.readString(log).contains("error: cannot open nn.bin"));
    }

    @Test
    void theProtocolLogHoldsEveryLineBothWaysWithMillisecondTimes(@TempDir Path dir) throws Exception {
        Path red = ScriptEngine.playing(dir, "Mover", "h2e2");
        Path black = ScriptEngine.write(dir, "NoMove", "", null, "echo 'bestmove (none)'");
        Cli r = match(dir, red, black, "--protocol-log");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Red - Black 1-0 illegal-move"), r.out());
        String stamp = "\\d\\d:\\d\\d:\\d\\d\\.\\d{3} \\[\\d+\\] ";
        List<String> redLog = Files.readAllLines(dir.resolve("logs/Red.protocol.log"));
        List<String> blackLog = Files.readAllLines(dir.resolve("logs/Black.protocol.log"));
        for (String expected : List.of("> uci", "< id name Mover", "< uciok", "> isready", "< readyok",
                "> go wtime 60000 btime 60000", "< bestmove h2e2", "> quit")) {
            assertTrue(redLog.stream().anyMatch(l -> l.matches(stamp + Pattern.quote(expected) + ".*")),
                    expected + " in " + redLog);
        }
        assertTrue(blackLog.stream().anyMatch(l -> l.matches(stamp + Pattern.quote("> position fen ")
                + ".* moves h2e2")), blackLog.toString());
        assertTrue(blackLog.stream().anyMatch(l -> l.matches(stamp + Pattern.quote("< bestmove (none)"))),
                blackLog.toString());
        assertFalse(Files.exists(dir.resolve("logs/Red.stderr.log")), "no stderr log when nothing was written");
    }
}
