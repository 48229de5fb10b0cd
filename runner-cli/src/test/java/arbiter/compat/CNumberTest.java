package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Doubles printed as glibc and {fmt} print them, NaN signs included, and glibc's erf. */
class CNumberTest {
    private static final CNumber ZERO = CNumber.of(0);
    private static final CNumber ONE = CNumber.of(1);
    private static final CNumber INF = CNumber.of(Double.POSITIVE_INFINITY);

    @Test
    void invalidOperationsGiveTheNegativeDefaultNan() {
        assertEquals("-nan", ZERO.div(ZERO).fixed(2));
        assertEquals("-nan", INF.sub(INF).fixed(2));
        assertEquals("-nan", ZERO.mul(INF).fixed(2));
        assertEquals("-nan", INF.div(INF).fixed(2));
        assertEquals("-nan", CNumber.of(-1).sqrt().fixed(2));
        assertEquals("-nan", CNumber.of(-1).log().fixed(2));
    }

    @Test
    void log10OfANegativeNumberIsAPositiveNan() {
        // glibc's SVID wrapper returns NAN, which is why fastchess prints "Elo: 120.41 +/- nan"
        assertEquals("nan", CNumber.of(-0.5).log10().fixed(2));
        assertEquals("nan", CNumber.of(Double.NEGATIVE_INFINITY).log10().fixed(2));
        assertEquals("-inf", ZERO.log10().fixed(2));
        assertEquals("-inf", CNumber.of(-0.0).log10().fixed(2));
        assertEquals("nan", CNumber.of(-400).mul(CNumber.of(-1).log10()).sub(100).div(2).fixed(2));
    }

    @Test
    void aNanOperandKeepsItsSignAndTheFirstOneWins() {
        CNumber negative = CNumber.NEGATIVE_NAN;
        CNumber positive = CNumber.POSITIVE_NAN;
        assertEquals("nan", positive.add(1).fixed(2));
        assertEquals("nan", ONE.sub(positive).fixed(2));
        assertEquals("-nan", negative.mul(positive).fixed(2));
        assertEquals("nan", positive.div(negative).fixed(2));
        assertEquals("-nan", negative.sqrt().fixed(2));
        assertEquals("nan", positive.log10().fixed(2));
        assertEquals("-nan", negative.erf().fixed(2));
    }

    @Test
    void negationFlipsTheSignOfANan() {
        assertEquals("nan", CNumber.NEGATIVE_NAN.neg().fixed(2));
        assertEquals("-nan", CNumber.POSITIVE_NAN.neg().fixed(2));
        assertEquals("-0.00", ZERO.neg().fixed(2));
    }

    @Test
    void theSignOfANanBuiltFromBitsIsKept() {
        assertEquals("-nan", CNumber.of(Double.longBitsToDouble(0xFFF8000000000000L)).fixed(1));
        assertEquals("nan", CNumber.of(Double.longBitsToDouble(0x7FF8000000000000L)).fixed(1));
    }

    @ParameterizedTest(name = "{0} with {1} decimals -> {2}")
    @CsvSource({
            "-0.0, 2, -0.00",
            "-0.001, 2, -0.00",
            "0.125, 2, 0.12",
            "0.375, 2, 0.38",
            "0.135, 2, 0.14",
            "0.25, 1, 0.2",
            "0.055, 2, 0.06",
            "0.045, 2, 0.04",
            "2.5, 0, 2",
            "43.655, 2, 43.66",
            "Infinity, 2, inf",
            "-Infinity, 2, -inf",
            "12345.678, 1, 12345.7",
            "1e16, 2, 10000000000000000.00"})
    void fixedRoundsTheExactBinaryValueHalfToEven(double x, int decimals, String expected) {
        assertEquals(expected, CNumber.of(x).fixed(decimals));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "0.01, 0.01",
            "0.125, 0.12",
            "0.599, 0.6",
            "1, 1",
            "10, 10",
            "100, 1e+02",
            "300, 3e+02",
            "99.5, 1e+02",
            "12345.678, 1.2e+04",
            "0.0001, 0.0001",
            "0.00001, 1e-05",
            "0.0625, 0.062",
            "-0.0, -0"})
    void generalWithTwoDigitsIsWhatTheIncrementShows(double x, String expected) {
        // {:.2g} as {fmt} prints it, checked with fastchess's bundled {fmt}
        assertEquals(expected, CNumber.of(x).general(2));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "1, 1",
            "0.5, 0.5",
            "90, 90",
            "0.001, 0.001",
            "0.1, 0.1",
            "12345.678, 12345.678",
            "1e15, 1000000000000000",
            "1e16, 1e+16",
            "123456789012345678, 1.2345678901234568e+17",
            "0.0001, 0.0001",
            "0.00001, 1e-05",
            "0, 0"})
    void shortestIsWhatTheTimeShows(double x, String expected) {
        assertEquals(expected, CNumber.of(x).shortest());
    }

    @ParameterizedTest(name = "erf({0})")
    @CsvSource({
            "0000000000000000, 0000000000000000",
            "8000000000000000, 8000000000000000",
            "3e10000000000000, 3e120dd750429b6d",
            "3fe0000000000000, 3fe0a7ef5c18edd2",
            "3fe865f73c9571b6, 3fe702bb7cd716f9",
            "bfd93959d129d394, bfdb0e041cecb4c9",
            "3feccccccccccccd, 3fe98045a6c8a2e6",
            "3ff0000000000000, 3feaf767a741088b",
            "3ff199999999999a, 3fec2aa3d27302c0",
            "bff3333333333333, bfed214ac7b2d067",
            "3ff4cccccccccccd, 3fede364a1372d3a",
            "bff8000000000000, bfeeea5557137ae0",
            "4000000000000000, 3fefd9ae142795e3",
            "400590f8d3dc6ea2, 3feffedf674ed61a",
            "c006c0e45810eea1, bfefff8720de63e3",
            "c009373cff793fc0, bfefffee9d7b9f11",
            "c01254e89f2cd55f, bfeffffffff37ee9",
            "4016000000000000, 3fefffffffffffbe",
            "4018000000000000, 3ff0000000000000"})
    void erfGivesGlibcsBits(String xBits, String erfBits) {
        // reference bits printed by glibc 2.36's erf on this machine
        double x = Double.longBitsToDouble(Long.parseUnsignedLong(xBits, 16));
        assertEquals(erfBits, String.format("%016x", Double.doubleToRawLongBits(Erf.erf(x))));
    }

    @Test
    void erfOfTheInfinitiesIsPlusOrMinusOne() {
        assertEquals(1.0, Erf.erf(Double.POSITIVE_INFINITY));
        assertEquals(-1.0, Erf.erf(Double.NEGATIVE_INFINITY));
    }
}
