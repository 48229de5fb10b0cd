package arbiter.core.game;


/**
 * How a game stands: its result, why it ended, at which ply, and a reason a person can read.
 *
 * @param result      the result; {@link GameResult#ONGOING} while the game goes on
 * @param termination why it ended, or null while it goes on
 * @param ply         the ply at which it ended (the number of the move that ended it; 0 for a start position
 *                    that is already over), or the current ply while it goes on
 * @param reason      a sentence naming side, rule and piece; empty while the game goes on
 * @param repetition  the repetition verdict when a repetition ended the game, else null
 * @param article     the article of the rule book applied, in its own words; empty when none is named
 */
public record Outcome(GameResult result, Termination termination, int ply, String reason, Repetition repetition,
                      String article) {

    /** An outcome that names no article. */
    public Outcome(GameResult result, Termination termination, int ply, String reason, Repetition repetition) {
        this(result, termination, ply, reason, repetition, "");
    }

    /** A game still in progress at the given ply. */
    public static Outcome ongoing(int ply) {
        return ply >= 0 && ply < Ongoing.SHARED.length ? Ongoing.SHARED[ply]
                : new Outcome(GameResult.ONGOING, null, ply, "", null);
    }

    /** Outcomes are values and every ply of every game has one: the common plies share theirs. */
    private static final class Ongoing {
        static final Outcome[] SHARED = new Outcome[1024];

        static {
            for (int i = 0; i < SHARED.length; i++) {
                SHARED[i] = new Outcome(GameResult.ONGOING, null, i, "", null);
            }
        }
    }

    /** An ended game without a repetition verdict. */
    public static Outcome ended(GameResult result, Termination termination, int ply, String reason) {
        return new Outcome(result, termination, ply, reason, null);
    }

    /** True once the game is over. */
    public boolean isOver() {
        return termination != null;
    }
}
