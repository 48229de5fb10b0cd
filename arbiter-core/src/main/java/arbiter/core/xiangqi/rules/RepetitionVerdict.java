package arbiter.core.xiangqi.rules;

import arbiter.core.game.Outcome;
import arbiter.core.game.Repetition;

import arbiter.core.game.Side;
import java.util.List;

/**
 * The judgement of a repetition cycle: each side's classification and the move-by-move reasons.
 *
 * @param firstPly game ply of the cycle's first position (the first occurrence)
 * @param lastPly  game ply of its last position (the third occurrence)
 * @param red      Red's classification
 * @param black    Black's classification
 * @param moves    every move of the cycle, classified
 */
public record RepetitionVerdict(int firstPly, int lastPly, SideVerdict red, SideVerdict black, List<MoveClass> moves)
        implements Repetition {

    public RepetitionVerdict {
        moves = List.copyOf(moves);
    }

    /** The xiangqi verdict behind {@code outcome}'s repetition, or null when none ended it. */
    public static RepetitionVerdict of(Outcome outcome) {
        return outcome.repetition() instanceof RepetitionVerdict v ? v : null;
    }

    /** The classification of one side. */
    public SideVerdict of(Side side) {
        return side == Side.RED ? red : black;
    }

    /** The side with the higher violation level, or null when the levels are equal (a draw). */
    public Side loser() {
        int r = red.violation().level(), b = black.violation().level();
        return r == b ? null : r > b ? Side.RED : Side.BLACK;
    }
}
