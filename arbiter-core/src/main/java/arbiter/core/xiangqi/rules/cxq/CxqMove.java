package arbiter.core.xiangqi.rules.cxq;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import arbiter.core.xiangqi.rules.Attack;
import java.util.ArrayList;
import java.util.List;

/**
 * What one move is under the CXQ Advanced Rules: a check (with the pieces that give it), a set of chases (each
 * unprotected piece it newly threatens, with the pieces that threaten it), or neither. A checking move counts as
 * a check only, the heavier of the two.
 *
 * @param checkers the points of the mover's pieces that attack the enemy king after the move (empty: no check)
 * @param chases   the chases, when the move is not a check
 */
record CxqMove(List<Square> checkers, List<Chase> chases) {

    /**
     * One chased piece.
     *
     * @param target    where it stands after the move
     * @param attackers the points of the pieces that chase it
     */
    record Chase(Square target, List<Square> attackers) {
    }

    boolean isCheck() {
        return !checkers.isEmpty();
    }

    boolean isChase() {
        return !chases.isEmpty();
    }

    /** The move {@code move} that took {@code before} to {@code after}, classified. */
    static CxqMove of(Position before, Move move, Position after) {
        Side mover = before.sideToMove();
        if (after.inCheck()) {
            Square king = after.kingSquare(mover.opponent());
            List<Square> checkers = new ArrayList<>(2);
            for (var e : after.pieces().entrySet()) {
                if (e.getValue().side() == mover && after.canReach(e.getKey(), king)) {
                    checkers.add(e.getKey());
                }
            }
            return new CxqMove(checkers, List.of());
        }
        List<Chase> chases = null;
        Position mine = after.withSideToMove(mover);
        // only the moved piece and cannons can make a new threat: generate those alone, and try a capture's
        // legality only once the cheaper tests have kept it
        List<Move> captures = new ArrayList<>(8);
        captures.addAll(mine.pseudoCapturesFrom(move.to()));
        for (Square cannon : mine.squaresOf(mover, PieceType.CANNON)) {
            if (!cannon.equals(move.to())) {
                captures.addAll(mine.pseudoCapturesFrom(cannon));
            }
        }
        for (Move m : captures) {
            Piece target = mine.pieceAt(m.to());
            Piece attacker = mine.pieceAt(m.from());
            Attack a = new Attack(m.from(), attacker, m.to(), target);
            if (isNew(a, before, move) && isChase(a, after, mine, mover)) {
                if (chases == null) {
                    chases = new ArrayList<>(1);
                }
                add(chases, a);
            }
        }
        return new CxqMove(List.of(), chases == null ? List.of() : chases);
    }

    private static void add(List<Chase> chases, Attack a) {
        for (int i = 0; i < chases.size(); i++) {
            Chase c = chases.get(i);
            if (c.target().equals(a.to())) {
                List<Square> more = new ArrayList<>(c.attackers());
                more.add(a.from());
                chases.set(i, new Chase(c.target(), more));
                return;
            }
        }
        chases.add(new Chase(a.to(), List.of(a.from())));
    }

    /**
     * Whether the move made this threat: the moved piece threatens, or a cannon threatens that could not capture
     * that piece before the move ("a piece moves and results in a cannon attacking an opponent's piece").
     */
    private static boolean isNew(Attack a, Position before, Move move) {
        if (a.from().equals(move.to())) {
            return true;
        }
        if (a.attacker().type() != PieceType.CANNON) {
            return false;
        }
        Piece was = before.pieceAt(a.to());
        return !a.target().equals(was) || !before.canReach(a.from(), a.to());
    }

    /**
     * The exceptions: a king or pawn threatens nothing; a pawn that has not crossed the river is not chased; a
     * same-type trade is not a chase; a protected piece is not chased, except a rook threatened by a cannon or
     * knight, which is never protected.
     */
    private static boolean isChase(Attack a, Position after, Position mine, Side mover) {
        PieceType at = a.attacker().type();
        PieceType tt = a.target().type();
        Side other = mover.opponent();
        if (at == PieceType.KING || at == PieceType.PAWN) {
            return false;
        }
        if (tt == PieceType.PAWN && a.to().onOwnHalf(other)) {
            return false;
        }
        if (!mine.isLegal(a.move())) {
            return false; // a capture that would leave the mover's own king attacked threatens nothing
        }
        if (at == tt && after.isLegal(new Move(a.to(), a.from()))) { // the other side is to move in after
            return false;
        }
        if (tt == PieceType.ROOK && (at == PieceType.CANNON || at == PieceType.KNIGHT)) {
            return true;
        }
        Played taken = mine.play(a.move());
        return taken instanceof Played.Ok ok && !ok.position().isAttackedBy(other, a.to());
    }
}
