package arbiter.sample;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The command loop: reads UCI or UCCI commands line by line, answers them, and runs each search on a thread of
 * its own so that {@code stop}, {@code isready} and {@code quit} are answered while it thinks.
 * <p>
 * The dialect is chosen by the handshake ({@code uci} or {@code ucci}; UCI until one arrives) and only changes
 * what is printed; both dialects' {@code setoption} forms are accepted at any time. Streams are passed in so that
 * tests drive the loop in-process, and process exit goes through an {@link ExitHook} for the same reason.
 */
public final class ProtocolLoop {
    private final BufferedReader in;
    private final PrintStream out;
    private final PrintStream err;
    private final EngineOptions options;
    private final ExitHook exitHook;

    private Dialect dialect = Dialect.UCI;
    private TranspositionTable tt;
    private int ttMb;
    private Searcher searcher;

    private Position position = Position.initial();
    /** Keys of the positions before the current one since the last capture, for the repetition test. */
    private List<Long> history = List.of();
    /** Moves applied by the latest {@code position} command: the ply the faults look at. */
    private int ply;
    /** UCCI {@code banmoves}: root moves to leave out until the next {@code position}. */
    private List<Move> banned = List.of();

    /** The late-bestmove fault: the move held back until {@code stop}, and the stale answer for the next isready. */
    private Move heldBack;
    private String lateAnswer;

    private Thread searchThread;
    private SearchControl control;
    private SearchLimits limits;

