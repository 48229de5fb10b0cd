package arbiter.core.event;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;

/**
 * One game of an event, or one bye (轮空).
 *
 * <p>A bye is stored with {@code black == 0} and {@link GameResult#RED_WINS}: the player in
 * {@code red} sits out the round and scores as if winning (2011 rules 14.4, "凡轮空者的成绩按胜局
 * 计分"; appendix 2 一.5, "轮空者成绩均以胜局计算"). A bye has no opponent and no colour, so
 * {@link #opponentOf} and {@link #colourOf} reject it; {@link #wonBy} and {@link #involves} accept
 * it. How a bye enters each tie-break is documented on {@link TieBreak}.
 *
 * @param round 1-based round number (used by the cumulative score 累进分)
 * @param red the player with Red (first mover), or the player with the bye
 * @param black the player with Black (second mover), or {@code 0} for a bye
 * @param result the result; {@link GameResult#RED_WINS} for a bye
 * @param forfeit whether the game was decided by forfeit (弃权); a forfeit must be decisive, and
 *     a bye is not a forfeit
 */
public record GameRecord(int round, int red, int black, GameResult result, boolean forfeit) {

    /** Validates the record. */
    public GameRecord {
        if (round < 1 || red < 1 || black < 0 || red == black || result == null
                || result == GameResult.ONGOING) {
            throw new IllegalArgumentException("bad game record");
        }
        if (forfeit && result == GameResult.DRAW) {
            throw new IllegalArgumentException("a forfeit must have a winner");
        }
        if (black == 0 && (forfeit || result != GameResult.RED_WINS)) {
            throw new IllegalArgumentException("a bye is an unforfeited win for the player in red");
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

    /**
     * A bye: {@code player} sits out {@code round} and is credited with a win.
     *
     * @param round round number
     * @param player the player with the bye
     * @return the record, {@code black == 0}
     */
    public static GameRecord bye(int round, int player) {
        return new GameRecord(round, player, 0, GameResult.RED_WINS, false);
    }

    /** @return whether this record is a bye rather than a game */
    public boolean isBye() {
        return black == 0;
    }

    /** @return whether the game was actually played over the board (not a bye, not a forfeit) */
    public boolean isPlayed() {
        return !isBye() && !forfeit;
    }

    /** @return whether {@code player} took part (had the game or the bye) */
    public boolean involves(int player) {
        // player 0 is the bye's placeholder, never a real player
        return player > 0 && (red == player || black == player);
    }

    /** @return the colour {@code player} had; the player must take part, and not by a bye */
    public Side colourOf(int player) {
        if (isBye()) {
            throw new IllegalArgumentException("a bye has no colour: " + this);
        }
        if (player == red) {
            return Side.RED;
        }
        if (player == black) {
            return Side.BLACK;
        }
        throw new IllegalArgumentException("player " + player + " not in game");
    }

    /** @return the other player; a bye has none */
    public int opponentOf(int player) {
        return colourOf(player) == Side.RED ? black : red;
    }

    /** @return whether {@code player} won this game; the player with a bye has won it */
    public boolean wonBy(int player) {
        if (isBye()) {
            if (player != red) {
                throw new IllegalArgumentException("player " + player + " not in game");
            }
            return true;
        }
        Side c = colourOf(player);
        return (c == Side.RED && result == GameResult.RED_WINS)
                || (c == Side.BLACK && result == GameResult.BLACK_WINS);
    }
}
