package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import java.util.List;

/**
 * The positions from the first to the third occurrence of a repeated position (循环局面序列), both ends included,
 * and the moves between them.
 *
 * @param firstPly  game ply of the first position
 * @param positions positions P0..Pn; P0 and Pn have the same placement and side to move
 * @param moves     moves m1..mn, mi leading from P(i-1) to Pi
 */
public record Cycle(int firstPly, List<Position> positions, List<Move> moves) {

    public Cycle {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
        if (positions.size() != moves.size() + 1 || moves.isEmpty()) {
            throw new IllegalArgumentException("a cycle needs n moves and n + 1 positions, got "
                    + moves.size() + " and " + positions.size());
        }
    }

    /** Game ply of the last position. */
    public int lastPly() {
        return firstPly + moves.size();
    }

    /** The last {@code plies} moves of this sequence and the positions around them (1 to its length). */
    public Cycle tail(int plies) {
        int n = moves.size();
        return new Cycle(lastPly() - plies, positions.subList(n - plies, n + 1), moves.subList(n - plies, n));
    }
}
