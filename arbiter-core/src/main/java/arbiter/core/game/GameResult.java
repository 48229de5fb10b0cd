package arbiter.core.game;


/** A game's result as PGN writes it. */
public enum GameResult {
    RED_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    ONGOING("*");

    private final String pgn;

    GameResult(String pgn) {
        this.pgn = pgn;
    }

    /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    public String pgn() {
        return pgn;
    }

    /** The result when {@code side} wins. */
    public static GameResult winFor(Side side) {
        return side == Side.RED ? RED_WINS : BLACK_WINS;
    }

    /** The result when {@code side} loses. */
    public static GameResult lossFor(Side side) {
        return winFor(side.opponent());
    }

    /** Parses a PGN result token, or returns null. */
    public static GameResult fromPgn(String s) {
        for (GameResult r : values()) {
            if (r.pgn.equals(s)) {
                return r;
            }
        }
        return null;
    }
}
