package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;

/**
 * 2011 26.9, an invited exchange of like pieces (同兵种邀兑): "被邀兑方兑子后立即被杀或子力价值受损，邀兑方按'捉'处理；反之，
 * 则按'闲'处理". Read as a board test: a rook, knight or cannon of the side to move attacks a piece of the same kind
 * that could legally take it first; the invited side, taking (兑子), then plays the complete exchange on that point
 * out, and is harmed when the inviter, to move after the first capture, mates by checks (立即被杀; the
 * recapture is among the inviter's moves, so a mate that the recapture begins counts), when the exchange leaves
 * it short on the point, or when the capturing piece's leaving its post lets the inviter win more elsewhere (子力价值
 * 受损, weighed as 26.5 weighs a protector that takes). Pawns are left out: a pawn's own chase is idle (26.1, 26.7).
 * The second sentence of 26.9 (an inviting piece that takes part in a mate by checks is 杀) needs no test of its
 * own: a mate threat is called before any chase.
 */
final class Invitation {
    private Invitation() {
    }

    /**
     * Whether the side to move in {@code again} invites the piece on {@code at} to an exchange that harms it if it
     * accepts (26.9: the invitation is 捉).
     *
     * @param again the position after the move, the mover to move again
     * @param after the same position, the invited side to move
     * @param from  when not null, only an invitation by the piece on this point counts
     */
    static boolean harmful(Position again, Position after, Square at, Square from) {
        Piece target = again.pieceAt(at);
        if (target == null || target.side() == again.sideToMove() || !invitable(target.type())) {
            return false;
        }
        // the pieces are few and the like pieces fewer: test reach before legality, and legality before the search
        for (var e : again.pieces().entrySet()) {
            Square x = e.getKey();
            if (e.getValue().side() != again.sideToMove() || e.getValue().type() != target.type()
                    || from != null && !x.equals(from) || !again.canReach(x, at) || !after.canReach(at, x)) {
                continue;
            }
            Move accept = new Move(at, x);
            if (again.isLegal(new Move(x, at)) && after.isLegal(accept) && harms(after, accept)) {
                return true;
            }
        }
        return false;
    }

    /**
     * 2011 26.10.2, a rook and a knight against a knight, a rook and a cannon against a cannon: "被接触的马(炮)有根，且主动
     * 接受邀兑后其'根'无损失，为'兑'。如车方增加其他参与子力并产生新的兑兼捉，判'捉'". Whether the threat on the knight or
     * cannon on {@code at} is that 兑: the pieces that can take it are a rook and pieces of its own kind, no other
     * (another one taking part makes it 捉, 参考图47); it has a root (26.10.1: without one the rook's side chases);
     * and it can take one of its own kind first without harm (its root loses nothing: weighed as 26.9 weighs an
     * accepted invitation). So a rook whose capture wins only because the like piece backs it up (two attackers
     * against one root) does not turn the offer into 兑兼捉 (参考图6's 马1进3, 参考图48's 车3平2).
     *
     * @param again the position after the move, the mover to move again
     * @param after the same position, the threatened side to move
     */
    static boolean rookAndLikePiece(Position again, Position after, Square at) {
        Piece target = again.pieceAt(at);
        if (target == null || target.side() == again.sideToMove()
                || target.type() != PieceType.KNIGHT && target.type() != PieceType.CANNON) {
            return false;
        }
        boolean rook = false;
        java.util.List<Square> like = new java.util.ArrayList<>(2);
        for (Move m : again.legalCaptures()) {
            if (!m.to().equals(at)) {
                continue;
            }
            PieceType by = again.pieceAt(m.from()).type();
            if (by == PieceType.ROOK) {
                rook = true;
            } else if (by == target.type()) {
                like.add(m.from());
            } else {
                return false;
            }
        }
        if (!rook || like.isEmpty() || Exchange.unprotected(again, at)) {
            return false;
        }
        for (Square x : like) {
            Move accept = new Move(at, x);
            if (after.isLegal(accept) && !harms(after, accept)) {
                return true;
            }
        }
        return false;
    }

    private static boolean invitable(PieceType type) {
        return type == PieceType.ROOK || type == PieceType.KNIGHT || type == PieceType.CANNON;
    }

    /** Whether taking with {@code accept} (the invited side to move in {@code p}) harms the side that takes. */
    private static boolean harms(Position p, Move accept) {
        if (!(p.play(accept) instanceof Played.Ok ok)) {
            return false;
        }
        Position taken = ok.position();
        if (Threats.matesByChecks(taken, Threats.MATE_CHECKS)) {
            return true;
        }
        Exchange.Line line = Exchange.line(p, accept);
        // what the taker's leaving its point lays open harms it only when the inviter, passing up the recapture,
        // wins more there than the piece it gave (26.5's weighing; 参考图11: the rook that takes opens a cannon's
        // line to the other rook, but the cannon's capture would leave the taker its rook: a rook for a rook)
        return line != null && line.net() < 0 || Exchange.exposedLoss(p, taken, accept.to())
                > Material.valueAgainstExposure(p.pieceAt(accept.to()), accept.to());
    }
}
