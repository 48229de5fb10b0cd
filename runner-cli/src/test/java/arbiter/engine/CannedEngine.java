package arbiter.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A scripted engine for protocol tests: a small shell script that logs every line it receives and answers the
 * k-th {@code go} with the k-th canned answer (several lines allowed), so a test sees exactly what the runner sent
 * and decides exactly what it reads back.
 */
public final class CannedEngine {
    private final Path log;
    private final Path script;

    /**
     * @param dir       where the script, its answers and its log go
     * @param name      file name prefix
     * @param handshake the lines answering {@code uci}/{@code ucci}, before {@code uciok}/{@code ucciok}
     * @param answers   one entry per {@code go}: the lines to print
     */
    public CannedEngine(Path dir, String name, List<String> handshake, List<List<String>> answers) {
        log = dir.resolve(name + ".log");
        script = dir.resolve(name + ".sh");
        Path answerFile = dir.resolve(name + ".answers");
        try {
            StringBuilder a = new StringBuilder();
            answers.forEach(lines -> a.append(String.join("\\n", lines)).append('\n'));
            Files.writeString(answerFile, a.toString());
            String hello = String.join("\\n", handshake);
            Files.writeString(script, "#!/bin/bash\nn=0\n"
                    + "while IFS= read -r line; do\n"
                    + "  echo \"$line\" >> '" + log + "'\n"
                    + "  case \"$line\" in\n"
                    + "    uci) printf '" + hello + (hello.isEmpty() ? "" : "\\n") + "uciok\\n' ;;\n"
                    + "    ucci) printf '" + hello + (hello.isEmpty() ? "" : "\\n") + "ucciok\\n' ;;\n"
                    + "    isready) echo readyok ;;\n"
                    + "    go*) n=$((n+1)); a=$(sed -n \"${n}p\" '" + answerFile + "'); printf '%b\\n' \"$a\" ;;\n"
                    + "    quit) exit 0 ;;\n"
                    + "  esac\n"
                    + "done\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!script.toFile().setExecutable(true)) {
            throw new IllegalStateException("cannot make " + script + " executable");
        }
    }

    /** A UCI engine config that runs the script. */
    public EngineConfig config(String engineName, String proto) {
        return new EngineConfig(engineName, script.toString(), List.of(), null, EngineProtocol.byName(proto),
                Map.of());
    }

    /** Every line the engine received so far. */
    public List<String> received() {
        try {
            return Files.exists(log) ? Files.readAllLines(log) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
