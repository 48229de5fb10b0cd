package arbiter.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * Misbehaving engines for tests: small {@code /bin/sh} scripts that speak just enough UCI ({@code uci},
 * {@code isready}, {@code position}, {@code go}, {@code quit}) and do one bad thing where the test says.
 * The last {@code position} line's arguments are in {@code $pos} when {@code go} arrives.
 */
public final class ScriptEngine {
    /** The standard start position, as a one-line EPD book. */
    public static final String START_EPD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n";

    private ScriptEngine() {
    }

    /**
     * Writes an executable script engine {@code dir/NAME.sh}.
     *
     * @param before shell commands run at start, before the first command is read ("" for none)
     * @param onUci  what it does on {@code uci} (null: {@code id name NAME} and {@code uciok})
     * @param onGo   what it does on {@code go}
     */
    public static Path write(Path dir, String name, String before, String onUci, String onGo) {
        String uci = onUci != null ? onUci : "echo \"id name " + name + "\"; echo uciok";
        String text = String.join("\n", List.of(
                "#!/bin/sh",
                before,
                "while read -r cmd rest; do",
                "  case \"$cmd\" in",
                "    uci) " + uci + " ;;",
                "    isready) echo readyok ;;",
                "    position) pos=\"$rest\" ;;",
                "    go) " + onGo + " ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done",
                ""));
        Path p = dir.resolve(name + ".sh");
        try {
            Files.writeString(p, text);
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** An engine that plays {@code move} on every {@code go}. */
    public static Path playing(Path dir, String name, String move) {
        return write(dir, name, "", null, "echo \"bestmove " + move + "\"");
    }

    /** Processes alive whose command line contains {@code marker} (e.g. a {@code sleep 987.123} a script left). */
    public static List<ProcessHandle> alive(String marker) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(h -> h.info().commandLine().map(c -> c.contains(marker)).orElse(false)
                        || h.info().arguments().map(a -> List.of(a).contains(marker)).orElse(false))
                .toList();
    }

    /** Waits up to {@code ms} for no process with {@code marker} to be left; kills and names any that is. */
    public static List<String> leftAfter(String marker, long ms) throws InterruptedException {
        long deadline = System.nanoTime() + ms * 1_000_000;
        while (System.nanoTime() < deadline && !alive(marker).isEmpty()) {
            Thread.sleep(50);
        }
        List<ProcessHandle> left = alive(marker);
        left.forEach(ProcessHandle::destroyForcibly);
        return left.stream().map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList();
    }
}
