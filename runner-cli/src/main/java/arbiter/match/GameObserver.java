package arbiter.match;

import arbiter.core.game.Side;
import arbiter.core.game.GameState;
import arbiter.engine.Info;

/**
 * Watches games as they are played, move by move (the live broadcast). Called on the game threads, so an
 * implementation must return at once: it may only record, never wait on a network or a file.
 */
public interface GameObserver {
    /** Watches nothing. */
    GameObserver NONE = new GameObserver() {
    };

    /**
     * A game starts, after its book moves.
     *
     * @param id     the game's key ({@code 3} in a match, {@code 2.1} in a tournament)
     * @param round  its round
     * @param red    the name of the engine playing the first side
     * @param black  the other's
     * @param game   the game so far (the book moves played)
     * @param redMs  Red's time left, ms ({@link Long#MAX_VALUE}: no clock)
     * @param blackMs Black's time left, ms
     */
    default void started(String id, int round, String red, String black, GameState game, long redMs, long blackMs) {
    }

    /** The engine playing {@code side} reported its search (merged with its earlier lines for this move). */
    default void thinking(String id, Side side, Info info) {
    }

    /**
     * A move was played.
     *
     * @param game    the game after it
     * @param redMs   Red's time left after it, ms ({@link Long#MAX_VALUE}: no clock)
     * @param blackMs Black's
     * @param info    the mover's last report for it, or null
     * @param thinkMs how long the mover thought, ms
     */
    default void moved(String id, GameState game, long redMs, long blackMs, Info info, long thinkMs) {
    }

    /** The game ended (or was abandoned: then {@code game} is null). */
    default void ended(String id, PlayedGame game) {
    }
}
