package arbiter.core.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PerftTest {

    /** Rows of perft/positions.txt, one per (position, depth); depth 5 of the start position included. */
    static Stream<Arguments> fixtures() throws IOException {
        List<Arguments> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                PerftTest.class.getResourceAsStream("/perft/positions.txt"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                String[] counts = f[2].trim().split("\\s+");
                for (int d = 1; d <= counts.length; d++) {
                    rows.add(Arguments.of(f[0].trim() + " depth " + d, f[1].trim(), d, Long.parseLong(counts[d - 1])));
                }
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void perftMatchesPublishedCount(String name, String fen, int depth, long expected) {
        assertEquals(expected, Perft.count(Fen.parse(fen).orThrow(), depth));
    }

    @Test
    void divideSumsToPerftAndListsEveryRootMove() {
        Position start = Position.initial();
        Map<Move, Long> divide = Perft.divide(start, 3);
        assertEquals(44, divide.size());
        assertEquals(79666L, divide.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(Perft.count(start.play(Move.parse("h2e2")).orThrow(), 2), divide.get(Move.parse("h2e2")));
    }

    @Test
    void perftOfDepthZeroIsOne() {
        assertEquals(1, Perft.count(Position.initial(), 0));
    }
}
