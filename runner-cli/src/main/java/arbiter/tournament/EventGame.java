package arbiter.tournament;

import arbiter.core.event.GameRecord;
import arbiter.core.game.GameResult;

/**
 * A finished game of an event, as the schedule, the standings and the saved state need it.
 *
 * @param key         where it stands in the event
 * @param number      1-based order of finishing in the event (the PGN file's order)
 * @param red         Red's player number
 * @param black       Black's player number
 * @param result      the result
 * @param forfeit     lost without play because an engine could not be started
 * @param termination the PGN Termination tag
 * @param plies       plies played, book moves included
 */
public record EventGame(GameKey key, int number, int red, int black, GameResult result, boolean forfeit,
                        String termination, int plies) {

    /** The record the standings are computed from; {@code round} is the key's round. */
    public GameRecord record() {
        return new GameRecord(key.round(), red, black, result, forfeit);
    }

    /** Points of {@code player} on a win 1 / draw ½ / loss 0 scale. */
    public double score(int player) {
        if (result == GameResult.DRAW) {
            return 0.5;
        }
        return (result == GameResult.RED_WINS) == (player == red) ? 1 : 0;
    }

    /** The PGN result string. */
    public String pgnResult() {
        return result.pgn();
    }

    /** The result from a PGN result string, or null if it is not one of {@code 1-0 0-1 1/2-1/2}. */
    public static GameResult resultOf(String pgn) {
        return switch (pgn) {
            case "1-0" -> GameResult.RED_WINS;
            case "0-1" -> GameResult.BLACK_WINS;
            case "1/2-1/2" -> GameResult.DRAW;
            default -> null;
        };
    }
}
