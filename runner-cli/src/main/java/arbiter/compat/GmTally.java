package arbiter.compat;

import arbiter.core.game.GameResult;
import arbiter.core.stats.Decision;
import arbiter.core.stats.Pentanomial;
import arbiter.core.stats.Sprt;
import arbiter.core.stats.SprtConfig;
import arbiter.core.stats.Wdl;
import java.util.HashMap;
import java.util.Map;

/**
 * The counts a game manager prints, from the first engine's view: every game's wins, losses and draws, and the
 * same over complete pairs with the pentanomial counts (fastchess counts a pair's games only once both are in:
 * {@code Games:} is then always even, as fishtest's worker asserts). Not thread-safe: the collector owns it.
 */
final class GmTally {
    private int wins;
    private int losses;
    private int draws;
    private int pairWins;
    private int pairLosses;
    private int pairDraws;
    /** LL, LD, WL, DD, WD, WW. */
    private final int[] pairs = new int[6];
    /** The first engine's points in the first finished game of each unfinished pair. */
    private final Map<Integer, Double> open = new HashMap<>();
    /** Per colour of the first engine (0: it moved first, 1: second): wins, losses, draws. */
    private final int[][] byColour = new int[2][3];

    /**
     * Adds a game of round {@code round} (its pair) that the first engine played first or not.
     *
     * @return whether the game completed its pair
     */
    boolean add(int round, boolean firstMovedFirst, GameResult r, boolean paired) {
        double points = r == GameResult.DRAW ? 0.5 : (r == GameResult.RED_WINS) == firstMovedFirst ? 1 : 0;
        int k = points == 1 ? 0 : points == 0 ? 1 : 2;
        byColour[firstMovedFirst ? 0 : 1][k]++;
        if (points == 1) {
            wins++;
        } else if (points == 0) {
            losses++;
        } else {
            draws++;
        }
        if (!paired) {
            return false;
        }
        Double other = open.remove(round);
        if (other == null) {
            open.put(round, points);
            return false;
        }
        for (double p : new double[] {other, points}) {
            if (p == 1) {
                pairWins++;
            } else if (p == 0) {
                pairLosses++;
            } else {
                pairDraws++;
            }
        }
        double sum = other + points;
        int index = sum == 0 ? 0 : sum == 0.5 ? 1 : sum == 1 ? (other == 0.5 ? 3 : 2) : sum == 1.5 ? 4 : 5;
        pairs[index]++;
        return true;
    }

    int wins() {
        return wins;
    }

    int losses() {
        return losses;
    }

    int draws() {
        return draws;
    }

    int games() {
        return wins + losses + draws;
    }

    int pairWins() {
        return pairWins;
    }

    int pairLosses() {
        return pairLosses;
    }

    int pairDraws() {
        return pairDraws;
    }

    /** The first engine's wins, losses and draws when it moved first (0) or second (1). */
    int[] byColour(int colour) {
        return byColour[colour].clone();
    }

    Ptnml ptnml() {
        return new Ptnml(pairs[0], pairs[1], pairs[2], pairs[3], pairs[4], pairs[5]);
    }

    /** The sequential test's log-likelihood ratio on the pairs ({@code penta}) or on single games. */
    double llr(SprtConfig sprt, boolean penta) {
        if (penta) {
            return Sprt.llr(Pentanomial.of(pairs[0], pairs[1], pairs[2] + pairs[3], pairs[4], pairs[5]), sprt);
        }
        return Sprt.llr(Wdl.of(wins, draws, losses), sprt);
    }

    /** The test's decision, or null while it goes on. */
    Decision decision(SprtConfig sprt, boolean penta) {
        if (sprt == null) {
            return null;
        }
        Decision d = arbiter.core.stats.SprtResult.of(llr(sprt, penta), sprt).decision();
        return d == Decision.CONTINUE ? null : d;
    }
}
