package arbiter.core.stats;

/** Where a sequential probability ratio test stands after the results so far. */
public enum Decision {
    /** The LLR reached the lower bound: accept H0 (elo = elo0), the change is not the hoped-for gain. */
    H0_ACCEPTED,
    /** The LLR reached the upper bound: accept H1 (elo = elo1). */
    H1_ACCEPTED,
    /** The LLR lies strictly between the bounds: play on. */
    CONTINUE
}
