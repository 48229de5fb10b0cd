package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pinning game slots to CPUs: the list syntax, the even split, and a real engine started pinned. */
class CpuAffinityTest {

    private static List<Integer> cpus(String space) {
        return space.isBlank() ? List.of() : Arrays.stream(space.trim().split(" +")).map(Integer::valueOf).toList();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            0           | 0
            0-3         | 0 1 2 3
            0-3,8,10-11 | 0 1 2 3 8 10 11
            3,1,2,1     | 1 2 3
            ' 4 - 5 , 7'| 4 5 7
            5-5         | 5
            """)
    void aCpuListReadsAsLinuxWritesIt(String list, String expected) {
        assertEquals(cpus(expected), CpuAffinity.parse(list));
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ''       | empty CPU list
            a        | 'a' in CPU list 'a' is not a CPU number
            1,,2     | '' in CPU list '1,,2' is not a CPU number
            3-1      | runs backwards
            -1       | '' in CPU list '-1' is not a CPU number
            1-       | '' in CPU list '1-' is not a CPU number
            99999999 | is not a CPU number
            70000    | CPU 70000 in '70000' is out of range
            """)
    void aWrongCpuListIsRefusedNamingWhatIsWrong(String list, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CpuAffinity.parse(list));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @ParameterizedTest(name = "CPUs {0} for {1} slots -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            0 1         | 2 | 0;1
            0 1 2 3     | 2 | 0-1;2-3
            0 1 2       | 2 | 0;1
            0 1 2 3 4 5 | 3 | 0-1;2-3;4-5
            4 6 8 9     | 1 | 4,6,8-9
            0 1 2 3 4   | 4 | 0;1;2;3
            """)
    void eachSlotGetsTheSameNumberOfCpusOfItsOwn(String given, int slots, String expected) {
        CpuAffinity a = CpuAffinity.plan(cpus(given), slots);
        String[] want = expected.split(";");
        assertEquals(want.length, a.slots().size());
        for (int k = 0; k < want.length; k++) {
            assertEquals(want[k], a.cpus(k));
        }
    }

    @Test
    void moreGamesAtOnceThanCpusCannotBePinned() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CpuAffinity.plan(List.of(0, 1), 3));
        assertEquals("3 games at once need at least 3 CPUs to pin each to its own; there are 2 (0-1)", e.getMessage());
    }

    @Test
    void theLayoutIsDescribedForTheConsole() {
        assertEquals("game slot 1: CPUs 0-1; game slot 2: CPUs 2-3",
                CpuAffinity.plan(List.of(0, 1, 2, 3), 2).describe());
        assertEquals("game slot 1: CPU 5", CpuAffinity.plan(List.of(5), 1).describe());
    }

    @Test
    void theRunnersOwnCpusIncludeAtLeastOne() {
        assertTrue(!CpuAffinity.allowed().isEmpty());
    }

    @Test
    void anEngineStartedPinnedRunsOnlyOnItsCpusUnderItsOwnPid(@TempDir Path dir) throws Exception {
        assumeTrue(CpuAffinity.supported(), "Linux with taskset");
        List<Integer> allowed = CpuAffinity.allowed();
        String last = String.valueOf(allowed.get(allowed.size() - 1));
        // $$ is the engine's own pid: taskset and setsid exec in place
        Path script = ScriptEngine.write(dir, "Pinned", "grep Cpus_allowed_list: /proc/$$/status", null,
                "echo 'bestmove h2e2'");
        try (EngineProcess p = EngineProcess.start("T", script.toString(), List.of(), null, null, null,
                EngineProtocol::isAnyAnswer, last)) {
            EngineProcess.Line l = p.readLine(TimeUnit.SECONDS.toNanos(10));
            assertEquals("Cpus_allowed_list:\t" + last, l.text());
            String stat = java.nio.file.Files.readString(Path.of("/proc/" + p.pid() + "/cmdline")).replace('\0', ' ');
            assertTrue(stat.contains(script.toString()) && !stat.contains("taskset"), stat);
        }
    }
}
