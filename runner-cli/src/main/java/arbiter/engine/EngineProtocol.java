package arbiter.engine;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the runner talks to one kind of engine: the handshake words, options, new games, positions and {@code go},
 * and how the engine's moves are read. Implementations are values; {@link #negotiate} returns the one that fits
 * what an engine said at its handshake (time units, rank numbering). One implementation per protocol: UCI, UCCI and
 * xboard (CECP 2).
 */
public sealed interface EngineProtocol permits UciProtocol, UcciProtocol, XboardProtocol {

    /** The name used in {@code proto=} ({@code uci}, {@code ucci}, {@code xboard}). */
    String name();

    /** The first command ({@code uci}, {@code ucci}). */
    String hello();

    /** The line that ends the engine's answer to {@link #hello()} ({@code uciok}, {@code ucciok}). */
    String ok();

    /** Every line that opens the handshake (UCI and UCCI: {@link #hello()}; xboard: {@code xboard}, {@code protover 2}). */
    default List<String> greeting() {
        return List.of(hello());
    }

    /**
     * What a line of the engine's handshake means: whether it ends the handshake, what to answer, and what it
     * tells (name, options, features). UCI and UCCI: {@link #ok()} ends it, {@code id name} names the engine,
     * {@code option} lines offer options.
     */
    default HandshakeLine handshakeLine(String line) {
        String t = line.trim();
        String option = optionName(t);
        Handshake.Range range = option == null ? null : Handshake.range(t);
        return new HandshakeLine(t.equals(ok()), false, List.of(), t.startsWith("id name ") ? t.substring(8).trim()
                : null, option == null ? Map.of() : Map.of(option, Handshake.vars(t)), Map.of(),
                range == null ? Map.of() : Map.of(option, range));
    }

    /**
     * How long the handshake may go quiet, once the engine has said something, before it is taken as complete,
     * ms, or 0 when only {@link #ok()} ends it (xboard: an engine that sends features but no {@code done=1} is
     * taken to have sent them all after 2 quiet seconds).
     */
    default long quietHandshakeMs() {
        return 0;
    }

    /**
     * What to send once more when the handshake goes quiet before it is complete (xboard: {@code protover 2}, which
     * an engine still starting up may have lost; GNU Chess 6 does); nothing for UCI and UCCI.
     */
    default List<String> nudge() {
        return List.of();
    }

    /** The readiness question for exchange {@code n} ({@code isready}; xboard {@code ping N}), or null for none. */
    default String ping(int n) {
        return "isready";
    }

    /** Whether {@code line} answers {@link #ping(int) ping} {@code n} ({@code readyok}; xboard {@code pong N}). */
    default boolean isPong(String line, int n) {
        return line.trim().equals("readyok");
    }

    /** The engine's answer to a search on this line, or null when the line is not one ({@code bestmove ...}). */
    default BestMove answer(String line) {
        return BestMove.parse(line);
    }

    /** Search information on this line ({@code info ...}), or null when the line carries none. */
    default Info info(String line) {
        return InfoParser.parse(line);
    }

    /**
     * {@code earlier} with the reports of {@code lines} (info lines, oldest first) merged over it as if read one by
     * one ({@link Info#over}), read from the last back only until the merged report has every field: an engine
     * writes ten or more a move and the last usually says it all.
     */
    default Info merged(Info earlier, List<String> lines) {
        Info newer = null;
        for (int k = lines.size() - 1; k >= 0 && (newer == null || !newer.isComplete()); k--) {
            if (newer != null && !mayAdd(lines.get(k), newer)) {
                continue; // an engine that never reports a field (Fairy-Stockfish: hashfull) is not read back whole
            }
            Info i = info(lines.get(k));
            if (i != null && !i.isEmpty()) {
                newer = newer == null ? i : newer.over(i);
            }
        }
        return newer == null ? earlier : newer.over(earlier);
    }

    /**
     * Whether the report {@link #info} reads from {@code line} may hold a field {@code merged} lacks; false only
     * when it surely holds none, told without reading the line. A protocol that reads its own {@link #info} says
     * so here too.
     */
    default boolean mayAdd(String line, Info merged) {
        return InfoParser.mayAdd(line, merged);
    }

    /**
     * Whether {@link #info} reads {@code line} as a search report (not null), told without reading it: for UCI and
     * UCCI, the line's first word is {@code info}.
     */
    default boolean isInfo(String line) {
        return InfoParser.isInfoLine(line);
    }

    /** A protocol error the engine reports on this line that loses the game for it (xboard {@code Illegal move}). */
    default String violation(String line) {
        return null;
    }

    /** The command that makes a searching engine answer at once ({@code stop}; xboard {@code ?}). */
    default String stop() {
        return "stop";
    }

    /**
     * Whether the engine keeps a board of its own between searches, so that {@link #think} is told the moves it
     * holds ({@code known}; xboard): UCI and UCCI are sent the whole game each time, and need no copy of it.
     */
    default boolean keepsBoard() {
        return false;
    }

