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
        String who = p.sideToMove() == arbiter.core.game.Side.RED ? "White" : "Black";
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
            return piece + " cannot move to " + ChessSquare.name(m.to()) + obstacle(p, type, m.from(), m.to());
        }
        if (p.inCheck()) {
            return "it does not answer the check on " + who + "'s king";
        }
        boolean enPassant = type == PAWN && (m.from() & 7) != (m.to() & 7) && b.colourAt(m.to()) < 0;
        return (enPassant ? "capturing en passant " : "it ") + "would leave " + who + "'s king in check"
                + checker(b, type, m.from(), m.to(), enPassant);
    }

    /**
     * Why a piece that moves from {@code from} towards {@code to} (its kind's way, on an empty board) does not get
     * there, as ": e3 is in the way"; empty when it does not move that way at all. Records that name a real piece and
     * a real square are read as that move, and the reason then has to say what stops it.
     */
    private static String obstacle(ChessPosition p, int type, int from, int to) {
        Board b = p.board();
        if (type == PAWN) {
            int us = b.colourAt(from);
            String other = us == Board.WHITE ? "Black" : "White";
            int up = us == Board.WHITE ? 8 : -8;
            if ((Attacks.PAWN[us * 64 + from] & (1L << to)) != 0) { // a capture's step, onto an empty square
                int passed = to ^ 8; // where a pawn taken en passant would stand: beside the capturing one
                boolean besideRank = (to >>> 3) == (us == Board.WHITE ? 5 : 2);
                if (besideRank && b.colourAt(passed) == (us ^ 1) && b.typeAt(passed) == PAWN) {
                    return ": capturing en passant is allowed only on the move right after " + other + "'s pawn went "
                            + ChessSquare.name(to + up) + "-" + ChessSquare.name(passed) + ", and that was not the"
                            + " last move";
                }
                return ": a pawn moves diagonally only to capture, and " + ChessSquare.name(to) + " is empty";
            }
            boolean twoSteps = to == from + 2 * up && (from >>> 3) == (us == Board.WHITE ? 1 : 6);
            if (twoSteps && b.colourAt(from + up) >= 0) {
                return ": " + ChessSquare.name(from + up) + " is in the way";
            }
            if ((to == from + up || twoSteps) && b.colourAt(to) >= 0) {
                return ": a pawn does not capture straight ahead, and " + ChessSquare.name(to) + " holds "
                        + owner(b, to) + " " + ChessPieceType.byIndex(b.typeAt(to)).englishName();
            }
            return "";
        }
        if (type == Board.KNIGHT || type == KING || (LegalMove.reach(type, from, 0) & (1L << to)) == 0) {
            return "";
        }
        long blockers = Attacks.between(from, to) & b.occupied();
        int nearest = to > from ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return ": " + ChessSquare.name(nearest) + " is in the way";
    }

    /**
     * The enemy piece that would give check after the move ({@code " from the rook on h5"}), which for an en-passant
     * capture is often one the two pawns leaving the king's rank uncover, and so not plain to see.
     */
    private static String checker(Board b, int type, int from, int to, boolean enPassant) {
        int us = b.colourAt(from);
        long captured = enPassant ? 1L << (to ^ 8) : 1L << to;
        long after = (b.occupied() ^ (1L << from) ^ captured) | (1L << to);
        int king = type == KING ? to : b.kingSquare(us);
        long attackers = b.attackers(king, after, us ^ 1) & ~captured;
        if (attackers == 0) {
            return "";
        }
        int at = Long.numberOfTrailingZeros(attackers);
        return " from the " + ChessPieceType.byIndex(b.typeAt(at)).englishName() + " on " + ChessSquare.name(at);
    }

    private static String owner(Board b, int square) {
        return b.colourAt(square) == Board.WHITE ? "White's" : "Black's";
    }

    /**
     * Whether the piece on {@code from} moves from there to {@code to} by its kind's way on an empty board: the
     * pieces a record's move can be taken to name even when the move is illegal (something stands in the way, it
     * is pinned, or a pawn's capture has nothing to take). A pawn moves straight ({@code capture} false: one
     * square, or two from its first rank) or diagonally ({@code capture} true), as its move is written.
     */
    static boolean movesSo(Board b, int from, int to, boolean capture) {
        int type = b.typeAt(from);
        if (type != PAWN) {
            return (LegalMove.reach(type, from, 0) & (1L << to)) != 0;
        }
        int us = b.colourAt(from);
        if (capture) {
            return (Attacks.PAWN[us * 64 + from] & (1L << to)) != 0;
        }
        int up = us == Board.WHITE ? 8 : -8;
        return to == from + up || to == from + 2 * up && (from >>> 3) == (us == Board.WHITE ? 1 : 6);
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
