package arbiter.core.stats;

/**
 * A slow, independent reference for the constrained maximum-likelihood estimates and the GSPRT's LLR, written
 * without the secular equation or the t-value fixed point that the production code uses.
 *
 * <p>Linear moment constraints Σ p_i·φ_j(a_i) = c_j (φ = 1, a, a²) are handled through the convex dual of the
 * multinomial likelihood (the empirical-likelihood dual): the maximum of Σ p̂_i·ln p_i is reached at
 * p_i = p̂_i/(λ·φ_i), where λ minimises g(λ) = −Σ p̂_i·ln(λ·φ_i) + λ·c. g is minimised by damped Newton steps
 * from λ = (1, 0, …). A t-value constraint (μ − ref)/σ = t is not linear, so it is profiled: for each mean m it
 * fixes the second moment at m² + ((m − ref)/t)², the inner problem is linear again, and a grid plus a
 * golden-section search maximises over m.
 */
final class BruteForceMle {

    private BruteForceMle() {
    }

    /** Counts with fishtest's regularizer: a zero count becomes 0.001. Recomputed here on purpose. */
    static double[] regularize(double[] counts) {
        double[] c = counts.clone();
        for (int i = 0; i < c.length; i++) {
            if (c[i] == 0) {
                c[i] = 1e-3;
            }
        }
        return c;
    }

    /** The LLR with mean constraints s0, s1: N·(max log-likelihood under s1 − under s0). */
    static double llrMean(double[] values, double[] counts, double s0, double s1) {
        double[] c = regularize(counts);
        double n = sum(c);
        double[] f = scaled(c, 1 / n);
        return n * (logLikelihood(f, withMoments(values, f, new double[] {1, s1}))
                - logLikelihood(f, withMoments(values, f, new double[] {1, s0})));
    }

    /** The LLR with t-value constraints t0, t1 about {@code ref}. */
    static double llrTValue(double[] values, double[] counts, double ref, double t0, double t1) {
        double[] c = regularize(counts);
        double n = sum(c);
        double[] f = scaled(c, 1 / n);
        return n * (bestWithTValue(values, f, ref, t1) - bestWithTValue(values, f, ref, t0));
    }

    /** Σ f_i·ln p_i. */
    static double logLikelihood(double[] f, double[] p) {
        double l = 0;
        for (int i = 0; i < f.length; i++) {
            l += f[i] * Math.log(p[i]);
        }
        return l;
    }