    /**
     * The commands that make the engine search the position after {@code moves} from {@code startFen}.
     *
     * @param known     the moves the engine's own board already holds since the last new game (xboard keeps a
     *                  board; UCI and UCCI are sent the whole game each time), or null when it holds none
     * @param redToMove whether the first player is to move
     */
    default List<String> think(String startFen, List<String> moves, List<String> known, GoLimits limits,
                               boolean redToMove) {
        return List.of(position(startFen, moves), go(limits, redToMove));
    }

    /**
     * As {@link #think}, with the search kept off the moves {@code banned} (canonical text) that the rules forbid
     * now; {@code legal} holds every legal move. The protocol says so as its engines understand it (UCCI
     * {@code banmoves}, UCI {@code go ... searchmoves}); one that cannot say so (xboard) sends {@link #think}'s
     * commands unchanged, and a banned move is still ruled by the runner.
     */
    default List<String> thinkWithout(List<String> banned, List<String> legal, String startFen, List<String> moves,
                                      List<String> known, GoLimits limits, boolean redToMove) {
        return think(startFen, moves, known, limits, redToMove);
    }

    /**
     * The engine's move text read in this protocol's notation, as canonical coordinate text, with the game so far
     * for notations that need the position (xboard engines may write SAN or {@code O-O}); null when it is no move.
     */
    default String readMove(String text, arbiter.core.game.GameState game) {
        return readMove(text);
    }

    /**
     * What a handshake line means.
     *
     * @param done     the handshake is complete
     * @param hold     the engine asks for more time (xboard {@code feature done=0})
     * @param replies  what to send back ({@code accepted ...})
     * @param idName   the engine's name, or null
     * @param options  options offered, with their {@code var} values
     * @param features xboard features given
     * @param ranges   the {@code min}/{@code max} of options offered with them
     */
    record HandshakeLine(boolean done, boolean hold, List<String> replies, String idName,
                         Map<String, List<String>> options, Map<String, String> features,
                         Map<String, Handshake.Range> ranges) {
        /** A line that gives no option ranges. */
        public HandshakeLine(boolean done, boolean hold, List<String> replies, String idName,
                             Map<String, List<String>> options, Map<String, String> features) {
            this(done, hold, replies, idName, options, features, Map.of());
        }
    }

    /** The command that sets an option. */
    String setOption(String name, String value);

    /**
     * The commands that give the engine the organiser's threads and hash ({@link EngineConfig#resources()}),
     * sent once the protocol is negotiated: UCI's {@code Threads} and {@code Hash} options.
     *
     * @throws EngineException when the engine offers no way to set a resource given, or not the value given
     */
    default List<String> resources(Handshake h, EngineConfig config) throws EngineException {
        return config.resources().optionCommands(this, h, "engine " + config.name(), List.of("Threads"),
                List.of("Hash"));
    }

    /**
     * Whether a line beginning with {@code firstWord} answers the runner in this protocol ({@code bestmove},
     * {@code readyok}, ...): such lines are never dropped when an engine floods its output; everything else
     * ({@code info} and chatter) may be.
     */
    boolean isAnswer(String firstWord);

    /** {@link #isAnswer} of any protocol the runner speaks: for output read before the protocol is known. */
    static boolean isAnyAnswer(String firstWord) {
        return new UciProtocol(false).isAnswer(firstWord) || new UcciProtocol(false).isAnswer(firstWord)
                || XboardProtocol.initial().isAnswer(firstWord);
    }

    /** The option's name on an {@code option ...} line of the handshake, or null when the line is not one. */
    String optionName(String line);

    /**
     * After the handshake: the protocol as this engine speaks it, and the commands that set it up (sent before the
     * user's options).
     */
    Negotiated negotiate(Handshake handshake, EngineConfig config) throws EngineException;

    /** Commands before every new game (possibly none); an {@code isready} exchange always follows. */
    List<String> newGame();

    /**
     * The {@code position} line: the start position's FEN and the moves since, as canonical coordinate text (see
     * {@code Variant}); the protocol writes them as the engine reads them.
     */
    String position(String startFen, List<String> moves);

    /** The {@code go} line; {@code redToMove} decides which side's clock is "own". */
    String go(GoLimits limits, boolean redToMove);

    /**
     * The engine's move text read in this protocol's notation only, as canonical coordinate text, or null when it is
     * not such a move (its legality is the rule core's to judge).
     */
    String readMove(String text);

    /** The command that ends the engine. */
    String quit();

    /**
     * The protocol as an engine speaks it after the handshake.
     *
     * @param protocol the protocol with the engine's settings decided
     * @param commands what to send to set them up
     */
    record Negotiated(EngineProtocol protocol, List<String> commands) {
        public Negotiated {
            commands = List.copyOf(commands);
        }
    }

    /** By name ({@code uci}, {@code ucci}), case-insensitive, or null. */
    static EngineProtocol byName(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "uci" -> new UciProtocol(false);
            case "ucci" -> new UcciProtocol(false);
            case "xboard", "cecp", "winboard" -> XboardProtocol.initial();
            default -> null;
        };
    }

    /** The names {@link #byName} knows, for error messages. */
    String NAMES = "uci, ucci or xboard";
}
