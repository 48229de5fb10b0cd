package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The magic tables give what walking the rays gives, for every square and many occupancies. */
class SlidingAttacksTest {

    @ParameterizedTest(name = "occupancy density 1/{0}")
    @ValueSource(ints = {2, 4, 8, 16})
    void magicLookupsEqualRayWalks(int sparsity) {
        SplittableRandom rnd = new SplittableRandom(sparsity);
        for (int i = 0; i < 2000; i++) {
            long occ = -1L;
            for (int k = 1; k < sparsity; k *= 2) {
                occ &= rnd.nextLong();
            }
            for (int s = 0; s < 64; s++) {
                assertEquals(SlidingAttacks.rookWalk(s, occ), SlidingAttacks.rook(s, occ), "rook on " + s);
                assertEquals(SlidingAttacks.bishopWalk(s, occ), SlidingAttacks.bishop(s, occ), "bishop on " + s);
            }
        }
    }
}
