package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** fastchess's result block, against the blocks of real fastchess runs. */
class FastchessBlockTest {
    private static final Pattern GAMES = Pattern.compile("^Games: \\d+, Wins: (\\d+), Losses: (\\d+), Draws: (\\d+),");
    private static final Pattern PTNML = Pattern.compile("^Ptnml\\(0-2\\): \\[(\\d+), (\\d+), (\\d+), (\\d+), (\\d+)]");

    /** Every block of the samples, from dashes to dashes, with the LLR behind its LLR line if it has one. */
    static Stream<Arguments> sampleBlocks() {
        List<Arguments> blocks = new ArrayList<>();
        List<Fixture.Line> current = null;
        Map<String, Integer> perSource = new HashMap<>();
        for (Fixture.Line line : Fixture.lines("fastchess-blocks.txt")) {
            if (!line.text().equals(FastchessBlock.DASHES)) {
                current.add(line);
            } else if (current == null) {
                current = new ArrayList<>(List.of(line));
            } else {
                current.add(line);
                int k = perSource.merge(line.source(), 1, Integer::sum);
                blocks.add(Arguments.of(line.source() + " block " + k, current));
                current = null;
            }
        }
        return blocks.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sampleBlocks")
    void everySampleBlockIsReproducedFromTheCountsItPrints(String name, List<Fixture.Line> block) {
        List<String> expected = block.stream().map(Fixture.Line::text).toList();
        int[] wld = null;
        Ptnml pairs = null;
        String llrLine = null;
        for (Fixture.Line line : block) {
            Matcher games = GAMES.matcher(line.text());
            Matcher ptnml = PTNML.matcher(line.text());
            if (games.find()) {
                wld = Fixture.counts(games, 1);
            } else if (ptnml.find()) {
                pairs = Ptnml.ofPrinted(wld[0], group(ptnml, 1), group(ptnml, 2), group(ptnml, 3), group(ptnml, 4),
                        group(ptnml, 5));
            } else if (line.llr() != null) {
                llrLine = FastchessBlock.llrLine(line.llr(), line.lower(), line.upper(), line.sprt()[0],
                        line.sprt()[1]);
            }
        }
        List<String> actual = FastchessBlock.block(expected.get(1), wld[0], wld[1], wld[2], pairs, llrLine);
        assertEquals(String.join("\n", expected), String.join("\n", actual));
    }

    static Stream<Arguments> degenerateCases() {
        return Stream.of(
                Arguments.of("all games drawn, no pairs", 0, 0, 2, null, List.of(
                        "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan",
                        "LOS: -nan %, DrawRatio: 100.00 %",
                        "Games: 2, Wins: 0, Losses: 0, Draws: 2, Points: 1.0 (50.00 %)")),
                Arguments.of("all pairs won twice", 20, 0, 0, new Ptnml(0, 0, 0, 0, 0, 10), List.of(
                        "Elo: inf +/- -nan, nElo: inf +/- -nan",
                        "LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: inf",
                        "Games: 20, Wins: 20, Losses: 0, Draws: 0, Points: 20.0 (100.00 %)",
                        "Ptnml(0-2): [0, 0, 0, 0, 10], WL/DD Ratio: -nan")),
                Arguments.of("all pairs lost twice", 0, 4, 0, new Ptnml(2, 0, 0, 0, 0, 0), List.of(
                        "Elo: -inf +/- -nan, nElo: -inf +/- -nan",
                        "LOS: 0.00 %, DrawRatio: 0.00 %, PairsRatio: 0.00",
                        "Games: 4, Wins: 0, Losses: 4, Draws: 0, Points: 0.0 (0.00 %)",
                        "Ptnml(0-2): [2, 0, 0, 0, 0], WL/DD Ratio: -nan")),
                Arguments.of("every pair split win and loss", 2, 2, 0, new Ptnml(0, 0, 2, 0, 0, 0), List.of(
                        "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan",
                        "LOS: -nan %, DrawRatio: 100.00 %, PairsRatio: -nan",
                        "Games: 4, Wins: 2, Losses: 2, Draws: 0, Points: 2.0 (50.00 %)",
                        "Ptnml(0-2): [0, 0, 2, 0, 0], WL/DD Ratio: inf")),
                Arguments.of("a single won game", 1, 0, 0, null, List.of(
                        "Elo: inf +/- -nan, nElo: inf +/- -nan",
                        "LOS: 100.00 %, DrawRatio: 0.00 %",
                        "Games: 1, Wins: 1, Losses: 0, Draws: 0, Points: 1.0 (100.00 %)")),
                Arguments.of("upper score bound above 1 (2-1-0)", 2, 1, 0, null, List.of(
                        "Elo: 120.41 +/- nan, nElo: 122.84 +/- 393.15",
                        "LOS: 72.99 %, DrawRatio: 0.00 %",
                        "Games: 3, Wins: 2, Losses: 1, Draws: 0, Points: 2.0 (66.67 %)")),
                Arguments.of("upper score bound above 1 (1-0-1)", 1, 0, 1, null, List.of(
                        "Elo: 190.85 +/- nan, nElo: 347.44 +/- 481.51",
                        "LOS: 92.14 %, DrawRatio: 50.00 %",
                        "Games: 2, Wins: 1, Losses: 0, Draws: 1, Points: 1.5 (75.00 %)")),
                Arguments.of("pairs drawn both ways, none split", 0, 0, 2, new Ptnml(0, 0, 0, 1, 0, 0), List.of(
                        "Elo: -0.00 +/- 0.00, nElo: -nan +/- -nan",
                        "LOS: -nan %, DrawRatio: 100.00 %, PairsRatio: -nan",
                        "Games: 2, Wins: 0, Losses: 0, Draws: 2, Points: 1.0 (50.00 %)",
                        "Ptnml(0-2): [0, 0, 1, 0, 0], WL/DD Ratio: 0.00")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("degenerateCases")
    void degenerateResultsPrintAsCPrintsThem(String name, int w, int l, int d, Ptnml pairs, List<String> expected) {
        assertEquals(expected, FastchessBlock.statistics(w, l, d, pairs));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            positive: part of the upper bound | 2.950055197344735     |    0 |   10 | LLR: 2.95 (100.2%) \
            (-2.94, 2.94) [0.00, 10.00]
            negative: minus part of the lower | -0.020717421423605154 |    0 |    5 | LLR: -0.02 (-0.7%) \
            (-2.94, 2.94) [0.00, 5.00]
            below the lower bound             | -3.2344023309192296   |  100 |  200 | LLR: -3.23 (-109.8%) \
            (-2.94, 2.94) [100.00, 200.00]
            zero                              | 0                     |    0 |   20 | LLR: 0.00 (0.0%) \
            (-2.94, 2.94) [0.00, 20.00]
            tiny negative keeps its minus     | -0.001                | -1.5 | 2.25 | LLR: -0.00 (-0.0%) \
            (-2.94, 2.94) [-1.50, 2.25]
            """)
    void theLlrLineShowsTheRatioAgainstTheBoundOnItsSide(String name, double llr, double elo0, double elo1,
                                                         String expected) {
        assertEquals(expected, FastchessBlock.llrLine(llr, FastchessBlock.lowerBound(0.05, 0.05),
                FastchessBlock.upperBound(0.05, 0.05), elo0, elo1));
    }

    @Test
    void theBoundsComeFromAlphaAndBeta() {
        double lower = FastchessBlock.lowerBound(0.1, 0.05);
        double upper = FastchessBlock.upperBound(0.1, 0.05);
        assertEquals("LLR: 1.00 (44.4%) (-2.89, 2.25) [0.00, 5.00]", FastchessBlock.llrLine(1, lower, upper, 0, 5));
    }

    /** The header lines of tc-formats.txt by the options after {@code ### -each }. */
    private static Map<String, String> tcHeaders() {
        Map<String, String> headers = new HashMap<>();
        String options = null;
        for (Fixture.Line line : Fixture.lines("tc-formats.txt")) {
            if (line.text().startsWith("### -each ")) {
                options = line.text().substring("### -each ".length());
            } else {
                headers.put(options, line.text());
            }
        }
        return headers;
    }

    @ParameterizedTest(name = "-each {0}")
    @CsvSource(delimiter = '|', textBlock = """
            tc=1+0.01 nodes=300                |  0 |     1000 |     10 |    0 | 300 | 0
            tc=40/60+0.6 nodes=300             | 40 |    60000 |    599 |    0 | 300 | 0
            tc=inf nodes=300                   |  0 |        0 |      0 |    0 | 300 | 0
            tc=1:30+1 nodes=300                |  0 |    90000 |   1000 |    0 | 300 | 0
            tc=10s+0.5s nodes=300              |  0 |    10000 |    500 |    0 | 300 | 0
            tc=2+0.125 nodes=300               |  0 |     2000 |    125 |    0 | 300 | 0
            tc=300+100 nodes=300               |  0 |   300000 | 100000 |    0 | 300 | 0
            tc=0.5 nodes=300                   |  0 |      500 |      0 |    0 | 300 | 0
            tc=40/20 nodes=300                 | 40 |    20000 |      0 |    0 | 300 | 0
            tc=inf/10+0.1 nodes=300            |  0 |    10000 |    100 |    0 | 300 | 0
            st=0.1 nodes=300                   |  0 |        0 |      0 |  100 | 300 | 0
            st=2 nodes=300                     |  0 |        0 |      0 | 2000 | 300 | 0
            depth=3                            |  0 |        0 |      0 |    0 |   0 | 3
            plies=3                            |  0 |        0 |      0 |    0 |   0 | 3
            nodes=300                          |  0 |        0 |      0 |    0 | 300 | 0
            tc=10+0.1 timemargin=50 nodes=300  |  0 |    10000 |    100 |    0 | 300 | 0
            """)
    void theHeaderShowsEachLimitAsFastchessDoes(String options, int moves, long timeMs, long incMs, long fixedMs,
                                                long nodes, long plies) {
        // fastchess keeps times in whole milliseconds, truncated: 0.6 s is 599 ms and still shows as +0.6
        String tc = FastchessBlock.timeControl(moves, timeMs, incMs, fixedMs, nodes, plies);
        String expected = tcHeaders().get(options);
        assertEquals(expected, FastchessBlock.header("a", "b", FastchessBlock.both(tc, tc), FastchessBlock.threads("1"),
                FastchessBlock.hash("16"), FastchessBlock.bookName("/work/notes/fastchess-samples/book8.epd")));
    }

    @Test
    void everyRunOfTheTcSamplesIsCovered() {
        assertEquals(16, tcHeaders().size());
    }

    @Test
    void enginesThatDifferShowBothValuesAndAMissingOptionShowsNull() {
        String tc = FastchessBlock.timeControl(0, 2000, 50, 0, 0, 0);
        assertEquals("Results of crashy vs sf (2+0.05, NULL - 1t, NULL - 16MB, book8.epd):",
                FastchessBlock.header("crashy", "sf", FastchessBlock.both(tc, tc),
                        FastchessBlock.both(FastchessBlock.threads(null), FastchessBlock.threads("1")),
                        FastchessBlock.both(FastchessBlock.hash(null), FastchessBlock.hash("16")),
                        FastchessBlock.bookName("books\\book8.epd")));
        assertEquals("Results of strong vs weak (20000 nodes - 300 nodes, 1t, 16MB):",
                FastchessBlock.header("strong", "weak",
                        FastchessBlock.both(FastchessBlock.timeControl(0, 0, 0, 0, 20000, 0),
                                FastchessBlock.timeControl(0, 0, 0, 0, 300, 0)),
                        "1t", "16MB", null));
    }

    @Test
    void noLimitAtAllIsAnEmptyString() {
        assertEquals("", FastchessBlock.timeControl(0, 0, 0, 0, 0, 0));
        assertEquals("0+1", FastchessBlock.timeControl(0, 0, 1000, 0, 0, 0));
    }

    @Test
    void winsThatCannotFillThePairsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Ptnml.ofPrinted(5, 0, 0, 1, 0, 1));
        assertEquals(new Ptnml(0, 1, 1, 0, 2, 0), Ptnml.ofPrinted(3, 0, 1, 1, 2, 0));
    }

    private static int group(Matcher m, int i) {
        return Integer.parseInt(m.group(i));
    }
}
