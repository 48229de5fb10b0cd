package arbiter.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A protocol session with one engine process: handshake, options, new games, {@code position} and {@code go},
 * and the answer with the last {@code info} before it. Not thread-safe: one game thread drives it.
 */
public final class Engine implements AutoCloseable {
    private final EngineConfig config;
    private final EngineProcess process;
    private String idName;
    private boolean ucciMillis;
    private boolean dirty;

    private Engine(EngineConfig config, EngineProcess process) {
        this.config = config;
        this.process = process;
    }

    /**
     * Starts the engine and completes the handshake ({@code uci}/{@code ucci} ... ok, options, {@code isready}).
     *
     * @param timeoutMs how long each handshake step may take
     */
    public static Engine start(EngineConfig config, Path stderrLog, long timeoutMs)
            throws EngineStartException, EngineException, InterruptedException {
        EngineProcess p = EngineProcess.start(config.name(), config.command(), config.args(), config.dir(),
                stderrLog, config.protocolLog());
        Engine e = new Engine(config, p);
        try {
            e.handshake(timeoutMs);
        } catch (EngineException | InterruptedException ex) {
            p.kill();
            throw ex;
        }
        return e;
    }

    private void handshake(long timeoutMs) throws EngineException, InterruptedException {
        Protocol proto = config.protocol();
        send(proto.hello());
        List<String> optionNames = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            EngineProcess.Line l = next(deadline, proto.hello());
            String t = l.text().trim();
            if (t.equals(proto.ok())) {
                break;
            }
            if (t.startsWith("id name ")) {
                idName = t.substring(8).trim();
            } else if (t.startsWith("option ")) {
                optionNames.add(t);
            }
        }
        if (proto == Protocol.UCCI) {
            boolean offered = optionNames.stream().anyMatch(o -> o.contains("usemillisec"));
            if (offered && !Boolean.FALSE.equals(config.ucciMillis())) {
                send(proto.setOption("usemillisec", "true"));
                ucciMillis = true;
            } else if (config.ucciMillis() != null) {
                ucciMillis = config.ucciMillis();
            } else {
                // Fairy-Stockfish reads UCCI times as ms without offering usemillisec
                ucciMillis = idName != null && idName.startsWith("Fairy-Stockfish");
            }
        }
        for (var o : config.options().entrySet()) {
            send(proto.setOption(o.getKey(), o.getValue()));
        }
        ready(timeoutMs);
    }

    /** Sends {@code isready} and waits for {@code readyok}. */
    public void ready(long timeoutMs) throws EngineException, InterruptedException {
        send("isready");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (!next(deadline, "isready").text().trim().equals("readyok")) {
            // skip stray output
        }
    }

    /** Prepares a new game ({@code ucinewgame} under UCI) and checks the engine is ready. */
    public void newGame(long timeoutMs) throws EngineException, InterruptedException {
        if (config.protocol() == Protocol.UCI) {
            send("ucinewgame");
        }
        ready(timeoutMs);
        dirty = false;
    }

    private EngineProcess.Line next(long deadline, String waitingFor) throws EngineException, InterruptedException {
        long left = deadline - System.nanoTime();
        EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
        if (l == null) {
            if (process.atEof()) {
                throw new EngineException(EngineException.Kind.CRASHED, "engine " + config.name()
                        + " exited while answering '" + waitingFor + "'" + exit() + process.stderrHint());
            }
            throw new EngineException(EngineException.Kind.STALLED, "engine " + config.name()
                    + " did not answer '" + waitingFor + "' in time");
        }
        return l;
    }

    private String exit() {
        Integer c = process.exitCode();
        return c == null ? "" : " (exit code " + c + ")";
    }

    /**
     * Sends the position and {@code go}, and waits for the answer at most {@code waitNanos} after {@code go} was
     * written. Info lines are merged so that the last value of each field survives.
     *
     * @param positionCommand the full {@code position ...} line
     * @param redToMove       whether Red is to move (for {@code wtime}/{@code btime})
     */
    public Answer think(String positionCommand, GoLimits limits, boolean redToMove, long waitNanos)
            throws InterruptedException {
        send(positionCommand);
        String go = limits.command(config.protocol(), redToMove, ucciMillis);
        long t0 = System.nanoTime(); // before the write: a fast engine may answer before send() returns
        send(go);
        long deadline = t0 + waitNanos;
        dirty = true;
        Info info = null;
        while (true) {
            long left = deadline - System.nanoTime();
            EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
            if (l == null) {
                if (process.atEof()) {
                    return new Answer.Crash(info, System.nanoTime() - t0, process.exitCode());
                }
                return new Answer.Timeout(info, System.nanoTime() - t0);
            }
            if (l.overlong()) {
                return new Answer.Violation("sent a line longer than " + OutputReader.MAX_LINE
                        + " bytes (protocol violation)", info, Math.max(0, l.nanos() - t0));
            }
            Info i = InfoParser.parse(l.text());
            if (i != null) {
                if (!i.isEmpty()) {
                    info = i.over(info);
                }
                continue;
            }
            BestMove b = BestMove.parse(l.text());
            if (b != null) {
                dirty = false;
                return new Answer.Reply(b, info, Math.max(0, l.nanos() - t0));
            }
        }
    }

    /**
     * After a timeout: asks the engine to stop and waits up to {@code graceMs} for its late answer, so that the
     * next game starts in step. Returns false when the engine did not answer (it should be restarted).
     */
    public boolean resync(long graceMs) throws InterruptedException {
        if (!dirty) {
            return true;
        }
        send("stop");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMs);
        while (true) {
            long left = deadline - System.nanoTime();
            EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
            if (l == null) {
                return false;
            }
            if (BestMove.parse(l.text()) != null) {
                dirty = false;
                return true;
            }
        }
    }

    private void send(String line) {
        process.send(line);
    }

    /** The name the engine gave in {@code id name}, or null. */
    public String idName() {
        return idName;
    }

    public EngineConfig config() {
        return config;
    }

    /** True while the process runs and its output is open. */
    public boolean isAlive() {
        return process.isAlive() && !process.atEof();
    }

    /** Sends {@code quit}, waits up to {@code graceMs}, and kills whatever is left of the process tree. */
    public void quit(long graceMs) {
        process.quit(config.protocol().quit(), graceMs);
    }

    @Override
    public void close() {
        quit(500);
    }
}
