package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Square;

/**
 * Material values (子力价值) of the national rules (1999 25.3, 2011 24.x): a rook is worth two knights, two cannons
 * or a knight and a cannon; knight and cannon are equal; advisor and elephant are equal; a pawn across the river
 * counts, its value floating; the king and a pawn on its own side of the river are not material. As numbers:
 * rook 4, knight and cannon 2, advisor, elephant and crossed pawn 1. The text does not weigh advisor and elephant
 * against knight and cannon; they are taken as the lesser, as every manual of the game does.
 */
final class Material {
    /**
     * What the chaser's own crossed pawn counts for when it is given up in an exchange (2011 26.6, 1999 25.3: its
     * value floats): more than a knight or cannon and less than a rook, so giving a pawn for a rook wins material
     * and giving one for any other piece does not.
     */
    static final int GIVEN_PAWN = 3;
    /** What a knight or a cannon counts for. */
    private static final int MINOR = 2;
    /** What a king counts for in an exchange: more than everything else, so it captures last. */
    static final int KING = 100;

    private Material() {
    }

    /** The value of {@code piece} standing on {@code at}; 0 for the king and an uncrossed pawn (not material). */
    static int value(Piece piece, Square at) {
        return switch (piece.type()) {
            case ROOK -> 4;
            case KNIGHT, CANNON -> MINOR;
            case ADVISOR, BISHOP -> 1;
            case PAWN -> at.onOwnHalf(piece.side()) ? 0 : 1;
            case KING -> 0;
        };
    }

    /** The piece's weight as a capturer in an exchange: its value, the king the heaviest, any pawn at least 1. */
    static int weight(Piece piece, Square at) {
        if (piece.type() == PieceType.KING) {
            return KING;
        }
        return Math.max(1, value(piece, at));
    }

    /**
     * What the chaser loses when its own {@code piece} on {@code at} is taken in an exchange: a crossed pawn
     * floats up to {@link #GIVEN_PAWN}, anything else weighs as {@link #weight}.
     */
    static int givenUp(Piece piece, Square at) {
        return piece.type() == PieceType.PAWN && value(piece, at) > 0 ? GIVEN_PAWN : weight(piece, at);
    }

    /**
     * What {@code piece} on {@code at} is worth in 2011 26.5's weighing of what a protector or a pinned piece wins
     * against what its capture exposes ("交换后价值相当或得子者，为捉；得不偿失者，为闲"). 26.6 gives a crossed pawn a
     * floating value below a rook and makes a pawn for any other single piece no gain to either side ("此外换取其他一子
     * …均不算得子", "强子换一个或数个过河兵（卒）不算得子"): a crossed pawn that can still advance weighs as a knight or
     * cannon here (图22: a rook that takes such a pawn and loses the knight it guarded is 捉, 价值相当). A pawn on the
     * other side's back rank can only step sideways and its value is at the bottom of its float, as an advisor's
     * (图12: a rook that takes it and lets a cannon go is 得不偿失). Everything else weighs as {@link #value}.
     */
    static int valueAgainstExposure(Piece piece, Square at) {
        int v = value(piece, at);
        if (piece.type() != PieceType.PAWN || v == 0) {
            return v;
        }
        int backRank = piece.side() == Side.RED ? Square.RANKS - 1 : 0;
        return at.rank() == backRank ? v : MINOR;
    }

    /** Whether the piece is material (子力), the only kind that can be chased. */
    static boolean isMaterial(Piece piece, Square at) {
        return value(piece, at) > 0;
    }
}
