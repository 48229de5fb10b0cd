package arbiter.compat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A double as a C++ program built for x86-64 Linux sees it, with the sign of a NaN kept, so that it prints the way
 * fastchess prints its statistics ({fmt} and printf on glibc).
 *
 * <p>Why: fastchess prints {@code -nan} for 0/0 and inf − inf but {@code nan} for log10 of a negative number, and
 * which one appears depends on the sign bit of the NaN. Java does not keep a NaN's sign through arithmetic (and
 * its own invalid operations give a positive NaN), so the sign is tracked here explicitly:
 * <ul>
 * <li>an invalid operation (0/0, ∞ − ∞, 0·∞, √ of a negative number) gives the x86 SSE "default NaN",
 * whose sign bit is set: {@code -nan};</li>
 * <li>a NaN operand propagates with its own sign (the first operand's if both are NaN), as SSE does;</li>
 * <li>negation flips a NaN's sign (the compiler emits an XOR of the sign bit);</li>
 * <li>glibc's {@code log10} of a negative number (including −∞) returns the positive {@code NAN} of its SVID
 * compatibility wrapper ({@code log10} has no newer symbol version on x86-64), while {@code log} (newer symbol
 * version, no wrapper) returns the default NaN.</li>
 * </ul>
 *
 * <p>Formatting follows printf/{fmt} on glibc: {@code nan}, {@code -nan}, {@code inf}, {@code -inf}, a minus sign
 * on negative zero ({@code -0.00}) and on negative values that round to zero, and round-half-even on the exact
 * binary value (a double's exact decimal expansion, so 0.125 → 0.12 but 0.135 → 0.14).
 */
final class CNumber {
    /** The x86 default NaN, the result of every invalid operation; it prints as {@code -nan}. */
    static final CNumber NEGATIVE_NAN = new CNumber(Double.NaN, true);

    /** A NaN without the sign bit; glibc's log10 of a negative number; it prints as {@code nan}. */
    static final CNumber POSITIVE_NAN = new CNumber(Double.NaN, false);

    /** {@code {}} switches to scientific notation from this decimal exponent up ({fmt}'s {@code exp_upper}). */
    private static final int SHORTEST_EXPONENT_LIMIT = 16;

    private final double value;

    /** The sign bit of a NaN; false for every other value, whose sign is the double's own. */
    private final boolean negativeNaN;

    private CNumber(double value, boolean negativeNaN) {
        this.value = value;
        this.negativeNaN = negativeNaN;
    }

    /**
     * The number {@code value}. A NaN argument keeps the sign bit of its raw representation, which is only
     * meaningful for a NaN built from raw bits; NaNs out of Java arithmetic should come from the operations here.
     */
    static CNumber of(double value) {
        if (Double.isNaN(value)) {
            return Double.doubleToRawLongBits(value) < 0 ? NEGATIVE_NAN : POSITIVE_NAN;
        }
        return new CNumber(value, false);
    }

    double value() {
        return value;
    }

    boolean isNaN() {
        return Double.isNaN(value);
    }

    /** Whether the sign bit is set: negative numbers, −0.0, −∞ and {@code -nan}. */
    boolean signBit() {
        return isNaN() ? negativeNaN : Double.doubleToRawLongBits(value) < 0;
    }

    CNumber add(CNumber other) {
        return binary(this, other, value + other.value);
    }

    CNumber add(double other) {
        return add(of(other));
    }

    CNumber sub(CNumber other) {
        return binary(this, other, value - other.value);
    }

    CNumber sub(double other) {
        return sub(of(other));
    }

    CNumber mul(CNumber other) {
        return binary(this, other, value * other.value);
    }

    CNumber mul(double other) {
        return mul(of(other));
    }

    CNumber div(CNumber other) {
        return binary(this, other, value / other.value);
    }

    CNumber div(double other) {
        return div(of(other));
    }

    /** Unary minus: flips the sign bit, also a NaN's. */
    CNumber neg() {
        return isNaN() ? (negativeNaN ? POSITIVE_NAN : NEGATIVE_NAN) : new CNumber(-value, false);
    }

    /** The square root (SSE {@code sqrtsd}): √−0 = −0, √x of a negative x is the default NaN. */
    CNumber sqrt() {
        if (isNaN()) {
            return this;
        }
        return value < 0 ? NEGATIVE_NAN : new CNumber(Math.sqrt(value), false);
    }

    /** glibc's {@code log10}: −∞ at ±0, a positive NaN below zero. */
    CNumber log10() {
        return logarithm(Math::log10, POSITIVE_NAN);
    }

    /** glibc's {@code log}: −∞ at ±0, the default NaN below zero. */
    CNumber log() {
        return logarithm(Math::log, NEGATIVE_NAN);
    }

    /** A logarithm as glibc gives it: a NaN kept, −∞ at ±0, {@code belowZero} (its NaN's sign differs) below. */
    private CNumber logarithm(java.util.function.DoubleUnaryOperator f, CNumber belowZero) {
        if (isNaN()) {
            return this;
        }
        if (value < 0) {
            return belowZero;
        }
        return new CNumber(value == 0 ? Double.NEGATIVE_INFINITY : f.applyAsDouble(value), false);
    }

    /** glibc's {@code erf}: a NaN keeps its sign, erf(±∞) = ±1. */
    CNumber erf() {
        return isNaN() ? this : new CNumber(Erf.erf(value), false);
    }

    /**
     * Fixed notation with {@code decimals} digits after the point, as {@code {:.Nf}} or {@code %.Nf} print it.
     */
    String fixed(int decimals) {
        String special = special();
        if (special != null) {
            return special;
        }
        String digits = new BigDecimal(Math.abs(value)).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        return signBit() ? "-" + digits : digits;
    }

    /**
     * General notation with {@code precision} significant digits, as {@code {:.Ng}} or {@code %.Ng} print it:
     * scientific notation when the exponent is below −4 or at least the precision (so 100 with precision 2 is
     * {@code 1e+02}), trailing zeros removed.
     */
    String general(int precision) {
        return written(magnitude -> layout(magnitude.round(new MathContext(precision, RoundingMode.HALF_EVEN)),
                precision));
    }

    /**
     * The shortest decimal that reads back as the same double, as {@code {}} prints a double: {@code 1},
     * {@code 0.5}, {@code 90}; scientific notation from 1e16 up and below 1e-4.
     */
    String shortest() {
        return written(exact -> {
            for (int digits = 1; ; digits++) {
                // the nearest decimal with this many digits reads back as the value once any of them does
                BigDecimal candidate = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
                if (candidate.doubleValue() == Math.abs(value)) {
                    return layout(candidate, SHORTEST_EXPONENT_LIMIT);
                }
            }
        });
    }

    /**
     * What {@code %g} and {@code {}} share: {@code inf}/{@code nan} as C writes them, a signed zero as {@code 0},
     * else the sign and {@code digits} of the exact magnitude.
     */
    private String written(java.util.function.Function<BigDecimal, String> digits) {
        String special = special();
        if (special != null) {
            return special;
        }
        String sign = signBit() ? "-" : "";
        return value == 0 ? sign + "0" : sign + digits.apply(new BigDecimal(Math.abs(value)));
    }

    /** Writes a positive decimal plainly or as {@code d.ddde±XX}, by the %g rule with the given switch point. */
    private static String layout(BigDecimal positive, int exponentLimit) {
        BigDecimal stripped = positive.stripTrailingZeros();
        int exponent = stripped.precision() - stripped.scale() - 1;
        if (exponent < -4 || exponent >= exponentLimit) {
            String digits = stripped.unscaledValue().toString();
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String e = String.valueOf(Math.abs(exponent));
            return mantissa + "e" + (exponent < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
        }
        return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
    }

    /** {@code nan}, {@code -nan}, {@code inf} or {@code -inf}; null for a finite value. */
    private String special() {
        if (isNaN()) {
            return negativeNaN ? "-nan" : "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        return null;
    }

    /** The result of a binary operation: a NaN operand propagates (the first one), an invalid one is −nan. */
    private static CNumber binary(CNumber a, CNumber b, double result) {
        if (a.isNaN()) {
            return a;
        }
        if (b.isNaN()) {
            return b;
        }
        return Double.isNaN(result) ? NEGATIVE_NAN : new CNumber(result, false);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CNumber c && Double.doubleToLongBits(value) == Double.doubleToLongBits(c.value)
                && negativeNaN == c.negativeNaN;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(value) * 31 + (negativeNaN ? 1 : 0);
    }

    @Override
    public String toString() {
        return isNaN() ? special() : String.valueOf(value);
    }
}
