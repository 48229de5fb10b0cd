package arbiter.tournament;

import arbiter.core.event.TieBreak;
import arbiter.core.stats.PlayerRating;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The standings of an event as one self-contained HTML page: inline CSS and SVG, no scripts,
 * no fonts or files from elsewhere. It holds the standings table, the crosstable and a chart of
 * the ratings, each a point with its 95 % interval as an error bar.
 */
public final class StandingsHtml {

    /** Chart geometry, in SVG user units (pixels at 100 % zoom). */
    private static final int LABEL_WIDTH = 170;
    private static final int PLOT_WIDTH = 460;
    private static final int ROW_HEIGHT = 24;
    private static final int TOP = 20;
    private static final int AXIS_HEIGHT = 40;

    private StandingsHtml() {
    }

    /**
     * The page.
     *
     * @param e the event
     * @return the HTML document, UTF-8 declared
     */
    public static String page(EventSummary e) {
        return page(e, arbiter.text.Texts.EN);
    }

    /** The page in the language of {@code texts}. */
    public static String page(EventSummary e, arbiter.text.Texts texts) {
        StandingsReport.Table t = StandingsReport.table(e);
        StringBuilder sb = new StringBuilder(8192);
        sb.append("<!DOCTYPE html>\n<html lang=\"").append(texts.lang()).append("\"><head><meta charset=\"utf-8\"><title>")
                .append(esc(e.event())).append("</title><style>body{font-family:sans-serif;"
                        + "margin:2em;color:#222}table{border-collapse:collapse;margin:1em 0}"
                        + "td,th{border:1px solid #bbb;padding:3px 8px;text-align:right}"
                        + "th{background:#eee}td.name{text-align:left}td.self{background:#ddd;"
                        + "text-align:center}.note{color:#666;font-size:90%}"
                        + "svg text{font-size:12px;fill:#222}.grid{stroke:#ddd}"
                        + ".errbar{stroke:#2c5f9e;stroke-width:2}.point{fill:#c0392b}"
                        + "</style></head><body>\n<h1>").append(esc(e.event())).append("</h1>\n")
                .append("<p>").append(esc(texts.get("html.scoring", e.scoring().label(), rankName(e, texts),
                        e.chain().name()))).append("</p>\n");
        standings(sb, e, t, texts);
        crosstable(sb, e, t, texts);
        sb.append("<h2>").append(texts.get("html.ratings")).append("</h2>\n").append(chart(t.lines()));
        sb.append("<p class=\"note\">").append(esc(texts.get("html.ratingsNote")));
        if (t.ratings().regularized()) {
            sb.append(" ").append(esc(texts.get("standings.priorNote"))).append('.');
        }
        sb.append("</p>\n</body></html>\n");
        return sb.toString();
    }

    private static String rankName(EventSummary e, arbiter.text.Texts texts) {
        return texts.get(e.rankBy() == arbiter.core.event.RankBy.MATCH_POINTS ? "standings.matchPoints"
                : "standings.points");
    }

