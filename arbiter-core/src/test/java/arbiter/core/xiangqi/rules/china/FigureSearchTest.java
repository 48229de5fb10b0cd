package arbiter.core.xiangqi.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The search behind the rebuilt figures finds and cuts down 参考图30 as its row says. */
class FigureSearchTest {
    private static final String CORE = "4k4/4a4/9/9/9/9/5r3/3p2R2/4K4/9 w - - 0 1";
    private static final String FIGURE_30 = "4k4/4a4/9/9/9/9/5r3/3p2R2/4K2n1/9 w - - 0 1";
    private static final List<String> MOVES = List.of("e1e0", "f3f0", "e0e1", "f0f3");
    private static final String CALLS = "Red: 闲 闲 闲 闲|Black: 将 捉 将 捉";
    private static final String VERDICT = "Black must vary";

    @Test
    void theRebuiltFigureIsKeptAndTheCoreWithoutItsKnightIsNot() {
        assertNotNull(FigureSearch.judge(FIGURE_30, MOVES, CALLS, VERDICT));
        assertNull(FigureSearch.judge(CORE, MOVES, CALLS, VERDICT), "without the knight on h1 the king takes f0");
        assertNull(FigureSearch.judge(FIGURE_30, MOVES, CALLS, "draw"));
        assertNull(FigureSearch.judge(FIGURE_30, List.of("e1e0", "f3f1"), CALLS, VERDICT), "f3f1 is no legal cycle");
    }

    @Test
    void aSeededSearchFromTheCoreFindsTheFigureAndTheSameSeedFindsItAgain() {
        List<FigureSearch.Extra> pool = List.of(FigureSearch.Extra.parse("n:h1,g3,c3,b2:0.9"),
                FigureSearch.Extra.parse("A:d0,f2:0.3"));
        List<String> first = FigureSearch.search(CORE, MOVES, CALLS, VERDICT, pool, 7, 200, 5);
        assertEquals(first, FigureSearch.search(CORE, MOVES, CALLS, VERDICT, pool, 7, 200, 5));
        assertEquals(true, first.contains(FIGURE_30), first.toString());
    }

    @Test
    void everyPieceOfTheRebuiltFigureIsNeeded() {
        assertEquals(List.of(), FigureSearch.notNeeded(FIGURE_30, MOVES, CALLS, VERDICT));
    }

    @Test
    void aPoolEntryThatIsNotAPointIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FigureSearch.Extra.parse("n:h1,z9"));
        assertEquals("pool entry 'n:h1,z9': 'z9' is not a point", e.getMessage());
    }
}
