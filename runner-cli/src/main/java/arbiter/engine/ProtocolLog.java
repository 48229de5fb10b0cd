package arbiter.engine;

import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * {@code --protocol-log}: every line to and from one engine process, as {@code 12:03:04.123 [4242] > go ...} and
 * {@code 12:03:04.130 [4242] < bestmove h2e2} (local time to the millisecond, the process id, the direction). All
 * processes of one engine share its file ({@link LogFile}); the process id tells them apart.
 */
final class ProtocolLog {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");

    private final LogFile file;
    private volatile long pid;

    ProtocolLog(Path path) {
        this.file = LogFile.open(path, Long.MAX_VALUE, "");
    }

    void pid(long pid) {
        this.pid = pid;
    }

    /** A line written to the engine; flushed at once (the engine's answer may be the last thing before a crash). */
    void sent(String line) {
        file.writeLine(prefix() + "> " + line);
        file.flush();
    }

    /** A line read from the engine; written out at the next {@link #flush()}. */
    void received(EngineProcess.Line l) {
        file.writeLine(prefix() + "< " + (l.overlong()
                ? "[a line longer than " + OutputReader.MAX_LINE + " bytes, not logged]" : l.text()));
    }

    void note(String what) {
        file.writeLine(prefix() + "# " + what);
        file.flush();
    }

    void flush() {
        file.flush();
    }

    void close() {
        file.close();
    }

    private String prefix() {
        return LocalTime.now().format(TIME) + " [" + pid + "] ";
    }
}
