package arbiter.core.rules;

import arbiter.core.board.Move;
import arbiter.core.board.Position;
import arbiter.core.board.Side;
import java.util.List;

/**
 * A side's duty to vary (变着): in each of the positions named, the moves named are banned for it. A runner tells
 * the engine so ({@code banmoves}, {@code go searchmoves}); a move that breaks it is the rule set's to judge.
 *
 * @param side     the side that must vary
 * @param bans     the banned moves, each with the position it is banned in
 * @param lastPly  the last game ply at which the obligation stands; after it the rule set judges again
 * @param article  the article that imposes it, in the rule book's words
 * @param reason   why, for reports: the cycle and each side's classification
 */
public record Obligation(Side side, List<Ban> bans, int lastPly, String article, String reason) {

    public Obligation {
        bans = List.copyOf(bans);
    }

    /**
     * One banned move.
     *
     * @param position where it is banned (placement and side to move count)
     * @param move     the move
     */
    public record Ban(Position position, Move move) {
    }

    /** The moves banned in {@code position} for the side to move there (empty when none). */
    public List<Move> bannedIn(Position position) {
        if (position.sideToMove() != side) {
            return List.of();
        }
        return bans.stream().filter(b -> b.position().samePlacement(position)).map(Ban::move).distinct().toList();
    }
}
