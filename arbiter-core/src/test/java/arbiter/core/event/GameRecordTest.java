package arbiter.core.event;

import arbiter.core.game.GameResult;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GameRecordTest {

    @Test
    void aByeIsAnUnforfeitedWinWithNoOpponent() {
        GameRecord bye = GameRecord.bye(3, 5);
        assertTrue(bye.isBye());
        assertFalse(bye.isPlayed());
        assertEquals(0, bye.black());
        assertEquals(GameResult.RED_WINS, bye.result());
        assertTrue(bye.wonBy(5));
    }

    @Test
    void theByePlaceholderIsNeverAPlayer() {
        GameRecord bye = GameRecord.bye(1, 2);
        assertTrue(bye.involves(2));
        assertFalse(bye.involves(0));
        assertFalse(bye.involves(1));
    }

    @Test
    void aByeHasNeitherOpponentNorColour() {
        GameRecord bye = GameRecord.bye(1, 2);
        assertThrows(IllegalArgumentException.class, () -> bye.opponentOf(2));
        assertThrows(IllegalArgumentException.class, () -> bye.colourOf(2));
        assertThrows(IllegalArgumentException.class, () -> bye.wonBy(3));
    }

    @Test
    void aByeMustBeAnUnforfeitedWinForThePlayerListedFirst() {
        assertThrows(IllegalArgumentException.class,
                () -> new GameRecord(1, 2, 0, GameResult.DRAW, false));
        assertThrows(IllegalArgumentException.class,
                () -> new GameRecord(1, 2, 0, GameResult.BLACK_WINS, false));
        assertThrows(IllegalArgumentException.class,
                () -> new GameRecord(1, 2, 0, GameResult.RED_WINS, true));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.bye(1, 0));
    }

    @Test
    void onlyGamesOverTheBoardCountAsPlayed() {
        assertTrue(GameRecord.played(1, 1, 2, GameResult.DRAW).isPlayed());
        assertFalse(new GameRecord(1, 1, 2, GameResult.BLACK_WINS, true).isPlayed());
    }
}
