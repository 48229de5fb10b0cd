package arbiter.core.event;

/**
 * Tie-breaks by their rulebook names. For every one, the larger value ranks higher.
 *
 * <p>Definitions (2011 rules, chapter 14; 1999 rules, chapter 15). "Score" is the score the
 * ranking is by ({@link RankBy}): game points, or 场分 in a multi-game round robin.
 * <ul>
 *   <li>{@link #SMALL_POINTS} 小分: the full score of every opponent beaten plus half the score
 *       of every opponent drawn (2011 14.1, "所胜对手的全部积分与所和对手积分的一半之和").
 *       Forfeit wins count as wins.
 *   <li>{@link #WINS} 胜局: number of games won (forfeits and byes included).
 *   <li>{@link #DIRECT} 直胜: game points scored in the games among the players still tied when
 *       this tie-break is applied.
 *   <li>{@link #BLACK_GAMES} 后走局数: number of games played as Black (second mover).
 *   <li>{@link #BLACK_WINS} 后走胜局: number of games won as Black.
 *   <li>{@link #OPPONENT_POINTS} 对手分: sum of the scores of all opponents played (2011 14.3.1,
 *       "所对弈过的全部对手的积分之和").
 *   <li>{@link #CUMULATIVE} 累进分: sum over rounds 1..R of the running score after each round
 *       (2011 14.3.2, "每轮积分相加总和"); R is the last round in the records.
 *   <li>{@link #GAME_POINTS} 局分总和: total game points; the first tie-break of 2011 14.2,
 *       where the ranking is by 场分. Under {@link RankBy#POINTS} it equals the points.
 *   <li>{@link #PREVIOUS_ROUNDS} 前轮成绩: the game points of round R, then of round R−1, and so
 *       on, compared in that order (2011 14.3.1, "比较前一轮成绩，以此类推，直至区分").
 *   <li>{@link #CUMULATIVE_DROPPING} 去轮累进分: 累进分 with round 1's score removed, then with
 *       rounds 1 and 2 removed, and so on, compared in that order (2011 14.3.2, "去除第一轮得分进行
 *       比较，如仍相等，则再去除第二轮的积分，以此类推"). Removing rounds 1..k leaves
 *       Σ over r &gt; k of (R − r + 1)·score of round r.
 *   <li>{@link #OPPONENT_POINTS_CUT1} 对手分(去最低): 对手分 less the lowest opponent's score
 *       (Buchholz cut 1).
 *   <li>{@link #OPPONENT_POINTS_MEDIAN} 对手分(中位): 对手分 less the highest and the lowest
 *       opponent's score (median Buchholz); with fewer than three opponents, plain 对手分 less
 *       what is there to cut.
 * </ul>
 *
 * <p>Byes: a bye counts as a game won for 胜局 and for the round's score (so for 累进分 and
 * the round-by-round tie-breaks), but not as a game as Black, and not for 直胜. For the
 * opponent-based tie-breaks (对手分 and its cuts, 小分) the bye stands for a beaten opponent
 * whose score is the lowest score in the field (2011 14.4, "其对手分按有分棋手中的最低得分处理";
 * "有分棋手" is read as every player in the standings, zero scores included).
 *
 * <p>{@link #PREVIOUS_ROUNDS} and {@link #CUMULATIVE_DROPPING} are {@link #isSequence()
 * sequences}: their value is a list compared element by element.
 */
public enum TieBreak {
    /** 小分. */
    SMALL_POINTS("小分", "sonnebornBerger", false),
    /** 胜局. */
    WINS("胜局", "wins", false),
    /** 直胜. */
    DIRECT("直胜", "directEncounter", false),
    /** 后走局数. */
    BLACK_GAMES("后走局数", "gamesAsBlack", false),
    /** 后走胜局. */
    BLACK_WINS("后走胜局", "winsAsBlack", false),
    /** 对手分. */
    OPPONENT_POINTS("对手分", "buchholz", false),
    /** 累进分. */
    CUMULATIVE("累进分", "progressiveScore", false),
    /** 局分总和. */
    GAME_POINTS("局分总和", "gamePoints", false),
    /** 前轮成绩: last round first, then backwards. */
    PREVIOUS_ROUNDS("前轮成绩", "roundScoresFromLast", true),
    /** 去轮累进分: cumulative score with the first rounds removed successively. */
    CUMULATIVE_DROPPING("去轮累进分", "progressiveScoreDroppingRounds", true),
    /** 对手分 less the lowest opponent (Buchholz cut 1). */
    OPPONENT_POINTS_CUT1("对手分(去最低)", "buchholzCut1", false),
    /** 对手分 less the highest and lowest opponent (median Buchholz). */
    OPPONENT_POINTS_MEDIAN("对手分(中位)", "medianBuchholz", false);

    private final String label;
    private final String key;
    private final boolean sequence;

    TieBreak(String label, String key, boolean sequence) {
        this.label = label;
        this.key = key;
        this.sequence = sequence;
    }

    /**
     * @return the stable English name used as a JSON key, e.g. {@code sonnebornBerger} for 小分, {@code buchholz}
     *     for 对手分, {@code directEncounter} for 直胜
     */
    public String key() {
        return key;
    }

    /** @return the rulebook name, e.g. {@code 小分} */
    public String label() {
        return label;
    }

    /**
     * @return whether the value is a list compared lexicographically rather than one number
     *     (see {@link Standings.Row#sequences()})
     */
    public boolean isSequence() {
        return sequence;
    }

    /**
     * Looks a tie-break up by its rulebook name or its {@linkplain #key() English key}.
     *
     * @param label e.g. {@code 直胜} or {@code directEncounter}
     * @return the tie-break
     * @throws IllegalArgumentException if unknown
     */
    public static TieBreak byLabel(String label) {
        for (TieBreak t : values()) {
            if (t.label.equals(label) || t.key.equals(label)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown tie-break: " + label);
    }
}
