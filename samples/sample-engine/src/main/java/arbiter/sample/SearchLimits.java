package arbiter.sample;

import arbiter.core.xiangqi.board.Move;

import java.util.List;

/**
 * What a {@code go} command asked for, already turned into the side to move's terms and milliseconds.
 * A value of -1 means "not given".
 *
 * @param timeLeftMs  the mover's remaining clock time
 * @param incrementMs the mover's increment per move
 * @param movesToGo   moves left until the next time control (0 or -1: sudden death or increment)
 * @param moveTimeMs  a fixed time for this move
 * @param nodes       a node budget (exact, for reproducible runs)
 * @param depth       a depth limit in plies
 * @param infinite    search until {@code stop}
 * @param ponder      search on the opponent's time until {@code ponderhit} or {@code stop}
 * @param searchMoves root moves to consider (empty: all)
 */
public record SearchLimits(long timeLeftMs, long incrementMs, int movesToGo, long moveTimeMs, long nodes,
                           int depth, boolean infinite, boolean ponder, List<Move> searchMoves) {

    public SearchLimits {
        searchMoves = List.copyOf(searchMoves);
    }

    /** No limit at all. */
    public static SearchLimits none() {
        return new SearchLimits(-1, -1, -1, -1, -1, -1, false, false, List.of());
    }

    /** True when the search has a clock or move time to respect. */
    public boolean timed() {
        return timeLeftMs >= 0 || moveTimeMs >= 0;
    }

    /**
     * True when nothing but {@code stop} ends the search: {@code go infinite}, {@code go ponder}, or a bare
     * {@code go} (which, as in Stockfish, has no limit of its own).
     */
    public boolean untilStop() {
        return infinite || ponder || (!timed() && nodes < 0 && depth < 0);
    }

    /** The same limits with pondering switched off, for {@code ponderhit}. */
    public SearchLimits afterPonderhit() {
        return new SearchLimits(timeLeftMs, incrementMs, movesToGo, moveTimeMs, nodes, depth, infinite, false,
                searchMoves);
    }
}
