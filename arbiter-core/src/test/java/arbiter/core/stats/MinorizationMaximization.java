package arbiter.core.stats;

import arbiter.core.event.GameRecord;
import arbiter.core.game.GameResult;

/**
 * An independent route to the Bradley–Terry estimate for {@link RatingsTest}: Hunter's (2004)
 * minorization-maximization update γ_i ← W_i / Σ_j n_ij/(γ_i + γ_j), where W_i counts a draw as
 * half a win. Slow (linear convergence) but simple enough to trust.
 */
final class MinorizationMaximization {

    private MinorizationMaximization() {
    }

    static double[] ratings(int n, java.util.List<GameRecord> games) {
        double[] wins = new double[n];
        double[][] meetings = new double[n][n];
        for (GameRecord g : games) {
            int i = g.red() - 1;
            int j = g.black() - 1;
            double s = g.result() == GameResult.RED_WINS ? 1 : g.result() == GameResult.DRAW ? 0.5 : 0;
            wins[i] += s;
            wins[j] += 1 - s;
            meetings[i][j]++;
            meetings[j][i]++;
        }
        double[] gamma = new double[n];
        java.util.Arrays.fill(gamma, 1);
        for (int round = 0; round < 200_000; round++) {
            double[] next = new double[n];
            double logSum = 0;
            for (int i = 0; i < n; i++) {
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    denominator += meetings[i][j] / (gamma[i] + gamma[j]);
                }
                next[i] = wins[i] / denominator;
                logSum += Math.log(next[i]);
            }
            double change = 0;
            for (int i = 0; i < n; i++) {
                next[i] /= Math.exp(logSum / n); // geometric mean 1: ratings mean 0
                change = Math.max(change, Math.abs(Math.log(next[i] / gamma[i])));
            }
            gamma = next;
            if (change < 1e-13) {
                break;
            }
        }
        double[] elo = new double[n];
        for (int i = 0; i < n; i++) {
            elo[i] = 400 * Math.log10(gamma[i]);
        }
        return elo;
    }
}
