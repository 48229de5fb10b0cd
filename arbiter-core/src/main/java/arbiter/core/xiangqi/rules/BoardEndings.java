package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Termination;

/** The endings every xiangqi rule book shares: the side to move with no legal move loses, mated or stalemated. */
public final class BoardEndings {
    private BoardEndings() {
    }

    /**
     * The ruling when the side to move has no legal move (将死 when in check, else 困毙), or null when it has one.
     *
     * @param mateArticle      the rule book's article for a mate
     * @param stalemateArticle its article for a stalemate
     */
    public static Ruling mateOrStalemate(Position p, String mateArticle, String stalemateArticle) {
        if (p.hasLegalMove()) {
            return null;
        }
        Side toMove = p.sideToMove();
        Side winner = toMove.opponent();
        if (p.inCheck()) {
            return Ruling.Ended.of(GameResult.winFor(winner), Termination.CHECKMATE,
                    winner.displayName() + " checkmates " + toMove.displayName() + " (将死)", mateArticle);
        }
        return Ruling.Ended.of(GameResult.winFor(winner), Termination.STALEMATE,
                toMove.displayName() + " has no legal move and is not in check (困毙); " + toMove.displayName()
                        + " loses", stalemateArticle);
    }
}
