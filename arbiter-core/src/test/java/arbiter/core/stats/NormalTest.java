package arbiter.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The standard normal CDF against reference values (scipy.stats.norm.cdf). */
class NormalTest {

    @ParameterizedTest(name = "Φ({0}) = {1}")
    @CsvSource({
        "0, 0.5",
        "0.5, 0.6914624612740131",
        "1, 0.8413447460685429",
        "1.959963984540054, 0.975",
        "-1.959963984540054, 0.025",
        "2.5, 0.9937903346742238",
        "4.08248290463863, 0.999977721454698",
        "-3, 0.0013498980316300933",
        "-4.2, 1.334574901590631e-05",
        "-6, 9.865876450376946e-10",
        "-8, 6.22096057427174e-16",
        "-10, 7.61985302416047e-24",
        "-20, 2.7536241186061556e-89",
        "-40, 0.0",
        "10, 1.0",
    })
    void phiMatchesReferenceValues(double z, double phi) {
        // Absolute error below 1e-15 everywhere and relative error below 1e-10 in the small tail.
        assertEquals(phi, Normal.cdf(z), Math.max(1e-15, 1e-10 * phi));
    }

    @Test
    void phiIsSymmetricAndIncreasing() {
        double previous = 0;
        for (double z = -9; z <= 9; z += 0.01) {
            double phi = Normal.cdf(z);
            assertEquals(1.0, phi + Normal.cdf(-z), 1e-15);
            assertTrue(phi >= previous, "Φ decreases at " + z);
            previous = phi;
        }
    }

    @Test
    void theTwoSided95PercentQuantileIsThePointWherePhiIs0975() {
        assertEquals(0.975, Normal.cdf(Normal.Z95), 1e-15);
    }

    @Test
    void nanIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Normal.cdf(Double.NaN));
    }
}
