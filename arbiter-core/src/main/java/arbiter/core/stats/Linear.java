package arbiter.core.stats;

/** Dense linear algebra for the small symmetric positive-definite systems of {@link Ratings}. */
final class Linear {

    private Linear() {
    }

    /** The lower Cholesky factor L with A = L·Lᵀ. */
    static double[][] cholesky(double[][] a) {
        int n = a.length;
        double[][] l = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double sum = a[i][j];
                for (int k = 0; k < j; k++) {
                    sum -= l[i][k] * l[j][k];
                }
                if (i == j) {
                    if (!(sum > 0)) {
                        throw new ArithmeticException("matrix is not positive definite");
                    }
                    l[i][i] = Math.sqrt(sum);
                } else {
                    l[i][j] = sum / l[j][j];
                }
            }
        }
        return l;
    }

    /** x with A·x = b, for symmetric positive-definite A. */
    static double[] solveSpd(double[][] a, double[] b) {
        return solveFactored(cholesky(a), b);
    }

    private static double[] solveFactored(double[][] l, double[] b) {
        int n = b.length;
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double sum = b[i];
            for (int k = 0; k < i; k++) {
                sum -= l[i][k] * y[k];
            }
            y[i] = sum / l[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double sum = y[i];
            for (int k = i + 1; k < n; k++) {
                sum -= l[k][i] * x[k];
            }
            x[i] = sum / l[i][i];
        }
        return x;
    }

    /** A⁻¹, for symmetric positive-definite A. */
    static double[][] inverseSpd(double[][] a) {
        int n = a.length;
        double[][] l = cholesky(a);
        double[][] inv = new double[n][];
        for (int j = 0; j < n; j++) {
            double[] e = new double[n];
            e[j] = 1;
            inv[j] = solveFactored(l, e);
        }
        return inv; // symmetric, so columns serve as rows
    }

    /** P·M·P with P = I − J/n: M with row and column means removed. */
    static double[][] centre(double[][] m) {
        int n = m.length;
        double[] rowMean = new double[n];
        double[] colMean = new double[n];
        double all = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rowMean[i] += m[i][j] / n;
                colMean[j] += m[i][j] / n;
                all += m[i][j] / ((double) n * n);
            }
        }
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                out[i][j] = m[i][j] - rowMean[i] - colMean[j] + all;
            }
        }
        return out;
    }
}
