package arbiter.core.event;

/** The score a ranking is by, before any tie-break. */
public enum RankBy {
    /** Game points under the {@link Scoring} scheme (2011 14.1, 14.3; 1999 15.1, 15.2). */
    POINTS("积分"),
    /**
     * 场分, match points (2011 14.2, two- or multi-game round robin): all games between two
     * players form one mini-match, which the player with more game points in it wins. A win
     * scores {@value Standings#MATCH_WIN}, a level match {@value Standings#MATCH_DRAW}, a loss 0,
     * as 场分 is counted in 13.2. All byes of one player together form one mini-match, won.
     */
    MATCH_POINTS("场分");

    private final String label;

    RankBy(String label) {
        this.label = label;
    }

    /** @return the rulebook name of the score, {@code 积分} or {@code 场分} */
    public String label() {
        return label;
    }
}
