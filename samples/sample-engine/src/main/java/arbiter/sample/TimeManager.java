package arbiter.sample;

/**
 * Turns clock information into two time limits for one move.
 * <ul>
 *   <li><b>soft</b>: after an iteration completes past half of it, the next iteration is not started, because it
 *       would take several times as long as the last one and be cut off anyway;</li>
 *   <li><b>hard</b>: the search is aborted wherever it stands.</li>
 * </ul>
 * Allocation: {@code movetime M} uses 90% of M (both limits); a clock uses {@code timeLeft/movesToGo} in a
 * period, else {@code timeLeft/30}, plus 80% of the increment, with the hard limit three times that. Both are
 * capped well inside the time left (after a reserve for process and pipe latency), so the engine does not lose on
 * time when it is given 50 ms or more.
 */
public final class TimeManager {
    /** Moves assumed left in a sudden-death or increment game. */
    static final int DEFAULT_MOVES_LEFT = 30;
    /** Never plan to keep less than this for reading, printing and the runner's own bookkeeping. */
    static final long MAX_RESERVE_MS = 100;

    private TimeManager() {
    }

    /** Soft and hard limits in milliseconds; {@link Long#MAX_VALUE} when unlimited. */
    public record Budget(long softMs, long hardMs) {
        /** No time limit. */
        public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE);

        /** True when no clock applies. */
        public boolean unlimited() {
            return hardMs == Long.MAX_VALUE;
        }
    }

    /** The budget for these limits; pondering and infinite searches get none (ponderhit computes it later). */
    public static Budget plan(SearchLimits limits) {
        if (limits.infinite() || limits.ponder()) {
            return Budget.UNLIMITED;
        }
        long soft = Long.MAX_VALUE;
        long hard = Long.MAX_VALUE;
        if (limits.moveTimeMs() >= 0) {
            // A fixed move time is a promise to answer within it: stop at 90%, no iteration heuristics.
            hard = Math.max(1, limits.moveTimeMs() * 9 / 10);
            soft = hard;
        }
        if (limits.timeLeftMs() >= 0) {
            long left = limits.timeLeftMs();
            long inc = Math.max(0, limits.incrementMs());
            int togo = limits.movesToGo();
            // Latency reserve: a quarter of a tiny clock, at most 100 ms of a big one.
            long usable = Math.max(1, left - Math.min(left / 4, MAX_RESERVE_MS));
            // On the last move of a period the clock is refilled afterwards, so most of it may be spent; otherwise
            // one move must never take more than half of what is left.
            long cap = togo == 1 ? usable * 8 / 10 : usable / 2;
            long base = (togo > 0 ? left / togo : left / DEFAULT_MOVES_LEFT) + inc * 8 / 10;
            long clockSoft = Math.max(1, Math.min(base, cap));
            long clockHard = Math.max(1, Math.min(base * 3, cap));
            soft = Math.min(soft, clockSoft);
            hard = Math.min(hard, clockHard);
        }
        return new Budget(Math.min(soft, hard), hard);
    }

    /** True for a fixed move time, where iterations run until the hard limit instead of stopping early. */
    static boolean fixedMoveTime(SearchLimits limits) {
        return limits.moveTimeMs() >= 0 && limits.timeLeftMs() < 0;
    }
}
