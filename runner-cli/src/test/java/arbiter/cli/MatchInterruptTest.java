package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.board.Position;
import arbiter.sample.SampleEngine;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.commons.exec.DefaultExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Ctrl-C (SIGINT) on a running match: whole games only in the PGN, no engine left, exit code 130. */
class MatchInterruptTest {
    private static final String MARKER = "--hash=13";

    static String classpath() throws Exception {
        List<String> parts = new ArrayList<>();
        for (Class<?> c : List.of(Main.class, Position.class, SampleEngine.class, CommandLine.class,
                ObjectMapper.class, JsonFactory.class, com.fasterxml.jackson.annotation.JsonProperty.class,
                DefaultExecutor.class)) {
            parts.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return String.join(File.pathSeparator, parts);
    }

    static long markedEngines() {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(h -> h.info().arguments().map(a -> List.of(a).contains(MARKER)).orElse(false)).count();
    }

    @Test
    void interruptingAMatchKeepsWholeGamesAndLeavesNoEngine(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("games.pgn");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classpath(), Main.class.getName(), "match", "--engine"));
        cmd.addAll(SampleEngineCommand.settings("A", MARKER));
        cmd.add("--engine");
        cmd.addAll(SampleEngineCommand.settings("B", MARKER));
        cmd.addAll(List.of("--each", "tc=3+0.05", "--games", "40", "--concurrency", "2", "--pgnout", pgn.toString()));
        Path log = dir.resolve("out.txt");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline && !(Files.exists(pgn) && Files.readString(pgn).contains("[Round"))) {
            Thread.sleep(200);
        }
        assertTrue(Files.exists(pgn), "no game finished in time: " + Files.readString(log));
        new ProcessBuilder("kill", "-INT", String.valueOf(p.pid())).start().waitFor();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the runner did not exit after SIGINT");
        assertEquals(130, p.exitValue(), Files.readString(log));
        for (int i = 0; i < 50 && markedEngines() > 0; i++) {
            Thread.sleep(100);
        }
        assertEquals(0, markedEngines(), "engine processes left behind");
        String out = Files.readString(log, StandardCharsets.UTF_8);
        long reported;
        try (Stream<String> lines = out.lines()) {
            reported = lines.filter(l -> l.startsWith("Game ")).count();
        }
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains(reported + " games: " + reported + " agree with the recorded result, 0 disagree,"
                + " 0 unreadable"), again.out() + "\n" + out);
    }
}
