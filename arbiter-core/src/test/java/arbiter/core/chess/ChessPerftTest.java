package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ChessPerftTest {

    /** Rows of chess/perft.txt, one per (position, depth), the deepest of each position only. */
    static Stream<Arguments> fixtures() throws IOException {
        return rows(false).stream();
    }

    /** The counts after ';' in chess/perft.txt: minutes of work, run with -Darbiter.deep=true. */
    static Stream<Arguments> deepFixtures() throws IOException {
        return rows(true).stream();
    }

    private static List<Arguments> rows(boolean deep) throws IOException {
        List<Arguments> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ChessPerftTest.class.getResourceAsStream("/chess/perft.txt"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                String[] parts = f[3].split(";");
                String[] quick = parts[0].trim().split("\\s+");
                String[] counts = deep ? (parts.length > 1 ? parts[1].trim().split("\\s+") : new String[0]) : quick;
                int firstDepth = deep ? quick.length + 1 : 1;
                for (int i = 0; i < counts.length; i++) {
                    int depth = firstDepth + i;
                    rows.add(Arguments.of(f[0].trim() + " depth " + depth, f[1].trim().equals("chess960"),
                            f[2].trim(), depth, Long.parseLong(counts[i])));
                }
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void perftMatchesThePublishedOrConfirmedCount(String name, boolean chess960, String fen, int depth,
                                                  long expected) {
        assertEquals(expected, ChessPerft.count(ChessPosition.fromFen(fen, chess960).orThrow(), depth));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("deepFixtures")
    void deepPerftMatchesThePublishedCount(String name, boolean chess960, String fen, int depth, long expected) {
        Assumptions.assumeTrue(Boolean.getBoolean("arbiter.deep"), "deep perft runs with -Darbiter.deep=true");
        assertEquals(expected, ChessPerft.count(ChessPosition.fromFen(fen, chess960).orThrow(), depth));
    }

    @Test
    void divideSumsToPerftAndListsEveryRootMove() {
        ChessPosition kiwipete = ChessPosition.fromFen(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").orThrow();
        Map<ChessMove, Long> divide = ChessPerft.divide(kiwipete, 3);
        assertEquals(kiwipete.legalMoves(), List.copyOf(divide.keySet()));
        assertEquals(ChessPerft.count(kiwipete, 3), divide.values().stream().mapToLong(Long::longValue).sum());
        ChessMove castles = ChessMove.of(ChessSquare.parse("e1"), ChessSquare.parse("h1"));
        assertEquals(ChessPerft.count(kiwipete.play(castles).orThrow(), 2), divide.get(castles));
    }

    @Test
    void perftOfDepthZeroIsOneAndANegativeDepthIsRefused() {
        assertEquals(1, ChessPerft.count(ChessPosition.initial(), 0));
        assertThrows(IllegalArgumentException.class, () -> ChessPerft.count(ChessPosition.initial(), -1));
        assertThrows(IllegalArgumentException.class, () -> ChessPerft.divide(ChessPosition.initial(), 0));
    }
}
