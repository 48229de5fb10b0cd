package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EvaluationTest {

    @Test
    void theInitialPositionIsBalanced() {
        assertEquals(0, Evaluation.evaluateRed(Position.initial()));
        assertEquals(0, Evaluation.evaluate(Position.initial()));
    }

    @Test
    void incrementalUpdateMatchesAFullRecount() {
        // A made-up game that captures whenever it can, so that every kind of piece takes and is taken.
        Position p = Position.initial();
        int eval = Evaluation.evaluateRed(p);
        int captures = 0;
        for (int ply = 0; ply < 120 && !p.legalMoves().isEmpty(); ply++) {
            Position here = p;
            Move m = p.legalMoves().stream().filter(here::isCapture).findFirst()
                    .orElse(p.legalMoves().get(ply * 7 % p.legalMoves().size()));
            captures += p.isCapture(m) ? 1 : 0;
            eval += Evaluation.delta(p.pieceAt(m.from()), p.pieceAt(m.to()), m);
            p = p.play(m).orThrow();
            assertEquals(Evaluation.evaluateRed(p), eval, "after " + m + " in " + p.fen());
        }
        assertTrue(captures >= 10, "only " + captures + " captures");
    }

    @Test
    void materialAndRiverCrossing() {
        Piece redPawn = new Piece(Side.RED, PieceType.PAWN);
        assertTrue(Evaluation.value(redPawn, Square.of(4, 3)) >= 100);
        assertTrue(Evaluation.value(redPawn, Square.of(4, 5)) >= 200);
        Piece blackPawn = new Piece(Side.BLACK, PieceType.PAWN);
        assertEquals(-Evaluation.value(redPawn, Square.of(4, 6)), Evaluation.value(blackPawn, Square.of(4, 3)));
        assertEquals(900, Evaluation.material(PieceType.ROOK));
        assertEquals(450, Evaluation.material(PieceType.CANNON));
        assertEquals(400, Evaluation.material(PieceType.KNIGHT));
        // Symmetry: a position and its colour-mirror evaluate to opposite scores.
        Position p = Position.fromFen("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1").orThrow();
        Position q = Position.fromFen("5k3/9/9/9/9/4p4/9/9/9/4K4 w - - 0 1").orThrow();
        assertEquals(Evaluation.evaluateRed(p), -Evaluation.evaluateRed(q));
    }
}
