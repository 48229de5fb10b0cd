package arbiter.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StandingsHtmlTest {

    private static final List<String> NAMES = List.of("Alpha", "<script>alert(1)</script>",
            "Cyclone", "Delta & Co", "Echo");

    private static String page() {
        return StandingsHtml.page(StandingsReportTest.event(NAMES));
    }

    private static int count(String haystack, String needle) {
        return haystack.split(Pattern.quote(needle), -1).length - 1;
    }

    @Test
    void thePageHasExactlyOneChartWithOneErrorBarPerPlayer() {
        String html = page();
        assertEquals(1, count(html, "<svg"));
        assertEquals(5, count(html, "class=\"errbar\""));
        assertEquals(5, count(html, "class=\"point\""));
    }

    @Test
    void namesAreEscapedEverywhere() {
        String html = page();
        assertFalse(html.contains("<script"), "a name must not open a script");
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertTrue(html.contains("Delta &amp; Co"));
    }

    @Test
    void thePageIsSelfContainedAndDeclaresUtf8() {
        String html = page();
        assertTrue(html.contains("<meta charset=\"utf-8\">"));
        // the SVG namespace is an identifier, not a fetch; nothing else may point outside
        assertEquals(1, count(html, "http"));
        assertFalse(html.contains("<link") || html.contains("@import") || html.contains("url("));
    }

    @Test
    void theStandingsAndCrosstableTablesFollowTheRanking() {
        String html = page();
        assertTrue(html.contains("<tr><td>2=</td><td class=\"name\">Delta &amp; Co</td>"
                + "<td>4</td><td>10</td>"), html);
        assertTrue(html.contains("<tr><td>5</td><td class=\"name\">Echo</td><td>0</td>"
                + "<td>\u2212</td><td></td><td></td><td class=\"self\">*</td></tr>"));
    }

    @Test
    void theChartListsPlayersFromTheHighestRatingDown() {
        String html = page();
        Matcher m = Pattern.compile("<circle class=\"point\" cx=\"([0-9.]+)\"").matcher(html);
        double previous = Double.POSITIVE_INFINITY;
        int points = 0;
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            assertTrue(x <= previous, "points must run from right to left");
            previous = x;
            points++;
        }
        assertEquals(5, points);
    }

    @ParameterizedTest(name = "a range of {0} Elo is gridded every {1}")
    @CsvSource({"1000, 200", "700, 100", "80, 10", "1500, 200", "30, 5"})
    void gridLinesFallOnRoundNumbers(double range, double step) {
        assertEquals(step, StandingsHtml.tickStep(range));
    }
}
