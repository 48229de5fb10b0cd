package arbiter.cli.tools;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

public class PerftCommandTest {

    @Test
    void jsonHoldsNodesDepthAndTime() throws Exception {
        Cli r = Cli.run("perft", "--depth", "3", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode n = new ObjectMapper().readTree(r.out());
        assertEquals(79666, n.get("nodes").asLong());
        assertEquals(3, n.get("depth").asInt());
        assertTrue(n.get("ms").asLong() >= 0);
    }

    @Test
    void divideListsEachRootMoveAndTheTotal() {
        Cli r = Cli.run("perft", "--fen", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w", "--depth", "2", "--divide");
        assertEquals(0, r.exit(), r.err());
        assertEquals(25, r.out().lines().filter(l -> l.matches("[a-i]\\d[a-i]\\d: \\d+")).count());
        assertTrue(r.out().contains("perft 2: 424 nodes"), r.out());
    }

    @Test
    void badFenIsAUsageErrorNamingTheField() {
        Cli r = Cli.run("perft", "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "--depth", "1");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("FEN field 2 (side to move)"), r.err());
        assertEquals(2, r.err().lines().count(), "one error line and one hint: " + r.err());
    }

    @Test
    void depthOutOfRangeIsRejected() {
        assertEquals(2, Cli.run("perft", "--depth", "0").exit());
        assertEquals(2, Cli.run("perft", "--depth", "x").exit());
    }
}
