package arbiter.tournament;

import arbiter.match.PlayedGame;

/** What an event tells its user as it goes; called one call at a time. */
public interface TournamentListener {

    /**
     * A game was handed to a worker, which starts its engines and plays it.
     *
     * @param number  its number in starting order, finished games of a resumed event included
     * @param planned games in the event (or this shard), or -1 when not known in advance
     */
    default void gameStarted(ScheduledGame game, int number, int planned) {
    }

    /**
     * A game finished and was saved.
     *
     * @param done    games finished so far, resumed ones included
     * @param planned games in the event (or this shard), or -1 when not known in advance
     */
    void gameFinished(EventGame game, PlayedGame played, int done, int planned);

    /** An engine could not be started: it forfeits its remaining games. */
    default void engineLost(String name, String why) {
    }

    /** The event stopped before its end: interrupted, or an error that stops every game. */
    default void stopped(String why) {
    }

    /** Who watches the games move by move (the live broadcast); {@link arbiter.match.GameObserver#NONE} by default. */
    default arbiter.match.GameObserver observer() {
        return arbiter.match.GameObserver.NONE;
    }

    /** Something the user should know that stops nothing (an engine option the engine did not list). */
    default void warning(String text) {
    }
}
