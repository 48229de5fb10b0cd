package arbiter.engine;

import java.util.ArrayList;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A protocol session with one engine process: handshake, options, new games, {@code position} and {@code go},
 * and the answer with the last {@code info} before it. What is protocol-specific is the {@link EngineProtocol}'s;
 * this class keeps the order of the conversation. Not thread-safe: one game thread drives it.
 */
public final class Engine implements AutoCloseable {
    private final EngineConfig config;
    private final EngineProcess process;
    private EngineProtocol protocol;
    private Handshake handshake;
    private boolean dirty;
    private java.util.function.Consumer<Info> watcher;
    private int pings;
    /** Whether the engine has ever answered one go more than once: from then on each go is preceded by isready. */
    private boolean extraAnswers;
    /** Longest wait between two lines of a protocol's greeting for the engine's first answer, ms. */
    private static final long GREETING_PAUSE_MS = 500;
    /**
     * The moves of the game when the engine was last asked to move in it (its own board then held them), or null
     * after a new game or a stop; a protocol that keeps a board (xboard) sends only what is new since.
     */
    private List<String> known;

    private Engine(EngineConfig config, EngineProcess process) {
        this.config = config;
        this.process = process;
        this.protocol = config.protocol();
    }

    /**
     * Starts the engine and completes the handshake ({@code uci}/{@code ucci} ... ok, the protocol's own setup,
     * the options, {@code isready}).
     *
     * @param handshakeMs how long each handshake step may take, ms
     */
    public static Engine start(EngineConfig config, Path stderrLog, long handshakeMs)
            throws EngineStartException, EngineException, InterruptedException {
        return start(config, stderrLog, handshakeMs, null);
    }

    /**
     * As {@link #start(EngineConfig, Path, long)}, pinned to the CPUs {@code cpus} ({@code taskset -c} list;
     * null: not pinned).
     */
    public static Engine start(EngineConfig config, Path stderrLog, long handshakeMs, String cpus)
            throws EngineStartException, EngineException, InterruptedException {
        EngineProcess p = EngineProcess.start(config.name(), config.command(), config.args(), config.dir(),
                stderrLog, config.protocolLog(), config.protocol()::isAnswer, cpus, config.sandbox());
        Engine e = new Engine(config, p);
        try {
            p.eager(true); // the handshake reads the engine's every word as it comes (greetings, silences)
            e.handshake(handshakeMs);
            p.eager(false);
        } catch (EngineException | InterruptedException ex) {
            p.kill();
            throw ex;
        }
        return e;
    }

    private void handshake(long timeoutMs) throws EngineException, InterruptedException {
        List<String> greeting = protocol.greeting();
        EngineProcess.Line early = null;
        for (int i = 0; i < greeting.size(); i++) {
            send(greeting.get(i));
            if (i < greeting.size() - 1 && early == null) {
                // an engine that reads both lines in one go may lose the second (GNU Chess 6 does): let it
                // answer the first, or wait a moment
                early = process.readLine(TimeUnit.MILLISECONDS.toNanos(GREETING_PAUSE_MS));
            }
        }
        String idName = null;
        Map<String, List<String>> options = new LinkedHashMap<>();
        Map<String, String> features = new LinkedHashMap<>();
        Map<String, Handshake.Range> ranges = new LinkedHashMap<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        long quiet = protocol.quietHandshakeMs();
        boolean waiting = false; // the engine asked for time (xboard done=0): only its own end counts then
        boolean nudged = false;
        boolean heard = false; // silence before its first line is a slow start (or a lost line), not an end
        while (true) {
            EngineProcess.Line l;
            if (early != null) {
                l = early;
                early = null;
            } else if (quiet > 0 && !waiting) {
                long until = Math.min(deadline, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(quiet));
                l = process.readLine(Math.max(0, until - System.nanoTime()));
                if (l == null && !process.atEof() && until < deadline) {
                    if (!nudged && !protocol.nudge().isEmpty()) {
                        nudged = true; // the engine may have lost a line of the greeting while it started up
                        protocol.nudge().forEach(this::send);
                        continue;
                    }
                    if (heard) {
                        break; // quiet after what it had to say: features without done=1
                    }
                    continue; // silent from the start: wait to the deadline, where next() reports it
                }
                if (l == null || l.overlong()) {
                    l = next(deadline, protocol.hello(), timeoutMs); // reports the exit, the silence or the line
                }
            } else {
                l = next(deadline, protocol.hello(), timeoutMs);
            }
            heard = true;
            EngineProtocol.HandshakeLine h = protocol.handshakeLine(l.text());
            h.replies().forEach(this::send);
            options.putAll(h.options());
            features.putAll(h.features());
            ranges.putAll(h.ranges());
            waiting |= h.hold();
            idName = h.idName() != null ? h.idName() : idName;
            if (h.done()) {
                break;
            }
        }
        handshake = new Handshake(idName, options, features, ranges);
        EngineProtocol.Negotiated n = protocol.negotiate(handshake, config);
        protocol = n.protocol();
        n.commands().forEach(this::send);
        protocol.resources(handshake, config).forEach(this::send);
        for (var o : config.options().entrySet()) {
            send(protocol.setOption(o.getKey(), o.getValue()));
        }
        ready(timeoutMs);
    }

