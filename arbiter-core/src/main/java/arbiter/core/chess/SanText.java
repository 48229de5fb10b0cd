package arbiter.core.chess;

/**
 * A move text taken apart by hand, with nothing allocated: which of the shapes {@link ChessSan} reads it has and
 * what each part says, packed in an int as {@link Board} packs moves. The shapes, tried in this order: castling
 * ({@code O-O}, {@code 0-0-0}); coordinates ({@code e2e4}, {@code e7e8q}); long algebraic ({@code Ng1-f3},
 * {@code e2xd3}); short algebraic ({@code Nf3}, {@code Nbd7}, {@code exd5}, {@code ed5}, {@code e8=Q}). A
 * promotion is written {@code Q}, {@code =Q}, {@code (Q)} or {@code /Q}, in either case. Check and mate marks,
 * {@code !} and {@code ?}, and a final {@code e.p.} are ignored.
 *
 * <p>Layout: the target square (bits 0-5), the origin of coordinates and long algebraic (6-11), the piece type
 * (12-14), the origin's file + 1 (15-18) and rank + 1 (19-22) when written, a capture mark (23), the promotion
 * type + 1 (24-26) and the shape (27-29).
 */
final class SanText {
    static final int KINGSIDE = 1, QUEENSIDE = 2, COORDINATES = 3, LONG = 4, SHORT = 5;
    /** The text is empty once trimmed and stripped of its marks. */
    static final int EMPTY = -2;
    /** The text has none of the shapes. */
    static final int NONE = -1;

    private SanText() {
    }

    static int shape(int s) {
        return s >>> 27;
    }

    static int to(int s) {
        return s & 63;
    }

    static int from(int s) {
        return (s >>> 6) & 63;
    }

    static int piece(int s) {
        return (s >>> 12) & 7;
    }

    /** The origin's file (0 for a) when written, else -1. */
    static int file(int s) {
        return ((s >>> 15) & 15) - 1;
    }

    /** The origin's rank (0 for rank 1) when written, else -1. */
    static int rank(int s) {
        return ((s >>> 19) & 15) - 1;
    }

    static boolean capture(int s) {
        return (s & (1 << 23)) != 0;
    }

    /** The promotion's piece type index, or -1. */
    static int promotion(int s) {
        return ((s >>> 24) & 7) - 1;
    }

    /** Reads {@code text}: its packed parts, {@link #EMPTY} or {@link #NONE}. */
    static int parse(String text) {
        return parse(text, 0, text.length());
    }

    /** Reads {@code text[from, to)} as {@link #parse(String)} reads a text. */
    static int parse(String text, int from, int to) {
        int begin = from;
        int end = to;
        if (end == begin || text.charAt(begin) <= ' ' || text.charAt(end - 1) <= ' ' || text.charAt(end - 1) == '.') {
            // spaces or an e.p. mark: the rare texts that need trimming
            while (begin < end && text.charAt(begin) <= ' ') {
                begin++;
            }
            while (end > begin && text.charAt(end - 1) <= ' ') {
                end--;
            }
            if (end - begin >= 4 && text.startsWith("e.p.", end - 4)) {
                end -= 4;
                while (end > begin && text.charAt(end - 1) <= ' ') {
                    end--;
                }
            }
        }
        while (end > begin && isMark(text.charAt(end - 1))) {
            end--;
        }
        if (begin == end) {
            return EMPTY;
        }
        char first = text.charAt(begin);
        if (isO(first)) {
            return castling(text, begin, end);
        }
        int coordinates = first >= 'a' && first <= 'h' ? coordinates(text, begin, end) : NONE;
        return coordinates != NONE ? coordinates : algebraic(text, begin, end);
    }

    /** A check or mate mark, or an annotation's ! or ?. */
    private static boolean isMark(char c) {
        return c == '+' || c == '#' || c == '!' || c == '?';
    }

