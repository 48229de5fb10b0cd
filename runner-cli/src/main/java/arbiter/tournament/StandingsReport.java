package arbiter.tournament;

import arbiter.core.event.GameRecord;
import arbiter.core.event.RankBy;
import arbiter.core.game.GameResult;
import arbiter.core.event.Standings;
import arbiter.core.event.TieBreak;
import arbiter.core.stats.PlayerRating;
import arbiter.core.stats.Ratings;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Standings of an event as console text and as JSON: the ranking with every tie-break, each
 * player's record and maximum-likelihood rating ({@link Ratings}), and the crosstable.
 *
 * <p>In a player's record, games ({@code G}) count every result that scored: games over the
 * board, forfeits and byes; wins include forfeit wins and byes (as 胜局 does), so the record
 * adds up to the points. Ratings use games over the board only.
 */
public final class StandingsReport {

    /** Explains a regularized rating list under the table. */
    static final String PRIOR_NOTE = "ratings: no finite maximum-likelihood estimate (a player "
            + "with all wins or all losses, or separate groups); each player was given one virtual"
            + " draw against a 0-rated opponent";

    private StandingsReport() {
    }

    /**
     * One player's line of the standings.
     *
     * @param row the ranking row
     * @param name the player's name
     * @param shared whether the place is shared
     * @param games results that scored: games, forfeits and byes
     * @param wins wins, forfeit wins and byes included
     * @param draws draws
     * @param losses losses, forfeit losses included
     * @param forfeits forfeits won or lost
     * @param byes byes
     * @param rating the rating from games over the board
     */
    record Line(Standings.Row row, String name, boolean shared, int games, int wins, int draws,
            int losses, int forfeits, int byes, PlayerRating rating) {
    }

    /** The standings lines, in ranking order, and the ratings they came with. */
    record Table(List<Line> lines, Ratings ratings) {
    }

    static Table table(EventSummary e) {
        List<Standings.Row> rows = Standings.rank(e.players(), e.games(), e.scoring(), e.chain(),
                e.rankBy());
        Ratings ratings = Ratings.of(e.players(), e.games());
        List<Line> lines = new ArrayList<>();
        for (Standings.Row r : rows) {
            int p = r.player();
            int[] c = new int[6]; // games, wins, draws, losses, forfeits, byes
            for (GameRecord g : e.games()) {
                if (!g.involves(p)) {
                    continue;
                }
                c[0]++;
                c[g.wonBy(p) ? 1 : g.result() == GameResult.DRAW ? 2 : 3]++;
                c[4] += g.forfeit() ? 1 : 0;
                c[5] += g.isBye() ? 1 : 0;
            }
            boolean shared = rows.stream().filter(o -> o.place() == r.place()).count() > 1;
            lines.add(new Line(r, e.name(p), shared, c[0], c[1], c[2], c[3], c[4], c[5],
                    ratings.player(p)));
        }
        return new Table(List.copyOf(lines), ratings);
    }

    /**
     * The crosstable cells, rows and columns in ranking order: each cell lists the marks of
     * that pairing's games in round order ({@link arbiter.core.event.Scoring#mark}), separated
     * by spaces; {@code *} on the diagonal; empty where the players did not meet.
     */
    static List<List<String>> crosstable(EventSummary e, List<Line> lines) {
        List<List<String>> out = new ArrayList<>();
        for (Line row : lines) {
            int p = row.row().player();
            List<String> cells = new ArrayList<>();
            for (Line col : lines) {
                int q = col.row().player();
                if (p == q) {
                    cells.add("*");
                    continue;
                }
                cells.add(e.games().stream()
                        .filter(g -> !g.isBye() && g.involves(p) && g.involves(q))
                        .sorted(java.util.Comparator.comparingInt(GameRecord::round))
                        .map(g -> e.scoring().mark(g.result(), g.colourOf(p), g.forfeit()))
                        .collect(Collectors.joining(" ")));
            }
            out.add(List.copyOf(cells));
        }
        return List.copyOf(out);
    }

    /** A number as scores are written: {@code 4}, {@code 4.5}. */
    static String number(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }

    /** A tie-break value; a sequence is written with its elements joined by {@code /}. */
    static String tieBreak(Standings.Row row, TieBreak t) {
        if (t.isSequence()) {
            return row.sequences().get(t).stream().map(StandingsReport::number)
                    .collect(Collectors.joining("/"));
        }
        return number(row.tieBreaks().get(t));
    }

