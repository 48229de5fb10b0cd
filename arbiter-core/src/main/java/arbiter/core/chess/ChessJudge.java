package arbiter.core.chess;

import arbiter.core.board.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges a chess game after a ply by its rule set, in this order: checkmate (which stands even on the ply that
 * completes a repetition or the move count), stalemate, insufficient material, repetition, the move count.
 */
final class ChessJudge {
    private ChessJudge() {
    }

    static Outcome judge(ChessGame g) {
        ChessPosition p = g.position();
        Side mover = p.sideToMove();
        String name = ChessFen.colourName(mover.ordinal());
        int ply = g.ply();
        if (!p.hasLegalMove()) {
            return p.inCheck()
                    ? Outcome.ended(GameResult.lossFor(mover), Termination.CHECKMATE, ply,
                            name + " is checkmated" + (ply == 0 ? " in the start position" : " by " + label(g, ply)))
                    : Outcome.ended(GameResult.DRAW, Termination.STALEMATE, ply, name + " is stalemated"
                            + (ply == 0 ? " in the start position" : " by " + label(g, ply))
                            + ": no legal move and not in check, a draw");
        }
        Board b = p.board();
        if (Material.insufficient(b)) {
            return Outcome.ended(GameResult.DRAW, Termination.INSUFFICIENT_MATERIAL, ply, "insufficient material"
                    + after(g) + ": " + Material.describe(b) + ", no sequence of legal moves can mate");
        }
        ChessRules rules = g.rules();
        int earlier = g.earlierOccurrences(null);
        if (earlier + 1 >= rules.repetitions()) {
            int[] plies = new int[earlier];
            g.earlierOccurrences(plies);
            List<String> when = new ArrayList<>();
            for (int i = earlier - 1; i >= 0; i--) {
                when.add(plies[i] == 0 ? "at the start" : "after " + label(g, plies[i]));
            }
            return Outcome.ended(GameResult.DRAW, rules.repetitionEnding(), ply,
                    (rules.repetitions() == 3 ? "threefold" : "fivefold") + " repetition of the position" + after(g)
                            + " (also " + String.join(", ", when) + ")");
        }
        int limit = g.extendedMoveCount() ? 200 : rules.moveLimitPlies();
        if (p.halfmoveClock() >= limit) {
            return Outcome.ended(GameResult.DRAW, rules.moveLimitEnding(), ply, limit / 2 + " moves by each side"
                    + " without a capture or a pawn move (" + limit + " plies"
                    + (g.extendedMoveCount() ? ", extended for K+N+N v K+P with the pawn blockaded (12.4)" : "")
                    + ")" + after(g));
        }
        return Outcome.ongoing(ply);
    }

    private static String after(ChessGame g) {
        return g.ply() == 0 ? " at the start" : " after " + label(g, g.ply());
    }

    /** The move of ply {@code ply} (1 or more), numbered as in a record: {@code 34...Kg7}. */
    static String label(ChessGame g, int ply) {
        ChessPosition before = g.positionAt(ply - 1);
        return ChessSan.numbered(before.fullmoveNumber(), before.sideToMove(), ChessSan.write(before, g.moveAt(ply)));
    }
}