    /** A loop over the given streams; {@code err} receives the crash fault's one-line note. */
    public ProtocolLoop(BufferedReader in, PrintStream out, PrintStream err, EngineOptions options, ExitHook exitHook) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.options = options;
        this.exitHook = exitHook;
    }

    /**
     * Reads commands until {@code quit}, end of input, or a fault ends the loop (after {@code crash} or
     * {@code exit-on-go} the exit hook has been called; after {@code hang} only an interrupt gets here).
     */
    public void run() throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line.trim())) {
                    return;
                }
            }
        } finally {
            stopSearch();
        }
    }

    /** Handles one command; false when the loop must end. */
    private boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        List<String> words = Arrays.asList(line.split("\\s+"));
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        switch (command) {
            case "uci", "ucci" -> handshake(command.equals("uci") ? Dialect.UCI : Dialect.UCCI);
            case "isready" -> {
                send("readyok");
                if (lateAnswer != null) {
                    send(lateAnswer);
                    lateAnswer = null;
                }
            }
            case "setoption" -> setOption(args);
            case "ucinewgame" -> {
                stopSearch();
                setPosition(Position.initial(), List.of(), 0);
            }
            case "position" -> position(args);
            case "banmoves" -> banned = args.stream().map(Move::parse).filter(m -> m != null).toList();
            case "go" -> {
                return go(args);
            }
            case "stop" -> {
                if (heldBack != null) {
                    lateAnswer = dialect.bestMove(heldBack);
                    send(lateAnswer);
                    heldBack = null;
                }
                if (control != null) {
                    control.requestStop();
                }
            }
            case "ponderhit" -> {
                if (control != null) {
                    control.ponderhit(limits);
                }
            }
            case "quit" -> {
                stopSearch();
                String bye = dialect.goodbye();
                if (bye != null) {
                    send(bye);
                }
                return false;
            }
            case "d", "fen" -> send("info string fen " + position.fen());
            default -> send("info string unknown command: " + line);
        }
        return true;
    }

    private void handshake(Dialect d) {
        dialect = d;
        if (options.fault() == Fault.SLOW_START) {
            sleep(options.slowStartMs());
        }
        for (String s : d.handshake(options)) {
            send(s);
        }
    }

    /** {@code setoption name X value Y} (UCI) or {@code setoption X Y} (UCCI). */
    private void setOption(List<String> args) {
        String name;
        String value;
        int valueAt = args.indexOf("value");
        if (!args.isEmpty() && args.get(0).equals("name")) {
            List<String> nameWords = valueAt > 0 ? args.subList(1, valueAt) : args.subList(1, args.size());
            name = String.join(" ", nameWords);
            value = valueAt > 0 ? String.join(" ", args.subList(valueAt + 1, args.size())) : "";
        } else if (!args.isEmpty()) {
            name = args.get(0);
            value = String.join(" ", args.subList(1, args.size()));
        } else {
            send("info string setoption needs a name");
            return;
        }
        String error = options.set(name, value);
        if (error != null) {
            send("info string setoption " + name + ": " + error);
        }
    }

    /** {@code position startpos|fen F [moves m1 m2 ...]}; a bad FEN or move is reported and the rest skipped. */
    private void position(List<String> args) {
        // A running search keeps its own copy of the old position, so nothing needs stopping here.
        int movesAt = args.indexOf("moves");
        List<String> head = movesAt >= 0 ? args.subList(0, movesAt) : args;
        Position start;
        if (!head.isEmpty() && head.get(0).equals("startpos")) {
            start = Position.initial();
        } else if (!head.isEmpty() && head.get(0).equals("fen")) {
            Parsed<Position> parsed = Fen.parse(String.join(" ", head.subList(1, head.size())));
            if (parsed instanceof Parsed.Err<Position> e) {
                send("info string bad FEN: " + e.describe());
                return;
            }
            start = parsed.orThrow();
        } else {
            send("info string position needs startpos or fen");
            return;
        }
        Position p = start;
        List<Long> keys = new ArrayList<>();
        int applied = 0;
        if (movesAt >= 0) {
            for (String text : args.subList(movesAt + 1, args.size())) {
                Move m = Move.parse(text);
                Played played = m == null ? null : p.play(m);
                if (!(played instanceof Played.Ok ok)) {
                    send("info string " + (m == null ? "unreadable move '" + text + "'"
                            : ((Played.Illegal) played).reason()) + "; later moves ignored");
                    break;
                }
                keys.add(p.key());
                if (p.isCapture(m)) {
                    keys.clear(); // positions before a capture can never come back
                }
                p = ok.position();
                applied++;
            }
        }
        setPosition(p, keys, applied);
    }

    private void setPosition(Position p, List<Long> keys, int applied) {
        position = p;
        history = List.copyOf(keys);
        ply = applied;
        banned = List.of();
    }

    /** Starts a search, or acts out a fault. False when the loop must end (crash, exit, hang). */
    private boolean go(List<String> args) {
        long start = System.nanoTime();
        stopSearch();
        SearchLimits parsed = GoParser.parse(args, dialect, options.useMillisec(), position.sideToMove());
        Fault fault = Faults.atGo(options, ply);
        switch (fault) {
            case CRASH -> {
                out.flush();
                err.println("sample-engine: fault 'crash' at ply " + ply + ": exiting with status 3");
                err.flush();
                exitHook.exit(3);
                return false;
            }
            case EXIT_ON_GO -> {
                out.flush();
                exitHook.exit(0);
                return false;
            }
            case HANG -> {
                hang();
                return false;
            }
            case ILLEGAL -> send(dialect.bestMove(Faults.illegalMove(position)));
            case GARBAGE -> {
                Faults.garbage(ply).forEach(this::send);
                send(Faults.GARBAGE_BESTMOVE);
            }
            case NONE -> send(dialect.noMove());
            case ICCS -> send("bestmove " + Faults.iccs(position.legalMoves().get(0)));
            case LATE_ANSWER -> heldBack = position.legalMoves().get(0);
            default -> startSearch(start, rootRestriction(parsed), fault);
        }
        return true;
    }

    /**
     * Applies UCCI {@code banmoves} as a search-moves list of everything else that is legal. A UCI
     * {@code searchmoves} list without a single legal move is dropped, so that such a request cannot make the
     * engine answer "no move" while it has one.
     */
    private SearchLimits rootRestriction(SearchLimits l) {
        List<Move> only = l.searchMoves().stream().filter(position::isLegal).toList();
        if (banned.isEmpty() && only.size() == l.searchMoves().size()) {
            return l;
        }
        List<Move> allowed = new ArrayList<>(only.isEmpty() ? position.legalMoves() : only);
        allowed.removeAll(banned);
        if (allowed.isEmpty()) {
            // Every move is banned: an impossible move keeps the list non-empty but matches nothing.
            allowed.add(Faults.illegalMove(position));
        }
        return new SearchLimits(l.timeLeftMs(), l.incrementMs(), l.movesToGo(), l.moveTimeMs(), l.nodes(), l.depth(),
                l.infinite(), l.ponder(), allowed);
    }

    private void startSearch(long startNanos, SearchLimits l, Fault fault) {
        boolean ignoreStop = fault == Fault.IGNORE_STOP;
        int answers = fault == Fault.DOUBLE_ANSWER ? 2 : 1;
        if (tt == null || ttMb != options.hashMb()) {
            // Allocated on first use (the handshake stays fast) and again after the Hash option changed.
            tt = new TranspositionTable(options.hashMb());
            ttMb = options.hashMb();
            searcher = new Searcher(tt);
        }
        Position root = position;
        List<Long> keys = history;
        SearchControl c = new SearchControl(startNanos, l, TimeManager.plan(l), ignoreStop, options.ignoreStopMs());
        Searcher s = searcher;
        Dialect d = dialect;
        control = c;
        limits = l;
        searchThread = new Thread(() -> runSearch(s, root, keys, l, c, d, answers), "search");
        searchThread.setDaemon(true); // never keeps the process alive after quit
        searchThread.start();
    }

    private void runSearch(Searcher s, Position root, List<Long> keys, SearchLimits l, SearchControl c, Dialect d,
                           int answers) {
        Move best;
        try {
            best = s.search(root, keys, l, c, it -> send(d.info(it))).bestMove();
        } catch (RuntimeException | StackOverflowError e) {
            // A bug must not turn into a misbehaving engine: report it and answer a legal move anyway.
            send("info string search failed: " + e);
            List<Move> legal = root.legalMoves();
            best = legal.isEmpty() ? null : legal.get(0);
        }
        try {
            c.awaitRelease();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // the time of the answer itself, as engines report it last: a runner can tell its own delay from ours
        send("info time " + c.elapsedMs());
        // a double answer goes out in one write: the second is then in the pipe before the runner can write its
        // next go, which is the case a runner can tell apart (UCI numbers nothing: one written after the next go
        // looks like its answer)
        String answer = best == null ? d.noMove() : d.bestMove(best);
        send(answers == 1 ? answer
                : String.join(System.lineSeparator(), java.util.Collections.nCopies(answers, answer)));
    }

    /**
     * Ends the running search (if any), whatever the ignore-stop fault says, and waits for its answer to be
     * printed. Used where the protocol leaves no choice: a new {@code go}, {@code ucinewgame}, {@code quit}.
     */
    private void stopSearch() {
        Thread t = searchThread;
        if (t == null) {
            return;
        }
        control.forceStop();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        searchThread = null;
        control = null;
    }

    /** The hang fault: read and drop every line, answer nothing, and sleep once input ends. */
    private void hang() {
        try {
            while (in.readLine() != null) {
                // ignored, quit included
            }
            while (true) {
                Thread.sleep(60_000);
            }
        } catch (InterruptedIOException | InterruptedException e) {
            Thread.currentThread().interrupt(); // only a test interrupts: let it end the loop
        } catch (IOException e) {
            sleep(Long.MAX_VALUE);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Prints one line and flushes; called from both threads, and PrintStream keeps whole lines together. */
    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
