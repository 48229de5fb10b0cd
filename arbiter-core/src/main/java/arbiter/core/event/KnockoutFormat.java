package arbiter.core.event;

/**
 * How one knockout mini-match is played (our design; the 2011 appendix 3 tables are not in the
 * rule text). Regular games come in pairs with colours swapped (12.4: first game by lot, second
 * swapped). If the game points are level afterwards, up to {@code tiebreakPairs} further pairs
 * follow, and after each complete pair a leader wins. If still level, one armageddon game
 * decides: colours by lot, Red must win, a draw advances Black.
 *
 * @param gamesPerMatch regular games, even and at least 2
 * @param tiebreakPairs extra pairs of games before the armageddon game, at least 0
 */
public record KnockoutFormat(int gamesPerMatch, int tiebreakPairs) {

    /** Two regular games, up to two tie-break pairs, then armageddon. */
    public static final KnockoutFormat DEFAULT = new KnockoutFormat(2, 2);

    /** Validates the counts. */
    public KnockoutFormat {
        if (gamesPerMatch < 2 || gamesPerMatch % 2 != 0) {
            throw new IllegalArgumentException("games per match must be even and >= 2: "
                    + gamesPerMatch);
        }
        if (tiebreakPairs < 0) {
            throw new IllegalArgumentException("tie-break pairs must be >= 0: " + tiebreakPairs);
        }
    }

    /** @return the most games a match can take, armageddon included */
    public int maxGames() {
        return gamesPerMatch + 2 * tiebreakPairs + 1;
    }
}