    private static int castling(String t, int begin, int end) {
        int n = end - begin;
        if ((n != 3 && n != 5) || !isO(t.charAt(begin)) || t.charAt(begin + 1) != '-' || !isO(t.charAt(begin + 2))) {
            return NONE;
        }
        if (n == 3) {
            return KINGSIDE << 27;
        }
        return t.charAt(begin + 3) == '-' && isO(t.charAt(begin + 4)) ? QUEENSIDE << 27 : NONE;
    }

    private static boolean isO(char c) {
        return c == 'O' || c == '0' || c == 'o';
    }

    /** Two squares and an optional promotion letter, as {@link ChessMove#parse} reads them. */
    private static int coordinates(String t, int begin, int end) {
        int n = end - begin;
        if (n != 4 && n != 5) {
            return NONE;
        }
        int from = ChessSquare.parse(t, begin);
        int to = ChessSquare.parse(t, begin + 2);
        if (from < 0 || to < 0 || from == to) {
            return NONE;
        }
        int promotion = -1;
        if (n == 5) {
            promotion = promotionType(t.charAt(begin + 4));
            if (promotion < 0) {
                return NONE;
            }
        }
        return COORDINATES << 27 | (promotion + 1) << 24 | from << 6 | to;
    }

    /** Long or short algebraic, read from the end: promotion, target square, then what stands before it. */
    private static int algebraic(String t, int begin, int end) {
        int promotion = -1;
        int e = end;
        char last = t.charAt(e - 1);
        if (last == ')') {
            if (e - begin < 3 || t.charAt(e - 3) != '(' || promotionType(t.charAt(e - 2)) < 0) {
                return NONE;
            }
            promotion = promotionType(t.charAt(e - 2));
            e -= 3;
        } else if (promotionType(last) >= 0) {
            promotion = promotionType(last);
            e--;
            if (e > begin && (t.charAt(e - 1) == '=' || t.charAt(e - 1) == '/')) {
                e--;
            }
        }
        if (e - begin < 2) {
            return NONE;
        }
        int to = ChessSquare.parse(t, e - 2);
        if (to < 0) {
            return NONE;
        }
        e -= 2;
        int i = begin;
        int piece = Board.PAWN;
        if (i < e && pieceType(t.charAt(i)) >= 0) {
            piece = pieceType(t.charAt(i));
            i++;
        }
        int parts = (promotion + 1) << 24 | piece << 12 | to;
        // long algebraic: an origin square and a separator fill the rest exactly
        if (e - i == 3 && "-x:".indexOf(t.charAt(e - 1)) >= 0) {
            int from = ChessSquare.parse(t, i);
            if (from >= 0 && from != to) {
                return LONG << 27 | (t.charAt(e - 1) == '-' ? 0 : 1 << 23) | from << 6 | parts;
            }
        }
        boolean capture = e > i && (t.charAt(e - 1) == 'x' || t.charAt(e - 1) == ':');
        if (capture) {
            e--;
        }
        int file = 0;
        int rank = 0;
        if (i < e && t.charAt(i) >= 'a' && t.charAt(i) <= 'h') {
            file = t.charAt(i++) - 'a' + 1;
        }
        if (i < e && t.charAt(i) >= '1' && t.charAt(i) <= '8') {
            rank = t.charAt(i++) - '1' + 1;
        }
        if (i != e) {
            return NONE;
        }
        return SHORT << 27 | (capture ? 1 << 23 : 0) | rank << 19 | file << 15 | parts;
    }

    /** The SAN piece letters K Q R B N (upper case only: a lower-case b is a file). */
    private static int pieceType(char c) {
        return switch (c) {
            case 'N' -> Board.KNIGHT;
            case 'B' -> Board.BISHOP;
            case 'R' -> Board.ROOK;
            case 'Q' -> Board.QUEEN;
            case 'K' -> Board.KING;
            default -> -1;
        };
    }

    /** A promotion letter N B R Q in either case. */
    private static int promotionType(char c) {
        return switch (c) {
            case 'N', 'n' -> Board.KNIGHT;
            case 'B', 'b' -> Board.BISHOP;
            case 'R', 'r' -> Board.ROOK;
            case 'Q', 'q' -> Board.QUEEN;
            default -> -1;
        };
    }
}
