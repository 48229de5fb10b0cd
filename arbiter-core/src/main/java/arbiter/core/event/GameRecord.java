package arbiter.core.event;

/**
 * One played game.
 *
 * @param round 1-based round number (used by the cumulative score 累进分)
 * @param red the player with Red (first mover)
 * @param black the player with Black (second mover)
 * @param result the result
 * @param forfeit whether the game was decided by forfeit (弃权); a forfeit must be decisive
 */
public record GameRecord(int round, int red, int black, GameResult result, boolean forfeit) {

    /** Validates the record. */
    public GameRecord {
        if (round < 1 || red < 1 || black < 1 || red == black || result == null) {
            throw new IllegalArgumentException("bad game record");
        }
        if (forfeit && result == GameResult.DRAW) {
            throw new IllegalArgumentException("a forfeit must have a winner");
        }
    }

    /**
     * A game played over the board.
     *
     * @param round round number
     * @param red Red player
     * @param black Black player
     * @param result result
     * @return the record
     */
    public static GameRecord played(int round, int red, int black, GameResult result) {
        return new GameRecord(round, red, black, result, false);
    }

    /** @return whether {@code player} took part */
    public boolean involves(int player) {
        return red == player || black == player;
    }

    /** @return the colour {@code player} had; the player must take part */
    public Colour colourOf(int player) {
        if (player == red) {
            return Colour.RED;
        }
        if (player == black) {
            return Colour.BLACK;
        }
        throw new IllegalArgumentException("player " + player + " not in game");
    }

    /** @return the other player */
    public int opponentOf(int player) {
        return colourOf(player) == Colour.RED ? black : red;
    }

    /** @return whether {@code player} won this game */
    public boolean wonBy(int player) {
        Colour c = colourOf(player);
        return (c == Colour.RED && result == GameResult.RED_WIN)
                || (c == Colour.BLACK && result == GameResult.BLACK_WIN);
    }
}
