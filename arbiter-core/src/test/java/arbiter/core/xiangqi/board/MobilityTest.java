package arbiter.core.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MobilityTest {

    /** The shortcut answers must agree with the full legal move list, in and out of check, up to mate. */
    @Test
    void agreesWithTheLegalMoveListAlongRandomGames() {
        SplittableRandom rnd = new SplittableRandom(11);
        int positions = 0;
        for (int game = 0; game < 400; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 300; ply++) {
                List<Move> legal = p.legalMoves();
                Position fresh = Position.fromFen(p.fen()).orThrow(); // no cached move list
                assertEquals(!legal.isEmpty(), fresh.hasLegalMove(), p.fen());
                // the same question with the side to move swapped reaches other placements
                Position other = p.withSideToMove(p.sideToMove().opponent());
                if (!other.isKingAttacked(p.sideToMove())) {
                    assertEquals(!other.legalMoves().isEmpty(),
                            Position.fromFen(other.fen()).orThrow().hasLegalMove(), other.fen());
                }
                positions++;
                if (legal.isEmpty()) {
                    break;
                }
                // prefer captures so that sparse, mobility-starved endings come up
                Move m = legal.get(rnd.nextInt(legal.size()));
                for (int t = 0; t < 3 && !p.isCapture(m); t++) {
                    m = legal.get(rnd.nextInt(legal.size()));
                }
                p = p.play(m).orThrow();
            }
        }
        assertEquals(true, positions > 10000);
    }

    /**
     * A search may play on a board whose king was taken (the national rules' capture search plays from positions
     * with the other side to move): there is no king to try first, and the answer is still the legal list's.
     */
    @Test
    void aBoardWhoseKingWasTakenIsAnsweredFromItsOtherPieces() {
        Position checked = Position.fromFen("3k5/9/9/9/4r4/9/P8/9/9/4K4 w - - 0 1").orThrow();
        Position taken = checked.withSideToMove(arbiter.core.game.Side.BLACK).play(Move.parse("e5e0")).orThrow();
        Position left = taken.withSideToMove(arbiter.core.game.Side.BLACK).play(Move.parse("e0e1")).orThrow();
        for (Position p : List.of(taken, left)) {
            boolean has = p.hasLegalMove(); // asked first: the legal list, once made, would answer it
            assertEquals(!p.legalMoves().isEmpty(), has, p.pieces().toString());
        }
    }
}
