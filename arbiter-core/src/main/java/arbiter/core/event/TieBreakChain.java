package arbiter.core.event;

import java.util.List;

/**
 * An ordered list of tie-breaks, applied after points.
 *
 * <p>The presets follow the rule texts with 犯规 (fouls) left out, since game records carry no
 * foul counts. The 2011 Swiss presets end with the rule texts' round-by-round fall-backs
 * ({@link TieBreak#PREVIOUS_ROUNDS}, {@link TieBreak#CUMULATIVE_DROPPING}); 2011 14.1's last
 * criterion "对局时后走" (who had Black in the game between the tied players) is left out too.
 *
 * @param name a descriptive name
 * @param order the tie-breaks in order
 */
public record TieBreakChain(String name, List<TieBreak> order) {

    /** 2011 14.1, one-game round robin: 小分, 胜局, 直胜, (犯规), 后走局数. */
    public static final TieBreakChain ROUND_ROBIN_2011 = new TieBreakChain("2011 14.1",
            List.of(TieBreak.SMALL_POINTS, TieBreak.WINS, TieBreak.DIRECT, TieBreak.BLACK_GAMES));
    /**
     * 2011 14.2, two- or multi-game round robin, ranked by 场分 ({@link RankBy#MATCH_POINTS}):
     * 局分总和, 胜局, 直胜, (犯规), 后走胜局.
     */
    public static final TieBreakChain ROUND_ROBIN_MULTI_2011 = new TieBreakChain("2011 14.2",
            List.of(TieBreak.GAME_POINTS, TieBreak.WINS, TieBreak.DIRECT, TieBreak.BLACK_WINS));
    /** 2011 14.3.1, Swiss: 对手分, 胜局, (犯规), 后走局数, then the rounds from the last back. */
    public static final TieBreakChain SWISS_2011_OPPONENTS = new TieBreakChain("2011 14.3.1",
            List.of(TieBreak.OPPONENT_POINTS, TieBreak.WINS, TieBreak.BLACK_GAMES,
                    TieBreak.PREVIOUS_ROUNDS));
    /**
     * 2011 14.3.2, Swiss: 累进分, 胜局, (犯规), 后走局数, then 累进分 with the first rounds
     * removed one by one.
     */
    public static final TieBreakChain SWISS_2011_CUMULATIVE = new TieBreakChain("2011 14.3.2",
            List.of(TieBreak.CUMULATIVE, TieBreak.WINS, TieBreak.BLACK_GAMES,
                    TieBreak.CUMULATIVE_DROPPING));
    /** 1999 15.1, one-game round robin: 小分, 胜局, 直胜, (犯规). */
    public static final TieBreakChain ROUND_ROBIN_1999 = new TieBreakChain("1999 15.1",
            List.of(TieBreak.SMALL_POINTS, TieBreak.WINS, TieBreak.DIRECT));
    /** 1999 15.2, Swiss: 对手分, 胜局, (犯规). */
    public static final TieBreakChain SWISS_1999 = new TieBreakChain("1999 15.2",
            List.of(TieBreak.OPPONENT_POINTS, TieBreak.WINS));

    /** Copies the order. */
    public TieBreakChain {
        order = List.copyOf(order);
    }

    /**
     * A chain from rulebook names.
     *
     * @param labels e.g. {@code "小分", "胜局"}
     * @return the chain, named by its labels
     */
    public static TieBreakChain of(String... labels) {
        return new TieBreakChain(String.join(",", labels),
                java.util.Arrays.stream(labels).map(TieBreak::byLabel).toList());
    }
}
