package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

/** The seven kinds of xiangqi piece, with their FEN letters (lowercase) and names. */
public enum PieceType {
    KING('k', "king", "帅", "将"),
    ADVISOR('a', "advisor", "仕", "士"),
    BISHOP('b', "bishop", "相", "象"),
    KNIGHT('n', "knight", "马", "马"),
    ROOK('r', "rook", "车", "车"),
    CANNON('c', "cannon", "炮", "炮"),
    PAWN('p', "pawn", "兵", "卒");

    private static final PieceType[] VALUES = values();

    private final char letter;
    private final String englishName;
    private final String redName;
    private final String blackName;

    PieceType(char letter, String englishName, String redName, String blackName) {
        this.letter = letter;
        this.englishName = englishName;
        this.redName = redName;
        this.blackName = blackName;
    }

    /** Lowercase FEN letter. */
    public char letter() {
        return letter;
    }

    /** English name, lowercase ("rook"). */
    public String englishName() {
        return englishName;
    }

    /** Chinese name as the given side's piece is called (帅/将, 相/象, 兵/卒). */
    public String chineseName(Side side) {
        return side == Side.RED ? redName : blackName;
    }

    /** Maximum number of pieces of this type one side may have. */
    public int maxCount() {
        return switch (this) {
            case KING -> 1;
            case PAWN -> 5;
            default -> 2;
        };
    }

    /** True for the pieces that can deliver mate on their own: rook, knight, cannon and pawn. */
    public boolean isAttacking() {
        return this == ROOK || this == KNIGHT || this == CANNON || this == PAWN;
    }

    /** The type for a FEN letter of either case, or null. Accepts the common aliases h (knight) and e (bishop). */
    public static PieceType fromLetter(char c) {
        char l = Character.toLowerCase(c);
        for (PieceType t : VALUES) {
            if (t.letter == l) {
                return t;
            }
        }
        return switch (l) {
            case 'h' -> KNIGHT;
            case 'e' -> BISHOP;
            default -> null;
        };
    }

    /** Type by ordinal, for the packed board encoding. */
    static PieceType byOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
