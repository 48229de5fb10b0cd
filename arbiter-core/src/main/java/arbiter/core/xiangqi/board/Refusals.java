package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

/** The wording of an illegal move: the move, the rule it breaks and the position's FEN. */
final class Refusals {
    private Refusals() {
    }

    /** A move that breaks how the pieces move ({@code from} and {@code to} are padded points of {@code board}). */
    static Played unplayable(Position p, Board board, Move move, int from, int to) {
        byte piece = board.sq[from];
        Side us = p.sideToMove();
        String why;
        if (piece == Board.EMPTY) {
            why = "there is no piece on " + move.from();
        } else if (Board.sideOf(piece) != board.side) {
            why = "the piece on " + move.from() + " is " + us.opponent().displayName() + "'s and "
                    + us.displayName() + " is to move";
        } else if ((board.sq[to] & Board.colourBit(board.side)) != 0) {
            why = move.to() + " holds " + us.displayName() + "'s own "
                    + PieceCodes.piece(board.sq[to]).type().englishName();
        } else {
            why = "a " + PieceCodes.piece(piece).type().englishName() + " on " + move.from() + " cannot move to "
                    + move.to();
        }
        return refused(p, move, why);
    }

    /** A move that leaves its own king attacked, giving {@code next}. */
    static Played exposing(Position p, Move move, Board next) {
        String side = p.sideToMove().displayName();
        return refused(p, move, next.kingsFace() ? "it would bring the kings face to face on an open file (flying general)"
                : p.inCheck() ? "it does not answer the check on " + side + "'s king"
                : "it would leave " + side + "'s king in check");
    }

    private static Played refused(Position p, Move move, String why) {
        return new Played.Illegal(move, "illegal move " + move + ": " + why + " (position " + p.fen() + ")");
    }
}
