package arbiter.core.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A cursor plays exactly what {@link Position#play} plays, in place, and takes its last move back exactly. */
class CursorTest {

    @Test
    void playingInPlaceReachesThePositionsPlayingReachesAndTakingBackRestoresThem() {
        SplittableRandom rnd = new SplittableRandom(14);
        int plies = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.initial();
            Cursor c = Cursor.at(p);
            for (int ply = 0; ply < 200 && p.hasLegalMove(); ply++) {
                // a move of the side to move's pieces to any point: legal or not, the cursor must agree
                List<Move> legal = p.legalMoves();
                Move any = Move.of(legal.get(rnd.nextInt(legal.size())).from(), Square.ofIndex(rnd.nextInt(90)));
                if (!any.from().equals(any.to())) {
                    boolean ok = p.play(any) instanceof Played.Ok;
                    assertEquals(ok, c.play(any), any + " in " + p.fen());
                    if (ok) {
                        c.takeBack();
                    }
                    assertEquals(p.fen(), c.position().fen(), "after trying " + any);
                    assertEquals(p.key(), c.key());
                }
                Move m = legal.get(rnd.nextInt(legal.size()));
                Position next = p.play(m).orThrow();
                assertTrue(c.play(m));
                assertEquals(next.fen(), c.position().fen(), m + " from " + p.fen());
                assertEquals(next.key(), c.key());
                assertEquals(next.inCheck(), c.inCheck());
                assertEquals(p.isCapture(m), c.lastCaptured());
                assertEquals(next.hasLegalMove(), c.hasLegalMove());
                assertEquals(next.isBareMaterial(), c.isBareMaterial());
                assertEquals(next.fen(), c.transientView().fen());
                p = next;
                plies++;
            }
        }
        assertTrue(plies > 5_000, "plies: " + plies);
    }

    @Test
    void aRefusedMoveChangesNothingAndOnlyAMoveMadeCanBeTakenBack() {
        Position p = Position.initial();
        Cursor c = Cursor.at(p);
        assertFalse(c.play(Move.parse("h2h8")), "a cannon does not move past a piece without taking");
        assertFalse(c.play(Move.parse("e0e2")), "a king steps one point");
        assertEquals(p.fen(), c.position().fen());
        assertThrowsIllegalState(c);
        assertTrue(c.play(Move.parse("h2e2")));
        c.takeBack();
        assertEquals(p.fen(), c.position().fen());
        assertThrowsIllegalState(c);
    }

    @Test
    void noCursorStartsWhereTheSideNotToMoveIsInCheck() {
        // a placement no legal move leads to (FEN reading refuses it, a rebuilt position may hold it)
        Position checked = Position.fromFen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1").orThrow()
                .withSideToMove(arbiter.core.game.Side.RED);
        assertNull(Cursor.at(checked));
    }

    private static void assertThrowsIllegalState(Cursor c) {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, c::takeBack);
    }
}
