package arbiter.cli;

import arbiter.core.xiangqi.board.Position;
import arbiter.sample.SampleEngine;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.commons.exec.DefaultExecutor;
import picocli.CommandLine;

/**
 * The runner as a separate JVM, for tests of what only a process shows (signals, kills, memory). Each test run
 * gets an id in the environment ({@code ARBITER_TEST_RUN}), which the engines inherit: so the engines of this
 * run are found, and told apart from those of other test JVMs on the machine, whatever their command line.
 *
 * @param process the runner
 * @param runId   the id in the environment of the runner and its engines
 */
public record RunnerProcess(Process process, String runId) {
    private static final String VARIABLE = "ARBITER_TEST_RUN";

    /** The classpath of the runner (and of the sample engine) as this test JVM has it. */
    public static String classpath() throws Exception {
        List<String> parts = new ArrayList<>();
        for (Class<?> c : List.of(Main.class, Position.class, SampleEngine.class, CommandLine.class,
                ObjectMapper.class, JsonFactory.class, com.fasterxml.jackson.annotation.JsonProperty.class,
                DefaultExecutor.class)) {
            parts.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return String.join(File.pathSeparator, parts);
    }

    /** A new id for {@link #start}. */
    public static String newRunId() {
        return UUID.randomUUID().toString();
    }

    /**
     * Starts {@code arbiter ARGS}, output appended to {@code log}. With {@code ownGroup} it is started as a
     * shell starts a foreground job: leading its own process group (setsid), with SIGINT, SIGTERM and SIGHUP at
     * their defaults even where this test runs with them ignored (a CI job in the background).
     */
    public static RunnerProcess start(String runId, List<String> args, Path log, boolean ownGroup, String... jvmOptions)
            throws Exception {
        List<String> cmd = new ArrayList<>();
        if (ownGroup) {
            cmd.addAll(List.of("/usr/bin/setsid", "/usr/bin/env", "--default-signal=INT,TERM,HUP"));
        }
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(jvmOptions));
        cmd.addAll(List.of("-cp", classpath(), Main.class.getName()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        pb.environment().put(VARIABLE, runId);
        return new RunnerProcess(pb.start(), runId);
    }

    /** Sends {@code signal} (INT, TERM, HUP) to every process of the runner's group, as a terminal does. */
    public void signalGroup(String signal) throws Exception {
        new ProcessBuilder("kill", "-" + signal, "--", "-" + process.pid()).inheritIO().start().waitFor();
    }

    /** Processes of this run other than the runner: its engines (and their children). */
    List<Long> engines() {
        return processesOf(runId).stream().filter(pid -> pid != process.pid()).toList();
    }

    /** Waits up to 5 s for every process of this run to be gone; those left then. */
    public List<Long> enginesLeft() throws InterruptedException {
        for (int i = 0; i < 50 && !processesOf(runId).isEmpty(); i++) {
            Thread.sleep(100);
        }
        return processesOf(runId);
    }

    /** Waits up to 30 s for the runner to start an engine; false if it exited first. */
    public boolean awaitEngines() throws InterruptedException {
        for (int i = 0; i < 600 && process.isAlive() && engines().isEmpty(); i++) {
            Thread.sleep(50);
        }
        return process.isAlive();
    }

    /** Live processes whose environment holds {@code ARBITER_TEST_RUN=runId}. */
    public static List<Long> processesOf(String runId) {
        byte[] marker = (VARIABLE + "=" + runId).getBytes(StandardCharsets.UTF_8);
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> contains(p.resolve("environ"), marker))
                    .map(p -> Long.parseLong(p.getFileName().toString()))
                    .filter(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false))
                    .filter(pid -> !isZombie(pid))
                    .toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean contains(Path environ, byte[] marker) {
        byte[] b;
        try {
            b = Files.readAllBytes(environ);
        } catch (IOException e) {
            return false; // gone, or not ours
        }
        outer:
        for (int i = 0; i + marker.length <= b.length; i++) {
            for (int j = 0; j < marker.length; j++) {
                if (b[i + j] != marker[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean isZombie(long pid) {
        try {
            String s = Files.readString(Path.of("/proc/" + pid + "/stat"));
            return s.substring(s.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException e) {
            return true;
        }
    }
}
