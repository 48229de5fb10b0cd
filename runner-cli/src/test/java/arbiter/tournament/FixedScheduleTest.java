package arbiter.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.GameResult;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class FixedScheduleTest {

    @ParameterizedTest(name = "{0} players, {1} cycles, {2} games an encounter: {3} games")
    @CsvSource({"2, 1, 2, 2", "3, 1, 2, 6", "4, 1, 1, 6", "4, 2, 2, 24", "9, 1, 2, 72", "20, 1, 2, 380"})
    void roundRobinPlaysEveryPairingTheGivenNumberOfTimes(int players, int cycles, int legs, int total) {
        FixedSchedule s = FixedSchedule.roundRobin(players, cycles, legs);
        assertEquals(total, s.plannedGames());
        Map<String, Integer> meetings = new HashMap<>();
        int[] red = new int[players + 1];
        for (ScheduledGame g : s.all()) {
            meetings.merge(Math.min(g.red(), g.black()) + "-" + Math.max(g.red(), g.black()), 1, Integer::sum);
            red[g.red()]++;
        }
        assertEquals(players * (players - 1) / 2, meetings.size());
        assertTrue(meetings.values().stream().allMatch(m -> m == cycles * legs));
        if (legs % 2 == 0) {
            for (int p = 1; p <= players; p++) {
                assertEquals((players - 1) * cycles * legs / 2, red[p], "player " + p + " has Red as often as Black");
            }
        }
    }

    @Test
    void theSecondLegOfAnEncounterSwapsColoursOnTheSameOpening() {
        List<ScheduledGame> g = FixedSchedule.roundRobin(4, 1, 4).all();
        ScheduledGame first = g.get(0), second = g.get(1), third = g.get(2);
        assertEquals(new GameKey(1, 1, 2), second.key());
        assertEquals(first.red(), second.black());
        assertEquals(first.opening(), second.opening());
        assertEquals(first.opening() + 1, third.opening());
        assertEquals(first.red(), third.red());
    }

    @Test
    void roundOneFollowsTheAppendixTableWithTheFirstListedNumberAsRed() {
        // appendix 1, six players, round 1: 1-6 2-5 3-4
        List<ScheduledGame> round1 = FixedSchedule.roundRobin(6, 1, 1).all().subList(0, 3);
        assertEquals(List.of("1-6", "2-5", "3-4"), round1.stream().map(g -> g.red() + "-" + g.black()).toList());
    }

    @Test
    void theSecondCycleSwapsEveryColourAndKeepsCountingRounds() {
        List<ScheduledGame> g = FixedSchedule.roundRobin(4, 2, 1).all();
        ScheduledGame a = g.get(0), b = g.get(6);
        assertEquals(new GameKey(4, 1, 1), b.key());
        assertEquals(a.red(), b.black());
        assertEquals(a.black(), b.red());
    }

    @Test
    void aGauntletPlaysTheFirstEngineAgainstEachOther() {
        List<ScheduledGame> g = FixedSchedule.gauntlet(4, 1, 2).all();
        assertEquals(6, g.size());
        assertTrue(g.stream().allMatch(x -> x.involves(1)));
        assertEquals(Set.of(2, 3, 4), new HashSet<>(g.stream().map(x -> x.red() == 1 ? x.black() : x.red()).toList()));
    }

    @ParameterizedTest(name = "{0} shards")
    @CsvSource({"1", "2", "3", "7"})
    void shardsAreDisjointAndTogetherHoldEveryGame(int count) {
        FixedSchedule all = FixedSchedule.roundRobin(7, 2, 2);
        Set<GameKey> seen = new HashSet<>();
        for (int i = 1; i <= count; i++) {
            FixedSchedule s = all.shard(i, count, 42);
            assertEquals(s.all(), all.shard(i, count, 42).all(), "deterministic");
            for (ScheduledGame g : s.all()) {
                assertTrue(seen.add(g.key()), "game " + g.key() + " in two shards");
            }
        }
        assertEquals(all.plannedGames(), seen.size());
    }

    @Test
    void anotherSeedSharesTheGamesOutDifferently() {
        FixedSchedule all = FixedSchedule.roundRobin(7, 1, 2);
        assertFalse(all.shard(1, 3, 1).all().equals(all.shard(1, 3, 2).all()));
    }

    @Test
    void readyListsOnlyUnfinishedGamesAndCompleteWhenAllAreIn() {
        FixedSchedule s = FixedSchedule.gauntlet(3, 1, 2);
        Map<GameKey, EventGame> done = new HashMap<>();
        int n = 0;
        for (ScheduledGame g : s.all()) {
            assertFalse(s.complete(done));
            assertEquals(s.plannedGames() - n, s.ready(done).size());
            done.put(g.key(), new EventGame(g.key(), ++n, g.red(), g.black(), GameResult.DRAW, false, "adjudication",
                    10));
        }
        assertTrue(s.complete(done));
        assertTrue(s.ready(done).isEmpty());
    }
}
