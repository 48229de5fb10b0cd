package arbiter.core.chess;

import arbiter.core.game.Rules;

import arbiter.core.game.Termination;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rule sets that judge a chess game, all applied automatically after every ply as engine runners do.
 * Every one ends the game at checkmate, stalemate (a draw), insufficient material (a draw) and an illegal move
 * (a loss); they differ in the repetition and move-count draws and in a fallen flag.
 */
public enum ChessRules implements Rules {
    /**
     * Today's FIDE laws as cutechess-cli and fastchess apply them: the same position a third time (9.2) and 50
     * moves by each side without a capture or a pawn move (9.3) draw; a fallen flag loses unless the opponent
     * could not mate by any series of legal moves (6.9), which draws.
     */
    FIDE("fide", 3, Termination.THREEFOLD_REPETITION, 100, Termination.FIFTY_MOVE_RULE, false, false),
    /**
     * The 1984 laws (12.3, 12.4, 14): as {@link #FIDE}, but the fifty moves become one hundred for K+N+N v K+P
     * with the pawn blockaded by a knight and not past the squares of 12.4, and a fallen flag always loses
     * (12.4 note 1).
     */
    FIDE_1984("fide-1984", 3, Termination.THREEFOLD_REPETITION, 100, Termination.FIFTY_MOVE_RULE, true, true),
    /**
     * What FIDE 9.6 makes the arbiter apply without a claim: the same position a fifth time, and 75 moves by each
     * side without a capture or a pawn move unless the last move mates; threefold and fifty moves are not applied.
     */
    FIDE_FIVEFOLD("fide-fivefold", 5, Termination.FIVEFOLD_REPETITION, 150, Termination.SEVENTY_FIVE_MOVE_RULE,
            false, false);

    private final String ruleName;
    private final int repetitions;
    private final Termination repetitionEnding;
    private final int moveLimitPlies;
    private final Termination moveLimitEnding;
    private final boolean knightsBlockade;
    private final boolean flagAlwaysLoses;

    ChessRules(String ruleName, int repetitions, Termination repetitionEnding, int moveLimitPlies,
               Termination moveLimitEnding, boolean knightsBlockade, boolean flagAlwaysLoses) {
        this.ruleName = ruleName;
        this.repetitions = repetitions;
        this.repetitionEnding = repetitionEnding;
        this.moveLimitPlies = moveLimitPlies;
        this.moveLimitEnding = moveLimitEnding;
        this.knightsBlockade = knightsBlockade;
        this.flagAlwaysLoses = flagAlwaysLoses;
    }

    /** The name users select it by: {@code fide}, {@code fide-1984}, {@code fide-fivefold}. */
    @Override
    public String ruleName() {
        return ruleName;
    }

    @Override
    public String description() {
        return switch (this) {
            case FIDE -> "FIDE Laws of Chess today: threefold repetition and fifty moves draw, a flag against"
                    + " a side that could not mate draws";
            case FIDE_1984 -> "FIDE Laws of Chess of 1984: threefold repetition and fifty moves (a hundred for the"
                    + " knights' blockade) draw, a fallen flag always loses";
            case FIDE_FIVEFOLD -> "FIDE 9.6 without claims: fivefold repetition and seventy-five moves draw";
        };
    }

    /** How often the same position must stand for a draw: 3 or 5. */
    public int repetitions() {
        return repetitions;
    }

    /** The termination of that draw. */
    public Termination repetitionEnding() {
        return repetitionEnding;
    }

    /** Plies without a capture or a pawn move that draw: 100 or 150. */
    public int moveLimitPlies() {
        return moveLimitPlies;
    }

    /** The termination of that draw. */
    public Termination moveLimitEnding() {
        return moveLimitEnding;
    }

    /** Whether the 1984 hundred-move exception for K+N+N v K+P applies. */
    public boolean knightsBlockade() {
        return knightsBlockade;
    }

    /** Whether a fallen flag loses even when the opponent could not mate. */
    public boolean flagAlwaysLoses() {
        return flagAlwaysLoses;
    }

    /** The default, {@link #FIDE}. */
    public static ChessRules defaultRules() {
        return FIDE;
    }

    /** The rule set with this name, case-insensitive. */
    public static Optional<ChessRules> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (ChessRules r : ALL) {
            if (r.ruleName.equals(n)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The names, the default first. */
    public static List<String> names() {
        return NAMES;
    }

    private static final ChessRules[] ALL = values();
    /** Asked for with every record judged: made once. */
    private static final List<String> NAMES = Arrays.stream(ALL).map(r -> r.ruleName).toList();

    @Override
    public String toString() {
        return ruleName;
    }
}