    private static void standings(StringBuilder sb, EventSummary e, StandingsReport.Table t,
                                  arbiter.text.Texts texts) {
        sb.append("<h2>").append(texts.get("html.standings")).append("</h2>\n<table class=\"standings\"><tr><th>")
                .append(texts.get("standings.place")).append("</th><th>").append(texts.get("standings.name"))
                .append("</th><th>").append(esc(rankName(e, texts))).append("</th>");
        for (TieBreak tb : e.chain().order()) {
            sb.append("<th>").append(esc(StandingsReport.label(tb, texts))).append("</th>");
        }
        sb.append("<th>").append(texts.get("standings.games")).append("</th><th>").append(texts.get("standings.wdl"))
                .append("</th><th>").append(texts.get("standings.elo")).append("</th><th>±95%</th></tr>\n");
        for (StandingsReport.Line l : t.lines()) {
            sb.append("<tr><td>").append(StandingsReport.place(l)).append("</td><td class=\"name\">")
                    .append(esc(l.name())).append("</td><td>")
                    .append(StandingsReport.number(l.row().points())).append("</td>");
            for (TieBreak tb : e.chain().order()) {
                sb.append("<td>").append(StandingsReport.tieBreak(l.row(), tb)).append("</td>");
            }
            sb.append("<td>").append(l.games()).append("</td><td>").append(l.wins()).append('-')
                    .append(l.draws()).append('-').append(l.losses()).append("</td><td>")
                    .append(StandingsReport.elo(l.rating().elo())).append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.1f", l.rating().margin()))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    private static void crosstable(StringBuilder sb, EventSummary e, StandingsReport.Table t,
                                   arbiter.text.Texts texts) {
        List<StandingsReport.Line> lines = t.lines();
        sb.append("<h2>").append(texts.get("html.crosstable")).append("</h2>\n<table class=\"crosstable\"><tr><th>")
                .append(texts.get("standings.place")).append("</th><th>").append(texts.get("standings.name"))
                .append("</th>");
        for (int i = 1; i <= lines.size(); i++) {
            sb.append("<th>").append(i).append("</th>");
        }
        sb.append("</tr>\n");
        List<List<String>> cells = StandingsReport.crosstable(e, lines);
        for (int i = 0; i < lines.size(); i++) {
            sb.append("<tr><td>").append(i + 1).append("</td><td class=\"name\">")
                    .append(esc(lines.get(i).name())).append("</td>");
            for (int j = 0; j < lines.size(); j++) {
                sb.append(i == j ? "<td class=\"self\">" : "<td>")
                        .append(esc(cells.get(i).get(j))).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</table>\n");
    }

    /**
     * The rating chart: one row per player, best first, a point at the rating and a bar over
     * the 95 % interval, on an Elo axis with round-numbered grid lines.
     */
    static String chart(List<StandingsReport.Line> lines) {
        List<StandingsReport.Line> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.comparingDouble((StandingsReport.Line l) -> l.rating().elo())
                .reversed());
        double lo = sorted.stream().mapToDouble(l -> l.rating().low()).min().orElse(-100);
        double hi = sorted.stream().mapToDouble(l -> l.rating().high()).max().orElse(100);
        if (!(hi - lo > 1)) {
            lo -= 50;
            hi += 50;
        }
        double step = tickStep(hi - lo);
        lo = Math.floor(lo / step) * step;
        hi = Math.ceil(hi / step) * step;
        int height = TOP + sorted.size() * ROW_HEIGHT + AXIS_HEIGHT;
        int width = LABEL_WIDTH + PLOT_WIDTH + 20;
        int axisY = TOP + sorted.size() * ROW_HEIGHT;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ratings\" width=\"")
                .append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" role=\"img\">\n");
        for (double x = lo; x <= hi + step / 2; x += step) {
            double px = scale(x, lo, hi);
            sb.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" y1=\"%d\" "
                    + "x2=\"%.1f\" y2=\"%d\"/><text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">"
                    + "%s</text>\n", px, TOP - 6, px, axisY, px, axisY + 16,
                    StandingsReport.number(Math.rint(x))));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">"
                + "Elo</text>\n", LABEL_WIDTH + PLOT_WIDTH / 2.0, axisY + 34));
        for (int i = 0; i < sorted.size(); i++) {
            PlayerRating r = sorted.get(i).rating();
            int y = TOP + i * ROW_HEIGHT + ROW_HEIGHT / 2;
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">"
                    + "%s</text><line class=\"errbar\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\">"
                    + "<title>%s</title></line><circle class=\"point\" cx=\"%.1f\" cy=\"%d\" r=\"4\">"
                    + "<title>%s</title></circle>\n", LABEL_WIDTH - 8, y + 4,
                    esc(sorted.get(i).name()), scale(r.low(), lo, hi), y, scale(r.high(), lo, hi),
                    y, esc(sorted.get(i).name() + ": 95 % " + StandingsReport.elo(r.low())
                            + " to " + StandingsReport.elo(r.high())),
                    scale(r.elo(), lo, hi), y,
                    esc(sorted.get(i).name() + ": " + StandingsReport.elo(r.elo()))));
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static double scale(double elo, double lo, double hi) {
        return LABEL_WIDTH + (elo - lo) / (hi - lo) * PLOT_WIDTH;
    }

    /** A grid step of 1, 2 or 5 times a power of ten giving at most about eight lines. */
    static double tickStep(double range) {
        double raw = range / 8;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * magnitude >= raw) {
                return m * magnitude;
            }
        }
        return 10 * magnitude;
    }

    /** Escapes text for HTML content and attribute values. */
    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }
}
