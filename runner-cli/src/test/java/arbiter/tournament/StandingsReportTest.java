package arbiter.tournament;

import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.event.GameRecord;
import arbiter.core.event.Scoring;
import arbiter.core.event.TieBreakChain;
import arbiter.core.stats.Ratings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsReportTest {

    /**
     * A Swiss of five over three rounds with a bye each round and one forfeit. R1: 1-2 1-0, 3-4
     * draw, bye 5; R2: 5-1 0-1, 2-3 1-0, bye 4; R3: 4-1 draw, 5-2 forfeited by 5, bye 3.
     * Under 2-1-0: P1 5, P2 4, P3 3, P4 4, P5 2. 对手分 (a bye counting the lowest score, 2):
     * P1 4+2+4, P2 5+3+2, P3 4+4+2, P4 3+2+5, P5 2+5+4, so P2 and P4 share second place.
     */
    static final List<GameRecord> GAMES = List.of(
            GameRecord.played(1, 1, 2, RED_WINS), GameRecord.played(1, 3, 4, DRAW),
            GameRecord.bye(1, 5), GameRecord.played(2, 5, 1, BLACK_WINS),
            GameRecord.played(2, 2, 3, RED_WINS), GameRecord.bye(2, 4),
            GameRecord.played(3, 4, 1, DRAW), new GameRecord(3, 5, 2, BLACK_WINS, true),
            GameRecord.bye(3, 3));

    static final List<String> NAMES = List.of("Alpha", "红方引擎", "Cyclone", "Delta", "Echo");

    static EventSummary event(List<String> names) {
        return new EventSummary("Test Open", names, GAMES, Scoring.TWO_ONE_ZERO,
                TieBreakChain.of("对手分"), false);
    }

    private static List<String> lines(String text) {
        return text.lines().toList();
    }

    @Test
    void theTextTableListsPlacesSharedPlacesTieBreaksRecordsAndRatings() {
        List<String> text = lines(StandingsReport.text(event(NAMES)));
        assertEquals(List.of(
                "Test Open",
                "scoring 2-1-0, tie-breaks 对手分",
                " #  Name      积分  对手分  G  W-D-L     Elo   ±95%",
                " 1  Alpha        5      10  3  2-1-0  +177.4  331.6",
                "2=  红方引擎     4      10  3  2-0-1   +21.8  363.1",
                "2=  Delta        4      10  3  1-2-0   +21.8  363.1",
                " 4  Cyclone      3      10  3  1-1-1  -106.5  370.4",
                " 5  Echo         2      11  3  1-0-2  -114.5  497.9"), text.subList(0, 8));
    }

    @Test
    void theRatingColumnsAreTheMaximumLikelihoodRatingsWithTheirMargins() {
        Ratings r = Ratings.of(5, GAMES);
        String alpha = lines(StandingsReport.text(event(NAMES))).get(3);
        assertTrue(alpha.endsWith(String.format(java.util.Locale.ROOT, "%+.1f  %.1f",
                r.player(1).elo(), r.player(1).margin())), alpha);
    }

    @Test
    void aRegularizedRatingListIsExplainedUnderTheTable() {
        // Echo scored nothing over the board, so no finite estimate exists
        List<String> text = lines(StandingsReport.text(event(NAMES)));
        assertEquals(StandingsReport.PRIOR_NOTE, text.get(8));
    }

    @Test
    void chineseNamesTakeTwoColumnsPerCharacterSoEveryRowHasTheHeadersWidth() {
        List<String> text = lines(StandingsReport.text(event(NAMES)));
        int header = StandingsReport.width(text.get(2));
        for (String row : text.subList(3, 8)) {
            assertEquals(header, StandingsReport.width(row), row);
        }
        assertEquals(8, StandingsReport.width("红方引擎"));
    }

    @Test
    void theCrosstableFollowsTheStandingsWithForfeitMarksAndAStarOnTheDiagonal() {
        List<String> text = lines(StandingsReport.text(event(NAMES)));
        assertEquals(List.of(
                "#  Name      1  2  3  4  5",
                "1  Alpha     *  2  1     2",
                "2  红方引擎  0  *     2  +",
                "3  Delta     1     *  1",
                "4  Cyclone      0  1  *",
                "5  Echo      0  \u2212        *"), text.subList(10, 16));
    }

    @Test
    void aMultiGameCellListsEveryGameInRoundOrder() {
        List<GameRecord> games = List.of(GameRecord.played(1, 1, 2, DRAW),
                GameRecord.played(2, 2, 1, DRAW), GameRecord.played(3, 1, 2, RED_WINS),
                GameRecord.played(4, 2, 1, RED_WINS));
        EventSummary e = new EventSummary("Match", List.of("A", "B"), games,
                Scoring.ONE_HALF_ZERO, TieBreakChain.ROUND_ROBIN_MULTI_2011, true);
        List<String> text = lines(StandingsReport.text(e));
        assertEquals(" #  Name  场分  局分总和  胜局  直胜  后走胜局  G  W-D-L   Elo   ±95%",
                text.get(2));
        assertTrue(text.get(3).startsWith("1=  A        1         2     1     2         0  4"
                + "  1-2-1"), text.get(3));
        assertEquals("1  A               *  0.5 0.5 1 0", text.get(7));
        assertEquals("2  B     0.5 0.5 0 1            *", text.get(8));
    }

    @Test
    void theJsonHasOneRowPerPlayerWithTieBreaksByEnglishKeyAndTheRecord() {
        ObjectNode json = StandingsReport.json(event(NAMES));
        assertEquals("2-1-0", json.get("scoring").asText());
        assertEquals("buchholz", json.at("/chain/tieBreaks/0/key").asText());
        assertEquals("对手分", json.at("/chain/tieBreaks/0/label").asText());
        JsonNode rows = json.get("standings");
        assertEquals(5, rows.size());
        JsonNode second = rows.get(1);
        assertEquals(2, second.get("place").asInt());
        assertTrue(second.get("shared").asBoolean());
        assertEquals("红方引擎", second.get("name").asText());
        assertEquals(4.0, second.get("points").asDouble());
        assertEquals(10.0, second.at("/tieBreaks/buchholz").asDouble());
        assertEquals(2, second.get("wins").asInt());
        assertEquals(0, second.get("draws").asInt());
        assertEquals(1, second.get("losses").asInt());
        assertEquals(1, second.get("forfeits").asInt());
        assertEquals(0, second.get("byes").asInt());
        assertEquals(Ratings.of(5, GAMES).player(2).elo(), second.get("rating").asDouble());
        assertEquals(Ratings.of(5, GAMES).player(2).margin(), second.get("error").asDouble());
    }

    @Test
    void theJsonCrosstableAndRatingsNamePlayersAndThePrior() {
        ObjectNode json = StandingsReport.json(event(NAMES));
        assertEquals("[1,2,4,3,5]", json.at("/crosstable/order").toString());
        assertEquals("[\"0\",\"*\",\"\",\"2\",\"+\"]",
                json.at("/crosstable/rows/1").toString());
        assertTrue(json.at("/ratings/regularized").asBoolean());
        assertEquals(5, json.at("/ratings/players").size());
        // Echo's forfeit and bye are not rated: one game over the board
        assertEquals(1, json.at("/ratings/players/4/games").asInt());
        assertEquals(3, json.at("/standings/4/games").asInt());
    }

    @Test
    void aSequenceTieBreakIsWrittenAsItsElementsAndAJsonArray() {
        EventSummary e = new EventSummary("Swiss", NAMES, GAMES, Scoring.TWO_ONE_ZERO,
                TieBreakChain.SWISS_2011_OPPONENTS, false);
        ObjectNode json = StandingsReport.json(e);
        assertEquals("前轮成绩", json.at("/chain/tieBreaks/3/label").asText());
        // Alpha's rounds, last first: drew 4 (1), beat 5 (2), beat 2 (2)
        assertEquals("[1.0,2.0,2.0]", json.at("/standings/0/tieBreaks/roundScoresFromLast").toString());
        assertTrue(lines(StandingsReport.text(e)).get(3).contains("  1/2/2  "));
        assertFalse(json.at("/standings/0/shared").asBoolean());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} is shown as {1}")
    @org.junit.jupiter.params.provider.CsvSource({"95.44, +95.4", "-12.25, -12.3", "0.0, +0.0", "-0.0, +0.0",
        "-0.04, +0.0", "0.04, +0.0", "-0.06, -0.1"})
    void aRatingHasASignAndOneDecimalAndNoNegativeZero(double elo, String shown) {
        assertEquals(shown, StandingsReport.elo(elo));
    }
}
