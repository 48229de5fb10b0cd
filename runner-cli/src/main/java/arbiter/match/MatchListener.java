package arbiter.match;

/** What a match tells its user as it goes; called from the collector, one call at a time. */
public interface MatchListener {

    /**
     * A game is about to start (its engines are ready); called from the worker threads, so not one call at a time.
     *
     * @param number the game's number, 1 to {@code total}
     */
    default void gameStarted(int number, int total, String red, String black) {
    }

    /** A game finished and was written. */
    void gameFinished(PlayedGame game, Standing standing, int total);

    /** The match ended early: an SPRT bound was crossed, or it was interrupted, or an engine could not start. */
    default void stopped(String why) {
    }

    /** Who watches the games move by move (the live broadcast); {@link GameObserver#NONE} by default. */
    default GameObserver observer() {
        return GameObserver.NONE;
    }

    /** Whether the engines' principal variations are to be checked against the rules ({@link PvCheck}). */
    default boolean checksPvs() {
        return false;
    }

    /** Which engine output lines are kept with each move, for the PGN; null for none. */
    default java.util.regex.Pattern capturedLines() {
        return null;
    }

    /** Something the user should know that stops nothing (an engine option the engine did not list). */
    default void warning(String text) {
    }
}
