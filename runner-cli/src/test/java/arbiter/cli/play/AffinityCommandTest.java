package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.engine.CpuAffinity;
import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --affinity} on match and tournament: the layout printed, the engines really pinned, wrong lists refused. */
public class AffinityCommandTest {

    /**
     * A script engine that writes the CPUs it may run on to {@code dir/NAME.cpus}, then plays {@code move} after a
     * tenth of a second (so that a game lasts long enough for the other worker to take the next one).
     */
    private static Path reporting(Path dir, String name, String move) {
        return ScriptEngine.write(dir, name, "grep Cpus_allowed_list: /proc/$$/status >> " + dir.resolve(name + ".cpus"),
                null, "sleep 0.1; echo \"bestmove " + move + "\"");
    }

    private static Cli run(Path dir, String command, List<String> engines, String... rest) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(engines);
        args.addAll(List.of("--each", "tc=60", "--openings", "file=" + book, "--pgnout",
                dir.resolve("games.pgn").toString(), "--log-dir", dir.resolve("logs").toString()));
        args.addAll(List.of(rest));
        return Cli.run(args.toArray(String[]::new));
    }

    private static List<String> engines(Path dir) {
        return List.of("--engine", "name=Red", "cmd=" + reporting(dir, "Red", "h2e2"),
                "--engine", "name=Black", "cmd=" + reporting(dir, "Black", "h9g7"));
    }

    private static String cpus(Path dir, String name) throws Exception {
        return Files.readString(dir.resolve(name + ".cpus")).strip().replace("Cpus_allowed_list:\t", "");
    }

    @Test
    void aMatchWithAffinityPinsBothEnginesOfAGameToItsSlotAndSaysSo(@TempDir Path dir) throws Exception {
        assumeTrue(CpuAffinity.supported(), "Linux with taskset");
        String cpu0 = String.valueOf(CpuAffinity.allowed().get(0));
        Cli r = run(dir, "match", engines(dir), "--games", "1", "--affinity=" + cpu0);
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("Affinity: game slot 1: CPU " + cpu0 + "\n"), r.out());
        assertEquals(cpu0, cpus(dir, "Red"));
        assertEquals(cpu0, cpus(dir, "Black"));
    }

    @Test
    void twoGamesAtOnceRunOnDisjointCpus(@TempDir Path dir) throws Exception {
        assumeTrue(CpuAffinity.supported() && CpuAffinity.allowed().size() >= 2, "two CPUs and taskset");
        Cli r = run(dir, "tournament", engines(dir), "--format", "round-robin", "--games", "2", "--concurrency", "2",
                "--affinity");
        assertEquals(0, r.exit(), r.out() + r.err());
        CpuAffinity plan = CpuAffinity.plan(CpuAffinity.allowed(), 2);
        assertTrue(r.out().contains("Affinity: " + plan.describe()), r.out());
        // each engine was started once in each of the two slots' seats
        List<String> seen = new ArrayList<>(Files.readAllLines(dir.resolve("Red.cpus")));
        seen.addAll(Files.readAllLines(dir.resolve("Black.cpus")));
        seen.replaceAll(l -> l.replace("Cpus_allowed_list:\t", ""));
        assertEquals(List.of(plan.cpus(0), plan.cpus(1)), seen.stream().distinct().sorted().toList(), seen.toString());
    }

    @Test
    void aCpuTheRunnerMayNotUseIsRefusedBeforeAnyEngineStarts(@TempDir Path dir) throws Exception {
        assumeTrue(CpuAffinity.supported(), "Linux with taskset");
        Cli r = run(dir, "match", engines(dir), "--games", "1", "--affinity=4000");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--affinity=4000: CPU 4000 is not one this runner may use"), r.err());
        assertTrue(Files.notExists(dir.resolve("Red.cpus")), "an engine was started");
    }

    @Test
    void moreGamesAtOnceThanCpusGivenIsRefused(@TempDir Path dir) throws Exception {
        assumeTrue(CpuAffinity.supported(), "Linux with taskset");
        String cpu0 = String.valueOf(CpuAffinity.allowed().get(0));
        Cli r = run(dir, "match", engines(dir), "--games", "2", "--concurrency", "2", "--affinity=" + cpu0);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("2 games at once need at least 2 CPUs to pin each to its own; there are 1"),
                r.err());
    }

    @Test
    void aMalformedCpuListIsAUsageError(@TempDir Path dir) throws Exception {
        Cli r = run(dir, "match", engines(dir), "--games", "1", "--affinity=0-x");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--affinity=0-x") && r.err().contains("'x' in CPU list '0-x' is not a CPU number")
                || r.err().contains("--affinity needs Linux"), r.err());
    }
}
