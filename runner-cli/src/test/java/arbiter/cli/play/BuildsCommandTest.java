package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.common.OutcomeJson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.CpuFlags;
import arbiter.engine.ScriptEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines given as several builds: the runner runs the first build the host's CPU supports, says which at the
 * start, and writes it in the PGN ({@code RedEngine}, {@code BlackEngine}) and the JSON. The host's flags come from
 * a cpuinfo file of the test's own, so the choice does not depend on the machine.
 */
public class BuildsCommandTest {

    @AfterEach
    void hostFlagsAgain() {
        System.clearProperty(CpuFlags.CPUINFO_PROPERTY);
    }

    private static void host(Path dir, String flags) throws Exception {
        Path cpuinfo = dir.resolve("cpuinfo");
        Files.writeString(cpuinfo, "processor\t: 0\nflags\t\t: " + flags + "\n");
        System.setProperty(CpuFlags.CPUINFO_PROPERTY, cpuinfo.toString());
    }

    private static Path engine(Path dir, String name, String move) {
        return ScriptEngine.write(dir, name, "", null, "echo \"bestmove " + move + "\"");
    }

    private static List<String> common(Path dir) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        return List.of("--each", "tc=60", "--openings", "file=" + book, "--log-dir", dir.resolve("logs").toString(),
                "--maxplies", "2");
    }

    @Test
    void aMatchRunsTheFirstBuildTheCpuHasAndRecordsIt(@TempDir Path dir) throws Exception {
        host(dir, "fpu sse2 avx2 bmi2");
        Path fast = engine(dir, "fast", "h2e2");
        Path plain = engine(dir, "plain", "h2e2");
        Path other = engine(dir, "Other", "h9g7");
        List<String> args = new ArrayList<>(List.of("match",
                "--engine", "name=Multi", "build=" + dir.resolve("missing-avx512") + "@avx512f,avx512bw",
                "build=" + fast + "@bmi2", "build=" + plain,
                "--engine", "name=Other", "cmd=" + other, "--games", "2",
                "--pgnout", dir.resolve("games.pgn").toString(), "--json-out", dir.resolve("m.json").toString()));
        args.addAll(common(dir));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("Build: Multi runs " + fast + " (build 2 of 3, needs bmi2; passed over: "
                + dir.resolve("missing-avx512") + ": no avx512f, avx512bw)\n"), r.out());
        String pgn = Files.readString(dir.resolve("games.pgn"));
        assertTrue(pgn.contains("[RedEngine \"" + fast + "\"]"), pgn);
        assertTrue(pgn.contains("[BlackEngine \"" + fast + "\"]"), pgn); // colours swapped in game 2
        assertEquals(2, pgn.split("Engine \"").length - 1, pgn); // Other lists no builds: no tag for it
        JsonNode multi = OutcomeJson.MAPPER.readTree(dir.resolve("m.json").toFile()).get("settings").get("engines")
                .get(0);
        assertEquals(fast.toString(), multi.get("cmd").asText());
        assertEquals(fast.toString(), multi.get("build").get("cmd").asText());
        assertEquals(2, multi.get("build").get("index").asInt());
        assertEquals(3, multi.get("build").get("of").asInt());
        assertEquals("bmi2", multi.get("build").get("requires").get(0).asText());
    }

    @Test
    void aTournamentTakesBuildsFromTheEnginesFileAndListsThemInItsJson(@TempDir Path dir) throws Exception {
        host(dir, "sse2");
        engine(dir, "A", "h2e2");
        engine(dir, "A-avx2", "h2e2");
        engine(dir, "B", "h9g7");
        engine(dir, "C", "h9g7");
        Files.writeString(dir.resolve("engines.json"), """
                [{"name": "A", "builds": [{"cmd": "./A-avx2.sh", "requires": ["avx2"]}, {"cmd": "./A.sh"}]},
                 {"name": "B", "cmd": "./B.sh"},
                 {"name": "C", "cmd": "./C.sh"}]
                """);
        List<String> args = new ArrayList<>(List.of("tournament", "--engines", dir.resolve("engines.json").toString(),
                "--engine", "name=A", "--engine", "name=B", "--engine", "name=C",
                "--pgnout", dir.resolve("t.pgn").toString(), "--json-out", dir.resolve("t.json").toString()));
        args.addAll(common(dir));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Build: A runs " + dir.resolve("A.sh") + " (build 2 of 2, needs nothing; passed over: "
                + dir.resolve("A-avx2.sh") + ": no avx2)"), r.out());
        JsonNode a = OutcomeJson.MAPPER.readTree(dir.resolve("t.json").toFile()).get("builds").get("A");
        assertEquals(dir.resolve("A.sh").toString(), a.get("cmd").asText());
        assertEquals(dir.resolve("A-avx2.sh") + ": no avx2", a.get("passedOver").get(0).asText());
        assertTrue(Files.readString(dir.resolve("t.pgn")).contains("Engine \"" + dir.resolve("A.sh") + "\"]"));
    }

    @Test
    void anEngineNoBuildOfWhichRunsHereStopsTheMatchNamingTheMissingFlags(@TempDir Path dir) throws Exception {
        host(dir, "sse2");
        Path other = engine(dir, "Other", "h9g7");
        List<String> args = new ArrayList<>(List.of("match", "--engine", "name=Fast", "build=./f-avx2@avx2",
                "build=./f-bmi2@bmi2", "--engine", "name=Other", "cmd=" + other));
        args.addAll(common(dir));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--engine #1 (Fast): no build runs on this CPU: ./f-avx2 needs avx2; ./f-bmi2 needs "
                + "bmi2 (flags from " + dir.resolve("cpuinfo") + "); add a build that needs nothing (build=CMD)"), r.err());
    }

    @Test
    void cmdAndBuildTogetherAreAUsageError(@TempDir Path dir) throws Exception {
        Path other = engine(dir, "Other", "h9g7");
        List<String> args = new ArrayList<>(List.of("match", "--engine", "name=Both", "cmd=" + other,
                "build=" + other, "--engine", "name=Other", "cmd=" + other));
        args.addAll(common(dir));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("give cmd or build, not both"), r.err());
    }

    @Test
    void aBuildsEntryWithoutCmdNamesItsPlace(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("engines.json"), """
                [{"name": "A", "builds": [{"requires": ["avx2"]}]}, {"name": "B", "cmd": "./B.sh"}]
                """);
        List<String> args = new ArrayList<>(List.of("match", "--engines", dir.resolve("engines.json").toString(),
                "--engine", "name=A", "--engine", "name=B"));
        args.addAll(common(dir));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("engine 1: builds[0]: cmd is missing; expected a command"), r.err());
    }
}
