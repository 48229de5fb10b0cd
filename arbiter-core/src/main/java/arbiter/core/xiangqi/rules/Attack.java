package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Square;

/**
 * One attack in the sense of the Pikafish rules (第三章第一节 3): a legal capture the attacking side would have
 * if it were to move now.
 *
 * @param from     the attacking piece's point (攻击子)
 * @param attacker the attacking piece
 * @param to       the attacked piece's point (被攻击子)
 * @param target   the attacked piece
 */
public record Attack(Square from, Piece attacker, Square to, Piece target) {

    /** The capture as a move. */
    public Move move() {
        return new Move(from, to);
    }

    /** "Red's rook on g5 attacks Black's cannon on g7". */
    public String describe() {
        return attacker.describe() + " on " + from + " attacks " + target.describe() + " on " + to;
    }
}
