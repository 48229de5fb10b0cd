package arbiter.compat;

/**
 * The error function as glibc's {@code erf} computes it, which Java lacks.
 *
 * <p>fastchess's and cutechess's LOS is {@code erf} of a ratio, printed with one or two decimals; any accurate
 * erf would do almost always, but following the same algorithm as glibc (Sun's fdlibm rational approximations,
 * W. J. Cody's method: a rational function of x² below 0.84375, of |x| − 1 up to 1.25, and exp(−x²) times a
 * rational function of 1/x² up to 6) gives the same bits on nearly every argument, so even a value that rounds
 * at a printed digit's edge comes out as the original prints it. The polynomial groupings are glibc's (it
 * splits fdlibm's Horner chains into even and odd parts), which decides the last bit now and then.
 */
final class Erf {
    /** erf(1) − erx is approximated on [0.84375, 1.25]; erx is erf(1) rounded to single precision. */
    private static final double ERX = 8.45062911510467529297e-01;
    private static final double EFX = 1.28379167095512586316e-01;
    private static final double EFX8 = 1.02703333676410069053e+00;

    // erf on [0, 0.84375]: x + x·P(x²)/Q(x²)
    private static final double PP0 = 1.28379167095512558561e-01;
    private static final double PP1 = -3.25042107247001499370e-01;
    private static final double PP2 = -2.84817495755985104766e-02;
    private static final double PP3 = -5.77027029648944159157e-03;
    private static final double PP4 = -2.37630166566501626084e-05;
    private static final double QQ1 = 3.97917223959155352819e-01;
    private static final double QQ2 = 6.50222499887672944485e-02;
    private static final double QQ3 = 5.08130628187576562776e-03;
    private static final double QQ4 = 1.32494738004321644526e-04;
    private static final double QQ5 = -3.96022827877536812320e-06;

    // erf on [0.84375, 1.25]: erx + P(s)/Q(s), s = |x| − 1
    private static final double PA0 = -2.36211856075265944077e-03;
    private static final double PA1 = 4.14856118683748331666e-01;
    private static final double PA2 = -3.72207876035701323847e-01;
    private static final double PA3 = 3.18346619901161753674e-01;
    private static final double PA4 = -1.10894694282396677476e-01;
    private static final double PA5 = 3.54783043256182359371e-02;
    private static final double PA6 = -2.16637559486879084300e-03;
    private static final double QA1 = 1.06420880400844228286e-01;
    private static final double QA2 = 5.40397917702171048937e-01;
    private static final double QA3 = 7.18286544141962662868e-02;
    private static final double QA4 = 1.26171219808761642112e-01;
    private static final double QA5 = 1.36370839120290507362e-02;
    private static final double QA6 = 1.19844998467991074170e-02;

    // erfc on [1.25, 1/0.35]: exp(−x² − 0.5625 + R(s)/S(s))/x, s = 1/x²
    private static final double RA0 = -9.86494403484714822705e-03;
    private static final double RA1 = -6.93858572707181764372e-01;
    private static final double RA2 = -1.05586262253232909814e+01;
    private static final double RA3 = -6.23753324503260060396e+01;
    private static final double RA4 = -1.62396669462573470355e+02;
    private static final double RA5 = -1.84605092906711035994e+02;
    private static final double RA6 = -8.12874355063065934246e+01;
    private static final double RA7 = -9.81432934416914548592e+00;
    private static final double SA1 = 1.96512716674392571292e+01;
    private static final double SA2 = 1.37657754143519042600e+02;
    private static final double SA3 = 4.34565877475229228821e+02;
    private static final double SA4 = 6.45387271733267880336e+02;
    private static final double SA5 = 4.29008140027567833386e+02;
    private static final double SA6 = 1.08635005541779435134e+02;
    private static final double SA7 = 6.57024977031928170135e+00;
    private static final double SA8 = -6.04244152148580987438e-02;

