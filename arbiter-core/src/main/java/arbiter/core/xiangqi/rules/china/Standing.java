package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import java.util.List;

/**
 * What stood before a move (29.2 "上一着尚不存在", 第七章 2 and 6, 2011 26.1.1 and 26.1.2 "新的捉"): the position the
 * mover threatened from, and whether a threat it makes now stood there already, so that only a new one is its 捉.
 */
final class Standing {
    private Standing() {
    }

    /**
     * The position before an answer to a check with the pieces that give it made inert blockers ({@link
     * Position#withInertBlocker}): what the checked side threatened once the check is set aside, every line as the
     * checking move left it (a checker that shuts its own king in still does). The same position when no piece
     * but a king gives the check.
     */
    static Position checkersInert(Position before) {
        return checkersSetAside(before, true);
    }

    /** {@code before} with the pieces (but a king) that give check made inert blockers, or taken off. */
    private static Position checkersSetAside(Position before, boolean inert) {
        Position p = before;
        for (Square x : Threats.checkers(before)) {
            p = inert ? p.withInertBlocker(x) : p.without(x);
        }
        return p;
    }

    /**
     * What the side to move threatened to win before its move, to tell a new chase from one that stood (29.2 "上一着尚
     * 不存在", 第七章 2 and 6, 2011 26.1.2 "新的捉"): the position itself, or, when the side is in check, the position
     * with the pieces that give check taken off. In check only the answers to it are legal, so every threat would look new; a
     * threat that stood before the check, or that the checking move itself laid open (a protector that left to
     * give check), is not the answer's doing (ccpd 呂欽-李來群 1990: a rook that blocks a check is no chase of the
     * pieces the other rook attacked all along). Null when a king gives the check (the flying general): then every
     * threat counts as new.
     */
    static Position standing(Position before) {
        if (!before.inCheck()) {
            return before;
        }
        Position p = checkersSetAside(before, false);
        return p.inCheck() ? null : p;
    }

    /**
     * Whether the threat on the piece on {@code t} (a win when {@code wins}, a harmful invitation when
     * {@code harmful}) stood already in {@code stood}, the position before the move with the mover to move again
     * (null: nothing stood). Under 2011 a capture that was held back by a loss elsewhere ({@link Exchange#heldBack})
     * and is no longer did not stand: the move made it a real threat (参考图18: the rook that the cannon attacks
     * steps away and guards the knight the red rook attacked, and the black cannon's capture of a knight, which
     * before would have cost that rook, is 车8退2's 捉). A capture that gained but for the other side's threat to mate
     * (杀) stood too when the king's own step parries that mate, as the king's answer to a check makes no chase
     * (26.1.2): 参考图31's 将5平6 steps out of 车四平三's mate, and the elephant's capture of a pawn that it makes safe is
     * not the book's 捉. Another piece that parries a mate does make the capture it frees a new chase (参考图23's
     * 车3退8, 参考图33).
     */
    static boolean stoodBefore(Position stood, Position again, Position after, Square from, Square t,
                               boolean wins, boolean harmful, Book book) {
        if (stood == null || stood.pieceAt(t) == null || !stood.pieceAt(t).equals(again.pieceAt(t))) {
            return false;
        }
        return wins && (Threats.win(stood, t, Threats.CAPTURE_CHECKS, book) != null
                        ? !(book.heldBack && Exchange.heldBack(stood, t, from) && !Exchange.heldBack(again, t, null))
                        : book.heldBack && stood.pieceAt(from).type() == PieceType.KING
                                && Exchange.gainsNow(stood, t) && matedBefore(stood, after))
                || harmful && Invitation.harmful(stood, stood.withSideToMove(after.sideToMove()), t, null);
    }

    /** Whether the side not to move in {@code stood} threatened to mate there (the side that moved next in {@code after}). */
    private static boolean matedBefore(Position stood, Position after) {
        Position threat = stood.withSideToMove(after.sideToMove());
        return !threat.inCheck() && Threats.matesByChecks(threat, Threats.MATE_CHECKS);
    }

    /**
     * 2011 26.1.1 "走动后其他子产生新的捉": whether a piece other than the moved one (on {@code movedTo}), and other than a
     * king or pawn, now takes the piece on {@code at} with gain where it could not before the move ({@code stood}):
     * a new chase by that piece though another already threatened the same piece (参考图24: the cannon's retreat
     * frees the knight's leg against a cannon the rook already attacked).
     */
    static boolean newAttacker(Position stood, Position again, Square at, Square movedTo) {
        List<Move> earlier = null;
        for (Move m : again.legalCaptures()) {
            PieceType type = again.pieceAt(m.from()).type();
            if (!m.to().equals(at) || m.from().equals(movedTo) || type == PieceType.KING || type == PieceType.PAWN
                    || Exchange.gainOf(again, m) <= 0) {
                continue;
            }
            if (earlier == null) {
                earlier = stood.legalCaptures();
            }
            if (!earlier.contains(m) || Exchange.gainOf(stood, m) <= 0) {
                return true;
            }
        }
        return false;
    }
}
