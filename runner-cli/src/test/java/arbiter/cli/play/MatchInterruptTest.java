package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.RunnerProcess;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.common.Words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Signals as they happen at a terminal: the runner is started in its own process group, like a shell's
 * foreground job, and the signal goes to the whole group ({@code kill -INT -- -PGID}), so that engines started
 * in the runner's group would get it too. At random moments, many times: exit 130 (143, 129), only whole games in
 * the PGN and JSON, none scored as an engine crash, every one re-adjudicating to its result, no engine left.
 */
public class MatchInterruptTest {
    public static String classpath() throws Exception {
        return RunnerProcess.classpath();
    }

    /**
     * A shell-script engine that thinks 0.05 s a move and plays the horses out and back ({@code h0g2 h9g7 g2h0
     * g7h9}) until the rules end the game by repetition: short games, and, unlike a JVM, it dies the instant a
     * signal reaches it, mostly while thinking (so a runner that shared its group would see a crash mid-game).
     */
    static Path shuffler(Path dir) throws Exception {
        return ScriptEngine.write(dir, "Shuffler", "", null, String.join("; ", "sleep 0.05",
                "set -- $pos", "k=0", "if [ $# -gt 7 ]; then k=$(($# - 8)); fi",
                "case $((k % 4)) in 0) m=h0g2 ;; 1) m=h9g7 ;; 2) m=g2h0 ;; *) m=g7h9 ;; esac",
                "echo 'info depth 1 score cp 0'", "echo \"bestmove $m\""));
    }

    /** {@code arbiter match} of two sample engines (JVMs, real games) or two shufflers (many short games). */
    private static List<String> matchArgs(Path dir, String name, boolean samples) throws Exception {
        List<String> args = new ArrayList<>(List.of("match", "--engine"));
        if (samples) {
            args.addAll(SampleEngineCommand.settings("A"));
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings("B"));
            args.addAll(List.of("--each", "tc=1+0.01", "--games", "40"));
        } else {
            Path book = dir.resolve("start.epd");
            Files.writeString(book, ScriptEngine.START_EPD);
            args.addAll(List.of("name=A", "cmd=" + shuffler(dir), "--engine", "name=B", "cmd=" + shuffler(dir),
                    "--each", "tc=10", "--games", "100000", "--openings", "file=" + book));
        }
        args.addAll(List.of("--concurrency", "2",
                "--pgnout", dir.resolve(name + ".pgn").toString(), "--json-out", dir.resolve(name + ".json").toString(),
                "--log-dir", dir.resolve("logs").toString()));
        return args;
    }

    /** Runs a match, sends {@code signal} to its group after {@code delayMs}, checks what it left. */
    private static void interruptOnce(Path dir, String name, boolean samples, String signal, int exit, long delayMs,
                                      String seed) throws Exception {
        Path log = dir.resolve(name + ".out");
        RunnerProcess r = RunnerProcess.start(RunnerProcess.newRunId(), matchArgs(dir, name, samples), log, true);
        Process p = r.process();
        r.awaitEngines(); // the moment counts from when engines run: starting a JVM under load takes seconds
        if (!p.waitFor(delayMs, TimeUnit.MILLISECONDS)) {
            r.signalGroup(signal);
        }
        String where = name + ", " + delayMs + " ms after the engines started (seed " + seed + ")";
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the runner did not exit after SIG" + signal + ": " + where);
        String out = Files.readString(log);
        assertEquals(exit, p.exitValue(), where + ": " + out);
        assertEquals(List.of(), r.enginesLeft(), "engine processes left behind: " + where);
        checkNoCrashAndWholeGames(dir.resolve(name + ".pgn"), where + ": " + out);
        assertEquals(out.lines().filter(l -> l.startsWith("Game ")).count(), pgnGames(dir.resolve(name + ".pgn")),
                "games reported and written: " + where + ": " + out);
        System.out.printf("MatchInterruptTest: %s: %d games kept%n", where, pgnGames(dir.resolve(name + ".pgn")));
        Path json = dir.resolve(name + ".json");
        if (Files.exists(json)) {
            JsonNode games = new ObjectMapper().readTree(json.toFile()).get("games");
            for (JsonNode g : games) {
                assertFalse(g.toString().contains("engine-crash"), "crash in the JSON: " + where + ": " + g);
            }
            assertEquals(pgnGames(dir.resolve(name + ".pgn")), games.size(), "JSON and PGN games: " + where);
        }
    }

    static int pgnGames(Path pgn) throws Exception {
        if (!Files.exists(pgn)) {
            return 0;
        }
        Matcher m = Pattern.compile("(?m)^\\[Event ").matcher(Files.readString(pgn));
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** No game in the PGN ended as an engine crash, and each re-adjudicates to its recorded result. */
    static void checkNoCrashAndWholeGames(Path pgn, String where) throws Exception {
        int n = pgnGames(pgn);
        if (n == 0) {
            return;
        }
        String text = Files.readString(pgn);
        assertFalse(text.contains("[Termination \"engine-crash\"]"), "a game scored as an engine crash: " + where);
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains(Words.count(n, "game") + ": " + n + " agree with the recorded result, 0 disagree, 0 unreadable"),
                again.out() + "\n" + where);
    }

    @Test
    void ctrlCToTheWholeProcessGroupAtRandomMomentsNeverScoresACrash(@TempDir Path dir) throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        System.out.printf("MatchInterruptTest: seed %d%n", seed);
        for (int run = 1; run <= 8; run++) {
            boolean samples = run % 4 == 0;
            interruptOnce(dir, "run" + run + (samples ? "-samples" : "-shufflers"), samples, "INT", 130,
                    300 + random.nextInt(4500), String.valueOf(seed));
        }
    }

    @ParameterizedTest(name = "SIG{0} exits {1}")
    @CsvSource({"TERM, 143", "HUP, 129"})
    void otherSignalsStopTheMatchTheSameWayWithTheirOwnExitCode(String signal, int exit, @TempDir Path dir)
            throws Exception {
        long seed = System.nanoTime();
        interruptOnce(dir, signal, true, signal, exit, 300 + new Random(seed).nextInt(3500), String.valueOf(seed));
    }
}