    // erfc on [1/0.35, 6]: the same form with other coefficients
    private static final double RB0 = -9.86494292470009928597e-03;
    private static final double RB1 = -7.99283237680523006574e-01;
    private static final double RB2 = -1.77579549177547519889e+01;
    private static final double RB3 = -1.60636384855821916062e+02;
    private static final double RB4 = -6.37566443368389627722e+02;
    private static final double RB5 = -1.02509513161107724954e+03;
    private static final double RB6 = -4.83519191608651397019e+02;
    private static final double SB1 = 3.03380607434824582924e+01;
    private static final double SB2 = 3.25792512996573918826e+02;
    private static final double SB3 = 1.53672958608443695994e+03;
    private static final double SB4 = 3.19985821950859553908e+03;
    private static final double SB5 = 2.55305040643316442583e+03;
    private static final double SB6 = 4.74528541206955367215e+02;
    private static final double SB7 = -2.24409524465858183362e+01;

    private static final double TINY = 1e-300;

    private Erf() {
    }

    /** erf(x); a NaN comes back unchanged (callers that track a NaN's sign handle NaN before calling). */
    static double erf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? 1.0 : -1.0;
        }
        double ax = Math.abs(x);
        if (ax < 0.84375) {
            if (ax < 0x1p-28) {
                // below 2^-28 the series' second term is below half an ulp
                return ax < Double.MIN_NORMAL ? 0.125 * (8.0 * x + EFX8 * x) : x + EFX * x;
            }
            double z = x * x;
            double r1 = PP0 + z * PP1;
            double z2 = z * z;
            double r2 = PP2 + z * PP3;
            double z4 = z2 * z2;
            double s1 = 1.0 + z * QQ1;
            double s2 = QQ2 + z * QQ3;
            double s3 = QQ4 + z * QQ5;
            double r = r1 + z2 * r2 + z4 * PP4;
            double s = s1 + z2 * s2 + z4 * s3;
            return x + x * (r / s);
        }
        if (ax < 1.25) {
            double s = ax - 1.0;
            double p1 = PA0 + s * PA1;
            double s2 = s * s;
            double q1 = 1.0 + s * QA1;
            double p2 = PA2 + s * PA3;
            double s4 = s2 * s2;
            double q2 = QA2 + s * QA3;
            double p3 = PA4 + s * PA5;
            double s6 = s4 * s2;
            double q3 = QA4 + s * QA5;
            double p = p1 + s2 * p2 + s4 * p3 + s6 * PA6;
            double q = q1 + s2 * q2 + s4 * q3 + s6 * QA6;
            return x >= 0 ? ERX + p / q : -ERX - p / q;
        }
        if (ax >= 6.0) {
            return x >= 0 ? 1.0 - TINY : TINY - 1.0;
        }
        double r = tail(ax);
        return x >= 0 ? 1.0 - r / ax : r / ax - 1.0;
    }

    /** x·erfc(x) for 1.25 ≤ x < 6, as exp(−x² − 0.5625 + R/S) with x² split to keep its low bits exact. */
    private static double tail(double x) {
        double s = 1.0 / (x * x);
        double rr;
        double ss;
        if (x < 1 / 0.35) {
            double s2 = s * s;
            double s4 = s2 * s2;
            double s6 = s4 * s2;
            double r1 = RA0 + s * RA1;
            double r2 = RA2 + s * RA3;
            double r3 = RA4 + s * RA5;
            double r4 = RA6 + s * RA7;
            double t1 = 1.0 + s * SA1;
            double t2 = SA2 + s * SA3;
            double t3 = SA4 + s * SA5;
            double t4 = SA6 + s * SA7;
            double s8 = s4 * s4;
            rr = r1 + s2 * r2 + s4 * r3 + s6 * r4;
            ss = t1 + s2 * t2 + s4 * t3 + s6 * t4 + s8 * SA8;
        } else {
            double s2 = s * s;
            double s4 = s2 * s2;
            double s6 = s4 * s2;
            double r1 = RB0 + s * RB1;
            double r2 = RB2 + s * RB3;
            double r3 = RB4 + s * RB5;
            double t1 = 1.0 + s * SB1;
            double t2 = SB2 + s * SB3;
            double t3 = SB4 + s * SB5;
            double t4 = SB6 + s * SB7;
            rr = r1 + s2 * r2 + s4 * r3 + s6 * RB6;
            ss = t1 + s2 * t2 + s4 * t3 + s6 * t4;
        }
        // z = x with the low 32 bits cleared, so z·z is exact and (z − x)(z + x) carries the rest of x²
        double z = Double.longBitsToDouble(Double.doubleToRawLongBits(x) & 0xFFFFFFFF00000000L);
        return Math.exp(-z * z - 0.5625) * Math.exp((z - x) * (z + x) + rr / ss);
    }
}
