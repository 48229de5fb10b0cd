package arbiter.compat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How Qt 6 prints a double, {@code QString::arg(x, 0, 'f' | 'g', precision)}, {@code QString::number} and the
 * {@code %f} of {@code qInfo}'s format (Qt's own vasprintf): what cutechess-cli prints its numbers with.
 *
 * <p>Unlike printf: a NaN is always {@code nan} (no sign), zero never has a minus sign ({@code -0.0} prints as
 * {@code 0.0}, although −0.04 prints as {@code -0.0}), and ties round away from zero on the exact binary value
 * (0.5625 → {@code 0.563}, 2.125 → {@code 2.13}), as Qt's double-conversion does. Checked against Qt 6.4.2.
 */
final class QtNumber {
    private QtNumber() {
    }

    /** Format 'f': {@code decimals} digits after the point. */
    static String fixed(double x, int decimals) {
        String special = special(x);
        if (special != null) {
            return special;
        }
        String digits = new BigDecimal(Math.abs(x)).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
        return x < 0 ? "-" + digits : digits;
    }

    /**
     * Format 'g': {@code precision} significant digits, scientific ({@code 1e+03}, {@code 1.23e-05}) when the
     * exponent is below −4 or at least the precision, trailing zeros removed.
     */
    static String general(double x, int precision) {
        String special = special(x);
        if (special != null) {
            return special;
        }
        if (x == 0) {
            return "0";
        }
        BigDecimal rounded = new BigDecimal(Math.abs(x)).round(new MathContext(precision, RoundingMode.HALF_UP))
                .stripTrailingZeros();
        int exponent = rounded.precision() - rounded.scale() - 1;
        String sign = x < 0 ? "-" : "";
        if (exponent < -4 || exponent >= precision) {
            String digits = rounded.unscaledValue().toString();
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String e = String.valueOf(Math.abs(exponent));
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
        }
        return sign + (rounded.scale() < 0 ? rounded.setScale(0) : rounded).toPlainString();
    }

    private static String special(double x) {
        if (Double.isNaN(x)) {
            return "nan";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        return null;
    }
}
