package arbiter.core.xiangqi.rules.china;

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
    /** What a king counts for in an exchange: more than everything else, so it captures last. */
    static final int KING = 100;

    private Material() {
    }

    /** The value of {@code piece} standing on {@code at}; 0 for the king and an uncrossed pawn (not material). */
    static int value(Piece piece, Square at) {
        return switch (piece.type()) {
            case ROOK -> 4;
            case KNIGHT, CANNON -> 2;
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

    /** Whether the piece is material (子力), the only kind that can be chased. */
    static boolean isMaterial(Piece piece, Square at) {
        return value(piece, at) > 0;
    }
}