    /** A rating, signed, to one decimal: {@code +95.4}; one that rounds to nothing is {@code +0.0}, never -0.0. */
    static String elo(double x) {
        String t = String.format(Locale.ROOT, "%+.1f", x);
        return t.equals("-0.0") ? "+0.0" : t;
    }

    /** The place, with {@code =} when shared: {@code 2=}. */
    static String place(Line l) {
        return l.row().place() + (l.shared() ? "=" : "");
    }

    /**
     * The standings and the crosstable as console text. Columns are aligned by display width,
     * Chinese characters counting two columns.
     *
     * @param e the event
     * @return the text, lines ending in {@code \n}
     */
    public static String text(EventSummary e) {
        return text(e, null);
    }

    /**
     * As {@link #text(EventSummary)}, headers and tie-break names in the language of {@code texts} (null: English
     * headers with the rulebook's own tie-break names).
     */
    public static String text(EventSummary e, arbiter.text.Texts texts) {
        Table t = table(e);
        StringBuilder sb = new StringBuilder(standings(e, t, texts));
        sb.append('\n');
        List<String> crossHeader = new ArrayList<>(List.of(word(texts, "place", "#"), word(texts, "name", "Name")));
        for (int i = 1; i <= t.lines().size(); i++) {
            crossHeader.add(Integer.toString(i));
        }
        List<List<String>> cross = new ArrayList<>();
        List<List<String>> cells = crosstable(e, t.lines());
        for (int i = 0; i < cells.size(); i++) {
            List<String> r = new ArrayList<>(List.of(Integer.toString(i + 1),
                    t.lines().get(i).name()));
            r.addAll(cells.get(i));
            cross.add(r);
        }
        appendTable(sb, crossHeader, cross);
        return sb.toString();
    }

    /**
     * The standings table alone (no crosstable), as printed every {@code --rating-interval} games.
     *
     * @param e the event so far
     * @return the text, lines ending in {@code \n}
     */
    public static String standings(EventSummary e) {
        return standings(e, table(e), null);
    }

    /** As {@link #standings(EventSummary)} in the language of {@code texts} (see {@link #text(EventSummary, arbiter.text.Texts)}). */
    public static String standings(EventSummary e, arbiter.text.Texts texts) {
        return standings(e, table(e), texts);
    }

    /** A header word in the language of {@code texts}, or {@code plain} without one. */
    private static String word(arbiter.text.Texts texts, String key, String plain) {
        return texts == null ? plain : texts.get("standings." + key);
    }

    /** A tie-break's name: the rulebook's without texts, else in their language. */
    static String label(TieBreak tb, arbiter.text.Texts texts) {
        return texts == null ? tb.label() : texts.get("tiebreak." + tb.key());
    }

