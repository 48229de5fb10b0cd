package arbiter.core.chess;

import arbiter.core.game.Side;
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

    /**
     * The rule that ends the game in a position, or null: the checks of {@link #judge} without its words, for a
     * replay that judges every ply and words only the last. {@code earlier} counts the earlier occurrences of the
     * position (a count of matching keys may overstate it: the caller then judges the ply in full).
     */
    static Termination ending(Board b, boolean inCheck, boolean hasLegalMove, ChessRules rules, int earlier,
                              boolean extended) {
        if (!hasLegalMove) {
            return inCheck ? Termination.CHECKMATE : Termination.STALEMATE;
        }
        if (Material.insufficient(b)) {
            return Termination.INSUFFICIENT_MATERIAL;
        }
        if (earlier + 1 >= rules.repetitions()) {
            return rules.repetitionEnding();
        }
        return b.half >= moveLimit(rules, extended) ? rules.moveLimitEnding() : null;
    }

    /** Plies without a capture or a pawn move that end the game: 200 under the 1984 extension, else the rules'. */
    private static int moveLimit(ChessRules rules, boolean extended) {
        return extended ? 200 : rules.moveLimitPlies();
    }

    static Outcome judge(ChessGame g) {
        ChessPosition p = g.position();
        ChessRules rules = g.rules();
        int earlier = g.earlierOccurrences(null);
        Termination t = ending(p.board(), p.inCheck(), p.hasLegalMove(), rules, earlier, g.extendedMoveCount());
        int ply = g.ply();
        if (t == null) {
            return Outcome.ongoing(ply);
        }
        Side mover = p.sideToMove();
        String name = ChessFen.colourName(mover.ordinal());
        Board b = p.board();
        if (t == Termination.CHECKMATE || t == Termination.STALEMATE) {
            return t == Termination.CHECKMATE
                    ? Outcome.ended(GameResult.lossFor(mover), Termination.CHECKMATE, ply,
                            name + " is checkmated" + (ply == 0 ? " in the start position" : " by " + label(g, ply)))
                    : Outcome.ended(GameResult.DRAW, Termination.STALEMATE, ply, name + " is stalemated"
                            + (ply == 0 ? " in the start position" : " by " + label(g, ply))
                            + ": no legal move and not in check, a draw");
        }
        if (t == Termination.INSUFFICIENT_MATERIAL) {
            return Outcome.ended(GameResult.DRAW, Termination.INSUFFICIENT_MATERIAL, ply, "insufficient material"
                    + after(g) + ": " + Material.describe(b) + ", no sequence of legal moves can mate");
        }
        if (t == rules.repetitionEnding()) {
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
        int limit = moveLimit(rules, g.extendedMoveCount());
        return Outcome.ended(GameResult.DRAW, rules.moveLimitEnding(), ply, limit / 2 + " moves by each side"
                + " without a capture or a pawn move (" + limit + " plies"
                + (g.extendedMoveCount() ? ", extended for K+N+N v K+P with the pawn blockaded (12.4)" : "")
                + ")" + after(g));
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
