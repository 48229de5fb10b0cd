package arbiter.core.chess;

/**
 * A chess move: from-square, to-square (numbers 0-63, see {@link ChessSquare}) and the piece a pawn promotes to.
 * Castling is the king taking its own rook: {@code to} is the castling rook's square, in standard chess as in
 * Chess960 ({@code e1h1}); {@link ChessPosition#text} writes it as each mode's engines expect.
 *
 * @param from      the square the piece leaves
 * @param to        the square it goes to (for castling: the rook's square)
 * @param promotion what a pawn reaching the last rank becomes, else null
 */
public record ChessMove(int from, int to, ChessPieceType promotion) {

    /** Checks the squares and that the promotion is a knight, bishop, rook or queen. */
    public ChessMove {
        if (from < 0 || from > 63 || to < 0 || to > 63 || from == to) {
            throw new IllegalArgumentException("a move needs two different squares 0-63, got " + from + " and " + to);
        }
        if (promotion != null && !promotion.isPromotion()) {
            throw new IllegalArgumentException("a pawn cannot promote to a " + promotion.englishName());
        }
    }

    /** A move without promotion. */
    public static ChessMove of(int from, int to) {
        return new ChessMove(from, to, null);
    }

    /**
     * The move in coordinate text: two squares and an optional promotion letter ({@code e2e4}, {@code e7e8q},
     * upper-case letter accepted), or null when the text has another shape. Whether it is legal, and whether a
     * king's move is castling, is the position's to say ({@link ChessPosition#parseMove}).
     */
    public static ChessMove parse(String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            return null;
        }
        int from = ChessSquare.parse(text, 0);
        int to = ChessSquare.parse(text, 2);
        if (from < 0 || to < 0 || from == to) {
            return null;
        }
        ChessPieceType promotion = null;
        if (text.length() == 5) {
            promotion = ChessPieceType.fromLetter(text.charAt(4));
            if (promotion == null || !promotion.isPromotion()) {
                return null;
            }
        }
        return new ChessMove(from, to, promotion);
    }

    /** {@code e2e4}, {@code e7e8q}; castling as king-takes-rook, {@code e1h1}. */
    @Override
    public String toString() {
        String s = ChessSquare.name(from) + ChessSquare.name(to);
        return promotion == null ? s : s + promotion.letter();
    }
}
