package arbiter.core.xiangqi.rules.cxq;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
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
            for (Square s : after.squaresOf(mover)) {
                if (after.canReach(s, king)) {
                    checkers.add(s);
                }
            }
            return new CxqMove(checkers, List.of());
        }
        // Only the moved piece and cannons can make a new threat, and a king or pawn threatens nothing; a cannon
        // can capture anything new only along a line the move changed, its from- or to-point's rank or file.
        List<Move> captures = null;
        PieceType moved = after.pieceAt(move.to()).type();
        if (moved != PieceType.KING && moved != PieceType.PAWN) {
            captures = more(captures, after.pseudoCapturesOf(move.to()));
        }
        for (Square cannon : after.squaresOf(mover, PieceType.CANNON)) {
            if (!cannon.equals(move.to()) && (sharesLine(cannon, move.from()) || sharesLine(cannon, move.to()))) {
                captures = more(captures, after.pseudoCapturesOf(cannon));
            }
        }
        if (captures == null) {
            return NONE;
        }
        List<Chase> chases = null;
        Position mine = after.withSideToMove(mover);
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
        return chases == null ? NONE : new CxqMove(List.of(), chases);
    }

    /** A move with neither check nor chase. */
    private static final CxqMove NONE = new CxqMove(List.of(), List.of());

    private static List<Move> more(List<Move> list, List<Move> found) {
        if (found.isEmpty()) {
            return list;
        }
        List<Move> out = list == null ? new ArrayList<>(8) : list;
        out.addAll(found);
        return out;
    }

    private static boolean sharesLine(Square a, Square b) {
        return a.file() == b.file() || a.rank() == b.rank();
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
        return !mine.isRetaken(a.move()); // legal, as asked above
    }
}
