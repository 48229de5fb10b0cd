package arbiter.tournament;

/**
 * A game the event wants played.
 *
 * @param key         where it stands in the event
 * @param red         player number (1-based, in the order the engines were given) playing Red
 * @param black       player number playing Black
 * @param opening     index of its opening in the book (taken modulo the book's size)
 * @param armageddon  a knockout's deciding game: Red must win, a draw sends Black through
 */
public record ScheduledGame(GameKey key, int red, int black, int opening, boolean armageddon) {

    public ScheduledGame {
        if (red < 1 || black < 1 || red == black || opening < 0) {
            throw new IllegalArgumentException("bad scheduled game " + key + ": " + red + "-" + black);
        }
    }

    /** Whether {@code player} plays in it. */
    public boolean involves(int player) {
        return red == player || black == player;
    }
}
