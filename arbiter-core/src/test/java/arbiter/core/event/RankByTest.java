package arbiter.core.event;

import arbiter.core.game.GameResult;
import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RankByTest {

    /**
     * A double round robin of four in which everyone scores 6 game points (2-1-0), so only 场分
     * separates them. Mini-matches: 1-2 4:0, 1-3 1:3, 1-4 1:3, 2-3 3:1, 2-4 3:1, 3-4 2:2.
     * 场分: P1 2, P2 4, P3 3 (beat 1, lost to 2, level with 4), P4 3 (likewise).
     * P3 and P4: 局分总和 6 each, 胜局 1 each (3 beat 1 as Red; 4 beat 1 as Black), 直胜 2 each,
     * 后走胜局 P3 0, P4 1.
     */
    static final List<GameRecord> DOUBLE = List.of(
            GameRecord.played(1, 1, 2, RED_WINS), GameRecord.played(1, 3, 4, DRAW),
            GameRecord.played(2, 1, 3, DRAW), GameRecord.played(2, 2, 4, DRAW),
            GameRecord.played(3, 1, 4, BLACK_WINS), GameRecord.played(3, 2, 3, RED_WINS),
            GameRecord.played(4, 2, 1, BLACK_WINS), GameRecord.played(4, 4, 3, DRAW),
            GameRecord.played(5, 3, 1, RED_WINS), GameRecord.played(5, 4, 2, BLACK_WINS),
            GameRecord.played(6, 4, 1, DRAW), GameRecord.played(6, 3, 2, DRAW));

    @Test
    void matchPointsCountEachMiniMatchAsWinDrawOrLoss() {
        double[] mp = IntStream.rangeClosed(1, 4)
                .mapToDouble(p -> Standings.matchPoints(4, DOUBLE, Scoring.TWO_ONE_ZERO, p))
                .toArray();
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {2, 4, 3, 3}, mp);
        IntStream.rangeClosed(1, 4).forEach(p ->
                assertEquals(6.0, Standings.points(4, DOUBLE, Scoring.TWO_ONE_ZERO, p)));
    }

    @Test
    void theMultiGamePresetRanksByMatchPointsThenBlackWins() {
        List<Standings.Row> rows = Standings.rank(4, DOUBLE, Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_MULTI_2011, RankBy.MATCH_POINTS);
        assertEquals(List.of(2, 4, 3, 1), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::place).toList());
        assertEquals(List.of(4.0, 3.0, 3.0, 2.0),
                rows.stream().map(Standings.Row::points).toList());
        assertEquals(6.0, rows.get(1).tieBreaks().get(TieBreak.GAME_POINTS));
        assertEquals(1.0, rows.get(1).tieBreaks().get(TieBreak.BLACK_WINS));
        assertEquals(0.0, rows.get(2).tieBreaks().get(TieBreak.BLACK_WINS));
    }

    @Test
    void byGamePointsTheSameEventIsOneSharedPlace() {
        List<Standings.Row> rows = Standings.rank(4, DOUBLE, Scoring.TWO_ONE_ZERO,
                TieBreakChain.of("局分总和"));
        assertEquals(List.of(1, 1, 1, 1), rows.stream().map(Standings.Row::place).toList());
    }

    @Test
    void aPlayersByesTogetherAreOneMiniMatchWon() {
        // three players, two cycles: each has two byes, worth one match win
        List<GameRecord> games = List.of(GameRecord.bye(1, 1), GameRecord.played(1, 2, 3, DRAW),
                GameRecord.bye(2, 3), GameRecord.played(2, 1, 2, RED_WINS),
                GameRecord.bye(3, 2), GameRecord.played(3, 3, 1, RED_WINS),
                GameRecord.bye(4, 1), GameRecord.played(4, 3, 2, DRAW),
                GameRecord.bye(5, 3), GameRecord.played(5, 2, 1, DRAW),
                GameRecord.bye(6, 2), GameRecord.played(6, 1, 3, DRAW));
        // 1-2 3:1 (P1 wins), 1-3 1:3 (P3 wins), 2-3 2:2 level
        assertEquals(2.0 + 2.0, Standings.matchPoints(3, games, Scoring.TWO_ONE_ZERO, 1));
        assertEquals(0.0 + 1.0 + 2.0, Standings.matchPoints(3, games, Scoring.TWO_ONE_ZERO, 2));
        assertEquals(2.0 + 1.0 + 2.0, Standings.matchPoints(3, games, Scoring.TWO_ONE_ZERO, 3));
    }
}
