package arbiter.core.chess;

import static arbiter.core.chess.Board.BISHOP;
import static arbiter.core.chess.Board.COLOURS;
import static arbiter.core.chess.Board.KING;
import static arbiter.core.chess.Board.KNIGHT;
import static arbiter.core.chess.Board.PAWN;
import static arbiter.core.chess.Board.QUEEN;
import static arbiter.core.chess.Board.ROOK;
import static arbiter.core.chess.Board.WHITE;

/**
 * What the material on the board allows, read from the pieces alone (not from where they stand).
 *
 * <p><b>Insufficient material</b> (a draw at once): no sequence of legal moves can mate either king when there is
 * no pawn, rook or queen and either at most one minor piece is left, or only bishops, all on squares of one colour
 * (K v K, K+B v K, K+N v K, K+B v K+B with both bishops on one colour, and any number of such bishops).
 *
 * <p><b>Could a side mate by any series of legal moves</b> (FIDE 6.9: a fallen flag draws when the opponent could
 * not)? Read as: a pawn, rook or queen can always mate (a pawn by promoting); a lone king never; two knights, a
 * knight and a bishop, or bishops on both colours can mate a bare king with its help; a single knight can mate
 * when the other side has any piece besides its king, to block its own king's flight squares (K+N v K+B: Ka8,
 * Ba7 against Kc8, Nc7); bishops all on one colour can attack only that colour, so the king's flight squares of
 * the other colour must be blocked by the other side's own men: they can mate when that side has a pawn, knight,
 * rook, queen or bishop on the other colour, never against a bare king or bishops of their own colour. Blocked
 * pawns and fortresses are not looked at: a pawn counts as able to promote.
 */
final class Material {
    static final long LIGHT = 0x55AA55AA55AA55AAL;
    static final long DARK = ~LIGHT;

    private static final int[] BLACK_PAWN_LIMIT = {4, 6, 5, 4, 4, 5, 6, 4};
    private static final int[] WHITE_PAWN_LIMIT = {5, 3, 4, 5, 5, 4, 3, 5};

    private Material() {
    }

    /** Whether neither side can mate by any sequence of legal moves, by the list above. */
    static boolean insufficient(Board b) {
        if ((b.bb[PAWN] | b.bb[ROOK] | b.bb[QUEEN]) != 0) {
            return false;
        }
        long minors = b.bb[KNIGHT] | b.bb[BISHOP];
        if (Long.bitCount(minors) <= 1) {
            return true;
        }
        long bishops = b.bb[BISHOP];
        return b.bb[KNIGHT] == 0 && ((bishops & LIGHT) == 0 || (bishops & DARK) == 0);
    }

    /** Whether {@code colour} could mate by some series of legal moves, by the reading above. */
    static boolean canMate(Board b, int colour) {
        long own = b.bb[COLOURS + colour];
        if (((b.bb[PAWN] | b.bb[ROOK] | b.bb[QUEEN]) & own) != 0) {
            return true;
        }
        long knights = b.bb[KNIGHT] & own;
        long bishops = b.bb[BISHOP] & own;
        if (knights == 0 && bishops == 0) {
            return false;
        }
        if (Long.bitCount(knights) >= 2 || (knights != 0 && bishops != 0)
                || ((bishops & LIGHT) != 0 && (bishops & DARK) != 0)) {
            return true;
        }
        long helpers = b.bb[COLOURS + (colour ^ 1)] & ~b.bb[KING];
        if (knights != 0) {
            return helpers != 0;
        }
        long colourOfBishops = (bishops & LIGHT) != 0 ? LIGHT : DARK;
        return (helpers & ~(b.bb[BISHOP] & colourOfBishops)) != 0;
    }

    /**
     * The 1984 exception to the fifty-move rule (12.4): king and two knights against king and pawn, the pawn
     * firmly blockaded by a knight (read: a knight of the stronger side stands on the square in front of the pawn)
     * and not yet past a4 b6 c5 d4 e4 f5 g6 h4 (a Black pawn; for a White one a5 b3 c4 d5 e5 f4 g3 h5).
     */
    static boolean knightsBlockadeAPawn(Board b) {
        for (int strong = 0; strong < 2; strong++) {
            int weak = strong ^ 1;
            long own = b.bb[COLOURS + strong];
            long other = b.bb[COLOURS + weak];
            if ((own & ~(b.bb[KING] | b.bb[KNIGHT])) != 0 || Long.bitCount(own & b.bb[KNIGHT]) != 2
                    || Long.bitCount(other & ~b.bb[KING]) != 1 || (other & b.bb[PAWN]) == 0) {
                continue;
            }
            int pawn = Long.numberOfTrailingZeros(other & b.bb[PAWN]);
            int stop = weak == WHITE ? pawn + 8 : pawn - 8;
            int rank = (pawn >>> 3) + 1;
            boolean notPassed = weak == WHITE ? rank <= WHITE_PAWN_LIMIT[pawn & 7] : rank >= BLACK_PAWN_LIMIT[pawn & 7];
            if ((own & b.bb[KNIGHT] & (1L << stop)) != 0 && notPassed) {
                return true;
            }
        }
        return false;
    }

    /** The material as {@code K+R+P v K+N}, White first, each side's pieces from queen to pawn. */
    static String describe(Board b) {
        return side(b, WHITE) + " v " + side(b, WHITE ^ 1);
    }

    private static String side(Board b, int colour) {
        StringBuilder sb = new StringBuilder("K");
        for (int t = QUEEN; t >= PAWN; t--) {
            for (int i = Long.bitCount(b.pieces(colour, t)); i > 0; i--) {
                sb.append('+').append(ChessPieceType.byIndex(t).sanLetter());
            }
        }
        return sb.toString();
    }
}
