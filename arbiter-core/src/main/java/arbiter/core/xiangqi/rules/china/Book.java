package arbiter.core.xiangqi.rules.china;

/** Where the national rule books of 1999 and 2011 differ in calling a move, as data. */
enum Book {
    /**
     * 1999: a pawn's own chase counts in mutual perpetual attack (27.2, 第七章 11); a side that must vary loses when
     * the cycle comes round once more (24.3).
     */
    Y1999(true, false, true, true, false, false, false, false, false, false, false, false, false, false, false, false, new String[] {"4.1.1", "4.1.3", "4.2.1", "4.2.4"},
            "and let the cycle come round once more unchanged (应变着而不变, 再重复一次循环即判负)"),
    /**
     * 2011: a king's or pawn's own chase is idle, always (26.1); a king's move that answers a check makes no chase or
     * mate threat (26.1.2); a cycle whose first move captures counts from the next (23.2); a side that must vary
     * has two rounds (23.5.2); a protector or pinned piece that takes and loses more elsewhere makes no chase
     * (26.5; 1999 第七章 4 calls a protector's threat 捉 without that condition).
     */
    Y2011(false, true, false, false, true, true, true, true, true, true, true, true, true, true, true, true, new String[] {"4.1.1", "4.1.2", "4.2.2", "4.2.4"},
            "within two rounds and did not (23.5.2, 应变着一方不变判负)");

    /** Whether a pawn's own chase counts when both sides attack with every move. */
    final boolean pawnChasesInMutualAttack;
    /** Whether the king's move out of check is idle whatever it threatens. */
    final boolean kingAnswerIsIdle;
    /** Whether the position a capture created counts as the first occurrence of a repetition. */
    final boolean captureStartCounts;

    /** Whether what a capturer's leaving its point exposes is weighed against what it takes (2011 26.5). */
    final boolean exposures;

    /** Whether the grace is a whole lap of the cycle (else the duty's own span of plies). */
    final boolean graceIsALap;
    /**
     * Whether a draw by repetition waits for both sides to leave the cycle unchanged for two rounds (2011 23.5.2.1
     * "双方不变判和") instead of coming at once (1999 24.2 "立即判和").
     */
    final boolean drawAfterGrace;
    /** Whether 23.4's nine rounds of forbidden or aimless moves on three or more points make a 待判局面 (2011 only). */
    final boolean nineRounds;
    /** The articles of a mate, a stalemate, bare material and the natural limit. */
    private final String[] articles;
    /** How a side that had to vary failed, in the book's words. */
    final String failed;

    Book(boolean pawnChasesInMutualAttack, boolean kingAnswerIsIdle, boolean captureStartCounts, boolean graceIsALap,
         boolean exposures, boolean drawAfterGrace, boolean nineRounds, boolean movedPieceChases,
         boolean exchangeThenTake, boolean invitedExchanges, boolean selfInflicted, boolean pawnTakesAlone,
         boolean fewerRoots, boolean heldBack, boolean unmasking, boolean rookAndLikePiece, String[] articles,
         String failed) {
        this.pawnTakesAlone = pawnTakesAlone;
        this.rookAndLikePiece = rookAndLikePiece;
        this.unmasking = unmasking;
        this.fewerRoots = fewerRoots;
        this.heldBack = heldBack;
        this.selfInflicted = selfInflicted;
        this.invitedExchanges = invitedExchanges;
        this.exchangeThenTake = exchangeThenTake;
        this.movedPieceChases = movedPieceChases;
        this.nineRounds = nineRounds;
        this.drawAfterGrace = drawAfterGrace;
        this.exposures = exposures;
        this.pawnChasesInMutualAttack = pawnChasesInMutualAttack;
        this.kingAnswerIsIdle = kingAnswerIsIdle;
        this.captureStartCounts = captureStartCounts;
        this.graceIsALap = graceIsALap;
        this.articles = articles;
        this.failed = failed;
    }

    /**
     * Whether a threat that stood before the move still makes it a chase when the moved piece takes part in it
     * (2011 24.3 "所走动子能直接吃子、与其他子联合吃子": the moved piece's capture, alone or jointly), where 1999 29.2
     * ("捉产生于刚走的这着棋，上一着尚不存在") counts only a threat the move made.
     */
    final boolean movedPieceChases;
    /**
     * Whether a piece won by a capture after a complete exchange elsewhere is chased (2011 24.3 "通过完整互吃交换后吃掉
     * 对方子且得子", 图4); 1999 29.1 counts only what the exchange itself gains ("能够通过完整的交换过程得子").
     */
    final boolean exchangeThenTake;
    /**
     * Whether an invited exchange of like pieces that harms the invited side if it accepts is a chase (2011 26.9,
     * {@link Invitation}); 1999 has no such article (28.5 defines 兑 only).
     */
    final boolean invitedExchanges;
    /**
     * Whether an answer to a check is 杀 only for a new way to mate, not for a mate threat the check itself laid open
     * (2011 24.18 and 26.3, 自毙); 1999 calls every answer that threatens mate 杀 (28.2).
     */
    final boolean selfInflicted;

    /**
     * Whether the piece that takes at the end decides whose chase a win through checks is (2011 26.7: a pawn that
     * takes thanks to another piece's check, 借其他子抽吃, is idle; a pawn's capture that lets another piece give check
     * is a chase); 1999 27.2 idles only a pawn that takes by itself (本身), so a pawn that takes at the end of another
     * piece's checks is that piece's chase.
     */
    final boolean pawnTakesAlone;

    /**
     * Whether a piece with fewer roots than attackers (少根子, 2011 24.15, counted) is chased when the complete exchange
     * on it comes out even and leaves the chaser on the point ({@link Exchange#winsFewerRooted}); 1999 28.16 defines
     * 少根 by effect only ("起不到充分保护作用"), which 29.1's gain already tells.
     */
    final boolean fewerRoots;

    /**
     * Whether a capture that stood before the move but would then have cost more elsewhere (a piece of the mover's
     * hanging, {@link Exchange#heldBack}) is a new chase once the move makes it pay (2011 参考图18's 车8退2); 1999 keeps
     * the threat's standing by the capture alone (29.2).
     */
    final boolean heldBack;

    /**
     * Whether a capture that loses on its point wins by what it unmasks ({@link Exchange#winsByUnmasking}: the
     * capturer's leaving opens another piece onto a piece the other side cannot also save), read from 2011 参考图2's
     * 马二退四, "伏前马进五吃象"; 1999 29.1 weighs the capture on its point.
     */
    final boolean unmasking;

    /**
     * Whether a rook and a like piece against a knight or cannon with a root that can take the like piece first
     * without harm is 兑 ({@link Invitation#rookAndLikePiece}, 2011 26.10.2); 1999 has no such article, and its 兑
     * (28.5) is like for like alone.
     */
    final boolean rookAndLikePiece;

    /** The article of a mate (0), a stalemate (1), bare material (2) or the natural limit (3). */
    String article(int which) {
        return articles[which];
    }
}
