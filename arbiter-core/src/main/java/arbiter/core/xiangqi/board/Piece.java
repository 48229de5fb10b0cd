package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

/** A piece: its side and type. */
public record Piece(Side side, PieceType type) {

    public Piece {
        if (side == null || type == null) {
            throw new IllegalArgumentException("side and type are required");
        }
    }

    /** FEN letter: uppercase for Red, lowercase for Black. */
    public char fenChar() {
        return side == Side.RED ? Character.toUpperCase(type.letter()) : type.letter();
    }

    /** "Red rook", "Black cannon". */
    public String describe() {
        return side.displayName() + "'s " + type.englishName();
    }

    /** The piece for a FEN letter (uppercase Red, lowercase Black), or null when the letter is unknown. */
    public static Piece fromFenChar(char c) {
        PieceType t = PieceType.fromLetter(c);
        if (t == null) {
            return null;
        }
        return new Piece(Character.isUpperCase(c) ? Side.RED : Side.BLACK, t);
    }

    @Override
    public String toString() {
        return String.valueOf(fenChar());
    }
}
