package arbiter.core.game;


/**
 * A duty to vary (变着) as it went in a game: when it arose, and whether the side met it in time or broke it.
 *
 * @param side      the side that had to vary
 * @param arosePly  the game ply at which the rules imposed it (the repetition's last ply)
 * @param article   the article that imposed it
 * @param reason    the cycle and each side's call
 * @param status    standing, met or broken
 * @param endPly    the ply at which it was met or broken; -1 while it stands
 */
public record Duty(Side side, int arosePly, String article, String reason, Status status, int endPly) {

    /** How a duty stands. */
    public enum Status {
        /** Still owed when the record or game stopped. */
        STANDING,
        /** The side varied in time, or the cycle was left. */
        MET,
        /** The side let the cycle come round once more, or played a banned move: it lost. */
        BROKEN;

        /** The lowercase name used in JSON. */
        public String json() {
            return name().toLowerCase();
        }
    }

    /** This duty ended at {@code ply} with {@code status}. */
    public Duty ended(Status status, int ply) {
        return new Duty(side, arosePly, article, reason, status, ply);
    }

    /** "Red had to vary from ply 9 (24.3, 26.4): met at ply 11". */
    public String describe() {
        String how = switch (status) {
            case STANDING -> "still owed";
            case MET -> "varied in time (or the cycle was left) at ply " + endPly;
            case BROKEN -> "broken at ply " + endPly;
        };
        return side.displayName() + " had to vary from ply " + arosePly + " (" + article + "): " + how;
    }
}
