package arbiter.core.xiangqi.rules;

import arbiter.core.game.Outcome;
import arbiter.core.game.Repetition;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Move;
import java.util.List;

/**
 * A repetition cycle as the national rules called it, for reports: every move's call in the rule book's words and
 * the pieces it chases, so that a ruling can be checked move by move on the board.
 *
 * @param firstPly game ply of the cycle's first position
 * @param lastPly  game ply of its last position
 * @param moves    every move of the cycle, called, in order
 */
public record CalledCycle(int firstPly, int lastPly, List<Call> moves) implements Repetition {

    public CalledCycle {
        moves = List.copyOf(moves);
    }

    /**
     * One move, called.
     *
     * @param ply    the game ply of the move (1 for the first move of the game)
     * @param mover  the side that played it
     * @param move   the move
     * @param kind   check, kill (杀), chase or idle, as reports name kinds (a pawn's own chase that counts is a chase)
     * @param call   将, 杀, 捉, 闲, or 捉(兵) for a pawn's own chase that counts (互打, 1999 27.2)
     * @param chased the pieces it chases (捉), where they stand after the move; empty otherwise
     */
    public record Call(int ply, Side mover, Move move, String kind, String call, List<ChasedPiece> chased) {

        public Call {
            chased = List.copyOf(chased);
        }
    }

    /** The called cycle behind {@code outcome}, or null when none ended it. */
    public static CalledCycle of(Outcome outcome) {
        return outcome.repetition() instanceof CalledCycle c ? c : null;
    }
}
