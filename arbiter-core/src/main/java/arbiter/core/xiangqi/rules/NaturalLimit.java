package arbiter.core.xiangqi.rules;

import arbiter.core.game.Side;

/**
 * The counters of the natural move limit (自然限着, 第一章第五节), kept per ply so that a runner pays O(1).
 * Within a stretch without captures each side's checks count at most {@code maxChecks} times: a later check is
 * not counted, and neither is the reply to it. A capture resets the count and both check counts.
 *
 * @param counted          plies counted towards the limit in this stretch
 * @param redChecks        Red's checks in this stretch
 * @param blackChecks      Black's checks in this stretch
 * @param replyUncounted   true when the next ply answers an uncounted check and is not counted either
 * @param uncounted        plies of this stretch left uncounted
 */
public record NaturalLimit(int counted, int redChecks, int blackChecks, boolean replyUncounted, int uncounted) {

    /** The counters at the start of a game; a FEN halfmove clock counts as plies already counted. */
    public static NaturalLimit start(int halfmoveClock) {
        return new NaturalLimit(Math.max(0, halfmoveClock), 0, 0, false, 0);
    }

    /**
     * The counters after one more ply.
     *
     * @param mover     the side that moved
     * @param capture   whether the move captured
     * @param check     whether the move gives check
     * @param maxChecks how many checks per side count in a stretch
     */
    public NaturalLimit next(Side mover, boolean capture, boolean check, int maxChecks) {
        if (capture) {
            return new NaturalLimit(0, 0, 0, false, 0);
        }
        int r = redChecks + (check && mover == Side.RED ? 1 : 0);
        int b = blackChecks + (check && mover == Side.BLACK ? 1 : 0);
        boolean overCheck = check && (mover == Side.RED ? r : b) > maxChecks;
        boolean counts = !overCheck && !replyUncounted;
        return new NaturalLimit(counted + (counts ? 1 : 0), r, b, overCheck, uncounted + (counts ? 0 : 1));
    }

    /** Checks of one side in this stretch. */
    public int checks(Side side) {
        return side == Side.RED ? redChecks : blackChecks;
    }
}
