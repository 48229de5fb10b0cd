package arbiter.sample;

/**
 * What the protocol thread and the search thread share while one search runs: the stop request, the deadlines,
 * the node and depth limits, and whether the answer must wait for {@code stop} (infinite and ponder searches).
 * <p>
 * The search polls {@link #shouldAbort} and {@link #shouldStartIteration}; the protocol thread calls
 * {@link #requestStop}, {@link #ponderhit} and {@link #forceStop}. Deadlines are {@link System#nanoTime} values
 * measured from the moment {@code go} was read, not from when the search thread got going.
 */
final class SearchControl {
    private final long startNanos;
    private final long nodeLimit;
    private final int depthLimit;
    /** The {@code ignore-stop} fault: {@code stop} is read and thrown away. */
    private final boolean ignoreStop;

    private volatile boolean stopped;
    private volatile boolean waitForStop;
    private volatile boolean fixedTime;
    private volatile long softDeadline;
    private volatile long hardDeadline;

    SearchControl(long startNanos, SearchLimits limits, TimeManager.Budget budget, boolean ignoreStop,
                  long ignoreStopMs) {
        this.startNanos = startNanos;
        this.nodeLimit = limits.nodes() >= 0 ? limits.nodes() : Long.MAX_VALUE;
        this.depthLimit = limits.depth() >= 1 ? Math.min(limits.depth(), Searcher.MAX_DEPTH) : Searcher.MAX_DEPTH;
        this.ignoreStop = ignoreStop;
        this.waitForStop = limits.untilStop();
        this.fixedTime = TimeManager.fixedMoveTime(limits);
        setBudget(startNanos, budget);
        if (ignoreStop && waitForStop) {
            // Nothing would ever end this search: give it a deadline of its own, far beyond any stop.
            this.hardDeadline = startNanos + ignoreStopMs * 1_000_000L;
            this.softDeadline = hardDeadline;
            this.fixedTime = true;
        }
    }

    private void setBudget(long from, TimeManager.Budget budget) {
        softDeadline = budget.unlimited() ? Long.MAX_VALUE : from + budget.softMs() * 1_000_000L;
        hardDeadline = budget.unlimited() ? Long.MAX_VALUE : from + budget.hardMs() * 1_000_000L;
    }

    long startNanos() {
        return startNanos;
    }

    int depthLimit() {
        return depthLimit;
    }

    long nodeLimit() {
        return nodeLimit;
    }

    /** Milliseconds since {@code go} was read. */
    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    /** Checked at every node: a stop request, the node budget, and (every 64 nodes) the hard deadline. */
    boolean shouldAbort(long nodes) {
        if (stopped || nodes > nodeLimit) {
            return true;
        }
        return (nodes & 63) == 0 && System.nanoTime() >= hardDeadline;
    }

    /** Whether to begin another iteration after one has completed. */
    boolean shouldStartIteration(int nextDepth) {
        if (stopped || nextDepth > depthLimit) {
            return false;
        }
        long now = System.nanoTime();
        if (now >= hardDeadline) {
            return false;
        }
        if (fixedTime || softDeadline == Long.MAX_VALUE) {
            return true;
        }
        // Past half the soft budget the next iteration would most likely be cut off by the hard limit.
        return now - startNanos < (softDeadline - startNanos) / 2;
    }

    /** The {@code stop} command; ignored under the ignore-stop fault. */
    synchronized void requestStop() {
        if (!ignoreStop) {
            stopped = true;
            notifyAll();
        }
    }

    /** Stops whatever the faults say; used by {@code quit} and by a new {@code go} arriving. */
    synchronized void forceStop() {
        stopped = true;
        notifyAll();
    }

    /** The opponent played the expected move: the ponder search becomes a timed one from now. */
    synchronized void ponderhit(SearchLimits limits) {
        SearchLimits timed = limits.afterPonderhit();
        fixedTime = TimeManager.fixedMoveTime(timed);
        setBudget(System.nanoTime(), TimeManager.plan(timed));
        waitForStop = timed.untilStop();
        notifyAll();
    }

    /**
     * Called by the search thread when its search has ended on its own: in infinite and ponder mode the answer
     * must still wait for {@code stop} (or {@code ponderhit}, or the ignore-stop deadline).
     */
    synchronized void awaitRelease() throws InterruptedException {
        while (waitForStop && !stopped) {
            long left = hardDeadline == Long.MAX_VALUE ? 0 : (hardDeadline - System.nanoTime()) / 1_000_000L;
            if (hardDeadline != Long.MAX_VALUE && left <= 0) {
                return;
            }
            wait(hardDeadline == Long.MAX_VALUE ? 0 : Math.max(1, left));
        }
    }

    boolean stopped() {
        return stopped;
    }
}
