package arbiter.core.event;

/** Outcome of one game, from the board's point of view. */
public enum GameResult {
    /** Red (first mover) won. */
    RED_WIN,
    /** Black (second mover) won. */
    BLACK_WIN,
    /** Draw. */
    DRAW
}
