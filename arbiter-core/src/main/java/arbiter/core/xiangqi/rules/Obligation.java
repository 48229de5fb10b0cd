package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import java.util.List;

/**
 * A side's duty to vary (变着): in each of the positions named, the moves named are banned for it. A runner tells
 * the engine so ({@code banmoves}, {@code go searchmoves}); a move that breaks it is the rule set's to judge.
 *
 * @param side     the side that must vary
 * @param bans     the banned moves, each with the position it is banned in
 * @param at       the position where the duty arose (the repeated one)
 * @param lastPly  the game ply by which the side must have varied: the cycle coming round to {@code at} again
 *                 by then is the rule set's to judge
 * @param article  the article that imposes it, in the rule book's words
 * @param reason   why, for reports: the cycle and each side's classification
 * @param cycle    the cycle's moves as called, for reports (null when the rule set gives none)
 */
public record Obligation(Side side, List<Ban> bans, Position at, int lastPly, String article, String reason,
                         CalledCycle cycle) {

    public Obligation {
        bans = List.copyOf(bans);
    }

    /**
     * One banned move.
     *
     * @param position where it is banned (placement and side to move count)
     * @param move     the move
     * @param after    the position it leads to
     */
    public record Ban(Position position, Move move, Position after) {
    }

    /** Whether {@code move}, which led to {@code after}, is one of the banned moves played where it is banned. */
    public boolean bans(Move move, Position after) {
        for (Ban b : bans) {
            if (b.move().equals(move) && b.after().samePlacement(after)) {
                return true; // a move that is no capture leads to one position from one position only
            }
        }
        return false;
    }

    /** The moves banned in {@code position} for the side to move there (empty when none). */
    public List<Move> bannedIn(Position position) {
        if (position.sideToMove() != side) {
            return List.of();
        }
        return bans.stream().filter(b -> b.position().samePlacement(position)).map(Ban::move).distinct().toList();
    }
}
