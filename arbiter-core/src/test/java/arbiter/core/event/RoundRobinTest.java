package arbiter.core.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RoundRobinTest {

    private static final String FIXTURE = "/event/round-robin-2011-appendix1.txt";

    /** Printed tables: largest number -> rounds -> boards as printed, e.g. "(8)-5". */
    static Map<Integer, List<List<String>>> printedTables() throws IOException {
        Map<Integer, List<List<String>>> tables = new LinkedHashMap<>();
        try (var in = RoundRobinTest.class.getResourceAsStream(FIXTURE);
                var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<List<String>> current = null;
            for (String line; (line = r.readLine()) != null; ) {
                line = line.replaceAll("#.*", "").trim();
                if (line.isEmpty()) {
                    continue;
                }
                String[] f = line.split(" ");
                if (f[0].equals("table")) {
                    current = new ArrayList<>();
                    tables.put(Integer.parseInt(f[1]), current);
                } else {
                    assertEquals(current.size() + 1, Integer.parseInt(f[0]), "round order");
                    current.add(List.of(f).subList(1, f.length));
                }
            }
        }
        return tables;
    }

    static Stream<Arguments> transcribedFields() throws IOException {
        List<Arguments> rows = new ArrayList<>();
        for (int n : printedTables().keySet()) {
            rows.add(Arguments.of(Named.of("table " + n + ", " + n + " players", n), n));
            rows.add(Arguments.of(Named.of("table " + n + ", " + (n - 1) + " players", n - 1), n));
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transcribedFields")
    void theScheduleReproducesEveryRoundBoardAndColourOfThePrintedTable(int players, int table)
            throws IOException {
        List<List<String>> printed = printedTables().get(table);
        List<List<Pairing>> expected = new ArrayList<>();
        for (List<String> round : printed) {
            List<Pairing> boards = new ArrayList<>();
            for (String b : round) {
                String[] ab = b.split("-");
                int red = Integer.parseInt(ab[0].replaceAll("[()]", ""));
                int black = Integer.parseInt(ab[1].replaceAll("[()]", ""));
                if (players < table && (red == table || black == table)) {
                    // 使用说明: the unbracketed number beside the dummy sits out.
                    boards.add(Pairing.bye(red == table ? black : red));
                } else {
                    boards.add(new Pairing(red, black));
                }
            }
            expected.add(boards);
        }
        assertEquals(expected, RoundRobin.schedule(players));
    }

    @Test
    void theFixtureHoldsEveryTableOfTheAppendixFromFourToTwentyNumbers() throws IOException {
        assertEquals(List.of(4, 6, 8, 10, 12, 14, 16, 18, 20),
                List.copyOf(printedTables().keySet()));
    }

    static IntStream fields() {
        return IntStream.rangeClosed(3, 40);
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("fields")
    void everyPairMeetsOnceAndEveryPlayerIsBusyOncePerRound(int players) {
        List<List<Pairing>> rounds = RoundRobin.schedule(players);
        boolean odd = players % 2 == 1;
        assertEquals(odd ? players : players - 1, rounds.size(), "rounds");
        Set<Set<Integer>> met = new HashSet<>();
        int[] byes = new int[players + 1];
        for (List<Pairing> round : rounds) {
            Set<Integer> seen = new HashSet<>();
            int roundByes = 0;
            for (Pairing p : round) {
                assertTrue(seen.add(p.red()), () -> "twice in a round: " + p);
                if (p.isBye()) {
                    roundByes++;
                    byes[p.red()]++;
                } else {
                    assertTrue(seen.add(p.black()), () -> "twice in a round: " + p);
                    assertTrue(met.add(Set.of(p.red(), p.black())), () -> "met again: " + p);
                }
            }
            assertEquals(players, seen.size(), "everyone once per round");
            assertEquals(odd ? 1 : 0, roundByes, "byes per round");
        }
        assertEquals(players * (players - 1) / 2, met.size(), "every pair met");
        for (int p = 1; p <= players; p++) {
            assertEquals(odd ? 1 : 0, byes[p], "byes of player " + p);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("fields")
    void theScheduleFollowsTheStatedRotationRule(int players) {
        int n = players % 2 == 0 ? players : players + 1;
        List<List<Pairing>> rounds = RoundRobin.schedule(n);
        // Rule 2: round 1 pairs first with last, closing inwards; 1 meets the largest number.
        for (int k = 0; k < n / 2; k++) {
            Pairing p = rounds.get(0).get(k);
            assertEquals(Set.of(k + 1, k == 0 ? n : n - k), Set.of(p.red(), p.black()),
                    "round 1 board " + (k + 1));
            assertEquals(k + 1, p.red(), "numbers in front are Red in round 1");
        }
        for (int r = 1; r < rounds.size(); r++) {
            List<Pairing> prev = rounds.get(r - 1);
            Pairing first = rounds.get(r).get(0);
            // Rule 3: the largest number is always listed first; Red in even rounds.
            boolean evenRound = (r + 1) % 2 == 0;
            assertEquals(n, evenRound ? first.red() : first.black(), "round " + (r + 1));
            // Rule 4: its opponent is the number standing last in the previous round's table.
            int opponent = evenRound ? first.black() : first.red();
            assertEquals(prev.get(prev.size() - 1).black(), opponent, "round " + (r + 1));
        }
    }

    /**
     * The appendix's 编排方法 applied literally, round after round: round 1 "首尾相对，依次靠拢"; then
     * the largest number meets the number standing last (Red in even rounds, always listed
     * first), and the others "上轮跨邻相遇，前后顺序依然，从后往前配对": the later number of board j
     * (for the largest number's board: its other number) meets the earlier number of board
     * j + 1, keeps the front place, and boards are formed from the back of the table forwards.
     */
    static List<List<Pairing>> literalRule(int n) {
        List<List<Pairing>> rounds = new ArrayList<>();
        List<Pairing> round = new ArrayList<>();
        round.add(new Pairing(1, n));
        for (int k = 2; k <= n / 2; k++) {
            round.add(new Pairing(k, n + 1 - k));
        }
        rounds.add(round);
        for (int r = 2; r < n; r++) {
            List<Pairing> prev = rounds.get(rounds.size() - 1);
            int last = prev.get(prev.size() - 1).black();
            List<Pairing> next = new ArrayList<>();
            next.add(r % 2 == 0 ? new Pairing(n, last) : new Pairing(last, n));
            for (int j = prev.size() - 2; j >= 0; j--) {
                Pairing a = prev.get(j);
                int later = a.red() == n ? a.black() : a.black() == n ? a.red() : a.black();
                next.add(new Pairing(later, prev.get(j + 1).red()));
            }
            rounds.add(next);
        }
        return rounds;
    }

    @ParameterizedTest(name = "{0} numbers")
    @MethodSource("evenFields")
    void theScheduleEqualsTheRotationRuleAppliedRoundByRound(int n) {
        assertEquals(literalRule(n), RoundRobin.schedule(n));
    }

    static IntStream evenFields() {
        return IntStream.rangeClosed(2, 30).map(k -> 2 * k);
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("fields")
    void redGamesDifferByAtMostOneBetweenPlayers(int players) {
        // For an even field the largest number alternates colours (rule 3) and every other
        // number alternates between consecutive rounds; the tables then give each player
        // (n-1)/2 rounded down or up Red games. With a bye the dummy's games are not played.
        int[] red = new int[players + 1];
        for (List<Pairing> round : RoundRobin.schedule(players)) {
            for (Pairing p : round) {
                if (!p.isBye()) {
                    red[p.red()]++;
                }
            }
        }
        int min = IntStream.rangeClosed(1, players).map(p -> red[p]).min().orElseThrow();
        int max = IntStream.rangeClosed(1, players).map(p -> red[p]).max().orElseThrow();
        assertTrue(max - min <= 1, () -> "red games from " + min + " to " + max);
    }

    @Test
    void aFieldOfFewerThanTwoIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> RoundRobin.schedule(1));
    }

    @Test
    void aByeIsAPairingWithBlackZero() {
        Pairing bye = Pairing.bye(3);
        assertTrue(bye.isBye());
        assertEquals(new Pairing(3, 0), bye);
        assertEquals("3-bye", bye.toString());
    }
}
