package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.stats.Decision;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The cutechess-style lines of fastchess and of cutechess-cli, against real runs of both. */
class CutechessLinesTest {
    private static final Pattern SCORE = Pattern.compile("^Score of (.+) vs (.+): (\\d+) - (\\d+) - (\\d+)  \\[");
    private static final Pattern SIDE = Pattern.compile(
            "^\\.\\.\\.      (.+) playing (White|Black): (\\d+) - (\\d+) - (\\d+)  \\[");

    /**
     * Each line of fastchess's cutechess output with what it is made from: a Score line from its own counts, an
     * Elo line from the Score line before it, an SPRT line from its LLR.
     */
    static Stream<Arguments> fastchessLines() {
        List<Arguments> cases = new ArrayList<>();
        int[] counts = null;
        for (Fixture.Line line : Fixture.lines("fastchess-cutechess.txt")) {
            Matcher score = SCORE.matcher(line.text());
            String actual;
            if (score.find()) {
                counts = Fixture.counts(score, 3);
                actual = CutechessLines.fastchessScore(score.group(1), score.group(2), counts[0], counts[1],
                        counts[2]);
            } else if (line.text().startsWith("Elo difference: ")) {
                actual = CutechessLines.fastchessElo(counts[0], counts[1], counts[2]);
            } else {
                actual = CutechessLines.fastchessSprt(line.llr(), line.lower(), line.upper());
            }
            cases.add(Arguments.of(line.source() + " line " + line.number(), line.text(), actual));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("fastchessLines")
    void fastchessCutechessOutputIsReproducedLineByLine(String name, String expected, String actual) {
        assertEquals(expected, actual);
    }

    /**
     * cutechess-cli's lines: each Score line on its own, and each results group (colour lines, Elo, SPRT) from
     * the counts of its colour lines.
     */
    static Stream<Arguments> cutechessCliOutput() {
        List<Arguments> cases = new ArrayList<>();
        List<String> group = new ArrayList<>();
        String name = "";
        int[] white = new int[3];
        int[] black = new int[3];
        int groups = 0;
        for (Fixture.Line line : Fixture.lines("cutechess-cli.txt")) {
            Matcher score = SCORE.matcher(line.text());
            Matcher side = SIDE.matcher(line.text());
            if (score.find()) {
                int[] c = Fixture.counts(score, 3);
                cases.add(Arguments.of(line.source() + " line " + line.number(), List.of(line.text()),
                        List.of(CutechessLines.cutechessScore(score.group(1), score.group(2), c[0], c[1], c[2]))));
                continue;
            }
            group.add(line.text());
            if (side.find()) {
                name = side.group(1);
                int[] c = Fixture.counts(side, 3);
                System.arraycopy(c, 0, side.group(2).equals("White") ? white : black, 0, 3);
            } else if (line.text().startsWith("SPRT: ")) {
                List<String> actual = new ArrayList<>(CutechessLines.cutechessSides(name, white[0], white[1],
                        white[2], black[0], black[1], black[2]));
                int w = white[0] + black[0];
                int l = white[1] + black[1];
                int d = white[2] + black[2];
                actual.add(CutechessLines.cutechessElo(w, l, d));
                double[] t = line.sprt();
                actual.add(CutechessLines.cutechessSprt(CutechessStats.sprt(w, l, d, t[0], t[1], t[2], t[3])));
                cases.add(Arguments.of(line.source() + " results " + ++groups, List.copyOf(group), actual));
                group.clear();
                white = new int[3];
                black = new int[3];
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cutechessCliOutput")
    void cutechessCliOutputIsReproducedFromTheCountsItPrints(String name, List<String> expected, List<String> actual) {
        assertEquals(String.join("\n", expected), String.join("\n", actual));
    }

    @Test
    void fastchessAcceptsH0OnlyBelowTheLowerBoundButH1AlreadyAtTheUpperOne() {
        double lower = FastchessBlock.lowerBound(0.05, 0.05);
        double upper = FastchessBlock.upperBound(0.05, 0.05);
        assertEquals("SPRT: llr -2.94 (100.0%), lbound -2.94, ubound 2.94",
                CutechessLines.fastchessSprt(lower, lower, upper));
        assertEquals("SPRT: llr -2.95 (100.2%), lbound -2.94, ubound 2.94 - H0 was accepted",
                CutechessLines.fastchessSprt(-2.95, lower, upper));
        assertEquals("SPRT: llr 2.94 (100.0%), lbound -2.94, ubound 2.94 - H1 was accepted",
                CutechessLines.fastchessSprt(upper, lower, upper));
    }

    @Test
    void withoutSprtCutechessStillPrintsAnUndecidedLineBetweenInfinities() {
        CutechessStats.Sprt none = CutechessStats.sprt(3, 2, 1, 0, 0, 0, 0);
        assertEquals(Decision.CONTINUE, none.decision());
        assertTrue(none.printed());
        assertEquals("SPRT: llr 0 (0.0%), lbound -inf, ubound inf", CutechessLines.cutechessSprt(none));
    }

    @Test
    void cutechessDecidesH1AtTheUpperBound() {
        // cc2_sprt's last results: sfA 34-11-0 with White and 27-5-12 with Black
        CutechessStats.Sprt s = CutechessStats.sprt(61, 16, 12, 0, 20, 0.05, 0.05);
        assertEquals(Decision.H1_ACCEPTED, s.decision());
        assertEquals("SPRT: llr 3 (101.9%), lbound -2.94, ubound 2.94 - H1 was accepted",
                CutechessLines.cutechessSprt(s));
        CutechessStats.Sprt h0 = CutechessStats.sprt(10, 60, 10, 0, 20, 0.05, 0.05);
        assertEquals(Decision.H0_ACCEPTED, h0.decision());
        assertTrue(CutechessLines.cutechessSprt(h0).endsWith(" - H0 was accepted"));
    }

    @Test
    void aColourWithoutGamesHasNoLine() {
        assertEquals(List.of("...      crashy playing White: 0 - 1 - 0  [0.000] 1",
                        "...      White vs Black: 0 - 1 - 0  [0.000] 1"),
                CutechessLines.cutechessSides("crashy", 0, 1, 0, 0, 0, 0));
        assertEquals(List.of(), CutechessLines.cutechessSides("ghost", 0, 0, 0, 0, 0, 0));
        assertEquals("Elo difference: nan +/- nan, LOS: nan %, DrawRatio: nan %", CutechessLines.cutechessElo(0, 0, 0));
    }

    @Test
    void theTwoScoreLinesRoundATieDifferently() {
        // 4.5 of 8 is 0.5625 exactly: {fmt} rounds half to even, Qt away from zero
        assertEquals("Score of a vs b: 1 - 0 - 7  [0.562] 8", CutechessLines.fastchessScore("a", "b", 1, 0, 7));
        assertEquals("Score of a vs b: 1 - 0 - 7  [0.563] 8", CutechessLines.cutechessScore("a", "b", 1, 0, 7));
    }

    @ParameterizedTest(name = "{0} as ''{1}'' {2} -> {3}")
    @CsvSource(delimiter = '|', textBlock = """
            -0.0                | f | 1 | 0.0
            -0.04               | f | 1 | -0.0
            0.25                | f | 1 | 0.3
            0.35                | f | 1 | 0.3
            -0.05               | f | 1 | -0.1
            0.5625              | f | 3 | 0.563
            NaN                 | f | 1 | nan
            -Infinity           | f | 1 | -inf
            3                   | g | 3 | 3
            2.9444389791664403  | g | 3 | 2.94
            -2.9444389791664403 | g | 3 | -2.94
            0.000647            | g | 3 | 0.000647
            100                 | g | 3 | 100
            1000                | g | 3 | 1e+03
            999.5               | g | 3 | 1e+03
            1234.5              | g | 3 | 1.23e+03
            1.234e-05           | g | 3 | 1.23e-05
            0.0002125           | g | 3 | 0.000212
            2.125               | g | 3 | 2.13
            0.125               | g | 2 | 0.13
            4.9e-324            | g | 3 | 4.94e-324
            -0.0                | g | 3 | 0
            Infinity            | g | 3 | inf
            NaN                 | g | 3 | nan
            """)
    void qtFormatsNumbersItsOwnWay(double x, char format, int precision, String expected) {
        // expected values printed by QString::number and QString::arg of Qt 6.4.2 on this machine
        assertEquals(expected, format == 'f' ? QtNumber.fixed(x, precision) : QtNumber.general(x, precision));
    }
}
