package arbiter.core.chess;

import arbiter.core.game.Side;

/**
 * A chess piece: its side ({@link Side#RED} is White, the first player) and its type.
 *
 * @param side the side it belongs to
 * @param type what it is
 */
public record ChessPiece(Side side, ChessPieceType type) {
    private static final ChessPiece[] SHARED = new ChessPiece[12];

    static {
        for (ChessPieceType t : ChessPieceType.values()) {
            SHARED[t.ordinal()] = new ChessPiece(Side.RED, t);
            SHARED[6 + t.ordinal()] = new ChessPiece(Side.BLACK, t);
        }
    }

    /** The shared instance. */
    public static ChessPiece of(Side side, ChessPieceType type) {
        return SHARED[side.ordinal() * 6 + type.ordinal()];
    }

    /** The FEN letter: upper case for White ({@code N}), lower case for Black ({@code n}). */
    public char fenChar() {
        return side == Side.RED ? Character.toUpperCase(type.letter()) : type.letter();
    }

    /** The piece with this FEN letter, or null. */
    public static ChessPiece fromFenChar(char c) {
        ChessPieceType t = ChessPieceType.fromLetter(c);
        return t == null ? null : of(Character.isUpperCase(c) ? Side.RED : Side.BLACK, t);
    }
}
