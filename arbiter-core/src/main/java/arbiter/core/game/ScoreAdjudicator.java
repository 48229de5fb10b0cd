package arbiter.core.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The organiser's adjudication by engine scores and game length, as cutechess-cli defines it:
 * <ul>
 *   <li>resign: a side whose own score stays at or below {@code -resignScore} cp for {@code resignMoves}
 *       consecutive moves loses; with {@code twoSided} the opponent's score must also stay at or above
 *       {@code +resignScore} over its moves in that stretch;</li>
 *   <li>draw: from full move {@code drawMoveNumber} on, when both sides' scores stay within
 *       {@code ±drawScore} cp for {@code drawMoves} consecutive moves each;</li>
 *   <li>max plies: a draw once the game reaches {@code maxPlies} plies.</li>
 * </ul>
 * Scores are in centipawns from the mover's view (mates mapped beyond any real score); a move without a score
 * breaks a stretch. Immutable: {@link #record} returns the adjudicator that has seen one more move, keeping only
 * the last scores a verdict reads (a game's length costs it nothing).
 *
 * @param resignMoves    consecutive moves for resignation, 0 to disable
 * @param resignScore    resignation threshold in cp (positive)
 * @param twoSided       whether the winner must agree
 * @param drawMoveNumber first full move number at which draws may be adjudicated, 0 to disable draws
 * @param drawMoves      consecutive moves per side within the draw window
 * @param drawScore      draw window in cp (positive)
 * @param maxPlies       draw at this many plies, 0 to disable
 * @param scores         per ply, the last ones (at most twice the longer stretch; all of them if fewer): the
 *                       mover's score, or null
 */
public record ScoreAdjudicator(int resignMoves, int resignScore, boolean twoSided, int drawMoveNumber, int drawMoves,
                               int drawScore, int maxPlies, List<Integer> scores) {

    public ScoreAdjudicator {
        scores = java.util.Collections.unmodifiableList(new ArrayList<>(scores)); // nulls allowed: no score
    }

    /** No adjudication at all. */
    public static ScoreAdjudicator none() {
        return new ScoreAdjudicator(0, 0, false, 0, 0, 0, 0, List.of());
    }

    /** This adjudicator after one more ply, with the mover's score in cp (null when the engine gave none). */
    public ScoreAdjudicator record(Integer moverScore) {
        int keep = 2 * Math.max(resignMoves, drawMoves); // losing, winning and the draw window reach no further
        List<Integer> s = new ArrayList<>(Math.min(scores.size() + 1, keep));
        for (int i = Math.max(0, scores.size() + 1 - keep); i < scores.size(); i++) {
            s.add(scores.get(i));
        }
        if (keep > 0) {
            s.add(moverScore);
        }
        return new ScoreAdjudicator(resignMoves, resignScore, twoSided, drawMoveNumber, drawMoves, drawScore, maxPlies,
                s);
    }

    /**
     * The verdict after the last recorded ply, or null.
     *
     * @param lastMover      the side that made the last ply
     * @param firstMoveNumber the full move number of the game's first ply (FEN field 6)
     * @param plies          plies played in the game
     */
    public Verdict verdict(Side lastMover, int firstMoveNumber, int plies) {
        int n = scores.size();
        if (resignMoves > 0 && n >= 1) {
            if (losing(n - 1, resignMoves) && (!twoSided || winning(n - 2, resignMoves))) {
                return new Verdict(lastMover, lastMover.displayName() + "'s score was at or below -" + resignScore
                        + " cp for " + resignMoves + " moves" + (twoSided ? " and its opponent agreed" : "")
                        + ": " + lastMover.displayName() + " resigns (adjudication)");
            }
        }
        if (drawMoveNumber > 0 && drawMoves > 0 && n >= 2 * drawMoves
                && firstMoveNumber + plies / 2 >= drawMoveNumber) {
            boolean quiet = true;
            for (int i = n - 2 * drawMoves; i < n && quiet; i++) {
                Integer s = scores.get(i);
                quiet = s != null && Math.abs(s) <= drawScore;
            }
            if (quiet) {
                return new Verdict(null, "both scores stayed within " + drawScore + " cp for " + drawMoves
                        + " moves each: draw (adjudication)");
            }
        }
        if (maxPlies > 0 && plies >= maxPlies) {
            return new Verdict(null, "the game reached " + maxPlies + " plies: draw (adjudication)");
        }
        return null;
    }

    /** The mover of ply {@code last} (and its earlier moves) scored at or below -resignScore, {@code moves} times. */
    private boolean losing(int last, int moves) {
        for (int k = 0; k < moves; k++) {
            int i = last - 2 * k;
            if (i < 0 || scores.get(i) == null || scores.get(i) > -resignScore) {
                return false;
            }
        }
        return true;
    }

    private boolean winning(int last, int moves) {
        for (int k = 0; k < moves; k++) {
            int i = last - 2 * k;
            if (i < 0 || scores.get(i) == null || scores.get(i) < resignScore) {
                return false;
            }
        }
        return true;
    }

    /**
     * An adjudication.
     *
     * @param loser  the side that loses, or null for a draw
     * @param reason why, for the PGN and the console
     */
    public record Verdict(Side loser, String reason) {
    }
}
