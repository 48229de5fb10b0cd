package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Engine builds per instruction set: the host's flags read from cpuinfo, the first build it can run chosen. */
class BuildTest {
    private static final String X86 = """
            processor	: 0
            vendor_id	: GenuineIntel
            flags		: fpu vme sse2 ssse3 sse4_1 sse4_2 popcnt avx avx2 bmi1 bmi2
            bugs		: spectre_v1

            processor	: 1
            flags		: fpu sse2 avx512f
            """;
    private static final String ARM = """
            processor	: 0
            BogoMIPS	: 48.00
            Features	: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm dotprod
            """;

    private static final List<Build> PIKAFISH = List.of(
            new Build("pikafish-avx512", List.of("avx512f", "avx512bw")),
            new Build("pikafish-bmi2", List.of("bmi2")),
            new Build("pikafish", List.of()));

    @Test
    void theFirstProcessorsFlagsAreRead() {
        CpuFlags f = CpuFlags.parse(X86, "test");
        assertEquals(Set.of("fpu", "vme", "sse2", "ssse3", "sse4_1", "sse4_2", "popcnt", "avx", "avx2", "bmi1", "bmi2"),
                f.flags());
    }

    @Test
    void armFeaturesCountAsFlags() {
        assertEquals(true, CpuFlags.parse(ARM, "test").hasAll(List.of("asimd", "dotprod")));
    }

    @Test
    void theFirstBuildWhoseFlagsTheHostHasIsChosenAndTheOnesPassedOverSayWhy() {
        Build.Choice c = Build.choose(PIKAFISH, CpuFlags.parse(X86, "test"));
        assertEquals("pikafish-bmi2", c.build().command());
        assertEquals(1, c.index());
        assertEquals(List.of("pikafish-avx512: no avx512f, avx512bw"), c.skipped());
        assertEquals(3, c.of());
    }

    @Test
    void aHostWithoutFlagsRunsTheBuildThatNeedsNothing() {
        Build.Choice c = Build.choose(PIKAFISH, CpuFlags.parse(ARM, "test"));
        assertEquals("pikafish", c.build().command());
        assertEquals(2, c.skipped().size());
    }

    @Test
    void whenNoBuildRunsEachBuildsMissingFlagsAreNamed() {
        List<Build> fast = PIKAFISH.subList(0, 2);
        CpuFlags arm = CpuFlags.parse(ARM, "cpuinfo");
        assertNull(Build.choose(fast, arm));
        assertEquals("pikafish-avx512 needs avx512f, avx512bw; pikafish-bmi2 needs bmi2 (flags from cpuinfo)",
                Build.why(fast, arm));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a plain command                       | ./pikafish                  | ./pikafish         | ''
            a command with flags                  | ./pikafish-bmi2@BMI2,avx2   | ./pikafish-bmi2    | bmi2 avx2
            a command holding @ that needs nothing | /opt/e@1/pikafish@         | /opt/e@1/pikafish  | ''
            a command holding @ with flags        | /opt/e@1/pikafish@avx2      | /opt/e@1/pikafish  | avx2
            """)
    void theCommandLineFormIsCmdAtFlags(String name, String token, String cmd, String flags) {
        Build b = Build.parse(token);
        assertEquals(cmd, b.command());
        assertEquals(flags.isEmpty() ? List.of() : List.of(flags.split(" ")), b.requires());
        assertEquals(b, Build.parse(b.token()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no command       | @avx2
            an empty flag    | ./e@avx2,,bmi2
            a flag with a space | ./e@avx 2
            """)
    void malformedBuildsAreRefused(String name, String token) {
        assertNull(Build.parse(token));
    }
}
