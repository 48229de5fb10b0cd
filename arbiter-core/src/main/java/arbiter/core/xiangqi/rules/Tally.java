package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;

/**
 * A rule set's own counters, carried from ply to ply in the game (immutable): what it counts beyond the natural
 * limit every rule set shares, such as CXQ's check and chase streaks. Each rule set reads only its own kind.
 */
public interface Tally {

    /**
     * The counters after {@code move} took {@code before} to {@code after}.
     *
     * @param capture whether the move captured
     */
    Tally next(Position before, Move move, Position after, boolean capture);
}
