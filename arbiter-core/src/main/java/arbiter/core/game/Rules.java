package arbiter.core.game;

/**
 * A rule set of a game, as an organiser chooses it ({@code --rules china-2011}, {@code --rules fide}): it belongs to
 * one game, is found by name through that game ({@link Variant#rules}), and says what it is. It judges through the
 * game it starts ({@link Variant#start}): every ply of a {@link GameState} is ruled by it. Each game's rule sets
 * implement this beside their own judging interface (xiangqi's {@code RuleSet}, chess's {@code ChessRules}).
 */
public interface Rules {
    /**
     * The name users select it by, lowercase, with its options as chosen ({@code china-1999/40}: the natural limit
     * lowered to 40 rounds).
     */
    String ruleName();

    /** One line saying what the rule set is. */
    String description();

    /**
     * This rule set as it judges a record of human play, where a ruling that needs a player's claim is reported
     * as a finding instead of applied (2011 23.4); itself when it has no such ruling.
     */
    default Rules forRecords() {
        return this;
    }
}
