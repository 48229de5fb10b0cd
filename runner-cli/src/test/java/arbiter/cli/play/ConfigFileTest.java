package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings files are read relative to their own folder, whatever the working directory. */
public class ConfigFileTest {

    /** A shell script beside the config that starts the sample engine, so that a relative cmd= can name it. */
    private static void engineScript(Path file) throws Exception {
        List<String> s = SampleEngineCommand.settings("X");
        String cmd = s.get(1).substring(4);
        String args = s.stream().filter(t -> t.startsWith("arg=")).map(t -> "'" + t.substring(4) + "'")
                .collect(Collectors.joining(" "));
        Files.writeString(file, "#!/bin/sh\nexec '" + cmd + "' " + args + " \"$@\"\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void pathsInAConfigFileAreRelativeToItsFolder(@TempDir Path dir) throws Exception {
        Path sub = Files.createDirectories(dir.resolve("event"));
        Files.createDirectories(sub.resolve("work"));
        engineScript(sub.resolve("engine.sh"));
        Files.writeString(sub.resolve("book.epd"),
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w ; start\n");
        Files.writeString(sub.resolve("match.json"), """
                {"engines": [{"name": "A", "cmd": "./engine.sh", "dir": "work", "depth": 1},
                             {"name": "B", "cmd": "./engine.sh", "dir": "work", "depth": 1}],
                 "openings": {"file": "book.epd"}, "games": 2, "maxplies": 10,
                 "pgnout": "games.pgn", "jsonOut": "report.json", "logDir": "logs", "protocolLog": true%s}
                """.formatted(arbiter.engine.CpuAffinity.supported() ? ", \"affinity\": true" : ""));
        // the working directory of the test is the module's folder, not dir
        Cli r = Cli.run("match", "--config", sub.resolve("match.json").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(Files.exists(sub.resolve("games.pgn")), "pgnout beside the config");
        assertTrue(!arbiter.engine.CpuAffinity.supported() || r.out().startsWith("Affinity: game slot 1: CPU"),
                "affinity asked for by the config: " + r.out());
        assertTrue(r.out().contains("(busy time of 1 slot "), "one game at a time, one slot: " + r.out());
        assertTrue(Files.exists(sub.resolve("report.json")), "jsonOut beside the config");
        assertTrue(Files.readString(sub.resolve("games.pgn")).contains("[Opening \"start\"]"),
                "the book beside the config");
        assertTrue(Files.readString(sub.resolve("logs").resolve("A.protocol.log")).contains("> go "),
                "the protocol log, asked for by the config, in logDir beside the config");
    }

    @Test
    void pathsInAnEnginesFileAreRelativeToItsFolder(@TempDir Path dir) throws Exception {
        Path sub = Files.createDirectories(dir.resolve("engines"));
        engineScript(sub.resolve("engine.sh"));
        Files.writeString(sub.resolve("engines.json"), "[{\"name\": \"Lib\", \"cmd\": \"./engine.sh\", \"depth\": 1}]");
        Cli r = MatchCommandTest.match(List.of("name=Lib"), SampleEngineCommand.settings("Other"), "--each",
                "depth=1", "--engines", sub.resolve("engines.json").toString(), "--games", "2", "--maxplies", "10",
                "--log-dir", dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/2: Lib - Other"), r.out());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            an unknown key names its line                  | '{\\n  "games": 4,\\n  "bogus": 1\\n}'                       | match.json: line 3: unknown key 'bogus'
            an unknown engine key names engine and line    | '{"games": 4,\\n "engines": [{"name": "A",\\n  "colour": 1}]}' | match.json: engine 1: line 3: unknown key 'colour'
            broken JSON names line and column              | '{\\n  "games": \\n}'                                       | match.json:3:1: not valid JSON
            an empty file says so                          | ''                                                         | match.json: empty; expected a JSON object
            """)
    void aConfigFilesMistakeIsOneLineNamingFileLineAndKey(String name, String json, String expected,
                                                            @TempDir Path dir) throws Exception {
        Path file = dir.resolve("match.json");
        Files.writeString(file, json.translateEscapes());
        Cli r = Cli.run("match", "--config", file.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(expected) && r.err().strip().lines().count() == 1
                && !r.err().contains("Exception") && !r.err().contains("jackson"), r.err());
    }
}
