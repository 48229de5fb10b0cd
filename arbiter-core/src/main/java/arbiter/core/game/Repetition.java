package arbiter.core.game;

/**
 * A repetition that ended a game, as its rule set judged it: where the judged cycle lies. A game's rule sets say
 * more through their own type (xiangqi's {@code RepetitionVerdict}: each side's and each move's call).
 */
public interface Repetition {
    /** The game ply of the cycle's first position. */
    int firstPly();

    /** The game ply of the cycle's last position. */
    int lastPly();
}
