package arbiter.core.event;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import java.util.Arrays;
import java.util.Optional;

/**
 * Game scoring schemes, by name.
 *
 * <ul>
 *   <li>{@code 1-0.5-0}: 1999 rules 14.1 ("胜者1分,负者0分,和棋各记0.5分").
 *   <li>{@code 2-1-0}: 2011 rules 13.1 ("胜者 2 分，负者 0 分，和棋各记 1 分").
 *   <li>{@code 3-1-0}: 2011 rules 13.3, first variant ("胜方计 3 分、负方计 0 分、和棋各计 1 分").
 *   <li>{@code 3-0}: 2011 rules 13.3, second variant ("先手方和棋计 1 分、后手方和棋计 2 分"):
 *       a draw gives 1 to the first mover (Red) and 2 to the second mover (Black).
 * </ul>
 *
 * <p>A game won or lost by forfeit (弃权) scores like a win or loss; {@link #mark} shows it as
 * {@code +} or {@code −} in a crosstable.
 */
public enum Scoring {
    /** 1999: win 1, draw 0.5, loss 0. */
    ONE_HALF_ZERO("1-0.5-0", 1, 0.5, 0.5),
    /** 2011 default: win 2, draw 1, loss 0. */
    TWO_ONE_ZERO("2-1-0", 2, 1, 1),
    /** 2011 13.3: win 3, draw 1, loss 0. */
    THREE_ONE_ZERO("3-1-0", 3, 1, 1),
    /** 2011 13.3: win 3, loss 0, draw 1 for Red (first mover) and 2 for Black. */
    THREE_ZERO_COLOUR("3-0", 3, 1, 2);

    private final String label;
    private final double win;
    private final double redDraw;
    private final double blackDraw;

    Scoring(String label, double win, double redDraw, double blackDraw) {
        this.label = label;
        this.win = win;
        this.redDraw = redDraw;
        this.blackDraw = blackDraw;
    }

    /** @return the scheme's name, e.g. {@code 2-1-0} */
    public String label() {
        return label;
    }

    /**
     * Looks a scheme up by its name.
     *
     * @param label e.g. {@code 1-0.5-0}
     * @return the scheme, or empty if unknown
     */
    public static Optional<Scoring> byLabel(String label) {
        return Arrays.stream(values()).filter(s -> s.label.equals(label)).findFirst();
    }

    /**
     * Points one player earns from one game.
     *
     * @param result the board result
     * @param colour the side this player had
     * @return the points
     */
    public double points(GameResult result, Side colour) {
        return switch (result) {
            case DRAW -> colour == Side.RED ? redDraw : blackDraw;
            case RED_WINS -> colour == Side.RED ? win : 0;
            case BLACK_WINS -> colour == Side.BLACK ? win : 0;
            case ONGOING -> throw new IllegalArgumentException("an unfinished game scores no points");
        };
    }

    /**
     * Crosstable mark for one player's game.
     *
     * @param result the board result
     * @param colour the side this player had
     * @param forfeit whether the game was decided by forfeit (then the result must be decisive)
     * @return {@code +}/{@code −} for a forfeit win/loss, otherwise the points, e.g. {@code 0.5}
     */
    public String mark(GameResult result, Side colour, boolean forfeit) {
        double p = points(result, colour);
        if (forfeit) {
            if (result == GameResult.DRAW) {
                throw new IllegalArgumentException("a forfeit must have a winner");
            }
            return p > 0 ? "+" : "\u2212";
        }
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }

    @Override
    public String toString() {
        return label;
    }
}
