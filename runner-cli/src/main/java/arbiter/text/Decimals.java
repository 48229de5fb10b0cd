package arbiter.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers with a fixed count of decimals, exactly as {@code String.format(Locale.ROOT, "%.Nf", x)} writes them
 * (the shortest decimal that names the double, rounded half up; a negative number that rounds to zero keeps its
 * minus sign), without a {@link java.util.Formatter}: the console writes a score line after every game, and a
 * Formatter parses its pattern each time.
 */
public final class Decimals {
    private Decimals() {
    }

    /** {@code x} with {@code decimals} digits after the point; {@code NaN}, {@code Infinity}, {@code -Infinity} as printf. */
    public static String fixed(double x, int decimals) {
        if (!Double.isFinite(x)) {
            return Double.isNaN(x) ? "NaN" : x > 0 ? "Infinity" : "-Infinity";
        }
        String digits = BigDecimal.valueOf(Math.abs(x)).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
        return x < 0 || (x == 0 && 1 / x < 0) ? "-" + digits : digits;
    }
}