    /** The maximum of Σ f_i·ln p_i with (μ − ref)/σ = t, by profiling over μ; −∞ if nothing fits. */
    static double bestWithTValue(double[] values, double[] f, double ref, double t) {
        if (t == 0) {
            return logLikelihood(f, withMoments(values, f, new double[] {1, ref}));
        }
        // μ − ref has the sign of t; search the means strictly between ref and the outcome range's end.
        double from = t > 0 ? ref : values[0];
        double to = t > 0 ? values[values.length - 1] : ref;
        int grid = 4000;
        double bestM = Double.NaN;
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 1; i < grid; i++) {
            double m = from + (to - from) * i / grid;
            double l = profile(values, f, ref, t, m);
            if (l > best) {
                best = l;
                bestM = m;
            }
        }
        double step = (to - from) / grid;
        double lo = bestM - step;
        double hi = bestM + step;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 200 && hi - lo > 1e-15; i++) {
            double m1 = hi - g * (hi - lo);
            double m2 = lo + g * (hi - lo);
            if (profile(values, f, ref, t, m1) >= profile(values, f, ref, t, m2)) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        return Math.max(best, profile(values, f, ref, t, (lo + hi) / 2));
    }

    private static double profile(double[] values, double[] f, double ref, double t, double m) {
        double sd = (m - ref) / t;
        double[] p = withMoments(values, f, new double[] {1, m, m * m + sd * sd});
        return p == null ? Double.NEGATIVE_INFINITY : logLikelihood(f, p);
    }

    /**
     * The distribution maximising Σ f_i·ln p_i with Σ p_i·a_i^j = c_j for j = 0..k−1 (c_0 = 1), or null when the
     * dual runs off to −∞, that is when no positive distribution meets the moments.
     */
    static double[] withMoments(double[] values, double[] f, double[] c) {
        int k = c.length;
        int n = values.length;
        double[][] phi = new double[n][k];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < k; j++) {
                phi[i][j] = Math.pow(values[i], j);
            }
        }
        double[] lambda = new double[k];
        lambda[0] = 1;
        double g = dual(phi, f, c, lambda);
        for (int iter = 0; iter < 100; iter++) {
            double[] grad = new double[k];
            double[][] hess = new double[k][k];
            for (int i = 0; i < n; i++) {
                double d = dot(lambda, phi[i]);
                for (int j = 0; j < k; j++) {
                    grad[j] -= f[i] * phi[i][j] / d;
                    for (int l = 0; l < k; l++) {
                        hess[j][l] += f[i] * phi[i][j] * phi[i][l] / (d * d);
                    }
                }
            }
            for (int j = 0; j < k; j++) {
                grad[j] += c[j];
            }
            double[] step = solve(hess, scaled(grad, -1));
            double slope = dot(grad, step);
            double gradNorm = Math.sqrt(dot(grad, grad));
            if (gradNorm < 1e-15) {
                break;
            }
            // Armijo backtracking far from the optimum; close to it the change in g drowns in rounding, so a
            // full Newton step inside the domain is taken as it comes (Newton converges quadratically there).
            boolean close = gradNorm < 1e-7;
            double s = 1;
            double[] next = null;
            double gNext = Double.NaN;
            while (s > 1e-30) {
                next = lambda.clone();
                for (int j = 0; j < k; j++) {
                    next[j] += s * step[j];
                }
                gNext = dual(phi, f, c, next);
                if (gNext <= g + 1e-4 * s * slope || (close && gNext < Double.POSITIVE_INFINITY)) {
                    break;
                }
                s /= 2;
            }
            if (s <= 1e-30) {
                break;
            }
            lambda = next;
            g = gNext;
            if (g < -1e6) {
                return null;
            }
        }
        double[] p = new double[n];
        for (int i = 0; i < n; i++) {
            p[i] = f[i] / dot(lambda, phi[i]);
        }
        // The dual optimum satisfies the moments; a failed run (infeasible moments) does not.
        for (int j = 0; j < k; j++) {
            double moment = 0;
            for (int i = 0; i < n; i++) {
                moment += p[i] * phi[i][j];
            }
            if (Math.abs(moment - c[j]) > 1e-9) {
                return null;
            }
        }
        return p;
    }

    /** g(λ), +∞ outside the domain where every λ·φ_i &gt; 0. */
    private static double dual(double[][] phi, double[] f, double[] c, double[] lambda) {
        double g = dot(lambda, c);
        for (int i = 0; i < phi.length; i++) {
            double d = dot(lambda, phi[i]);
            if (!(d > 0)) {
                return Double.POSITIVE_INFINITY;
            }
            g -= f[i] * Math.log(d);
        }
        return g;
    }

    /** Gaussian elimination with partial pivoting; the matrices here are at most 3×3. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) {
            m[i] = java.util.Arrays.copyOf(a[i], n + 1);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] tmp = m[col];
            m[col] = m[pivot];
            m[pivot] = tmp;
            for (int r = col + 1; r < n; r++) {
                double factor = m[r][col] / m[col][col];
                for (int cc = col; cc <= n; cc++) {
                    m[r][cc] -= factor * m[col][cc];
                }
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = m[r][n];
            for (int cc = r + 1; cc < n; cc++) {
                s -= m[r][cc] * x[cc];
            }
            x[r] = s / m[r][r];
        }
        return x;
    }

    private static double dot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            s += x[i] * y[i];
        }
        return s;
    }

    private static double sum(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s;
    }

    private static double[] scaled(double[] x, double factor) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] * factor;
        }
        return y;
    }
}