    /**
     * Sends the protocol's readiness question ({@code isready}, xboard {@code ping N}) and waits for its answer;
     * whatever comes before it (a late answer) is dropped. Nothing is exchanged when the engine has no such
     * question (an xboard engine without {@code ping}).
     */
    public void ready(long timeoutMs) throws EngineException, InterruptedException {
        int n = ++pings;
        String ping = protocol.ping(n);
        if (ping == null) {
            return;
        }
        send(ping);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (!protocol.isPong(next(deadline, ping, timeoutMs).text(), n)) {
            // skip stray output
        }
    }

    /** Prepares a new game (the protocol's new-game commands) and always ends with an isready exchange. */
    public void newGame(long timeoutMs) throws EngineException, InterruptedException {
        protocol.newGame().forEach(this::send);
        ready(timeoutMs);
        dirty = false;
        known = null;
    }

    private EngineProcess.Line next(long deadline, String waitingFor, long timeoutMs)
            throws EngineException, InterruptedException {
        long left = deadline - System.nanoTime();
        EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
        if (l == null) {
            if (process.atEof()) {
                throw new EngineException(EngineException.Kind.CRASHED, "engine " + config.name()
                        + " exited while answering '" + waitingFor + "'" + exit() + process.stderrHint());
            }
            throw new EngineException(EngineException.Kind.STALLED, "engine " + config.name()
                    + " did not answer '" + waitingFor + "' within " + timeoutMs + " ms (--handshake-timeout)");
        }
        if (l.overlong()) {
            throw new EngineException(EngineException.Kind.PROTOCOL, "engine " + config.name() + " sent a line "
                    + "longer than " + OutputReader.MAX_LINE + " bytes while answering '" + waitingFor
                    + "' (protocol violation)");
        }
        return l;
    }

    private String exit() {
        Integer c = process.exitCode();
        return c == null ? "" : " (exit code " + c + ")";
    }

    /**
     * Sends the position and {@code go}, and waits for the answer at most {@code waitNanos} after {@code go} was
     * written. Output that arrived before {@code go} was written is never its answer: it is dropped unread (a
     * second {@code bestmove} for an earlier {@code go}, a late answer after {@code stop}). Info lines are merged
     * so that the last value of each field survives. Times run from just before writing {@code go} to the
     * answer's arrival on the reading thread.
     *
     * @param startFen  the game's start position
     * @param moves     the moves since, in order, as canonical coordinate text
     * @param redToMove whether the first player (Red, White) is to move (for {@code wtime}/{@code btime})
     */
    public Answer think(String startFen, List<String> moves, GoLimits limits, boolean redToMove, long waitNanos)
            throws InterruptedException {
        return think(startFen, moves, limits, redToMove, waitNanos, null, null);
    }

