package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import java.util.List;

/** The drawing point of 2011 26.2 and 1999 27.3 (守和要点), as a board test. */
final class DrawingPoint {
    private DrawingPoint() {
    }

    /**
     * 2011 26.2 "守和方只有一个进攻子时，占据守和要点，附带产生的捉士象按闲处理" (1999 27.3 likewise): read as a board test, the
     * mover is the defending side (守和方) when it has one attacking piece (a rook, knight, cannon or crossed pawn)
     * and the other side more attacking material; a move of it that chases only advisors and elephants is then
     * taking a drawing point, and idle. Which point is a drawing point, and whether the draw is "simple" (1999), is
     * a judgement the text leaves to the arbiter; the board test stands for it: 图18's lone rook against rook and
     * knight is idle, 参考图22's lone rook against a bare king's guards is not (there the rook is the stronger side).
     */
    static boolean taken(Position p, Side mover, List<Square> chased) {
        for (Square t : chased) {
            PieceType type = p.pieceAt(t).type();
            if (type != PieceType.ADVISOR && type != PieceType.BISHOP) {
                return false;
            }
        }
        int pieces = 0;
        int mine = 0;
        int theirs = 0;
        for (var e : p.pieces().entrySet()) {
            PieceType type = e.getValue().type();
            if (type == PieceType.ADVISOR || type == PieceType.BISHOP) {
                continue;
            }
            int v = Material.value(e.getValue(), e.getKey());
            if (e.getValue().side() == mover) {
                mine += v;
                pieces += v > 0 ? 1 : 0;
            } else {
                theirs += v;
            }
        }
        return pieces == 1 && theirs > mine;
    }
}
