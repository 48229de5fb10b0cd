package arbiter.match;

import arbiter.core.game.GameResult;
import java.util.HashMap;
import java.util.Map;

/**
 * The running score of engine A (the first {@code --engine}) against B: wins, draws, losses and, per opening pair,
 * the pair's points for A, from which the pentanomial counts come. Not thread-safe: the match's collector owns it.
 */
public final class Standing {
    private int wins;
    private int draws;
    private int losses;
    /** Points of A per opening pair (0, 0.5, 1 per game), and how many games of the pair are in. */
    private final Map<Integer, double[]> pairs = new HashMap<>();
    private final long[] penta = new long[5];

    /** Adds a finished game. */
    public void add(PlayedGame g, String engineA) {
        add(g.round(), g.red().equals(engineA), g.game().outcome().result());
    }

    /**
     * Adds a finished game by its pair, A's colour and the result (a game of a resumed match, played before).
     *
     * @param pair 1-based opening pair number
     */
    public void add(int pair, boolean aRed, GameResult r) {
        double pointsA;
        if (r == GameResult.DRAW) {
            draws++;
            pointsA = 0.5;
        } else if ((r == GameResult.RED_WINS) == aRed) {
            wins++;
            pointsA = 1;
        } else {
            losses++;
            pointsA = 0;
        }
        double[] p = pairs.computeIfAbsent(pair, k -> new double[2]);
        p[0] += pointsA;
        if (++p[1] == 2) {
            penta[(int) Math.round(p[0] * 2)]++;
        }
    }

    public int wins() {
        return wins;
    }

    public int draws() {
        return draws;
    }

    public int losses() {
        return losses;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Pentanomial counts of complete pairs: A scored 0, 0.5, 1, 1.5, 2 points in the pair. */
    public long[] pentanomial() {
        return penta.clone();
    }
}
