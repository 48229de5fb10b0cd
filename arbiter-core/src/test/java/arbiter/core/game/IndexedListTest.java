package arbiter.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IndexedListTest {

    private static GameState play(Variant v, GameState g, String... moves) {
        for (String m : moves) {
            g = g.play(m);
        }
        return g;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            chess   | e2e4 e7e5 g1f3 | b8c6 f1b5 | d2d4
            xiangqi | h2e2 h9g7 h0g2 | i9h9 i0h0 | b2e2
            """)
    void aGamesMoveListsOfOneLineExtendEachOtherAndABranchDoesNotClaimTo(String game, String first, String more,
                                                                        String branch) {
        Variant v = Variants.byName(game).orElseThrow();
        GameState start = v.start(v.initialFen(), null).orThrow();
        GameState a = play(v, start, first.split(" "));
        GameState b = play(v, a, more.split(" "));
        List<String> shorter = a.moves();
        List<String> longer = b.moves();
        assertTrue(IndexedList.extendsList(longer, shorter));
        assertFalse(IndexedList.extendsList(shorter, longer), "a shorter list extends no longer one");
        assertEquals(shorter, longer.subList(0, shorter.size()));
        assertEquals(List.of((first + " " + more).split(" ")), longer);
        // a branch from an earlier state of the line writes elsewhere: it may not claim the line's moves
        GameState other = play(v, play(v, start, first.split(" ")[0]), branch.split(" "));
        assertFalse(IndexedList.extendsList(other.moves(), a.moves().subList(0, 0)));
        assertFalse(IndexedList.extendsList(other.moves(), a.moves()));
        assertEquals(List.of((first + " " + more).split(" ")), b.moves(), "the line is untouched by the branch");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an indexed list without a source | indexed
            a plain list                     | plain
            """)
    void listsThatNameNoSourceNeverClaimToExtendOneAnother(String name, String kind) {
        List<String> a = kind.equals("plain") ? new ArrayList<>(List.of("x", "y")) : IndexedList.of(2, i -> "x");
        List<String> b = IndexedList.of(1, i -> "x");
        assertFalse(IndexedList.extendsList(a, b));
        assertEquals(List.of("x"), b);
        assertThrows(IndexOutOfBoundsException.class, () -> b.get(1));
        assertThrows(UnsupportedOperationException.class, () -> b.add("y"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            chess | e2e4 e7e5 g1f3
            """)
    void aMappedListKeepsItsSource(String game, String moves) {
        Variant v = Variants.byName(game).orElseThrow();
        GameState g = play(v, v.start(v.initialFen(), null).orThrow(), moves.split(" "));
        List<String> upper = IndexedList.map(g.moves(), String::toUpperCase);
        assertEquals(List.of("E2E4", "E7E5", "G1F3"), upper);
        assertFalse(IndexedList.extendsList(upper, IndexedList.map(g.moves().subList(0, 0), String::toUpperCase)),
                "a subList is no view of the source");
        assertTrue(IndexedList.extendsList(IndexedList.map(play(v, g, "b8c6").moves(), String::toUpperCase), upper));
    }
}
