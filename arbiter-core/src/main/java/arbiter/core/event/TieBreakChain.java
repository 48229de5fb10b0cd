package arbiter.core.event;

import java.util.List;

/**
 * An ordered list of tie-breaks, applied after points.
 *
 * <p>The presets follow the rule texts with 犯规 (fouls) left out, since game records carry no
 * foul counts, and without the final "compare earlier rounds" fall-backs of 2011 14.3.1/14.3.2.
 *
 * @param name a descriptive name
 * @param order the tie-breaks in order
 */
public record TieBreakChain(String name, List<TieBreak> order) {

    /** 2011 14.1, one-game round robin: 小分, 胜局, 直胜, (犯规), 后走局数. */
    public static final TieBreakChain ROUND_ROBIN_2011 = new TieBreakChain("2011 14.1",
            List.of(TieBreak.SMALL_POINTS, TieBreak.WINS, TieBreak.DIRECT, TieBreak.BLACK_GAMES));
    /** 2011 14.3.1, Swiss: 对手分, 胜局, (犯规), 后走局数. */
    public static final TieBreakChain SWISS_2011_OPPONENTS = new TieBreakChain("2011 14.3.1",
            List.of(TieBreak.OPPONENT_POINTS, TieBreak.WINS, TieBreak.BLACK_GAMES));
    /** 2011 14.3.2, Swiss: 累进分, 胜局, (犯规), 后走局数. */
    public static final TieBreakChain SWISS_2011_CUMULATIVE = new TieBreakChain("2011 14.3.2",
            List.of(TieBreak.CUMULATIVE, TieBreak.WINS, TieBreak.BLACK_GAMES));
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
