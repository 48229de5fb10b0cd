package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

/** The board's piece codes as shared {@link Piece} instances (one per side and type). */
final class PieceCodes {
    private static final Piece[] CACHE = new Piece[64];

    static {
        for (int s = 0; s < 2; s++) {
            for (PieceType t : PieceType.values()) {
                CACHE[Board.code(s, t.ordinal() + 1)] = new Piece(s == 0 ? Side.RED : Side.BLACK, t);
            }
            // an inert blocker is reported as an advisor, the lightest piece, which is what it counts for if taken
            CACHE[Board.colourBit(s) | Board.INERT] = CACHE[Board.code(s, Board.ADVISOR)];
        }
    }

    private PieceCodes() {
    }

    /** The piece a board code stands for, or null for an empty or off-board point. */
    static Piece piece(byte b) {
        if (b == Board.EMPTY || b == Board.OFF) {
            return null;
        }
        return CACHE[b];
    }
}
