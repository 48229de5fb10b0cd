package arbiter.core.game;

/** Why a game ended. The names are the ones written in PGN {@code Termination} tags and JSON. */
public enum Termination {
    CHECKMATE("checkmate"),
    STALEMATE("stalemate"),
    PERPETUAL_CHECK("perpetual-check"),
    PERPETUAL_CHASE("perpetual-chase"),
    REPETITION_DRAW("repetition-draw"),
    NATURAL_LIMIT("natural-limit"),
    INSUFFICIENT_MATERIAL("insufficient-material"),
    /** A limit on the number of moves in the game (CXQ: 300 moves by each side). */
    MOVE_LIMIT("move-limit"),
    /** Too many moves without progress (CXQ: 30 moves by each side without a capture or a crossed pawn's advance). */
    NO_PROGRESS("no-progress"),
    /** Chess: the same position (FIDE 9.2) a third time. */
    THREEFOLD_REPETITION("threefold-repetition"),
    /** Chess: 50 moves by each side without a capture or a pawn move. */
    FIFTY_MOVE_RULE("fifty-move-rule"),
    /** Chess: the same position a fifth time (FIDE 9.6.1), a draw even when no one claims. */
    FIVEFOLD_REPETITION("fivefold-repetition"),
    /** Chess: 75 moves by each side without a capture or a pawn move (FIDE 9.6.2), unless the last move mates. */
    SEVENTY_FIVE_MOVE_RULE("seventy-five-move-rule"),
    /** A side that had to vary (变着) did not: a forbidden cycle went on past its grace, or a banned move was played. */
    RULE_VIOLATION("rule-violation"),
    ILLEGAL_MOVE("illegal-move"),
    /** The side to move's flag fell (its measured think time exceeded its time left plus the margin). */
    TIME_FORFEIT("time-forfeit"),
    /** The engine's process exited or closed its output during the game. */
    ENGINE_CRASH("engine-crash"),
    /** The engine stopped answering (no move under a node or depth limit, no {@code readyok}). */
    STALLED("stalled"),
    /** Ended by the organiser's adjudication rules (resign or draw by score, move limit) or a resignation. */
    ADJUDICATION("adjudication");

    private final String tag;

    Termination(String tag) {
        this.tag = tag;
    }

    /** The lowercase, hyphenated name, e.g. {@code perpetual-chase}. */
    public String tag() {
        return tag;
    }

    /** The termination with this tag, or null. */
    public static Termination fromTag(String tag) {
        for (Termination t : values()) {
            if (t.tag.equals(tag)) {
                return t;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return tag;
    }
}
