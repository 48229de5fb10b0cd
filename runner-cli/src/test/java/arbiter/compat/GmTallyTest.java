package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.GameResult;
import org.junit.jupiter.api.Test;

/** The counts of the result block: single games, and complete pairs from the first engine's view. */
class GmTallyTest {
    @Test
    void aPairCountsOnlyOnceBothItsGamesAreIn() {
        GmTally t = new GmTally();
        assertFalse(t.add(1, true, GameResult.RED_WINS, true)); // the first engine wins as Red
        assertEquals(1, t.wins());
        assertEquals(0, t.pairWins());
        assertTrue(t.add(1, false, GameResult.RED_WINS, true)); // and loses as Black: a WL pair
        assertEquals(new Ptnml(0, 0, 1, 0, 0, 0), t.ptnml());
        assertEquals(1, t.pairWins());
        assertEquals(1, t.pairLosses());
    }

    @Test
    void pairsFinishingOutOfOrderKeepTheirOwnOpenings() {
        GmTally t = new GmTally();
        t.add(2, true, GameResult.DRAW, true);
        t.add(1, true, GameResult.BLACK_WINS, true);
        t.add(2, false, GameResult.BLACK_WINS, true); // round 2: a draw and a win
        t.add(1, false, GameResult.DRAW, true); // round 1: a loss and a draw
        assertEquals(new Ptnml(0, 1, 0, 0, 1, 0), t.ptnml());
        assertEquals(4, t.pairWins() + t.pairLosses() + t.pairDraws());
    }

    @Test
    void unpairedGamesNeverMakePairs() {
        GmTally t = new GmTally();
        t.add(1, true, GameResult.DRAW, false);
        t.add(1, false, GameResult.DRAW, false);
        assertEquals(2, t.draws());
        assertEquals(0, t.ptnml().pairs());
    }
}
