package arbiter.core.chess;

/** The six kinds of chess piece, in the order the board stores them. */
public enum ChessPieceType {
    PAWN('p', "pawn"),
    KNIGHT('n', "knight"),
    BISHOP('b', "bishop"),
    ROOK('r', "rook"),
    QUEEN('q', "queen"),
    KING('k', "king");

    private static final ChessPieceType[] VALUES = values();

    private final char letter;
    private final String englishName;

    ChessPieceType(char letter, String englishName) {
        this.letter = letter;
        this.englishName = englishName;
    }

    /** The lower-case FEN letter: {@code p n b r q k}. */
    public char letter() {
        return letter;
    }

    /** The upper-case SAN letter: {@code N B R Q K}; the pawn has none in SAN, here {@code P}. */
    public char sanLetter() {
        return Character.toUpperCase(letter);
    }

    /** "pawn", "knight", ... */
    public String englishName() {
        return englishName;
    }

    /** The type with this letter in either case, or null. */
    public static ChessPieceType fromLetter(char c) {
        char l = Character.toLowerCase(c);
        for (ChessPieceType t : VALUES) {
            if (t.letter == l) {
                return t;
            }
        }
        return null;
    }

    /** Whether a pawn may promote to this type (knight, bishop, rook, queen). */
    public boolean isPromotion() {
        return this != PAWN && this != KING;
    }

    static ChessPieceType byIndex(int i) {
        return VALUES[i];
    }
}
