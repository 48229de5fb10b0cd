package arbiter.tournament;

import arbiter.core.event.GameRecord;
import java.util.List;
import java.util.Map;

/**
 * Which games an event plays, as a pure function of the games finished so far: the pairing hook of each format.
 * Because it keeps no state of its own, a resumed event gets exactly the games it would have had.
 */
public interface Schedule {

    /**
     * The games that can be played now and are not finished, in the order to start them. Games already running
     * are included; the runner skips them.
     *
     * @param done finished games by key
     */
    List<ScheduledGame> ready(Map<GameKey, EventGame> done);

    /** Whether the event is over: every game it will ever schedule is in {@code done}. */
    boolean complete(Map<GameKey, EventGame> done);

    /** Byes given so far (Swiss), as records the standings count; empty for formats without scoring byes. */
    default List<GameRecord> byes(Map<GameKey, EventGame> done) {
        return List.of();
    }

    /** Games in the whole event when known before it starts, else -1. */
    int plannedGames();
}
