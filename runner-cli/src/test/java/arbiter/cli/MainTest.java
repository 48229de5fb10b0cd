package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void helpListsEverySubcommand() {
        Cli r = Cli.run("--help");
        assertEquals(0, r.exit());
        for (String c : new String[] {"adjudicate", "perft", "bench"}) {
            assertTrue(r.out().contains(c), c + " missing from: " + r.out());
        }
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        assertEquals(2, Cli.run("frobnicate").exit());
    }
}
