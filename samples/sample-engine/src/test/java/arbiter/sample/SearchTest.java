package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchTest {

    private static Searcher.Result search(Position p, List<Long> history, SearchLimits limits,
                                          List<Searcher.Iteration> out) {
        SearchControl c = new SearchControl(System.nanoTime(), limits, TimeManager.plan(limits), false, 0);
        return new Searcher(new TranspositionTable(1)).search(p, history, limits, c, out::add);
    }

    private static SearchLimits depth(int d) {
        return new SearchLimits(-1, -1, -1, -1, -1, d, false, false, List.of());
    }

    @Test
    void takesAHangingRook() {
        Searcher.Result r = search(Position.fromFen(Positions.HANGING_ROOK).orThrow(), List.of(), depth(3),
                new ArrayList<>());
        assertEquals(Move.parse("a0a5"), r.bestMove());
        assertTrue(r.score() > 500, "score " + r.score());
    }

    @Test
    void seesAMateAgainstItself() {
        // Black to move in the mate-in-one position with Red's threat: any Black move leaves a0a9 (or i8i9) on.
        Position p = Position.fromFen(Positions.MATE_IN_ONE.replace(" w ", " b ")).orThrow();
        List<Searcher.Iteration> its = new ArrayList<>();
        Searcher.Result r = search(p, List.of(), depth(3), its);
        assertTrue(r.score() <= -Searcher.MATE_BOUND, "score " + r.score());
        assertEquals("mate -1", Dialect.uciScore(r.score()));
        assertEquals(3, its.size());
    }

    @Test
    void depthLimitIsExactAndNodeLimitIsRespected() {
        List<Searcher.Iteration> its = new ArrayList<>();
        search(Position.initial(), List.of(), depth(4), its);
        assertEquals(List.of(1, 2, 3, 4), its.stream().map(Searcher.Iteration::depth).toList());
        Searcher.Result r = search(Position.initial(), List.of(),
                new SearchLimits(-1, -1, -1, -1, 5_000, -1, false, false, List.of()), new ArrayList<>());
        assertTrue(r.nodes() <= 5_001, "nodes " + r.nodes());
        assertTrue(Position.initial().isLegal(r.bestMove()));
    }

    @Test
    void aNodeBudgetTooSmallForOneIterationStillGivesALegalMove() {
        Searcher.Result r = search(Position.initial(), List.of(),
                new SearchLimits(-1, -1, -1, -1, 1, -1, false, false, List.of()), new ArrayList<>());
        assertTrue(Position.initial().isLegal(r.bestMove()));
    }

    @Test
    void noMoveGivesNoBestMove() {
        Searcher.Result r = search(Position.fromFen(Positions.STALEMATED).orThrow(), List.of(), depth(2),
                new ArrayList<>());
        assertNull(r.bestMove());
    }

    @Test
    void aRepeatedPositionScoresAsADraw() {
        // Red is a rook up. After a1b1 e9f9 b1a1 f9e9 the start is back; a1b1 again repeats a position of the game.
        Position start = Position.fromFen("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1").orThrow();
        Position p = start;
        List<Long> history = new ArrayList<>();
        for (String m : new String[] {"a1b1", "e9f9", "b1a1", "f9e9"}) {
            history.add(p.key());
            p = p.play(Move.parse(m)).orThrow();
        }
        assertEquals(start.key(), p.key());
        SearchLimits onlyA1b1 = new SearchLimits(-1, -1, -1, -1, -1, 2, false, false, List.of(Move.parse("a1b1")));
        Searcher.Result fresh = search(p, List.of(), onlyA1b1, new ArrayList<>());
        Searcher.Result repeated = search(p, history, onlyA1b1, new ArrayList<>());
        assertTrue(fresh.score() > 500, "score " + fresh.score());
        assertEquals(0, repeated.score());
        assertEquals(Move.parse("a1b1"), repeated.bestMove());
        // Free to choose, the engine avoids the repetition and keeps its winning score.
        Searcher.Result free = search(p, history, depth(2), new ArrayList<>());
        assertNotEquals(Move.parse("a1b1"), free.bestMove());
        assertTrue(free.score() > 500, "score " + free.score());
    }
}
