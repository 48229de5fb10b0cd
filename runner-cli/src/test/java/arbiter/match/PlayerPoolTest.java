package arbiter.match;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.clock.TimeControl;
import arbiter.engine.EngineConfig;
import arbiter.engine.EngineProtocol;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine-player layer: what a seat starts, it quits, whatever interrupts it. */
class PlayerPoolTest {

    /** An engine that answers the handshake's isready at once and every later one only after a long pause. */
    private static Path slowSecondReady(Path dir) throws Exception {
        Path p = dir.resolve("slow-ready.sh");
        Files.writeString(p, String.join("\n", "#!/bin/sh", "n=0",
                "while read -r cmd rest; do",
                "  case \"$cmd\" in",
                "    uci) echo 'id name Slow'; echo uciok ;;",
                "    isready) n=$((n+1)); if [ $n -gt 1 ]; then sleep 30; fi; echo readyok ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""));
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void anEngineStartedByASeatInterruptedDuringItsNewGameIsQuitWhenTheSeatCloses(@TempDir Path dir)
            throws Exception {
        EngineSpec spec = new EngineSpec(new EngineConfig("Slow", slowSecondReady(dir).toString(), List.of(), null,
                EngineProtocol.byName("uci"), Map.of()), new TimeControl.Unlimited(), null, 1, 0);
        PlayerPool pool = new PlayerPool(dir.resolve("logs"), 60_000, PlayerPool.FirstStart.FATAL,
                new PlayerPool.Events() {
                    @Override
                    public void lost(String name, String why) {
                    }

                    @Override
                    public void warning(String text) {
                    }
                }, () -> false);
        Thread t = new Thread(() -> {
            try (PlayerPool.Seat seat = pool.seat()) {
                seat.ready(spec);
            } catch (InterruptedException | PlayerPool.Unavailable expected) {
                // interrupted in the new game's isready, as when a match is stopped
            }
        });
        t.start();
        ProcessHandle engine = null;
        for (int i = 0; i < 300 && engine == null; i++) {
            Thread.sleep(50);
            // the engine waits in its second isready once its shell has a sleeping child
            engine = ProcessHandle.current().descendants().filter(h -> h.info().command().orElse("")
                    .endsWith("sleep")).findFirst().flatMap(ProcessHandle::parent).orElse(null);
        }
        assertTrue(engine != null, "the engine never reached its second isready");
        t.interrupt();
        t.join(20_000);
        assertFalse(t.isAlive(), "the seat did not close");
        for (int i = 0; i < 100 && engine.isAlive(); i++) {
            Thread.sleep(50);
        }
        assertFalse(engine.isAlive(), "the engine outlived its seat");
        assertTrue(ProcessHandle.current().descendants().noneMatch(ProcessHandle::isAlive), "a process was left");
    }
}
