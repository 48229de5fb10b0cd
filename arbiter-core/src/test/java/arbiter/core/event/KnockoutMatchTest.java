package arbiter.core.event;

import arbiter.core.game.GameResult;
import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import arbiter.core.event.KnockoutMatch.Decided;
import arbiter.core.event.KnockoutMatch.NextGame;
import arbiter.core.event.KnockoutMatch.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class KnockoutMatchTest {

    /**
     * Rows: results in board terms, the games asked for (red-black phase, player 1 Red in
     * game 1 and player 2 Red in armageddon), and the winner. Default format 2 + 2 pairs.
     */
    static Stream<Arguments> matches() {
        return Stream.of(
                row("2-0 is decided after the regular games", List.of(RED_WINS, BLACK_WINS),
                        "1-2 R, 2-1 R", 1),
                row("1-1 goes to a tie-break pair", List.of(RED_WINS, RED_WINS, DRAW, BLACK_WINS),
                        "1-2 R, 2-1 R, 1-2 T, 2-1 T", 1),
                row("a tie-break pair that leaves a leader ends the match",
                        List.of(DRAW, DRAW, BLACK_WINS, DRAW), "1-2 R, 2-1 R, 1-2 T, 2-1 T", 2),
                row("a level first tie-break pair leads to the second",
                        List.of(DRAW, DRAW, DRAW, DRAW, RED_WINS, DRAW),
                        "1-2 R, 2-1 R, 1-2 T, 2-1 T, 1-2 T, 2-1 T", 1),
                row("an armageddon draw advances Black", List.of(DRAW, DRAW, DRAW, DRAW, DRAW, DRAW,
                        DRAW), "1-2 R, 2-1 R, 1-2 T, 2-1 T, 1-2 T, 2-1 T, 2-1 A", 1),
                row("an armageddon win for Red advances Red", List.of(RED_WINS, RED_WINS, DRAW, DRAW,
                        BLACK_WINS, BLACK_WINS, RED_WINS),
                        "1-2 R, 2-1 R, 1-2 T, 2-1 T, 1-2 T, 2-1 T, 2-1 A", 2));
    }

    static Arguments row(String name, List<GameResult> results, String games, int winner) {
        return Arguments.of(Named.of(name, results), games, winner);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matches")
    void theMatchAsksForTheRightGamesAndNamesTheWinner(List<GameResult> results, String games,
            int winner) {
        KnockoutMatch m = KnockoutMatch.of(1, 2, KnockoutFormat.DEFAULT, true, false);
        List<String> asked = new ArrayList<>();
        for (GameResult r : results) {
            NextGame next = (NextGame) m.status();
            asked.add(next.red() + "-" + next.black() + " " + next.phase().name().charAt(0));
            m = m.withResult(r);
        }
        assertEquals(games, String.join(", ", asked));
        assertEquals(new Decided(winner, 3 - winner), m.status());
        KnockoutMatch done = m;
        assertThrows(IllegalStateException.class, () -> done.withResult(DRAW));
    }

    @Test
    void fourRegularGamesAlternateColoursAndArePlayedInFull() {
        KnockoutMatch m = KnockoutMatch.of(5, 9, new KnockoutFormat(4, 0), false, true);
        // 9 wins the first three; the fourth is still played.
        for (GameResult r : List.of(RED_WINS, BLACK_WINS, RED_WINS)) {
            m = m.withResult(r);
        }
        assertEquals(new NextGame(4, 5, 9, Phase.REGULAR), m.status());
        m = m.withResult(DRAW);
        assertEquals(new Decided(9, 5), m.status());
        assertEquals(3.5, m.points(9));
        assertEquals(0.5, m.points(5));
    }

    @Test
    void withoutTieBreakPairsALevelMatchGoesStraightToArmageddon() {
        KnockoutMatch m = KnockoutMatch.of(3, 4, new KnockoutFormat(2, 0), true, true)
                .withResult(DRAW).withResult(DRAW);
        assertEquals(new NextGame(3, 3, 4, Phase.ARMAGEDDON), m.status());
        assertEquals(new Decided(4, 3), m.withResult(DRAW).status());
    }

    @Test
    void theLotIsDrawnFromTheSeededGeneratorSoReplaysAgree() {
        List<Integer> firstReds = new ArrayList<>();
        List<Integer> again = new ArrayList<>();
        Random one = new Random(99);
        Random two = new Random(99);
        for (int i = 0; i < 20; i++) {
            firstReds.add(((NextGame) KnockoutMatch.start(1, 2, KnockoutFormat.DEFAULT, one)
                    .status()).red());
            again.add(((NextGame) KnockoutMatch.start(1, 2, KnockoutFormat.DEFAULT, two)
                    .status()).red());
        }
        assertEquals(firstReds, again);
        assertEquals(2, firstReds.stream().distinct().count(), "both outcomes occur");
    }

    static Stream<Arguments> badFormats() {
        return Stream.of(Arguments.of(0, 2), Arguments.of(3, 2), Arguments.of(2, -1));
    }

    @ParameterizedTest(name = "{0} games, {1} pairs")
    @MethodSource("badFormats")
    void oddOrMissingGameCountsAreRejected(int games, int pairs) {
        assertThrows(IllegalArgumentException.class, () -> new KnockoutFormat(games, pairs));
    }
}
