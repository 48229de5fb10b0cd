package arbiter.core.event;

/**
 * One board of a round: {@code red} moves first, {@code black} second (2011 rules 12.1,
 * "表上每轮号码列前者执红棋"). Player numbers are 1-based. A bye is represented explicitly with
 * {@code black == 0} (see {@link #bye(int)}); the player in {@code red} then does not play.
 *
 * @param red the player listed first (Red), or the player with the bye
 * @param black the player listed second (Black), or {@code 0} for a bye
 */
public record Pairing(int red, int black) {

    /** Validates the numbers. */
    public Pairing {
        if (red < 1 || black < 0 || red == black) {
            throw new IllegalArgumentException("bad pairing " + red + "-" + black);
        }
    }

    /**
     * A bye for {@code player} (the odd field's dummy number in appendix 1).
     *
     * @param player the player who sits out the round
     * @return the bye pairing
     */
    public static Pairing bye(int player) {
        return new Pairing(player, 0);
    }

    /** @return whether this is a bye */
    public boolean isBye() {
        return black == 0;
    }

    /** @return the pairing as printed in the appendix, e.g. {@code 2-7} or {@code 3-bye} */
    @Override
    public String toString() {
        return red + "-" + (isBye() ? "bye" : Integer.toString(black));
    }
}
