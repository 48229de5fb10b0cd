package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The chase relation (捉, 第三章第一节 5): each attack of a side that is not one of the four exceptions.
 * <ul>
 *   <li>A: after the capture the capturing piece stands attacked, unless a knight or cannon takes a rook;</li>
 *   <li>B: the attacker is a king or a pawn;</li>
 *   <li>C: the target is a pawn that has not crossed the river;</li>
 *   <li>D: attacker and target are of one type and the target attacks the attacker as well.</li>
 * </ul>
 * The "no check" precondition belongs to the move, not the placement, and is applied by the caller.
 */
public final class Chases {
    private Chases() {
    }

    /** The attacks of {@code chaser} in this placement that are chases. */
    public static List<Attack> of(Position position, Side chaser) {
        Side other = chaser.opponent();
        Position mine = position.withSideToMove(chaser);
        Set<Move> replies = null;
        List<Attack> out = new ArrayList<>();
        for (Attack a : Attacks.of(position, chaser)) {
            PieceType at = a.attacker().type();
            PieceType tt = a.target().type();
            if (at == PieceType.KING || at == PieceType.PAWN) {
                continue; // exception B
            }
            if (tt == PieceType.PAWN && a.to().onOwnHalf(other)) {
                continue; // exception C
            }
            if (at == tt) {
                if (replies == null) {
                    replies = new HashSet<>();
                    for (Attack r : Attacks.of(position, other)) {
                        replies.add(r.move());
                    }
                }
                if (replies.contains(new Move(a.to(), a.from()))) {
                    continue; // exception D
                }
            }
            boolean strongerTarget = (at == PieceType.KNIGHT || at == PieceType.CANNON) && tt == PieceType.ROOK;
            if (!strongerTarget) {
                Position after = mine.play(a.move()).orThrow();
                if (after.isAttackedBy(other, a.to())) {
                    continue; // exception A
                }
            }
            out.add(a);
        }
        return out;
    }
}
