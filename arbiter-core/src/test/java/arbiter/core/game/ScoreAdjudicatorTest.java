package arbiter.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreAdjudicatorTest {

    /** Feeds mover scores ply by ply (Red first) and returns the first verdict with its ply, or null. */
    static Object[] run(ScoreAdjudicator a, Integer... scores) {
        for (int i = 0; i < scores.length; i++) {
            a = a.record(scores[i]);
            Side mover = i % 2 == 0 ? Side.RED : Side.BLACK;
            ScoreAdjudicator.Verdict v = a.verdict(mover, 1, i + 1);
            if (v != null) {
                return new Object[] {v, i + 1};
            }
        }
        return null;
    }

    static ScoreAdjudicator resign(int moves, int score, boolean twoSided) {
        return new ScoreAdjudicator(moves, score, twoSided, 0, 0, 0, 0, List.of());
    }

    @Test
    void aSideResignsAfterItsThirdMoveAtOrBelowTheThreshold() {
        Object[] r = run(resign(3, 500, false), -600, 10, -500, 20, -700, 30);
        assertNotNull(r);
        assertEquals(Side.RED, ((ScoreAdjudicator.Verdict) r[0]).loser());
        assertEquals(5, r[1]);
    }

    @Test
    void aMoveAboveTheThresholdOrWithoutScoreBreaksTheStretch() {
        assertNull(run(resign(3, 500, false), -600, 0, -499, 0, -600, 0, -600, 0));
        assertNull(run(resign(2, 500, false), -600, 0, null, 0, -600, 0));
    }

    @Test
    void twoSidedResignationNeedsTheWinnerToAgree() {
        assertNull(run(resign(2, 500, true), -600, 100, -600, 100));
        Object[] r = run(resign(2, 500, true), 600, -600, 600, -600);
        assertNotNull(r);
        assertEquals(Side.BLACK, ((ScoreAdjudicator.Verdict) r[0]).loser());
        assertEquals(4, r[1]);
    }

    @Test
    void drawWhenBothScoresStayInTheWindowFromTheGivenMoveNumber() {
        ScoreAdjudicator d = new ScoreAdjudicator(0, 0, false, 3, 2, 10, 0, List.of());
        // after ply 4 two full moves are played and move 3 is next: adjudication may start
        Object[] r = run(d, 5, -5, 5, -5, 10, -10, 5);
        assertNotNull(r);
        assertNull(((ScoreAdjudicator.Verdict) r[0]).loser());
        assertEquals(4, r[1]);
        assertNull(run(d, 5, -5, 11, -5, 5, 50, 5));
    }

    @Test
    void aLongGameKeepsOnlyTheScoresAVerdictReadsAndJudgesAsAShortOne() {
        ScoreAdjudicator a = new ScoreAdjudicator(3, 500, true, 40, 4, 10, 0, List.of());
        Integer[] scores = new Integer[400];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = i % 2 == 0 ? 200 : -200; // neither window: Red better all game
        }
        for (int i = 0; i < 6; i++) {
            scores[380 + i] = i % 2 == 0 ? 600 : -600; // then Black's third move at or below -500, Red agreeing
        }
        Object[] r = run(a, scores);
        assertNotNull(r);
        assertEquals(Side.BLACK, ((ScoreAdjudicator.Verdict) r[0]).loser());
        assertEquals(386, r[1]);
        ScoreAdjudicator after = a;
        for (int i = 0; i < 385; i++) {
            after = after.record(scores[i]);
        }
        assertEquals(8, after.scores().size(), "twice the longer stretch (4 moves of the draw window)");
        assertNull(after.verdict(Side.RED, 1, 385)); // one move of the three still missing
    }

    @Test
    void maxPliesDrawsExactlyAtTheLimit() {
        Object[] r = run(new ScoreAdjudicator(0, 0, false, 0, 0, 0, 5, List.of()), 1, 2, 3, 4, 5, 6);
        assertEquals(5, r[1]);
    }
}
