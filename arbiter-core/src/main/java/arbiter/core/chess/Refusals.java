package arbiter.core.chess;

import static arbiter.core.chess.Board.KING;
import static arbiter.core.chess.Board.PAWN;
import static arbiter.core.chess.Board.ROOK;

/** Why a move that is not legal cannot be played, in words naming the rule it breaks. */
final class Refusals {
    private Refusals() {
    }

    static String why(ChessPosition p, ChessMove m) {
        Board b = p.board();
        int us = b.side;
        String who = p.sideToMove() == arbiter.core.board.Side.RED ? "White" : "Black";
        String other = us == Board.WHITE ? "Black" : "White";
        int colour = b.colourAt(m.from());
        if (colour < 0) {
            return "there is no piece on " + ChessSquare.name(m.from());
        }
        if (colour != us) {
            return "the piece on " + ChessSquare.name(m.from()) + " is " + other + "'s and " + who + " is to move";
        }
        int type = b.typeAt(m.from());
        String piece = "a " + ChessPieceType.byIndex(type).englishName() + " on " + ChessSquare.name(m.from());
        if (type == KING && b.colourAt(m.to()) == us && b.typeAt(m.to()) == ROOK) {
            return castling(b, m.from(), m.to(), who, other);
        }
        if (b.colourAt(m.to()) == us) {
            return ChessSquare.name(m.to()) + " holds " + who + "'s own "
                    + ChessPieceType.byIndex(b.typeAt(m.to())).englishName();
        }
        if (type == KING && !p.isChess960() && (m.from() >>> 3) == (m.to() >>> 3)
                && Math.abs(m.to() - m.from()) == 2) {
            return who + " may not castle " + (m.to() > m.from() ? "kingside" : "queenside")
                    + ": no castling right on that wing (the king or the rook has moved)";
        }
        boolean lastRank = (m.to() >>> 3) == (us == Board.WHITE ? 7 : 0);
        if (type == PAWN && lastRank && m.promotion() == null && reaches(p, m.from(), m.to())) {
            return "a pawn reaching the last rank must promote: add q, r, b or n, as in " + m + "q";
        }
        if (m.promotion() != null && !(type == PAWN && lastRank)) {
            return "only a pawn reaching the last rank promotes, and " + piece + " going to "
                    + ChessSquare.name(m.to()) + " does not";
        }
        if (!reaches(p, m.from(), m.to())) {
            return piece + " cannot move to " + ChessSquare.name(m.to());
        }
        return p.inCheck() ? "it does not answer the check on " + who + "'s king"
                : "it would leave " + who + "'s king in check";
    }

    private static String castling(Board b, int king, int rook, String who, String other) {
        String wing = rook > king ? "kingside" : "queenside";
        if ((b.castle & (1L << rook)) == 0) {
            return who + " may no longer castle " + wing + " with the rook on " + ChessSquare.name(rook)
                    + " (the king or that rook has moved)";
        }
        if (b.checkers() != 0) {
            return who + " may not castle while in check";
        }
        long occ = b.occupied();
        int blocker = MoveGen.castleBlocker(b, b.side, occ, king, rook);
        if (blocker >= 0) {
            return "castling " + wing + " needs " + ChessSquare.name(blocker) + " empty";
        }
        int kt = MoveGen.castleKingTarget(king, rook);
        int step = kt >= king ? 1 : -1;
        for (int s = king; s != kt + step; s += step) { // as the board stands, the castling rook in place
            if (s != king && b.attacked(s, occ ^ (1L << king), b.side ^ 1)) {
                return "castling " + wing + " would take the king through or onto " + ChessSquare.name(s)
                        + ", which " + other + " attacks";
            }
        }
        return "castling " + wing + " would leave the king in check on " + ChessSquare.name(kt)
                + " once the rook has left " + ChessSquare.name(rook);
    }

    /** Whether the piece on {@code from} can go to {@code to} by the way it moves, whatever that does to its king. */
    static boolean reaches(ChessPosition p, int from, int to) {
        Board b = p.board();
        int us = b.colourAt(from);
        long occ = b.occupied();
        long bit = 1L << to;
        return switch (b.typeAt(from)) {
            case Board.KNIGHT -> (Attacks.KNIGHT[from] & bit) != 0;
            case Board.BISHOP -> (Attacks.bishop(from, occ) & bit) != 0;
            case Board.ROOK -> (Attacks.rook(from, occ) & bit) != 0;
            case Board.QUEEN -> (Attacks.queen(from, occ) & bit) != 0;
            case KING -> (Attacks.KING[from] & bit) != 0;
            case PAWN -> pawnReaches(b, us, from, to, occ, p.doubleStepSquare());
            default -> false;
        };
    }

    private static boolean pawnReaches(Board b, int us, int from, int to, long occ, int enPassant) {
        int up = us == Board.WHITE ? 8 : -8;
        if ((Attacks.PAWN[us * 64 + from] & (1L << to)) != 0) {
            return b.colourAt(to) == (us ^ 1) || to == enPassant;
        }
        if (to == from + up) {
            return (occ & (1L << to)) == 0;
        }
        return to == from + 2 * up && (from >>> 3) == (us == Board.WHITE ? 1 : 6)
                && (occ & ((1L << (from + up)) | (1L << to))) == 0;
    }
}