    private static String standings(EventSummary e, Table t, arbiter.text.Texts texts) {
        List<TieBreak> order = e.chain().order();
        String rank = texts == null ? e.rankBy().label()
                : texts.get(e.rankBy() == RankBy.MATCH_POINTS ? "standings.matchPoints" : "standings.points");
        List<String> header = new ArrayList<>(List.of(word(texts, "place", "#"), word(texts, "name", "Name"), rank));
        order.forEach(tb -> header.add(label(tb, texts)));
        header.addAll(List.of(word(texts, "games", "G"), word(texts, "wdl", "W-D-L"), word(texts, "elo", "Elo"),
                "±95%"));
        List<List<String>> body = new ArrayList<>();
        for (Line l : t.lines()) {
            List<String> cells = new ArrayList<>(List.of(place(l), l.name(),
                    number(l.row().points())));
            order.forEach(tb -> cells.add(tieBreak(l.row(), tb)));
            cells.addAll(List.of(Integer.toString(l.games()),
                    l.wins() + "-" + l.draws() + "-" + l.losses(), elo(l.rating().elo()),
                    String.format(Locale.ROOT, "%.1f", l.rating().margin())));
            body.add(cells);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(e.event()).append('\n');
        if (texts == null) {
            sb.append("scoring ").append(e.scoring().label()).append(", tie-breaks ")
                    .append(e.chain().name()).append('\n');
        } else {
            sb.append(texts.get("standings.scoring", e.scoring().label(), e.chain().name())).append('\n');
        }
        appendTable(sb, header, body);
        if (t.ratings().regularized()) {
            sb.append(texts == null ? PRIOR_NOTE : texts.get("standings.priorNote")).append('\n');
        }
        return sb.toString();
    }

    /**
     * The standings, crosstable and ratings as JSON.
     *
     * @param e the event
     * @return an object with {@code event}, {@code scoring}, {@code rankBy}, {@code chain} (its
     *     tie-breaks as {@code {key, label}}: the English key, e.g. {@code buchholz}, and the
     *     rulebook name, e.g. {@code 对手分}), {@code standings} (each row's {@code tieBreaks}
     *     keyed by the English keys), {@code crosstable} and {@code ratings}
     */
    public static ObjectNode json(EventSummary e) {
        Table t = table(e);
        ObjectNode root = new ObjectMapper().createObjectNode();
        root.put("event", e.event());
        root.put("scoring", e.scoring().label());
        root.put("rankBy", e.rankBy().name()); // language-neutral, as settings.rankBy: POINTS or MATCH_POINTS
        ObjectNode chain = root.putObject("chain");
        chain.put("name", e.chain().name());
        ArrayNode labels = chain.putArray("tieBreaks");
        e.chain().order().forEach(tb -> labels.addObject().put("key", tb.key()).put("label", tb.label()));
        ArrayNode standings = root.putArray("standings");
        for (Line l : t.lines()) {
            ObjectNode o = standings.addObject();
            o.put("place", l.row().place());
            o.put("shared", l.shared());
            o.put("player", l.row().player());
            o.put("name", l.name());
            o.put("points", l.row().points());
            ObjectNode tbs = o.putObject("tieBreaks");
            for (TieBreak tb : e.chain().order()) {
                if (tb.isSequence()) {
                    ArrayNode seq = tbs.putArray(tb.key());
                    l.row().sequences().get(tb).forEach(seq::add);
                } else {
                    tbs.put(tb.key(), l.row().tieBreaks().get(tb));
                }
            }
            o.put("games", l.games());
            o.put("wins", l.wins());
            o.put("draws", l.draws());
            o.put("losses", l.losses());
            o.put("forfeits", l.forfeits());
            o.put("byes", l.byes());
            o.put("rating", l.rating().elo() + 0.0); // + 0.0: no -0.0 in the JSON
            o.put("error", l.rating().margin());
        }
        ObjectNode cross = root.putObject("crosstable");
        ArrayNode order = cross.putArray("order");
        t.lines().forEach(l -> order.add(l.row().player()));
        ArrayNode rows = cross.putArray("rows");
        for (List<String> r : crosstable(e, t.lines())) {
            ArrayNode a = rows.addArray();
            r.forEach(a::add);
        }
        ObjectNode ratings = root.putObject("ratings");
        ratings.put("model", "maximum-likelihood logistic Elo, mean 0");
        ratings.put("regularized", t.ratings().regularized());
        if (t.ratings().regularized()) {
            ratings.put("prior", "one virtual draw per player against a 0-rated opponent");
        }
        ArrayNode players = ratings.putArray("players");
        for (PlayerRating r : t.ratings().players()) {
            ObjectNode o = players.addObject();
            o.put("player", r.player());
            o.put("name", e.name(r.player()));
            o.put("elo", r.elo() + 0.0);
            o.put("standardError", r.standardError());
            o.put("low", r.low());
            o.put("high", r.high());
            o.put("games", r.games());
            o.put("score", r.score());
        }
        return root;
    }

    /**
     * Appends an aligned table: the second column (names) left-aligned, every other column
     * right-aligned, two spaces between columns, no trailing spaces.
     */
    private static void appendTable(StringBuilder sb, List<String> header,
            List<List<String>> body) {
        int[] widths = new int[header.size()];
        for (List<String> r : concat(header, body)) {
            for (int i = 0; i < r.size(); i++) {
                widths[i] = Math.max(widths[i], width(r.get(i)));
            }
        }
        for (List<String> r : concat(header, body)) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.size(); i++) {
                String pad = " ".repeat(widths[i] - width(r.get(i)));
                line.append(i == 0 ? "" : "  ").append(i == 1 ? r.get(i) + pad : pad + r.get(i));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
    }

    private static List<List<String>> concat(List<String> header, List<List<String>> body) {
        List<List<String>> all = new ArrayList<>(List.of(header));
        all.addAll(body);
        return all;
    }

    /**
     * Display width in a terminal: East Asian wide and fullwidth characters (CJK ideographs,
     * kana, hangul, fullwidth forms, CJK punctuation) take two columns, others one.
     */
    static int width(String s) {
        return s.codePoints().map(StandingsReport::width).sum();
    }

    private static int width(int cp) {
        boolean wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E)
                || (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF)
                || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF)
                || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF)
                || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
        return wide ? 2 : Character.getType(cp) == Character.NON_SPACING_MARK ? 0 : 1;
    }
}
