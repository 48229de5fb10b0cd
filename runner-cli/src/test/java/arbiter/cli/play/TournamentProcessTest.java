package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.RunnerProcess;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner as separate processes: killed with SIGKILL, or interrupted with SIGINT to its whole process group as
 * by Ctrl-C, at random moments and resumed until the event is done; three shards run side by side and merged. Engines are deterministic (depth=1), so every game has one result
 * whoever plays it and when, and both must give exactly the games and standings of one uninterrupted run.
 */
public class TournamentProcessTest {
    /** Four engines of different strength, so that games are decided in different ways. */
    private static final List<List<String>> ENGINES = List.of(List.of("A", "depth=1"), List.of("B", "depth=2"),
            List.of("C", "nodes=400"), List.of("D", "depth=2"));

    /** The event's arguments: a round-robin of four, two games an encounter (12 games). */
    private static List<String> eventArgs(Path dir, String name, String... more) {
        List<String> args = new ArrayList<>(List.of("tournament", "--format", "round-robin"));
        for (List<String> e : ENGINES) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(e.get(0)));
            args.add(e.get(1));
        }
        // a loaded machine (2 cores, load 15) starts an engine's JVM in more than the default 10 s handshake
        args.addAll(List.of("--maxplies", "60", "--seed", "5", "--handshake-timeout", "60000",
                "--log-dir", dir.resolve("logs").toString(),
                "--state", dir.resolve(name + ".state.json").toString(),
                "--pgnout", dir.resolve(name + ".pgn").toString(),
                "--json-out", dir.resolve(name + ".json").toString()));
        args.addAll(List.of(more));
        return args;
    }

    /** Result by game key, from a --json-out file. */
    private static Map<String, String> results(Path json) throws Exception {
        Map<String, String> m = new TreeMap<>();
        for (JsonNode g : TournamentCommandTest.json(json).get("games")) {
            m.put(g.get("key").asText(), g.get("result").asText());
        }
        return m;
    }

    private static List<String> pgnKeys(Path pgn) throws Exception {
        Matcher m = Pattern.compile("\\[GameKey \"([^\"]+)\"\\]").matcher(Files.readString(pgn));
        List<String> keys = new ArrayList<>();
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    /**
     * {@code tournament --resume STATE}; or the event's own command line when no state exists yet: a runner
     * stopped during its JVM's start-up, before it read its command line, began nothing (said on the output).
     */
    static List<String> orResume(List<String> original, Path state, int attempt) {
        if (Files.exists(state)) {
            return List.of("tournament", "--resume", state.toString());
        }
        if (attempt > 0) {
            System.out.printf("TournamentProcessTest: run %d stopped before saving a state; running the command "
                    + "again%n", attempt);
        }
        return original;
    }

    /** The results of one uninterrupted run of the event, and how long it took in-process, ms. */
    private record Reference(Map<String, String> results, long millis) {
    }

    private static Reference reference(Path dir) throws Exception {
        long t0 = System.nanoTime();
        Cli r = Cli.run(eventArgs(dir, "whole", "--concurrency", "2").toArray(String[]::new));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(0, r.exit(), r.out() + r.err());
        return new Reference(results(dir.resolve("whole.json")), millis);
    }

    /**
     * A random moment, ms after the engines started, inside the first half of the event as one run took it (its
     * engines' start-up included): on a fast machine a fixed range of moments may all fall after the event's end.
     */
    private static long moment(Random random, Reference event) {
        return 100 + random.nextInt((int) Math.max(200, event.millis() / 2));
    }

    @Test
    void killingTheRunnerAtRandomMomentsLosesAndRepeatsNoGame(@TempDir Path dir) throws Exception {
        Reference event = reference(dir);
        Map<String, String> whole = event.results();
        long seed = System.nanoTime();
        Random random = new Random(seed);
        Path log = dir.resolve("killed.log");
        String run = RunnerProcess.newRunId();
        int kills = 0, exit = -1;
        for (int attempt = 0; attempt < 40 && exit != 0; attempt++) {
            List<String> args = orResume(eventArgs(dir, "killed", "--concurrency", "2"),
                    dir.resolve("killed.state.json"), attempt);
            RunnerProcess r = RunnerProcess.start(run, args, log, false);
            Process p = r.process();
            r.awaitEngines(); // the moment counts from when engines run: a JVM under load takes seconds to start
            // after six kills the event runs to its end: a loaded machine may finish no game between two kills
            if (kills < 6 && !p.waitFor(moment(random, event), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly(); // SIGKILL: no shutdown hook runs
                p.waitFor(10, TimeUnit.SECONDS);
                kills++;
                continue;
            }
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the event did not finish (seed " + seed + ")");
            exit = p.exitValue();
            assertTrue(exit == 0, "exit " + exit + " (seed " + seed + "): " + Files.readString(log));
        }
        assertEquals(0, exit, "the event did not finish in 10 runs (seed " + seed + ")");
        System.out.printf("TournamentProcessTest: killed %d times (seed %d)%n", kills, seed);
        assertTrue(kills > 0, "never killed (seed " + seed + ")");
        List<String> keys = pgnKeys(dir.resolve("killed.pgn"));
        assertEquals(12, keys.size(), "whole games only, none twice (seed " + seed + ", " + kills + " kills)");
        assertEquals(whole.keySet(), new java.util.TreeSet<>(keys));
        assertEquals(whole, results(dir.resolve("killed.json")), "same results as one run (seed " + seed + ")");
        Cli again = Cli.run("adjudicate", dir.resolve("killed.pgn").toString());
        assertTrue(again.out().contains("12 games: 12 agree with the recorded result, 0 disagree"), again.out());
        for (int i = 0; i < 100 && !RunnerProcess.processesOf(run).isEmpty(); i++) {
            Thread.sleep(100); // engines of a killed runner see end of input and exit
        }
        assertEquals(List.of(), RunnerProcess.processesOf(run), "engine processes left behind");
    }

    /** No file of the event ({@code NAME.pgn}, {@code .json}, {@code .state.json}) holds an engine crash. */
    private static void assertNoCrash(Path dir, String name, String where) throws Exception {
        for (String ext : List.of(".pgn", ".json", ".state.json")) {
            Path f = dir.resolve(name + ext);
            assertTrue(!Files.exists(f) || !Files.readString(f).contains("engine-crash"),
                    "a game scored as an engine crash in " + f.getFileName() + ": " + where);
        }
    }

    @Test
    void ctrlCToTheWholeProcessGroupThenResumeScoresNoCrashAndLosesNoGame(@TempDir Path dir) throws Exception {
        Reference event = reference(dir);
        long seed = System.nanoTime();
        Random random = new Random(seed);
        Path log = dir.resolve("int.log");
        Path state = dir.resolve("int.state.json");
        String id = RunnerProcess.newRunId();
        int interrupts = 0, exit = -1;
        for (int run = 0; run < 20 && exit != 0; run++) {
            List<String> args = orResume(eventArgs(dir, "int", "--concurrency", "2"), state, run);
            RunnerProcess r = RunnerProcess.start(id, args, log, true);
            Process p = r.process();
            r.awaitEngines();
            long delay = moment(random, event);
            String where = "run " + (run + 1) + ", " + delay + " ms after the engines started (seed " + seed + ")";
            if (interrupts < 3 && !p.waitFor(delay, TimeUnit.MILLISECONDS)) {
                r.signalGroup("INT");
                interrupts++;
                assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the runner did not exit after SIGINT: " + where);
                assertEquals(130, p.exitValue(), where + ": " + Files.readString(log));
            } else {
                assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the event did not finish: " + where);
                exit = p.exitValue();
                assertEquals(0, exit, where + ": " + Files.readString(log));
            }
            assertEquals(List.of(), r.enginesLeft(), "engine processes left behind: " + where);
            assertNoCrash(dir, "int", where);
        }
        System.out.printf("TournamentProcessTest: SIGINT %d times, then resumed (seed %d)%n", interrupts, seed);
        assertTrue(interrupts > 0, "never interrupted (seed " + seed + ")");
        List<String> keys = pgnKeys(dir.resolve("int.pgn"));
        assertEquals(12, keys.size(), "whole games only, none twice (seed " + seed + ")");
        assertEquals(12, new java.util.TreeSet<>(keys).size());
        Cli again = Cli.run("adjudicate", dir.resolve("int.pgn").toString());
        assertTrue(again.out().contains("12 games: 12 agree with the recorded result, 0 disagree"), again.out());
    }

    @Test
    void threeShardsRunAsProcessesMergeIntoTheStandingsOfOneRun(@TempDir Path dir) throws Exception {
        reference(dir);
        List<Process> shards = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            shards.add(RunnerProcess.start(RunnerProcess.newRunId(), eventArgs(dir, "shard" + i, "--shard", i + "/3",
                    "--concurrency", "1"), dir.resolve("shard" + i + ".log"), false).process());
        }
        for (int i = 0; i < 3; i++) {
            assertTrue(shards.get(i).waitFor(300, TimeUnit.SECONDS), "shard " + (i + 1) + " did not finish");
            assertEquals(0, shards.get(i).exitValue(), Files.readString(dir.resolve("shard" + (i + 1) + ".log")));
        }
        List<String> merge = new ArrayList<>(List.of("merge"));
        for (int i = 1; i <= 3; i++) {
            merge.add(dir.resolve("shard" + i + ".json").toString());
        }
        merge.add("--pgn");
        for (int i = 1; i <= 3; i++) {
            merge.add(dir.resolve("shard" + i + ".pgn").toString());
        }
        merge.addAll(List.of("--pgnout", dir.resolve("merged.pgn").toString(), "--json-out",
                dir.resolve("merged.json").toString()));
        Cli m = Cli.run(merge.toArray(String[]::new));
        assertEquals(0, m.exit(), m.out() + m.err());
        JsonNode one = TournamentCommandTest.json(dir.resolve("whole.json"));
        JsonNode merged = TournamentCommandTest.json(dir.resolve("merged.json"));
        assertEquals(one.get("standings"), merged.get("standings"));
        assertEquals(results(dir.resolve("whole.json")), results(dir.resolve("merged.json")));
        assertEquals(12, pgnKeys(dir.resolve("merged.pgn")).size());
        Cli partial = Cli.run("merge", dir.resolve("shard1.json").toString(), dir.resolve("shard3.json").toString());
        assertEquals(1, partial.exit());
        assertTrue(partial.err().contains("shards missing: [2]"), partial.err());
    }
}
