package arbiter.core.event;

import arbiter.core.game.Side;
import java.util.List;

/**
 * What the Swiss pairer needs to know about earlier rounds: who met whom, byes, colour counts
 * and streaks, and floats; plus the colour rules of appendix 2 二.4 built on them.
 *
 * <p>Arrays are indexed by player number (1-based, index 0 unused). Instances are built once per
 * round and never changed afterwards.
 */
final class SwissHistory {

    final int players;
    final boolean[][] met;
    final boolean[] hadBye;
    /** Reds minus Blacks over played games (byes excluded). */
    final int[] colourDiff;
    /** Side of the last game played, or null before the first game. */
    final Side[] last;
    /** How many games in a row, ending with the last, the player had {@link #last}. */
    final int[] streak;
    final int[] downFloats;
    final int[] upFloats;

    /**
     * @param players field size
     * @param history earlier rounds' pairings
     * @param scoresBefore standings when each earlier round was paired, or null if unknown
     */
    SwissHistory(int players, List<List<Pairing>> history, List<double[]> scoresBefore) {
        this.players = players;
        met = new boolean[players + 1][players + 1];
        hadBye = new boolean[players + 1];
        colourDiff = new int[players + 1];
        last = new Side[players + 1];
        streak = new int[players + 1];
        downFloats = new int[players + 1];
        upFloats = new int[players + 1];
        for (int r = 0; r < history.size(); r++) {
            double[] before = scoresBefore == null ? null : scoresBefore.get(r);
            for (Pairing p : history.get(r)) {
                if (p.red() > players || p.black() > players) {
                    throw new IllegalArgumentException("player out of range: " + p);
                }
                if (p.isBye()) {
                    hadBye[p.red()] = true;
                    continue;
                }
                met[p.red()][p.black()] = true;
                met[p.black()][p.red()] = true;
                play(p.red(), Side.RED);
                play(p.black(), Side.BLACK);
                if (before != null && before[p.red()] != before[p.black()]) {
                    boolean redHigher = before[p.red()] > before[p.black()];
                    downFloats[redHigher ? p.red() : p.black()]++;
                    upFloats[redHigher ? p.black() : p.red()]++;
                }
            }
        }
    }

    private void play(int player, Side c) {
        colourDiff[player] += c == Side.RED ? 1 : -1;
        streak[player] = last[player] == c ? streak[player] + 1 : 1;
        last[player] = c;
    }

    /** Whether giving {@code c} to the player makes three in a row or an imbalance of three. */
    boolean breaksLimit(int player, Side c) {
        int d = colourDiff[player] + (c == Side.RED ? 1 : -1);
        return Math.abs(d) >= 3 || (last[player] == c && streak[player] >= 2);
    }

    /** The colour the player is due (二.2 要先/要后), or null if nothing to balance yet. */
    Side due(int player) {
        if (colourDiff[player] != 0) {
            return colourDiff[player] < 0 ? Side.RED : Side.BLACK;
        }
        if (last[player] == null) {
            return null;
        }
        return last[player] == Side.RED ? Side.BLACK : Side.RED;
    }

    /**
     * Colours for a board (二.4). A colour that would break the three-in-a-row / imbalance-of-
     * three limit for one orientation only decides first, because 一.11(3) ranks above the
     * finer rules; then fewer Reds (relative to Blacks) gets Red (4.1); then the one who had
     * Black last (4.2), the longer Black streak (4.3) or the shorter Red streak (4.4); finally
     * the sum of the numbers: odd, smaller number Red; even, larger number Red (4.8).
     *
     * @return the board, Red first
     */
    Pairing colours(int a, int b) {
        boolean abBad = breaksLimit(a, Side.RED) || breaksLimit(b, Side.BLACK);
        boolean baBad = breaksLimit(b, Side.RED) || breaksLimit(a, Side.BLACK);
        if (abBad != baBad) {
            return abBad ? new Pairing(b, a) : new Pairing(a, b);
        }
        if (colourDiff[a] != colourDiff[b]) {
            return colourDiff[a] < colourDiff[b] ? new Pairing(a, b) : new Pairing(b, a);
        }
        int la = lastRank(a);
        int lb = lastRank(b);
        if (la != lb) {
            return la < lb ? new Pairing(a, b) : new Pairing(b, a);
        }
        if (last[a] != null && streak[a] != streak[b]) {
            boolean aRed = last[a] == Side.BLACK ? streak[a] > streak[b] : streak[a] < streak[b];
            return aRed ? new Pairing(a, b) : new Pairing(b, a);
        }
        int small = Math.min(a, b);
        int large = Math.max(a, b);
        return (a + b) % 2 == 1 ? new Pairing(small, large) : new Pairing(large, small);
    }

    /**
     * How bad a board is for colours: 0 both get their due colour (or have none), 1 someone gets
     * the colour they are not due, 2 someone breaks the three-in-a-row / imbalance limit.
     */
    int colourCost(int a, int b) {
        Pairing p = colours(a, b);
        if (breaksLimit(p.red(), Side.RED) || breaksLimit(p.black(), Side.BLACK)) {
            return 2;
        }
        boolean redHappy = due(p.red()) != Side.BLACK;
        boolean blackHappy = due(p.black()) != Side.RED;
        return redHappy && blackHappy ? 0 : 1;
    }

    /** Black last sorts first: it is the one that gets Red among equals. */
    private int lastRank(int player) {
        if (last[player] == null) {
            return 1;
        }
        return last[player] == Side.BLACK ? 0 : 2;
    }
}
