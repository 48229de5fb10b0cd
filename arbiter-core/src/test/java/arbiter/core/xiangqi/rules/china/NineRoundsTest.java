package arbiter.core.xiangqi.rules.china;

import static arbiter.core.xiangqi.rules.Plays.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.Finding;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.RuleSets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * 2011 23.4: nine rounds of forbidden moves on three or more points make a 待判局面 before three laps do; an engine
 * game is ruled at once, a record gets a finding (the claim was a player's to make).
 */
class NineRoundsTest {
    /** A red rook on i4 chases a black cannon (nobody protects it) that runs a5, a6, a7, a8 and back to a5. */
    private static final String ROOK_CHASES = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";
    /** The rook's first move, then a lap of eight plies: the rook follows the cannon to four points. */
    private static final List<String> LAP = List.of("a5a6", "i5i6", "a6a7", "i6i7", "a7a8", "i7i8", "a8a5", "i8i5");

    /** The first {@code plies} moves of the four-point chase. */
    private static List<String> chase(int plies) {
        List<String> m = new ArrayList<>(List.of("i4i5"));
        while (m.size() < plies) {
            m.addAll(LAP);
        }
        return m.subList(0, plies);
    }

    private static Game start(RuleSet rules) {
        return Game.start(Fen.parse(ROOK_CHASES).orThrow(), rules);
    }

    private static RuleSet rules(String name) {
        return RuleSets.byName(name).orElseThrow();
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            17 | goes on
            18 | Red must vary
            """)
    void nineRoundsOfChasesOnFourPointsMustVaryBeforeThreeLaps(int plies, String expected) {
        Game g = play(start(rules("china-2011")), chase(plies));
        assertEquals(expected, g.obligation() == null ? "goes on" : g.obligation().side().displayName() + " must vary");
        if (g.obligation() != null) {
            assertEquals("23.4, 25.3, 23.5.2", g.obligation().article());
            assertTrue(g.obligation().reason().contains("Red: 捉 捉 捉 捉 捉 捉 捉 捉 捉 (长捉)"), g.obligation().reason());
            assertTrue(g.obligation().reason().contains("(待判局面 of 23.4: nine rounds of forbidden moves on 4 points, "
                    + "plies 1 to 18)"), g.obligation().reason());
        }
    }

    @Test
    void theSideThatDoesNotVaryWithinTwoRoundsLoses() {
        Game g = play(start(rules("china-2011")), chase(21));
        assertTrue(g.isOver(), "Red's next two moves were the cycle's");
        assertEquals("rule-violation", g.outcome().termination().tag());
        assertEquals(21, g.outcome().ply());
    }

    @Test
    void aRecordGetsAFindingAndThreeLapsStillMakeTheRepetitionLater() {
        RuleSet records = rules("china-2011").forRecords();
        Game g = play(start(records), chase(23));
        assertNull(g.obligation(), "in a record the nine rounds need a claim");
        List<Finding> found = g.findings();
        assertEquals(1, found.size());
        assertEquals(18, found.get(0).ply());
        assertEquals("23.4, 25.3, 23.5.2", found.get(0).article());
        assertTrue(found.get(0).text().startsWith("a claim would have made it a 待判局面: "), found.get(0).text());
        g = play(g, chase(24).subList(23, 24));
        assertNotNull(g.obligation(), "three laps of eight plies are complete at ply 24");
        assertEquals(Side.RED, g.obligation().side());
        assertEquals("25.3, 23.5.2", g.obligation().article());
    }

    /**
     * The red rook shuttles i4-i5 (two points), attacking the unguarded cannon on a4 or a5 each time; the black king
     * walks a square of four palace points with idle moves: 23.4's aimless moves (the play goes round).
     */
    private static List<String> kingWalks(int plies) {
        List<String> lap = List.of("i4i5", "e9e8", "i5i4", "e8d8", "i4i5", "d8d9", "i5i4", "d9e9");
        List<String> m = new ArrayList<>();
        while (m.size() < plies) {
            m.addAll(lap);
        }
        return m.subList(0, plies);
    }

    @ParameterizedTest(name = "{0} plies: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            18 | goes on
            19 | Red must vary
            """)
    void nineRoundsOfAimlessMovesOnFourPointsAreJudgedToo(int plies, String expected) {
        Game g = play(Game.start(Fen.parse("4k4/9/9/9/c8/c7R/9/9/9/5K3 w - - 0 1").orThrow(),
                rules("china-2011")), kingWalks(plies));
        assertEquals(expected, g.obligation() == null ? "goes on" : g.obligation().side().displayName() + " must vary");
        if (g.obligation() != null) {
            assertEquals("23.4, 25.3, 23.5.2", g.obligation().article());
            assertTrue(g.obligation().reason().contains("nine rounds of forbidden or aimless moves (the play goes "
                    + "round) on 4 points, plies 2 to 19"), g.obligation().reason());
        }
    }

    @Test
    void aimlessNineRoundsAreJudgedOnceInARecordAndTwoPointsAreNot() {
        Game g = play(Game.start(Fen.parse("4k4/9/9/9/c8/c7R/9/9/9/5K3 w - - 0 1").orThrow(),
                rules("china-2011").forRecords()), kingWalks(23));
        assertEquals(List.of(19), g.findings().stream().map(Finding::ply).toList(),
                "the going round is judged when it first fills nine rounds, not again a ply later");
        // the king stepping between two points only: left to the three laps (ply 12: Red's 长捉 against idle moves)
        List<String> twoPoints = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            twoPoints.addAll(List.of("i4i5", "e9e8", "i5i4", "e8e9"));
        }
        Game two = play(Game.start(Fen.parse("4k4/9/9/9/c8/c7R/9/9/9/5K3 w - - 0 1").orThrow(),
                rules("china-2011").forRecords()), twoPoints.subList(0, 14));
        assertTrue(two.findings().isEmpty(), two.findings().toString());
        assertEquals("25.3, 23.5.2", two.obligation().article());
    }

    @Test
    void twoPointsAreLeftToTheThreeLapsAndThe1999BookHasNoNineRounds() {
        // the two-point chase of the three-lap tests is judged at ply 12, never by nine rounds
        List<String> twoPoints = new ArrayList<>(List.of("i4i5"));
        for (int i = 0; i < 5; i++) {
            twoPoints.addAll(List.of("a5a6", "i5i6", "a6a5", "i6i5"));
        }
        Game g = play(start(rules("china-2011").forRecords()), twoPoints.subList(0, 12));
        assertNotNull(g.obligation());
        assertFalse(g.obligation().article().startsWith("23.4"));
        Game old = play(start(rules("china-1999")), chase(23));
        assertNull(old.obligation(), "1999 has no 23.4: only three laps, at ply 24");
        assertTrue(old.findings().isEmpty());
    }
}
