package arbiter.core.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SwissLookaheadTest {

    private static final int SEEDS = 300;

    @Test
    void sixPlayersOverFiveRoundsAreAlwaysPairedWithoutARematch() {
        for (long seed = 0; seed < SEEDS; seed++) {
            assertFullEvent(SwissEvents.play(new Random(seed), 6, 5, true), 5, "seed " + seed);
        }
    }

    @Test
    void withoutLookaheadSomeOfTheSameSixPlayerEventsGetStuck() {
        // Shows the cases above are real: greedy rounds do paint themselves into a corner.
        long stuck = IntStream.range(0, SEEDS)
                .filter(seed -> SwissEvents.play(new Random(seed), 6, 5, false).stuck()).count();
        System.out.println("6 players x 5 rounds without lookahead: " + stuck + " of " + SEEDS
                + " stuck");
        assertTrue(stuck > 0, "no stuck event without lookahead");
    }

    static Stream<Integer> evenFields() {
        return IntStream.rangeClosed(2, 7).map(i -> 2 * i).boxed();
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("evenFields")
    void evenFieldsPlayEveryRoundUpToAFullRoundRobinWithoutARematch(int players) {
        for (long seed = 0; seed < SEEDS; seed++) {
            assertFullEvent(SwissEvents.play(new Random(seed), players, players - 1, true),
                    players - 1, "seed " + seed);
        }
    }

    static Stream<Integer> oddFields() {
        return IntStream.rangeClosed(2, 6).map(i -> 2 * i + 1).boxed();
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("oddFields")
    void oddFieldsPlayPlayersMinusOneRoundsWithoutARematchAndWithAtMostOneByeEach(int players) {
        for (long seed = 0; seed < SEEDS; seed++) {
            assertFullEvent(SwissEvents.play(new Random(seed), players, players - 1, true),
                    players - 1, "seed " + seed);
        }
    }

    @Test
    void theLastRoundIsPairedAsWithoutLookahead() {
        Random rnd = new Random(7);
        SwissTest.Event e = SwissEvents.play(rnd, 10, 4);
        double[] scores = e.scores();
        assertEquals(Swiss.pairRound(10, e.rounds(), e.scoresBefore(), scores),
                Swiss.pairRound(10, e.rounds(), e.scoresBefore(), scores, 0));
    }

    @Test
    void lookaheadEventsStillRespectTheFloatAndColourPreferencesMostly() {
        // The lookahead only rules candidates out; colour limits should stay nearly unbroken.
        int boards = 0;
        int breaks = 0;
        for (long seed = 0; seed < 100; seed++) {
            int[] b = SwissChecks.colourBreaks(SwissEvents.play(new Random(seed), 12, 9, true));
            boards += b[0];
            breaks += b[1];
        }
        assertTrue(breaks * 20 < boards, breaks + " breaks on " + boards + " boards");
    }

    @Test
    void sixtyFourPlayersOverFifteenRoundsWithLookaheadStayFast() {
        long start = System.nanoTime();
        SwissTest.Event e = SwissEvents.play(new Random(64), 64, 15, true);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFullEvent(e, 15, "64 players");
        System.out.println("64 players x 15 rounds with lookahead: " + ms + " ms");
        // Generous: a guard against a runaway search, not a benchmark.
        assertTrue(ms < 20_000, "took " + ms + " ms");
    }

    /** Not stuck, all rounds played, everybody once a round, no rematch, at most one bye each. */
    private static void assertFullEvent(SwissTest.Event e, int rounds, String what) {
        int n = e.players();
        assertFalse(e.stuck(), what + ": stuck after " + e.rounds().size() + " rounds");
        assertEquals(rounds, e.rounds().size(), what);
        Set<List<Integer>> met = new HashSet<>();
        Set<Integer> byes = new HashSet<>();
        for (List<Pairing> round : e.rounds()) {
            Set<Integer> seen = new HashSet<>();
            for (Pairing p : round) {
                assertTrue(seen.add(p.red()), what + ": twice in a round: " + p.red());
                if (p.isBye()) {
                    assertTrue(byes.add(p.red()), what + ": second bye for " + p.red());
                    continue;
                }
                assertTrue(seen.add(p.black()), what + ": twice in a round: " + p.black());
                List<Integer> pair = new ArrayList<>(List.of(p.red(), p.black()));
                pair.sort(null);
                assertTrue(met.add(pair), what + ": rematch " + p);
            }
            assertEquals(n, seen.size(), what + ": everybody paired");
        }
    }
}
