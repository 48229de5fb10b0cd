package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Square;

/**
 * A chased piece: under Pikafish's rules one chased on every move of one side and escaping on every move of the
 * other (长捉); under the national rules one a move of a cycle chases ({@link CalledCycle.Call#chased()}).
 *
 * @param piece      the chased piece
 * @param square     where it stood at the first position of the cycle (Pikafish), or after the move (national)
 * @param pinnedRook true when it is a rook pinned by the chaser's own knight (Pikafish's level 2; false otherwise)
 */
public record ChasedPiece(Piece piece, Square square, boolean pinnedRook) {

    /** "Red's rook on g5". */
    public String describe() {
        return piece.describe() + " on " + square + (pinnedRook ? " (pinned by a knight)" : "");
    }
}
