package arbiter.core.xiangqi.rules;

import arbiter.core.game.Rules;

import arbiter.core.xiangqi.board.Position;

/**
 * A competition rule set, chosen by name ({@code --rules pikafish}). After every ply it rules on the game so far
 * ({@link Ruling}): it goes on, it ended, or a side must vary. Illegal moves are ruled by the game itself: every
 * rule set makes them lose.
 */
public interface RuleSet extends Rules {

    /** The name users select it by, lowercase. */
    String name();

    @Override
    default String ruleName() {
        return name();
    }

    /** One line saying what the rule set is. */
    String description();

    /** How many checks per side count towards the natural limit within a stretch without captures. */
    int countedChecks();

    /**
     * Whether a move that arrives after its side's flag fell still stands when it mates or stalemates (1999 22.5:
     * a mate on the board stands though the clock was not pressed in time); otherwise the flag decides.
     */
    default boolean mateAfterFlagStands() {
        return false;
    }

    /** The rule set's own counters at the start of a game from {@code start}, or null when it keeps none. */
    default Tally tally(Position start) {
        return null;
    }

    /**
     * This rule set as it judges a record of human play: a ruling that needs a player's claim there (and that an
     * engine game, with no claimant, gets at once) is reported as a {@link Ruling.Noted} finding instead. The same
     * rule set when it has no such ruling.
     */
    @Override
    default RuleSet forRecords() {
        return this;
    }

    /**
     * Counted plies of the natural limit ({@link NaturalLimit#counted()}) below which {@link #judge} is sure to go on,
     * with nothing to note, at a node where the side to move has a legal move, the position has not stood before
     * in the current stretch without captures (at an even distance of four plies or more), a rook, knight, cannon or
     * pawn is left, no obligation stands and the rule set keeps no {@link #tally}. A record's replay plays such
     * plies without building their nodes. 0, the default, when the rule set makes no such promise.
     */
    default int quietBelow() {
        return 0;
    }

    /**
     * The ruling at a node of the game: the complete game so far, with its counters and history. Called once per
     * ply; it must not replay the game.
     */
    Ruling judge(Node node);
}
