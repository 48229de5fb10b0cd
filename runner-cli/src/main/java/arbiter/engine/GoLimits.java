package arbiter.engine;

/**
 * What a {@code go} command tells the engine; absent fields are null. Times in ms. Each {@link EngineProtocol}
 * writes it in its own words ({@link EngineProtocol#go}).
 *
 * @param ownTimeMs      time left of the side to move
 * @param oppTimeMs      time left of the other side
 * @param ownIncMs       increment of the side to move
 * @param oppIncMs       increment of the other side
 * @param movesToGo      moves to the next time control, or null
 * @param moveTimeMs     fixed time for this move, or null
 * @param nodes          node limit, or null
 * @param depth          depth limit, or null
 */
public record GoLimits(Long ownTimeMs, Long oppTimeMs, Long ownIncMs, Long oppIncMs, Integer movesToGo,
                       Long moveTimeMs, Long nodes, Integer depth) {

    /** Whether a clock is running (not a fixed time per move, not a node or depth search only). */
    boolean clocked() {
        return moveTimeMs == null && ownTimeMs != null;
    }

    /** Whether a moves-per-period control counts down to its next period. */
    boolean periods() {
        return movesToGo != null && movesToGo > 0;
    }

    /** {@code " nodes N depth D"} as both protocols write them, or "" when neither is set. */
    String searchLimits() {
        return (nodes == null ? "" : " nodes " + nodes) + (depth == null ? "" : " depth " + depth);
    }

    static long nz(Long v) {
        return v == null ? 0 : v;
    }
}
