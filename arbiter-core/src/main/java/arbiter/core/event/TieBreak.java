package arbiter.core.event;

/**
 * Tie-breaks by their rulebook names. For every one, the larger value ranks higher.
 *
 * <p>Definitions (2011 rules, chapter 14; 1999 rules, chapter 15):
 * <ul>
 *   <li>{@link #SMALL_POINTS} 小分: the full points of every opponent beaten plus half the points
 *       of every opponent drawn (2011 14.1, "所胜对手的全部积分与所和对手积分的一半之和").
 *       Forfeit wins count as wins.
 *   <li>{@link #WINS} 胜局: number of games won (forfeits included).
 *   <li>{@link #DIRECT} 直胜: points scored in the games among the players still tied when this
 *       tie-break is applied.
 *   <li>{@link #BLACK_GAMES} 后走局数: number of games played as Black (second mover).
 *   <li>{@link #BLACK_WINS} 后走胜局: number of games won as Black.
 *   <li>{@link #OPPONENT_POINTS} 对手分: sum of the points of all opponents played (2011 14.3.1,
 *       "所对弈过的全部对手的积分之和").
 *   <li>{@link #CUMULATIVE} 累进分: sum over rounds 1..R of the running score after each round
 *       (2011 14.3.2, "每轮积分相加总和"); R is the last round in the records.
 * </ul>
 */
public enum TieBreak {
    /** 小分. */
    SMALL_POINTS("小分"),
    /** 胜局. */
    WINS("胜局"),
    /** 直胜. */
    DIRECT("直胜"),
    /** 后走局数. */
    BLACK_GAMES("后走局数"),
    /** 后走胜局. */
    BLACK_WINS("后走胜局"),
    /** 对手分. */
    OPPONENT_POINTS("对手分"),
    /** 累进分. */
    CUMULATIVE("累进分");

    private final String label;

    TieBreak(String label) {
        this.label = label;
    }

    /** @return the rulebook name, e.g. {@code 小分} */
    public String label() {
        return label;
    }

    /**
     * Looks a tie-break up by its rulebook name.
     *
     * @param label e.g. {@code 直胜}
     * @return the tie-break
     * @throws IllegalArgumentException if unknown
     */
    public static TieBreak byLabel(String label) {
        for (TieBreak t : values()) {
            if (t.label.equals(label)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown tie-break: " + label);
    }
}
