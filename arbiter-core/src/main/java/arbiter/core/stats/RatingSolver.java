package arbiter.core.stats;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/** The numerical work behind {@link Ratings}: Newton's method and the covariance. */
final class RatingSolver {

    /** c = ln 10/400: the logistic slope per Elo. */
    private static final double C = Math.log(10) / 400;
    /** Newton converges quadratically; this cap only guards against a bug, never reached. */
    private static final int MAX_ITERATIONS = 200;

    private final int n;
    private final int[][] pairs;
    private final double[] scores;
    private final boolean prior;

    private RatingSolver(int n, int[][] pairs, double[] scores, boolean prior) {
        this.n = n;
        this.pairs = pairs;
        this.scores = scores;
        this.prior = prior;
    }

    /**
     * @param n field size
     * @param pairs per game, the 0-based indices of the player scored and the opponent
     * @param scores per game, the first player's score: 1, ½ or 0
     */
    static Ratings solve(int n, int[][] pairs, double[] scores) {
        if (n == 0) {
            return new Ratings(List.of(), false, 0);
        }
        RatingSolver s = new RatingSolver(n, pairs, scores, !finiteMaximumExists(n, pairs, scores));
        double[] r = new double[n];
        int iterations = 0;
        double ll = s.logLikelihood(r);
        while (iterations < MAX_ITERATIONS) {
            iterations++;
            double[] step = Linear.solveSpd(s.system(r), s.gradient(r));
            double t = 1;
            double[] next = add(r, step, t);
            double nextLl = s.logLikelihood(next);
            // concave, so a short enough step in the Newton direction always climbs
            while (nextLl < ll && t > 1e-12) {
                t /= 2;
                next = add(r, step, t);
                nextLl = s.logLikelihood(next);
            }
            r = next;
            ll = nextLl;
            if (maxAbs(step) * t < Ratings.TOLERANCE) {
                break;
            }
        }
        double mean = Arrays.stream(r).average().orElse(0);
        double[][] cov = s.covariance(r);
        double[] games = new double[n];
        double[] points = new double[n];
        for (int g = 0; g < pairs.length; g++) {
            games[pairs[g][0]]++;
            games[pairs[g][1]]++;
            points[pairs[g][0]] += scores[g];
            points[pairs[g][1]] += 1 - scores[g];
        }
        List<PlayerRating> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new PlayerRating(i + 1, r[i] - mean, Math.sqrt(Math.max(0, cov[i][i])),
                    (int) games[i], points[i]));
        }
        return new Ratings(out, s.prior, iterations);
    }

    /** Σ s·ln p + (1 − s)·ln(1 − p), plus the prior's virtual draws. */
    private double logLikelihood(double[] r) {
        double ll = 0;
        for (int g = 0; g < pairs.length; g++) {
            double x = C * (r[pairs[g][0]] - r[pairs[g][1]]);
            ll += scores[g] * logSigmoid(x) + (1 - scores[g]) * logSigmoid(-x);
        }
        if (prior) {
            for (double ri : r) {
                ll += 0.5 * logSigmoid(C * ri) + 0.5 * logSigmoid(-C * ri);
            }
        }
        return ll;
    }

    /** ∂ℓ/∂r_i = c·Σ (s_i − p_i). */
    private double[] gradient(double[] r) {
        double[] g = new double[n];
        for (int k = 0; k < pairs.length; k++) {
            int i = pairs[k][0];
            int j = pairs[k][1];
            double d = C * (scores[k] - sigmoid(C * (r[i] - r[j])));
            g[i] += d;
            g[j] -= d;
        }
        if (prior) {
            for (int i = 0; i < n; i++) {
                g[i] += C * (0.5 - sigmoid(C * r[i]));
            }
        }
        return g;
    }

    /** The information matrix −∇²ℓ: a weighted graph Laplacian, plus the prior's diagonal. */
    private double[][] information(double[] r) {
        double[][] a = new double[n][n];
        for (int[] p : pairs) {
            double q = sigmoid(C * (r[p[0]] - r[p[1]]));
            double w = C * C * q * (1 - q);
            a[p[0]][p[0]] += w;
            a[p[1]][p[1]] += w;
            a[p[0]][p[1]] -= w;
            a[p[1]][p[0]] -= w;
        }
        if (prior) {
            for (int i = 0; i < n; i++) {
                double q = sigmoid(C * r[i]);
                a[i][i] += C * C * q * (1 - q);
            }
        }
        return a;
    }

    /**
     * The Newton system. Without the prior the Laplacian is singular along (1, …, 1); adding
     * J/n makes it invertible without changing steps that keep the sum of ratings fixed, and the
     * gradient sums to zero, so every step does.
     */
    private double[][] system(double[] r) {
        double[][] a = information(r);
        if (!prior) {
            for (double[] row : a) {
                for (int j = 0; j < n; j++) {
                    row[j] += 1.0 / n;
                }
            }
        }
        return a;
    }

    /**
     * The covariance of the mean-zero ratings. Without the prior: the pseudo-inverse of the
     * Laplacian, (A + J/n)⁻¹ − J/n. With it: P·A⁻¹·P, P = I − J/n, the covariance of the
     * ratings after the shift to mean zero.
     */
    private double[][] covariance(double[] r) {
        double[][] inv = Linear.inverseSpd(system(r));
        if (!prior) {
            for (double[] row : inv) {
                for (int j = 0; j < n; j++) {
                    row[j] -= 1.0 / n;
                }
            }
            return inv;
        }
        return Linear.centre(inv);
    }

    /**
     * Whether the likelihood has a finite maximum: the graph with an edge i → j whenever i scored
     * against j (a win or a draw) is strongly connected (Zermelo 1929; Ford 1957).
     */
    static boolean finiteMaximumExists(int n, int[][] pairs, double[] scores) {
        List<List<Integer>> forward = new ArrayList<>();
        List<List<Integer>> backward = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            forward.add(new ArrayList<>());
            backward.add(new ArrayList<>());
        }
        for (int g = 0; g < pairs.length; g++) {
            int i = pairs[g][0];
            int j = pairs[g][1];
            if (scores[g] > 0) {
                forward.get(i).add(j);
                backward.get(j).add(i);
            }
            if (scores[g] < 1) {
                forward.get(j).add(i);
                backward.get(i).add(j);
            }
        }
        return reachesAll(forward) && reachesAll(backward);
    }

    private static boolean reachesAll(List<List<Integer>> edges) {
        boolean[] seen = new boolean[edges.size()];
        Deque<Integer> todo = new ArrayDeque<>(List.of(0));
        seen[0] = true;
        int count = 1;
        while (!todo.isEmpty()) {
            for (int j : edges.get(todo.pop())) {
                if (!seen[j]) {
                    seen[j] = true;
                    count++;
                    todo.push(j);
                }
            }
        }
        return count == edges.size();
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** ln σ(x), without overflow for large |x|. */
    private static double logSigmoid(double x) {
        return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
    }

    private static double[] add(double[] r, double[] step, double t) {
        double[] out = new double[r.length];
        for (int i = 0; i < r.length; i++) {
            out[i] = r[i] + t * step[i];
        }
        return out;
    }

    private static double maxAbs(double[] v) {
        double m = 0;
        for (double x : v) {
            m = Math.max(m, Math.abs(x));
        }
        return m;
    }
}
