package arbiter.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.event.GameRecord;
import arbiter.core.game.GameResult;
import arbiter.core.event.Scoring;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Swiss and knockout schedules driven by hand-made results, as the runner drives them. */
class ScheduleTest {

    /** Plays every ready game with {@code result} until the schedule is complete; returns the games in order. */
    static Map<GameKey, EventGame> playOut(Schedule s, Function<ScheduledGame, GameResult> result) {
        Map<GameKey, EventGame> done = new LinkedHashMap<>();
        for (int guard = 0; guard < 10_000 && !s.complete(done); guard++) {
            List<ScheduledGame> ready = s.ready(done);
            assertFalse(ready.isEmpty(), "incomplete but nothing ready after " + done.size() + " games");
            ScheduledGame g = ready.get(0);
            done.put(g.key(), new EventGame(g.key(), done.size() + 1, g.red(), g.black(), result.apply(g), false,
                    "adjudication", 1));
        }
        return done;
    }

    @Test
    void aSwissOfFivePlaysTwoBoardsARoundAndGivesEachByeToSomeoneNew() {
        SwissSchedule s = new SwissSchedule(5, 4, 1, Scoring.TWO_ONE_ZERO);
        Map<GameKey, EventGame> done = playOut(s, g -> g.red() < g.black() ? GameResult.RED_WINS : GameResult.DRAW);
        assertEquals(8, done.size());
        assertEquals(s.plannedGames(), done.size());
        List<GameRecord> byes = s.byes(done);
        assertEquals(4, byes.size());
        assertEquals(4, new HashSet<>(byes.stream().map(GameRecord::red).toList()).size(), "no second bye");
        Set<String> met = new HashSet<>();
        for (EventGame g : done.values()) {
            assertTrue(met.add(Math.min(g.red(), g.black()) + "-" + Math.max(g.red(), g.black())), "rematch " + g);
        }
    }

    @Test
    void aSwissRoundIsOnlyPairedWhenThePreviousRoundIsFinished() {
        SwissSchedule s = new SwissSchedule(4, 3, 2, Scoring.TWO_ONE_ZERO);
        Map<GameKey, EventGame> done = new LinkedHashMap<>();
        List<ScheduledGame> round1 = s.ready(done);
        assertEquals(4, round1.size(), "two boards of two games");
        ScheduledGame first = round1.get(0);
        done.put(first.key(), new EventGame(first.key(), 1, first.red(), first.black(), GameResult.RED_WINS, false,
                "checkmate", 30));
        assertEquals(3, s.ready(done).size());
        assertTrue(s.ready(done).stream().allMatch(g -> g.key().round() == 1));
    }

    @Test
    void aKnockoutOffersBothRegularGamesAtOnceAndTieBreaksOneByOne() {
        KnockoutSchedule k = new KnockoutSchedule(4, 2, 1, 7);
        Map<GameKey, EventGame> done = new LinkedHashMap<>();
        List<ScheduledGame> r1 = k.ready(done);
        assertEquals(4, r1.size(), "two semi-finals, two regular games each");
        for (ScheduledGame g : r1) { // every game drawn: both semi-finals go to tie-breaks
            done.put(g.key(), new EventGame(g.key(), done.size() + 1, g.red(), g.black(), GameResult.DRAW, false,
                    "adjudication", 40));
        }
        List<ScheduledGame> tb = k.ready(done);
        assertEquals(2, tb.size(), "one tie-break game per semi-final");
        assertTrue(tb.stream().allMatch(g -> g.key().leg() == 3));
    }

    @Test
    void drawnKnockoutMatchesEndInArmageddonWhereBlackGoesThrough() {
        KnockoutSchedule k = new KnockoutSchedule(2, 2, 0, 11);
        Map<GameKey, EventGame> done = playOut(k, g -> GameResult.DRAW);
        assertEquals(3, done.size(), "two regular games and the deciding one");
        EventGame last = done.values().stream().reduce((a, b) -> b).orElseThrow();
        KnockoutSchedule.Progress p = k.progress(done);
        assertTrue(p.bracket().finished());
        assertEquals(last.black(), p.bracket().champion(), "a drawn deciding game sends Black through");
    }

    @Test
    void aKnockoutOfFiveGivesTheTopSeedsByesAndFinishesWithOneChampion() {
        KnockoutSchedule k = new KnockoutSchedule(5, 2, 2, 3);
        // the lower number always wins: seed 1 must be champion
        Map<GameKey, EventGame> done = playOut(k, g -> g.red() < g.black() ? GameResult.RED_WINS : GameResult.BLACK_WINS);
        KnockoutSchedule.Progress p = k.progress(done);
        assertEquals(1, p.bracket().champion());
        assertEquals(1, p.matches().get(0).size(), "only 4-5 plays in round 1 of five");
        assertEquals(2, p.bracket().ranking()[2]);
    }
}
