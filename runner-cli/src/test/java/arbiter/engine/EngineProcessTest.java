package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One engine process as the runner sees it, with script engines that misbehave on purpose. */
class EngineProcessTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    /** A {@code sleep} argument no other process on the machine has, to find the sleeps a script left. */
    private static String uniqueSleep() {
        return "987." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
    }

    private static EngineProcess start(Path script, Path stderrLog) throws Exception {
        return EngineProcess.start("T", script.toString(), List.of(), null, stderrLog);
    }

    /** Fields of /proc/PID/stat after the command name: state, ppid, pgrp, session, ... */
    private static String[] stat(long pid) throws Exception {
        String s = Files.readString(Path.of("/proc/" + pid + "/stat"));
        return s.substring(s.lastIndexOf(')') + 2).split(" ");
    }

    private static String readText(EngineProcess p, long nanos) throws InterruptedException {
        EngineProcess.Line l = p.readLine(nanos);
        return l == null ? null : l.text();
    }

    @Test
    void anEngineLeadsItsOwnSessionAndProcessGroupUnderItsOwnPid(@TempDir Path dir) throws Exception {
        Path script = ScriptEngine.write(dir, "Session", "echo started", null, "echo 'bestmove h2e2'");
        try (EngineProcess p = start(script, null)) {
            assertEquals("started", readText(p, 10 * SECOND));
            String[] st = stat(p.pid());
            assertEquals(String.valueOf(p.pid()), st[2], "process group");
            assertEquals(String.valueOf(p.pid()), st[3], "session");
            String cmdline = Files.readString(Path.of("/proc/" + p.pid() + "/cmdline")).replace('\0', ' ');
            assertTrue(cmdline.contains(script.toString()) && !cmdline.contains("setsid"), cmdline);
        }
    }

    @Test
    void killingAnEngineKillsDescendantsThatLeftItsProcessTree(@TempDir Path dir) throws Exception {
        String sleep = uniqueSleep();
        // the subshell exits at once: its sleep is re-parented and is no longer a descendant of the engine
        Path script = ScriptEngine.write(dir, "Orphaning", "(sleep " + sleep + " > /dev/null 2>&1 &); echo started",
                null, "echo 'bestmove h2e2'");
        EngineProcess p = start(script, null);
        try {
            assertEquals("started", readText(p, 10 * SECOND));
            List<ProcessHandle> sleeps = ScriptEngine.alive(sleep);
            for (int i = 0; i < 100 && sleeps.isEmpty(); i++) {
                Thread.sleep(50); // the forked subshell may not have become the sleep yet
                sleeps = ScriptEngine.alive(sleep);
            }
            assertEquals(1, sleeps.size(), "the sleep runs");
            long parent = sleeps.get(0).parent().map(ProcessHandle::pid).orElse(-1L);
            assertTrue(parent != p.pid(), "re-parented");
            p.kill();
            assertEquals(List.of(), ScriptEngine.leftAfter(sleep, 2000), "survived the kill");
        } finally {
            p.kill();
            ScriptEngine.leftAfter(sleep, 0);
        }
    }

    @Test
    void anEngineThatExitsWhileItsChildHoldsItsOutputIsSeenToEndAtOnce(@TempDir Path dir) throws Exception {
        String sleep = uniqueSleep();
        Path script = ScriptEngine.write(dir, "Leaving", "echo hello; sleep " + sleep + " & exit 3", null, "");
        EngineProcess p = start(script, null);
        try {
            assertEquals("hello", readText(p, 10 * SECOND));
            assertNull(p.readLine(20 * SECOND), "no more output");
            assertTrue(p.atEof(), "the output ended (not a timeout)");
            assertEquals(3, p.exitCode());
            assertEquals(List.of(), ScriptEngine.leftAfter(sleep, 2000), "the child that held the pipe survived");
        } finally {
            p.kill();
            ScriptEngine.leftAfter(sleep, 0);
        }
    }

    @Test
    void aFloodOfInfoLinesIsBoundedKeepingTheLatestInfoAndEveryAnswer(@TempDir Path dir) throws Exception {
        // 300,000 info lines with an option line every 100 and a marked info last, read only after all arrived
        Path script = ScriptEngine.write(dir, "Flood", String.join("; ",
                "seq 1 300000 | sed -e 's/^\\(.*\\)00$/option name O\\100 type check default false/' "
                        + "-e 's/^[0-9]*$/info depth 1 nodes 1 score cp 5 pv h2e2/'",
                "echo 'info depth 99 score cp 7 pv h2e2'", "echo 'bestmove h2e2'", "exit 0"), null, "");
        EngineProcess p = start(script, null);
        try {
            assertTrue(waitForExit(p, 60), "the flood did not end");
            Thread.sleep(300); // the reader takes the rest of the pipe
            List<String> lines = new ArrayList<>();
            String t;
            while ((t = readText(p, SECOND)) != null) {
                lines.add(t);
            }
            assertTrue(p.atEof());
            long options = lines.stream().filter(l -> l.startsWith("option name O")).count();
            assertEquals(3000, options, "protocol lines are never dropped");
            // while the reader is ahead, at most one info line follows each answer: memory grows with answers only
            assertTrue(lines.size() <= 2 * 3000 + LineQueue.CHATTER_LINES + 2, lines.size() + " lines kept");
            assertEquals("bestmove h2e2", lines.get(lines.size() - 1));
            assertEquals("info depth 99 score cp 7 pv h2e2", lines.get(lines.size() - 2), "the latest info");
        } finally {
            p.kill();
        }
    }

    @Test
    void aLineLongerThan64KilobytesArrivesAsAnOverlongMarker(@TempDir Path dir) throws Exception {
        Path script = ScriptEngine.write(dir, "Long", String.join("; ",
                "head -c 65536 /dev/zero | tr '\\0' a; echo", // exactly the limit: a normal line
                "head -c 1048576 /dev/zero | tr '\\0' b; echo", "echo readyok"), null, "");
        try (EngineProcess p = start(script, null)) {
            EngineProcess.Line atLimit = p.readLine(10 * SECOND);
            assertNotNull(atLimit);
            assertEquals(65_536, atLimit.text().length());
            assertFalse(atLimit.overlong());
            EngineProcess.Line over = p.readLine(10 * SECOND);
            assertNotNull(over);
            assertTrue(over.overlong());
            assertEquals("", over.text());
            assertEquals("readyok", readText(p, 10 * SECOND), "the rest of the long line is skipped");
        }
    }

    @Test
    void stderrBeyondTenMegabytesIsCappedWithANoteWhileTheEngineGoesOn(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("logs/T.stderr.log");
        Path script = ScriptEngine.write(dir, "Noisy", String.join("; ",
                "yes 'some noise on stderr' | head -c 12000000 >&2", "echo done", "exit 0"), null, "");
        try (EngineProcess p = start(script, log)) {
            assertEquals("done", readText(p, 60 * SECOND), "the engine was not blocked by its stderr");
            assertNull(p.readLine(10 * SECOND));
            assertTrue(p.atEof());
            Thread.sleep(300);
            String text = Files.readString(log);
            long cap = 10L * 1024 * 1024;
            String note = "[arbiter: stderr log capped at 10 MB; the rest was dropped]";
            assertTrue(text.endsWith(note + "\n"), text.substring(Math.max(0, text.length() - 200)));
            assertEquals(cap + note.length() + 2, Files.size(log));
        }
    }

    @Test
    void stderrTailNamesTheLogAndTheLastLines(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("T.stderr.log");
        Path script = ScriptEngine.write(dir, "Dying", String.join("; ", "echo one >&2", "echo two >&2",
                "echo three >&2", "echo 'four: cannot open nn.bin' >&2", "exit 2"), null, "");
        try (EngineProcess p = start(script, log)) {
            assertNull(p.readLine(10 * SECOND));
            assertTrue(p.atEof());
            assertEquals("two | three | four: cannot open nn.bin", p.stderrTail());
            assertEquals("; its stderr (" + log + ") ends: two | three | four: cannot open nn.bin", p.stderrHint());
        }
    }

    @Test
    void theProtocolLogHoldsBothDirectionsWithMillisecondTimes(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("logs/T.protocol.log");
        Path script = ScriptEngine.playing(dir, "Logged", "h2e2");
        try (EngineProcess p = EngineProcess.start("T", script.toString(), List.of(), null, null, log,
                EngineProtocol::isAnyAnswer)) {
            p.send("uci");
            assertEquals("id name Logged", readText(p, 10 * SECOND));
            assertEquals("uciok", readText(p, 10 * SECOND));
            p.send("go depth 1");
            assertEquals("bestmove h2e2", readText(p, 10 * SECOND));
            p.quit("quit", 2000);
        }
        List<String> lines = Files.readAllLines(log);
        String stamp = "\\d\\d:\\d\\d:\\d\\d\\.\\d{3} \\[\\d+\\] ";
        for (String expected : List.of("> uci", "< id name Logged", "< uciok", "> go depth 1", "< bestmove h2e2",
                "> quit")) {
            assertTrue(lines.stream().anyMatch(l -> l.matches(stamp + java.util.regex.Pattern.quote(expected))),
                    expected + " in " + lines);
        }
    }

    private static boolean waitForExit(EngineProcess p, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + seconds * SECOND;
        while (p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        return !p.isAlive();
    }
}
