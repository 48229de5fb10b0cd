package arbiter.core.rules.china;

/** Where the national rule books of 1999 and 2011 differ in calling a move, as data. */
enum Book {
    /** 1999: a pawn's own chase counts in mutual perpetual attack (27.2, 第七章 11). */
    Y1999(true, false, true),
    /**
     * 2011: a king's or pawn's own chase is idle, always (26.1); a king's move that answers a check makes no chase or
     * mate threat (26.1.2); a cycle whose first move captures counts from the next (23.2).
     */
    Y2011(false, true, false);

    /** Whether a pawn's own chase counts when both sides attack with every move. */
    final boolean pawnChasesInMutualAttack;
    /** Whether the king's move out of check is idle whatever it threatens. */
    final boolean kingAnswerIsIdle;
    /** Whether the position a capture created counts as the first occurrence of a repetition. */
    final boolean captureStartCounts;

    Book(boolean pawnChasesInMutualAttack, boolean kingAnswerIsIdle, boolean captureStartCounts) {
        this.pawnChasesInMutualAttack = pawnChasesInMutualAttack;
        this.kingAnswerIsIdle = kingAnswerIsIdle;
        this.captureStartCounts = captureStartCounts;
    }
}
