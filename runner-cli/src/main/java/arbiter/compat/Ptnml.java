package arbiter.compat;

/**
 * fastchess's pentanomial counts of game pairs, from the first engine's view: two losses (LL), a loss and a draw
 * (LD), a win and a loss (WL), two draws (DD), a win and a draw (WD), two wins (WW).
 *
 * <p>WL and DD are kept apart although both score one point per pair: fastchess prints their sum in
 * {@code Ptnml(0-2)} but their ratio in {@code WL/DD Ratio}, and adds them as separate fractions in its score.
 */
record Ptnml(int ll, int ld, int wl, int dd, int wd, int ww) {

    /**
     * The counts behind a printed {@code Ptnml(0-2): [ll, ld, wlPlusDd, wd, ww]} line with {@code wins} wins in
     * the same block: each WW pair holds two wins and each WD and WL pair one, so WL = wins − 2·WW − WD.
     */
    static Ptnml ofPrinted(int wins, int ll, int ld, int wlPlusDd, int wd, int ww) {
        int wl = wins - 2 * ww - wd;
        if (wl < 0 || wl > wlPlusDd) {
            throw new IllegalArgumentException("wins " + wins + " do not fit the pairs [" + ll + ", " + ld + ", "
                    + wlPlusDd + ", " + wd + ", " + ww + "]");
        }
        return new Ptnml(ll, ld, wl, wlPlusDd - wl, wd, ww);
    }

    /** The number of pairs. */
    int pairs() {
        return ll + ld + wl + dd + wd + ww;
    }

    /** The wins the pairs hold: two per WW, one per WD and WL. */
    int wins() {
        return 2 * ww + wd + wl;
    }

    /** The losses the pairs hold. */
    int losses() {
        return 2 * ll + ld + wl;
    }

    /** The draws the pairs hold. */
    int draws() {
        return wd + ld + 2 * dd;
    }
}
