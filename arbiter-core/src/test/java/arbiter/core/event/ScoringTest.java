package arbiter.core.event;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import static arbiter.core.game.Side.BLACK;
import static arbiter.core.game.Side.RED;
import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScoringTest {

    @ParameterizedTest(name = "{0}: {1} gives {2} {3}")
    @CsvSource({
        // 1999 14.1: win 1, loss 0, draw 0.5 each
        "1-0.5-0, RED_WINS, RED, 1", "1-0.5-0, RED_WINS, BLACK, 0", "1-0.5-0, BLACK_WINS, BLACK, 1",
        "1-0.5-0, DRAW, RED, 0.5", "1-0.5-0, DRAW, BLACK, 0.5",
        // 2011 13.1: win 2, loss 0, draw 1 each
        "2-1-0, RED_WINS, RED, 2", "2-1-0, BLACK_WINS, RED, 0", "2-1-0, BLACK_WINS, BLACK, 2",
        "2-1-0, DRAW, RED, 1", "2-1-0, DRAW, BLACK, 1",
        // 2011 13.3 first variant: win 3, loss 0, draw 1 each
        "3-1-0, RED_WINS, RED, 3", "3-1-0, RED_WINS, BLACK, 0", "3-1-0, DRAW, RED, 1",
        "3-1-0, DRAW, BLACK, 1",
        // 2011 13.3 second variant: 先手方和棋计 1 分、后手方和棋计 2 分
        "3-0, RED_WINS, RED, 3", "3-0, BLACK_WINS, BLACK, 3", "3-0, BLACK_WINS, RED, 0",
        "3-0, DRAW, RED, 1", "3-0, DRAW, BLACK, 2",
    })
    void eachSchemeScoresAGameAsItsRuleSays(String label, GameResult result, Side colour,
            double points) {
        assertEquals(points, Scoring.byLabel(label).orElseThrow().points(result, colour));
    }

    @ParameterizedTest(name = "{0} under {1} is {2}")
    @CsvSource({
        "forfeit win as Red, RED_WINS, RED, true, +",
        "forfeit loss as Black, RED_WINS, BLACK, true, \u2212",
        "forfeit win as Black, BLACK_WINS, BLACK, true, +",
        "played draw, DRAW, RED, false, 1",
        "played win, BLACK_WINS, BLACK, false, 2",
    })
    void forfeitsAreMarkedPlusOrMinusInTheCrosstable(String row, GameResult result,
            Side colour, boolean forfeit, String mark) {
        assertEquals(mark, Scoring.TWO_ONE_ZERO.mark(result, colour, forfeit));
    }

    @Test
    void halfPointsAreMarkedWithTheirFraction() {
        assertEquals("0.5", Scoring.ONE_HALF_ZERO.mark(DRAW, BLACK, false));
    }

    @Test
    void aForfeitWithoutAWinnerIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class,
                () -> Scoring.TWO_ONE_ZERO.mark(DRAW, RED, true));
        assertThrows(IllegalArgumentException.class,
                () -> new GameRecord(1, 1, 2, DRAW, true));
    }

    @Test
    void anUnknownSchemeNameIsNotFound() {
        assertEquals(Optional.empty(), Scoring.byLabel("4-2-0"));
        assertEquals(Optional.of(Scoring.THREE_ZERO_COLOUR), Scoring.byLabel("3-0"));
    }

    @Test
    void aForfeitScoresLikeAWin() {
        GameRecord g = new GameRecord(1, 1, 2, RED_WINS, true);
        assertEquals(2.0, Standings.points(2, java.util.List.of(g), Scoring.TWO_ONE_ZERO, 1));
        assertEquals(0.0, Standings.points(2, java.util.List.of(g), Scoring.TWO_ONE_ZERO, 2));
    }
}
