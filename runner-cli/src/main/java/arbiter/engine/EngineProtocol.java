package arbiter.engine;

import java.util.List;
import java.util.Locale;

/**
 * How the runner talks to one kind of engine: the handshake words, options, new games, positions and {@code go},
 * and how the engine's moves are read. Implementations are values; {@link #negotiate} returns the one that fits
 * what an engine said at its handshake (time units, rank numbering). Built so that a third protocol (xboard) can be
 * added as another implementation.
 */
public sealed interface EngineProtocol permits UciProtocol, UcciProtocol {

    /** The name used in {@code proto=} ({@code uci}, {@code ucci}). */
    String name();

    /** The first command ({@code uci}, {@code ucci}). */
    String hello();

    /** The line that ends the engine's answer to {@link #hello()} ({@code uciok}, {@code ucciok}). */
    String ok();

    /** The command that sets an option. */
    String setOption(String name, String value);

    /**
     * Whether a line beginning with {@code firstWord} answers the runner in this protocol ({@code bestmove},
     * {@code readyok}, ...): such lines are never dropped when an engine floods its output; everything else
     * ({@code info} and chatter) may be.
     */
    boolean isAnswer(String firstWord);

    /** {@link #isAnswer} of any protocol the runner speaks: for output read before the protocol is known. */
    static boolean isAnyAnswer(String firstWord) {
        return new UciProtocol(false).isAnswer(firstWord) || new UcciProtocol(false).isAnswer(firstWord);
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
            default -> null;
        };
    }

    /** The names {@link #byName} knows, for error messages. */
    String NAMES = "uci or ucci";
}
