package arbiter.core.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KingAttacksTest {

    /** The check found from the move alone must be the check the full attack test finds on the new placement. */
    @Test
    void checkAfterAMoveAgreesWithTheFullTest() {
        SplittableRandom rnd = new SplittableRandom(5);
        int checks = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 300; ply++) {
                List<Move> legal = p.legalMoves();
                if (legal.isEmpty()) {
                    break;
                }
                for (Move m : legal) {
                    Position next = p.play(m).orThrow();
                    assertEquals(Position.fromFen(next.fen()).orThrow().inCheck(), next.inCheck(), p.fen() + " " + m);
                    checks += next.inCheck() ? 1 : 0;
                }
                Move m = legal.get(rnd.nextInt(legal.size()));
                for (int t = 0; t < 3 && !p.isCapture(m); t++) {
                    m = legal.get(rnd.nextInt(legal.size()));
                }
                p = p.play(m).orThrow();
            }
        }
        assertEquals(true, checks > 100, "checks seen: " + checks);
    }
}
