package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.engine.Sandbox;
import arbiter.engine.ScriptEngine;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines that cannot talk to the world: each test engine tries, when it starts and again before each move, to
 * connect to a listener of the test's own on 127.0.0.1, and writes what happened; inside {@code sandbox=net} no
 * attempt may reach the listener. Runs where the host allows network namespaces (bubblewrap is installed by
 * {@code ./test.sh}); elsewhere it is skipped, saying why.
 */
public class SandboxTest {
    private ServerSocket listener;
    private final AtomicInteger reached = new AtomicInteger();

    @AfterEach
    void close() throws IOException {
        System.clearProperty(Sandbox.BWRAP_PROPERTY);
        if (listener != null) {
            listener.close();
        }
    }

    private int listen() throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> {
            while (!listener.isClosed()) {
                try (Socket s = listener.accept()) {
                    reached.incrementAndGet();
                } catch (IOException e) {
                    return;
                }
            }
        });
        t.setDaemon(true);
        t.start();
        return listener.getLocalPort();
    }

    /** An engine that tries the listener on {@code port} at start and before each move, logging to NAME.net. */
    private static Path calling(Path dir, String name, int port, String move) {
        String attempt = "if bash -c 'exec 3<>/dev/tcp/127.0.0.1/" + port + "' 2>/dev/null; then echo connected >> "
                + dir.resolve(name + ".net") + "; else echo blocked >> " + dir.resolve(name + ".net") + "; fi";
        return ScriptEngine.write(dir, name, attempt, null, attempt + "; echo \"bestmove " + move + "\"");
    }

    private static void needNamespaces() {
        String why = new Sandbox(true, false).unavailable();
        assumeTrue(why == null, "sandbox tests skipped: " + why);
    }

    private static Cli run(Path dir, String command, List<String> engineArgs, String... rest) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(engineArgs);
        args.addAll(List.of("--each", "tc=60", "--openings", "file=" + book, "--maxplies", "4", "--log-dir",
                dir.resolve("logs").toString()));
        args.addAll(List.of(rest));
        return Cli.run(args.toArray(String[]::new));
    }

    private static List<String> log(Path dir, String name) throws IOException {
        return Files.readAllLines(dir.resolve(name + ".net"));
    }

    @Test
    void withoutASandboxTheTestEnginesReachTheListener(@TempDir Path dir) throws Exception {
        int port = listen();
        Cli r = run(dir, "match", List.of("--engine", "name=Red", "cmd=" + calling(dir, "Red", port, "h2e2"),
                "--engine", "name=Black", "cmd=" + calling(dir, "Black", port, "h9g7")), "--games", "1");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(log(dir, "Red").contains("connected"), log(dir, "Red").toString());
        assertTrue(reached.get() >= 4, "the listener was reached " + reached.get() + " times");
    }

    @Test
    void anEngineInSandboxNetReachesNothingNotEvenTheLoopback(@TempDir Path dir) throws Exception {
        needNamespaces();
        int port = listen();
        Cli r = run(dir, "match", List.of("--engine", "name=Red", "cmd=" + calling(dir, "Red", port, "h2e2"),
                "--engine", "name=Black", "cmd=" + calling(dir, "Black", port, "h9g7")), "--games", "2",
                "--each", "sandbox=net");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("Sandbox: Red, Black run with sandbox=net (no network)\n"), r.out());
        for (String side : List.of("Red", "Black")) {
            List<String> tries = log(dir, side);
            assertTrue(tries.size() >= 3, side + " tried " + tries); // at its start and before its moves
            assertFalse(tries.contains("connected"), side + ": " + tries);
        }
        assertEquals(0, reached.get());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void aTournamentSandboxesItsEnginesByDefault(@TempDir Path dir) throws Exception {
        needNamespaces();
        int port = listen();
        Cli r = run(dir, "tournament", List.of("--engine", "name=A", "cmd=" + calling(dir, "A", port, "h2e2"),
                "--engine", "name=B", "cmd=" + calling(dir, "B", port, "h9g7")));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Sandbox: A, B run with sandbox=net (no network)"), r.out());
        assertFalse(log(dir, "A").contains("connected") || log(dir, "B").contains("connected"));
        assertEquals(0, reached.get());
    }

    @Test
    void aTournamentEngineGivenSandboxNoneKeepsTheNetwork(@TempDir Path dir) throws Exception {
        int port = listen();
        Cli r = run(dir, "tournament", List.of("--engine", "name=A", "cmd=" + calling(dir, "A", port, "h2e2"),
                "sandbox=none", "--engine", "name=B", "cmd=" + calling(dir, "B", port, "h9g7"), "sandbox=none"));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(log(dir, "A").contains("connected"));
        assertFalse(r.out().contains("Sandbox:"), r.out());
    }

    @Test
    void sandboxFsLeavesOnlyTheEnginesOwnFolderWritable(@TempDir Path dir, @TempDir Path elsewhere) throws Exception {
        needNamespaces();
        assumeTrue(new Sandbox(false, true).unavailable() == null, "sandbox=fs is not possible here");
        Path outside = elsewhere.resolve("outside.txt");
        String tryWrite = "(echo x > " + outside + ") 2>/dev/null && echo wrote-outside >> " + dir.resolve("fs.log")
                + "; (echo x > " + dir.resolve("inside.txt") + ") 2>/dev/null && echo wrote-inside >> "
                + dir.resolve("fs.log");
        Path red = ScriptEngine.write(dir, "Red", tryWrite, null, "echo \"bestmove h2e2\"");
        Path black = ScriptEngine.write(dir, "Black", "", null, "echo \"bestmove h9g7\"");
        Cli r = run(dir, "match", List.of("--engine", "name=Red", "cmd=" + red, "sandbox=fs", "--engine",
                "name=Black", "cmd=" + black), "--games", "1");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Sandbox: Red run with sandbox=fs (files read-only but their own folder)"), r.out());
        assertEquals(List.of("wrote-inside"), Files.readAllLines(dir.resolve("fs.log")));
        assertFalse(Files.exists(outside));
    }

    @Test
    void aHostThatForbidsNamespacesMakesTheTournamentRefuseToStart(@TempDir Path dir) throws Exception {
        Path fake = ScriptEngine.write(dir, "bwrap", "echo 'bwrap: No permissions to create new namespace' >&2; exit 1",
                null, "true");
        System.setProperty(Sandbox.BWRAP_PROPERTY, fake.toString());
        Cli r = run(dir, "tournament", List.of("--engine", "name=A", "cmd=" + calling(dir, "A", 1, "h2e2"),
                "--engine", "name=B", "cmd=" + calling(dir, "B", 1, "h9g7")));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--engine #1 (A): sandbox=net (this command's default): this host does not allow "
                + "it (bwrap: No permissions to create new namespace); give sandbox=none (for all: --each "
                + "sandbox=none) to run engines without it"), r.err());
        assertFalse(Files.exists(dir.resolve("A.net")), "no engine was started");
    }

    @Test
    void anUnknownSandboxIsAUsageError(@TempDir Path dir) throws Exception {
        Cli r = run(dir, "match", List.of("--engine", "name=A", "cmd=/bin/true", "sandbox=docker",
                "--engine", "name=B", "cmd=/bin/true"));
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("sandbox='docker'; expected none, net, fs, net,fs"), r.err());
    }
}
