package arbiter.core.xiangqi.rules;

import arbiter.core.game.Outcome;
import arbiter.core.game.Repetition;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Square;
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
     * @param call   将, 杀, 捉 or 闲 (a pawn's own chase, idle unless both sides attack with every move, is 闲)
     * @param chased the pieces it chases (捉), where they stand after the move; empty otherwise
     */
    public record Call(int ply, Side mover, Move move, String call, List<Chased> chased) {

        public Call {
            chased = List.copyOf(chased);
        }

        /** check, kill (杀), chase or idle: the call's kind, as reports name kinds. */
        public String kind() {
            return switch (call) {
                case "将" -> "check";
                case "杀" -> "kill";
                case "闲" -> "idle";
                default -> "chase";
            };
        }
    }

    /**
     * A piece a move chases.
     *
     * @param piece  the piece
     * @param square where it stands after the move
     */
    public record Chased(Piece piece, Square square) {

        /** "Black's elephant on e7". */
        public String describe() {
            return piece.describe() + " on " + square;
        }
    }

    /** The called cycle behind {@code outcome}, or null when none ended it. */
    public static CalledCycle of(Outcome outcome) {
        return outcome.repetition() instanceof CalledCycle c ? c : null;
    }
}
