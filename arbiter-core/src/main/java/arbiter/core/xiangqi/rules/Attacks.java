package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import java.util.ArrayList;
import java.util.List;

/** The attack relations of the repetition rules, computed from legal moves. */
public final class Attacks {
    private Attacks() {
    }

    /**
     * Every attack of {@code side}: its legal captures if it were to move in this placement (第三章第一节 3).
     * Captures of the enemy king are left out: that relation is a check, judged by {@link #givesCheck}.
     */
    public static List<Attack> of(Position position, Side side) {
        Position p = position.withSideToMove(side);
        List<Attack> out = new ArrayList<>();
        for (Move m : p.legalCaptures()) {
            out.add(new Attack(m.from(), p.pieceAt(m.from()), m.to(), p.pieceAt(m.to())));
        }
        return out;
    }

    /** True when the side that just moved attacks the other king (将). The flying general counts too. */
    public static boolean givesCheck(Position after, Side mover) {
        return after.isKingAttacked(mover.opponent());
    }

    /**
     * Whether the piece on {@code pinned} (not a king) is pinned by the enemy piece on {@code pinner} (牵制,
     * 第三章第一节 8): with the pinned piece taken off, the pinner could reach the king of the pinned piece's side.
     */
    public static boolean isPinnedBy(Position position, Square pinned, Square pinner) {
        Piece piece = position.pieceAt(pinned);
        Piece by = position.pieceAt(pinner);
        if (piece == null || by == null || piece.type() == PieceType.KING || piece.side() == by.side()) {
            return false;
        }
        Position without = position.without(pinned);
        return without.canReach(pinner, without.kingSquare(piece.side()));
    }
}
