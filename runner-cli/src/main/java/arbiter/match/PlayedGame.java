package arbiter.match;

import arbiter.core.book.Opening;
import arbiter.core.variant.GameState;
import arbiter.core.pgn.PgnWriter;
import java.util.List;

/**
 * A finished game of a match.
 *
 * @param number       1-based game number in the match
 * @param round        1-based opening pair number
 * @param opening      the opening it started from
 * @param red          engine name playing Red
 * @param black        engine name playing Black
 * @param game         the judged game (its outcome is the result)
 * @param moves        every move with its PGN comment (book moves marked {@code book})
 * @param startEpochMs wall-clock start, ms since the epoch
 * @param durationMs   wall-clock duration, ms
 * @param redThinkMs   Red engine's measured think time, ms
 * @param blackThinkMs Black engine's measured think time, ms
 */
public record PlayedGame(int number, int round, Opening opening, String red, String black, GameState game,
                         List<PgnWriter.MoveText> moves, long startEpochMs, long durationMs, long redThinkMs,
                         long blackThinkMs) {

    public PlayedGame {
        moves = List.copyOf(moves);
    }
}
