package arbiter.core.event;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class KnockoutTest {

    static Stream<Arguments> firstRounds() {
        return Stream.of(
                Arguments.of(Named.of("2 players", 2), "1-2"),
                Arguments.of(Named.of("3 players", 3), "1-bye 2-3"),
                Arguments.of(Named.of("5 players", 5), "1-bye 4-5 2-bye 3-bye"),
                Arguments.of(Named.of("6 players", 6), "1-bye 4-5 2-bye 3-6"),
                Arguments.of(Named.of("7 players", 7), "1-bye 4-5 2-7 3-6"),
                Arguments.of(Named.of("8 players", 8), "1-8 4-5 2-7 3-6"),
                Arguments.of(Named.of("16 players", 16),
                        "1-16 8-9 4-13 5-12 2-15 7-10 3-14 6-11"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("firstRounds")
    void roundOneFollowsStandardSeedingWithByesForTheTopSeeds(int players, String expected) {
        assertEquals(expected, SwissTest.text(Knockout.firstRound(players)));
    }

    @ParameterizedTest(name = "{0} slots")
    @MethodSource("sizes")
    void theTopTwoSeedsCanMeetOnlyInTheFinalAndTheTopFourOnlyInTheSemiFinals(int size) {
        List<Integer> order = Knockout.seedOrder(size);
        int half = size / 2;
        assertTrue(order.subList(0, half).contains(1) && order.subList(half, size).contains(2));
        if (size >= 4) {
            for (int seed = 1; seed <= 4; seed++) {
                int quarter = order.indexOf(seed) / (size / 4);
                for (int other = seed + 1; other <= 4; other++) {
                    assertTrue(order.indexOf(other) / (size / 4) != quarter, seed + " and " + other);
                }
            }
        }
        for (int i = 0; i < size; i += 2) {
            assertEquals(size + 1, order.get(i) + order.get(i + 1), "strong meets weak");
        }
    }

    static Stream<Integer> sizes() {
        return Stream.of(2, 4, 8, 16, 32, 64);
    }

    @Test
    void bracketSizeIsTheNextPowerOfTwo() {
        assertEquals(List.of(2, 4, 4, 8, 8, 8, 8, 16, 16, 64),
                Stream.of(2, 3, 4, 5, 6, 7, 8, 9, 16, 33).map(Knockout::bracketSize).toList());
    }

    @Test
    void winnersOfAdjacentBoardsMeetAndTheRankingSharesPlacesByRoundOut() {
        Knockout k = Knockout.start(6); // 1-bye 4-5 2-bye 3-6
        assertEquals(3, k.totalRounds());
        k = k.withWinners(List.of(5, 6));
        assertEquals("1-5 2-6", SwissTest.text(k.currentRound()));
        k = k.withWinners(List.of(1, 6));
        assertEquals("1-6", SwissTest.text(k.currentRound()));
        k = k.withWinners(List.of(6));
        assertTrue(k.finished());
        assertEquals(6, k.champion());
        //                      1  2  3  4  5  6
        assertArrayEquals(new int[] {0, 2, 3, 5, 5, 3, 1}, k.ranking());
    }

    @Test
    void aSixteenPlayerKnockoutWonByTheTopSeedsRanksThemInBlocks() {
        Knockout k = Knockout.start(16);
        while (!k.finished()) {
            List<Integer> w = new ArrayList<>();
            for (Pairing p : k.currentRound()) {
                w.add(Math.min(p.red(), p.black()));
            }
            k = k.withWinners(w);
        }
        int[] expected = {0, 1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9};
        assertArrayEquals(expected, k.ranking());
        assertEquals(List.of(List.of(new Pairing(1, 2))), k.rounds().subList(3, 4));
    }

    @Test
    void wrongWinnersAreProgrammerErrors() {
        Knockout k = Knockout.start(4);
        assertThrows(IllegalArgumentException.class, () -> k.withWinners(List.of(1)));
        assertThrows(IllegalArgumentException.class, () -> k.withWinners(List.of(1, 4)));
        assertThrows(IllegalArgumentException.class, () -> k.withWinners(List.of(1, 2, 3)));
        assertThrows(IllegalStateException.class, k::ranking);
        assertThrows(IllegalArgumentException.class, () -> Knockout.start(1));
    }
}