    /**
     * As {@link #think(String, List, GoLimits, boolean, long)}, telling the engine that the moves {@code banned}
     * (canonical text; null or empty: none) are forbidden now; {@code legal} holds every legal move.
     */
    public Answer think(String startFen, List<String> moves, GoLimits limits, boolean redToMove, long waitNanos,
                        List<String> banned, List<String> legal) throws InterruptedException {
        EngineProcess.Line stale;
        while ((stale = process.readLine(0)) != null) {
            // output from before this go is not an answer to it; an answer among it is one too many
            extraAnswers |= !stale.overlong() && protocol.answer(stale.text()) != null;
        }
        if (extraAnswers) {
            // an engine that has answered one go twice may do it again, a little late: a readiness exchange
            // first makes sure nothing of the last search is still on its way
            try {
                ready(Math.max(1000, TimeUnit.NANOSECONDS.toMillis(waitNanos)));
            } catch (EngineException e) {
                return e.kind() == EngineException.Kind.CRASHED ? new Answer.Crash(null, 0, process.exitCode())
                        : e.kind() == EngineException.Kind.STALLED ? new Answer.Timeout(null, 0)
                        : new Answer.Violation(e.getMessage(), null, 0);
            }
        }
        List<String> commands = banned == null || banned.isEmpty()
                ? protocol.think(startFen, moves, known, limits, redToMove)
                : protocol.thinkWithout(banned, legal, startFen, moves, known, limits, redToMove);
        long t0 = System.nanoTime(); // before the write: a fast engine may answer before send() returns
        process.send(commands); // one write: the position and the go reach the engine together
        known = protocol.keepsBoard() ? List.copyOf(moves) : null;
        captured.clear();
        long deadline = t0 + waitNanos;
        dirty = true;
        Info info = null;
        // info lines are kept as text and read only when the search ends, the last first, until one says it all:
        // an engine reports ten or more a move and the game needs the last (a watcher gets each as it comes)
        List<String> unread = new ArrayList<>();
        while (true) {
            long left = deadline - System.nanoTime();
            EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
            if (l == null) {
                info = settled(info, unread);
                if (process.atEof()) {
                    return new Answer.Crash(info, System.nanoTime() - t0, process.exitCode());
                }
                return new Answer.Timeout(info, System.nanoTime() - t0);
            }
            if (l.nanos() < t0) {
                extraAnswers |= !l.overlong() && protocol.answer(l.text()) != null;
                continue; // arrived while the position was being written: older than this go
            }
            if (l.overlong()) {
                return new Answer.Violation("sent a line longer than " + OutputReader.MAX_LINE
                        + " bytes (protocol violation)", settled(info, unread), Math.max(0, l.nanos() - t0));
            }
            String wrong = protocol.violation(l.text());
            if (wrong != null) {
                return new Answer.Violation(wrong, settled(info, unread), Math.max(0, l.nanos() - t0));
            }
            if (capture != null && capture.matcher(l.text()).find()) {
                captured.add(l.text());
            }
            if (protocol.isInfo(l.text())) {
                java.util.function.Consumer<Info> w = watcher;
                if (w == null) {
                    unread.add(l.text());
                    if (unread.size() >= UNREAD_INFO) {
                        info = settled(info, unread); // a flood keeps memory flat: its last lines say it all
                    }
                    continue;
                }
                Info i = protocol.info(l.text());
                if (i != null && !i.isEmpty()) {
                    info = i.over(settled(info, unread));
                    w.accept(info);
                }
                continue;
            }
            BestMove b = protocol.answer(l.text());
            if (b != null) {
                dirty = false;
                return new Answer.Reply(b, settled(info, unread), Math.max(0, l.nanos() - t0));
            }
        }
    }

    /** Info lines kept unread before those read so far are merged (a flood of them must not pile up). */
    private static final int UNREAD_INFO = 256;

    /** {@code info} with the unread info lines merged over it ({@link EngineProtocol#merged}); the list is emptied. */
    private Info settled(Info info, List<String> unread) {
        Info merged = protocol.merged(info, unread);
        unread.clear();
        return merged;
    }

    /** Lines of the engine's output kept during each search ({@link #capture}), or null when none are kept. */
    private volatile java.util.regex.Pattern capture;
    private final java.util.List<String> captured = new java.util.ArrayList<>();

    /**
     * Keeps, during each coming search, the engine's lines that {@code pattern} finds something in (null: none),
     * for the PGN (fastchess's {@code -pgnout match_line=}); {@link #captured} gives those of the last search.
     */
    public void capture(java.util.regex.Pattern pattern) {
        capture = pattern;
    }

    /** The lines kept during the last search, in order. */
    public java.util.List<String> captured() {
        return java.util.List.copyOf(captured);
    }

    /**
     * Hands each search report of the coming searches, merged so far, to {@code w} (null: to no one), on the
     * thread that called {@link #think}; {@code w} must return at once.
     */
    public void watch(java.util.function.Consumer<Info> w) {
        watcher = w;
        process.eager(w != null); // a watcher sees each info as it comes; else the lines wait for the answer
    }

    /**
     * After a timeout, before anything is sent: the answer the engine gives of its own accord within
     * {@code graceMs} (a move that arrived after the flag, which some rules let stand when it mates), or null.
     * Nothing is asked of the engine, so a search that would have gone on is not cut short into a move.
     */
    public BestMove lateAnswer(long graceMs) throws InterruptedException {
        return awaitAnswer(graceMs);
    }

    /** The next answer within {@code graceMs}, skipping everything else the engine says, or null. */
    private BestMove awaitAnswer(long graceMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMs);
        while (true) {
            long left = deadline - System.nanoTime();
            EngineProcess.Line l = left > 0 ? process.readLine(left) : null;
            if (l == null) {
                return null;
            }
            BestMove b = l.overlong() ? null : protocol.answer(l.text());
            if (b != null) {
                dirty = false;
                return b;
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
        send(protocol.stop());
        known = null; // the engine may or may not have played its answer on its board
        return awaitAnswer(graceMs) != null;
    }

    private void send(String line) {
        process.send(line);
    }

    /** The protocol as this engine speaks it (after the handshake: with its time unit and rank numbering). */
    public EngineProtocol protocol() {
        return protocol;
    }

    /** The name the engine gave in {@code id name}, or null. */
    public String idName() {
        return handshake == null ? null : handshake.idName();
    }

    /** The options of the configuration that the engine did not list at its handshake (ignoring case). */
    public List<String> unlistedOptions() {
        return config.options().keySet().stream().filter(o -> handshake != null && !handshake.offers(o)).toList();
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
        process.quit(protocol.quit(), graceMs);
    }

    @Override
    public void close() {
        quit(500);
    }
}
