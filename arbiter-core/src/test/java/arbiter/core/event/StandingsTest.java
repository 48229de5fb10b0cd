package arbiter.core.event;

import arbiter.core.game.GameResult;
import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class StandingsTest {

    /**
     * Event A, four players on the appendix-1 table (R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1).
     * 1 beats 4, 2 draws 3; 3 (Black) beats 4, 2 (Black) beats 1; 2 draws 4, 1 (Black) beats 3.
     * Under 2-1-0: P1 = 2+0+2 = 4, P2 = 1+2+1 = 4, P3 = 1+2+0 = 3, P4 = 0+0+1 = 1.
     */
    static final List<GameRecord> EVENT_A = List.of(
            GameRecord.played(1, 1, 4, RED_WINS), GameRecord.played(1, 2, 3, DRAW),
            GameRecord.played(2, 4, 3, BLACK_WINS), GameRecord.played(2, 1, 2, BLACK_WINS),
            GameRecord.played(3, 2, 4, DRAW), GameRecord.played(3, 3, 1, BLACK_WINS));

    static Stream<Arguments> eventATieBreaks() {
        return Stream.of(
                row("points 2-1-0", null, Scoring.TWO_ONE_ZERO, 4, 4, 3, 1),
                // 1-0.5-0: P1 1+0+1, P2 .5+1+.5, P3 .5+1+0, P4 0+0+.5
                row("points 1-0.5-0", null, Scoring.ONE_HALF_ZERO, 2, 2, 1.5, 0.5),
                // 3-0: draws give Red 1, Black 2. P1 3+0+3; P2 1(Red vs 3)+3+1(Red vs 4);
                // P3 2(Black vs 2)+3+0; P4 0+0+2(Black vs 2)
                row("points 3-0", null, Scoring.THREE_ZERO_COLOUR, 6, 5, 5, 2),
                // 小分: P1 beat 4 (1) + beat 3 (3) = 4; P2 draw 3 (3/2) + beat 1 (4) + draw 4
                // (1/2) = 6; P3 draw 2 (4/2) + beat 4 (1) = 3; P4 draw 2 (4/2) = 2
                row("小分 2-1-0", TieBreak.SMALL_POINTS, Scoring.TWO_ONE_ZERO, 4, 6, 3, 2),
                // 小分 1-0.5-0: P1 .5 + 1.5 = 2; P2 1.5/2 + 2 + .5/2 = 3; P3 2/2 + .5 = 1.5;
                // P4 2/2 = 1
                row("小分 1-0.5-0", TieBreak.SMALL_POINTS, Scoring.ONE_HALF_ZERO, 2, 3, 1.5, 1),
                row("胜局", TieBreak.WINS, Scoring.TWO_ONE_ZERO, 2, 1, 1, 0),
                // Black in: P1 R3; P2 R2; P3 R1, R2; P4 R1, R3
                row("后走局数", TieBreak.BLACK_GAMES, Scoring.TWO_ONE_ZERO, 1, 1, 2, 2),
                // wins as Black: P1 R3 vs 3, P2 R2 vs 1, P3 R2 vs 4, P4 none
                row("后走胜局", TieBreak.BLACK_WINS, Scoring.TWO_ONE_ZERO, 1, 1, 1, 0),
                // 对手分: opponents of P1 are 4 (1), 2 (4), 3 (3) = 8;
                // P2: 3 (3) + 1 (4) + 4 (1) = 8; P3: 2 (4) + 4 (1) + 1 (4) = 9;
                // P4: 1 (4) + 3 (3) + 2 (4) = 11
                row("对手分", TieBreak.OPPONENT_POINTS, Scoring.TWO_ONE_ZERO, 8, 8, 9, 11),
                // 累进分: running scores P1 2,2,4 = 8; P2 1,3,4 = 8; P3 1,3,3 = 7; P4 0,0,1 = 1
                row("累进分", TieBreak.CUMULATIVE, Scoring.TWO_ONE_ZERO, 8, 8, 7, 1));
    }

    private static Arguments row(String name, TieBreak t, Scoring s, double... expected) {
        return Arguments.of(Named.of(name, t), s, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eventATieBreaks")
    void eachTieBreakMatchesTheHandComputedValue(TieBreak t, Scoring s, double[] expected) {
        double[] actual = IntStream.rangeClosed(1, 4)
                .mapToDouble(p -> t == null ? Standings.points(4, EVENT_A, s, p)
                        : Standings.tieBreak(4, EVENT_A, s, t, p, Set.of()))
                .toArray();
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual);
    }

    @Test
    void directEncounterCountsOnlyGamesAmongTheTiedGroup() {
        // Among {1, 2}: 2 beat 1 as Black in round 2, so 2 has 2 and 1 has 0.
        assertEquals(0.0, Standings.tieBreak(4, EVENT_A, Scoring.TWO_ONE_ZERO,
                TieBreak.DIRECT, 1, Set.of(1, 2)));
        assertEquals(2.0, Standings.tieBreak(4, EVENT_A, Scoring.TWO_ONE_ZERO,
                TieBreak.DIRECT, 2, Set.of(1, 2)));
        // Among {1, 2, 3}: P1 0 (vs 2) + 2 (vs 3) = 2; P3 1 (vs 2) + 0 = 1
        assertEquals(2.0, Standings.tieBreak(4, EVENT_A, Scoring.TWO_ONE_ZERO,
                TieBreak.DIRECT, 1, Set.of(1, 2, 3)));
        assertEquals(1.0, Standings.tieBreak(4, EVENT_A, Scoring.TWO_ONE_ZERO,
                TieBreak.DIRECT, 3, Set.of(1, 2, 3)));
    }

    @Test
    void smallPointsSeparateTheLeadersOfEventA() {
        // P1 and P2 both have 4; 小分 6 > 4 puts P2 first.
        List<Standings.Row> rows = Standings.rank(4, EVENT_A, Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_2011);
        assertEquals(List.of(2, 1, 3, 4), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::place).toList());
        assertEquals(6.0, rows.get(0).tieBreaks().get(TieBreak.SMALL_POINTS));
    }

    /**
     * Event B, same table: 1 beats 4, 2 beats 3; 4 beats 3, 2 (Black) beats 1; 2-4 and 3-1
     * drawn. 2-1-0 points: P1 2+0+1 = 3, P2 2+2+1 = 5, P3 0+0+1 = 1, P4 0+2+1 = 3.
     * P1 and P4 tie: 小分 P1 = 3 (beat 4) + 1/2 (drew 3) = 3.5, P4 = 1 (beat 3) + 5/2 (drew 2)
     * = 3.5; 胜局 1 each; 直胜: 1 beat 4, so P1 2, P4 0.
     */
    static final List<GameRecord> EVENT_B = List.of(
            GameRecord.played(1, 1, 4, RED_WINS), GameRecord.played(1, 2, 3, RED_WINS),
            GameRecord.played(2, 4, 3, RED_WINS), GameRecord.played(2, 1, 2, BLACK_WINS),
            GameRecord.played(3, 2, 4, DRAW), GameRecord.played(3, 3, 1, DRAW));

    @Test
    void aTieSurvivingSmallPointsAndWinsIsBrokenByTheDirectEncounter() {
        List<Standings.Row> rows = Standings.rank(4, EVENT_B, Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_2011);
        assertEquals(List.of(2, 1, 4, 3), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::place).toList());
        assertEquals(2.0, rows.get(1).tieBreaks().get(TieBreak.DIRECT));
        assertEquals(0.0, rows.get(2).tieBreaks().get(TieBreak.DIRECT));
    }

    @Test
    void withoutTheDirectEncounterTheSameTieIsAShare() {
        // 1999-style chain cut after 胜局: P1 and P4 cannot be separated and share 2nd place.
        List<Standings.Row> rows = Standings.rank(4, EVENT_B, Scoring.TWO_ONE_ZERO,
                TieBreakChain.of("小分", "胜局"));
        assertEquals(List.of(1, 2, 2, 4), rows.stream().map(Standings.Row::place).toList());
    }

    /**
     * Event C, three players (table for 3: R1 bye 1, 2-3; R2 bye 3, 1-2; R3 bye 2, 3-1) in a
     * cycle: 2 beats 3, 1 beats 2, 3 beats 1, all as Red. Everyone: 2 points, 小分 2, 1 win,
     * 直胜 2, one game as Black. Nothing separates them.
     */
    @Test
    void aCycleThatNoTieBreakSeparatesSharesFirstPlace() {
        List<GameRecord> cycle = List.of(GameRecord.played(1, 2, 3, RED_WINS),
                GameRecord.played(2, 1, 2, RED_WINS), GameRecord.played(3, 3, 1, RED_WINS));
        List<Standings.Row> rows = Standings.rank(3, cycle, Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_2011);
        assertEquals(List.of(1, 1, 1), rows.stream().map(Standings.Row::place).toList());
        assertEquals(List.of(1, 2, 3), rows.stream().map(Standings.Row::player).toList());
    }

    @Test
    void blackGamesDecideWhenTheDirectEncounterIsLevel() {
        // 1-2 drawn (1 Red), 1 beats 3 as Red, 2 beats 3 as Black. P1 and P2: 3 points each,
        // 小分 3/2 + 0 = 1.5 each, 1 win each, 直胜 1 each; 后走局数 P1 0, P2 2 -> P2 first.
        List<GameRecord> games = List.of(GameRecord.played(1, 1, 2, DRAW),
                GameRecord.played(2, 1, 3, RED_WINS), GameRecord.played(3, 3, 2, BLACK_WINS));
        List<Standings.Row> rows = Standings.rank(3, games, Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_2011);
        assertEquals(List.of(2, 1, 3), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3), rows.stream().map(Standings.Row::place).toList());
    }

    @Test
    void tieBreaksAreFoundByTheirRulebookNames() {
        assertEquals(List.of(TieBreak.OPPONENT_POINTS, TieBreak.CUMULATIVE,
                TieBreak.BLACK_WINS), TieBreakChain.of("对手分", "累进分", "后走胜局").order());
        assertThrows(IllegalArgumentException.class, () -> TieBreak.byLabel("犯规"));
    }

    @Test
    void aGameWithAnUnknownPlayerIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> Standings.rank(2,
                List.of(GameRecord.played(1, 1, 3, DRAW)), Scoring.TWO_ONE_ZERO,
                TieBreakChain.ROUND_ROBIN_2011));
    }

    /**
     * Event S, a Swiss of five with a bye each round. R1: 1-2 1-0, 3-4 draw, bye 5; R2: 5-1 0-1,
     * 2-3 1-0, bye 4; R3: 4-1 draw, 5-2 0-1, bye 3. Under 2-1-0: P1 2+2+1 = 5, P2 0+2+2 = 4,
     * P3 1+0+2 = 3, P4 1+2+1 = 4, P5 2+0+0 = 2. The lowest score, 2, stands for every bye's
     * opponent.
     */
    static final List<GameRecord> EVENT_S = List.of(
            GameRecord.played(1, 1, 2, RED_WINS), GameRecord.played(1, 3, 4, DRAW),
            GameRecord.bye(1, 5), GameRecord.played(2, 5, 1, BLACK_WINS),
            GameRecord.played(2, 2, 3, RED_WINS), GameRecord.bye(2, 4),
            GameRecord.played(3, 4, 1, DRAW), GameRecord.played(3, 5, 2, BLACK_WINS),
            GameRecord.bye(3, 3));

    static Stream<Arguments> eventSTieBreaks() {
        return Stream.of(
                row("points, a bye scoring as a win", null, Scoring.TWO_ONE_ZERO, 5, 4, 3, 4, 2),
                row("胜局 counts the bye", TieBreak.WINS, Scoring.TWO_ONE_ZERO, 2, 2, 1, 1, 1),
                // Black: P1 R2, R3; P2 R1, R3; P3 R2; P4 R1; P5 none (a bye is no Black game)
                row("后走局数 ignores the bye", TieBreak.BLACK_GAMES, Scoring.TWO_ONE_ZERO,
                        2, 2, 1, 1, 0),
                // P1 4+2+4; P2 5+3+2; P3 4+4+bye 2; P4 3+bye 2+5; P5 bye 2+5+4
                row("对手分 with the bye at the lowest score", TieBreak.OPPONENT_POINTS,
                        Scoring.TWO_ONE_ZERO, 10, 10, 10, 10, 11),
                // the lowest opponent cut: P1 {2,4,4}, P2 {2,3,5}, P3 {2,4,4}, P4 {2,3,5},
                // P5 {2,4,5}
                row("对手分(去最低)", TieBreak.OPPONENT_POINTS_CUT1, Scoring.TWO_ONE_ZERO,
                        8, 8, 8, 8, 9),
                row("对手分(中位)", TieBreak.OPPONENT_POINTS_MEDIAN, Scoring.TWO_ONE_ZERO,
                        4, 3, 4, 3, 4),
                // 小分: P1 beat 2 (4) and 5 (2), drew 4 (4/2); P2 beat 3 (3) and 5 (2);
                // P3 drew 4 (2) + bye (2); P4 drew 3 (3/2), bye (2), drew 1 (5/2); P5 bye (2)
                row("小分 with the bye as a beaten lowest scorer", TieBreak.SMALL_POINTS,
                        Scoring.TWO_ONE_ZERO, 8, 5, 4, 1.5 + 2 + 2.5, 2),
                // running scores: P1 2,4,5; P2 0,2,4; P3 1,1,3; P4 1,3,4; P5 2,2,2
                row("累进分 counts the bye round", TieBreak.CUMULATIVE, Scoring.TWO_ONE_ZERO,
                        11, 6, 5, 8, 6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eventSTieBreaks")
    void byesEnterEachTieBreakAsDocumented(TieBreak t, Scoring s, double[] expected) {
        double[] actual = IntStream.rangeClosed(1, 5)
                .mapToDouble(p -> t == null ? Standings.points(5, EVENT_S, s, p)
                        : Standings.tieBreak(5, EVENT_S, s, t, p, Set.of()))
                .toArray();
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual);
    }

    @Test
    void inEventSWinsSeparateTheTieThatOpponentPointsLeave() {
        List<Standings.Row> rows = Standings.rank(5, EVENT_S, Scoring.TWO_ONE_ZERO,
                TieBreakChain.SWISS_2011_OPPONENTS);
        assertEquals(List.of(1, 2, 4, 3, 5), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4, 5), rows.stream().map(Standings.Row::place).toList());
    }

    /**
     * Event E, Swiss of four over three rounds. R1: 2-1 1-0, 3-4 draw; R2: 1-3 1-0, 4-2 1-0;
     * R3: 1-4 draw, 2-3 draw. P1 rounds 0,2,1 and P2 2,0,1: 3 points each, 对手分 9 each, one win
     * each, one game as Black each. The last round is level; the one before puts P1 first.
     */
    static final List<GameRecord> EVENT_E = List.of(
            GameRecord.played(1, 2, 1, RED_WINS), GameRecord.played(1, 3, 4, DRAW),
            GameRecord.played(2, 1, 3, RED_WINS), GameRecord.played(2, 4, 2, RED_WINS),
            GameRecord.played(3, 1, 4, DRAW), GameRecord.played(3, 2, 3, DRAW));

    @Test
    void previousRoundsCompareTheLastRoundFirstThenBackwards() {
        assertArrayEquals(new double[] {1, 2, 0}, Standings.tieBreakSequence(4, EVENT_E,
                Scoring.TWO_ONE_ZERO, RankBy.POINTS, TieBreak.PREVIOUS_ROUNDS, 1, Set.of()));
        List<Standings.Row> rows = Standings.rank(4, EVENT_E, Scoring.TWO_ONE_ZERO,
                TieBreakChain.SWISS_2011_OPPONENTS);
        assertEquals(List.of(4, 1, 2, 3), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::place).toList());
        assertEquals(List.of(1.0, 0.0, 2.0),
                rows.get(2).sequences().get(TieBreak.PREVIOUS_ROUNDS));
        assertEquals(1.0, rows.get(2).tieBreaks().get(TieBreak.PREVIOUS_ROUNDS));
    }

    /**
     * Event F, Swiss of four over four rounds. R1: 1-2 1-0, 3-4 draw; R2: 3-1 1-0, 2-4 1-0;
     * R3: 1-4 0-1, 3-2 0-1; R4: 4-1 0-1, 2-3 0-1. P1 rounds 2,0,0,2 and P2 0,2,2,0: 4 points,
     * 累进分 10, two wins and two games as Black each. Without round 1, P1 has 2 and P2 10.
     */
    static final List<GameRecord> EVENT_F = List.of(
            GameRecord.played(1, 1, 2, RED_WINS), GameRecord.played(1, 3, 4, DRAW),
            GameRecord.played(2, 3, 1, RED_WINS), GameRecord.played(2, 2, 4, RED_WINS),
            GameRecord.played(3, 1, 4, BLACK_WINS), GameRecord.played(3, 3, 2, BLACK_WINS),
            GameRecord.played(4, 4, 1, BLACK_WINS), GameRecord.played(4, 2, 3, BLACK_WINS));

    @Test
    void cumulativeDroppingRemovesTheFirstRoundsOneByOne() {
        // P1 without rounds 1, 1-2, 1-3: 3*0+2*0+1*2, 2*0+1*2, 1*2; P2: 3*2+2*2, 2*2, 0
        assertArrayEquals(new double[] {2, 2, 2}, Standings.tieBreakSequence(4, EVENT_F,
                Scoring.TWO_ONE_ZERO, RankBy.POINTS, TieBreak.CUMULATIVE_DROPPING, 1, Set.of()));
        assertArrayEquals(new double[] {10, 4, 0}, Standings.tieBreakSequence(4, EVENT_F,
                Scoring.TWO_ONE_ZERO, RankBy.POINTS, TieBreak.CUMULATIVE_DROPPING, 2, Set.of()));
        List<Standings.Row> rows = Standings.rank(4, EVENT_F, Scoring.TWO_ONE_ZERO,
                TieBreakChain.SWISS_2011_CUMULATIVE);
        assertEquals(List.of(3, 2, 1, 4), rows.stream().map(Standings.Row::player).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::place).toList());
        assertEquals(10.0, rows.get(1).tieBreaks().get(TieBreak.CUMULATIVE));
        assertEquals(10.0, rows.get(2).tieBreaks().get(TieBreak.CUMULATIVE));
    }

    @Test
    void withoutTheRoundFallBackTheSameTieIsAShare() {
        List<Standings.Row> rows = Standings.rank(4, EVENT_F, Scoring.TWO_ONE_ZERO,
                TieBreakChain.of("累进分", "胜局", "后走局数"));
        assertEquals(List.of(1, 2, 2, 4), rows.stream().map(Standings.Row::place).toList());
    }
}
