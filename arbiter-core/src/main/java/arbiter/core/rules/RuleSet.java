package arbiter.core.rules;

import arbiter.core.game.Game;
import arbiter.core.game.Outcome;

/**
 * A competition rule set, chosen by name ({@code --rules pikafish}). It decides after every ply whether the game
 * is over. Illegal moves are ruled by {@link Game} itself: every rule set makes them lose.
 */
public interface RuleSet {

    /** The name users select it by, lowercase. */
    String name();

    /** One line saying what the rule set is. */
    String description();

    /** How many checks per side count towards the natural limit within a stretch without captures. */
    int countedChecks();

    /**
     * The outcome at the game's current node: ended (with result, termination, reason) or ongoing. Called once
     * per ply; it may use the node's counters and history but must not replay the game.
     */
    Outcome judge(Game game);
}
