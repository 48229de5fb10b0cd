package arbiter.compat;

import arbiter.core.game.Side;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.Outcome;
import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.engine.Info;
import arbiter.match.EngineSpec;
import arbiter.match.MatchConfig;
import arbiter.match.PgnFormat;
import arbiter.match.PlayedGame;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A game as fastchess writes it to its PGN file: the seven-tag roster, {@code SetUp}/{@code FEN} and
 * {@code Variant} when needed, then {@code GameDuration}, {@code GameStartTime}, {@code GameEndTime},
 * {@code PlyCount}, {@code Termination} (fastchess's values) and {@code TimeControl}; each move's comment
 * {@code {+0.63/14 0.586s}} with the fields {@code -pgnout} asked for, book moves {@code {book}}, and why the game
 * ended appended to the last comment. {@code Round} is the opening's round, shared by the two games of a pair.
 */
public final class GmPgn implements PgnFormat {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss Z").withZone(ZoneOffset.UTC);

    private final GmPlan.Pgn settings;
    private final String site;
    private final boolean cutechess;

    public GmPgn(GmPlan.Pgn settings, String site, boolean cutechess) {
        this.settings = settings;
        this.site = site;
        this.cutechess = cutechess;
    }

    @Override
    public String text(PlayedGame g, MatchConfig config, EngineSpec red, EngineSpec black) {
        GameState game = g.game();
        Variant variant = game.variant();
        Outcome o = game.outcome();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", config.event());
        tags.put("Site", site);
        tags.put("Date", DATE.format(Instant.ofEpochMilli(g.startEpochMs())));
        tags.put("Round", String.valueOf(g.round()));
        tags.put(variant.sideName(Side.RED), g.red());
        tags.put(variant.sideName(Side.BLACK), g.black());
        tags.put("Result", o.result().pgn());
        if (variant.needsFenTag(game.startFen())) {
            tags.put("SetUp", "1");
            tags.put("FEN", game.startFen());
        }
        tags.putAll(variant.pgnTags());
        String reason = GmReasons.text(o, variant, cutechess);
        if (!settings.min()) {
            tags.put("GameDuration", clock(g.durationMs()));
            tags.put("GameStartTime", TIME.format(Instant.ofEpochMilli(g.startEpochMs())));
            tags.put("GameEndTime", TIME.format(Instant.ofEpochMilli(g.startEpochMs() + g.durationMs())));
            tags.put("PlyCount", String.valueOf(g.moves().size()));
            tags.put("Termination", GmReasons.termination(o));
            String r = timeControl(red.clock()), b = timeControl(black.clock());
            if (r.equals(b)) {
                tags.put("TimeControl", r);
            } else {
                tags.put(variant.sideName(Side.RED) + "TimeControl", r);
                tags.put(variant.sideName(Side.BLACK) + "TimeControl", b);
            }
        }
        List<String> texts = settings.notation() == Notation.COORDINATE ? null : game.notate(settings.notation());
        List<PgnWriter.MoveText> moves = new ArrayList<>();
        for (int i = 0; i < g.moves().size(); i++) {
            PgnWriter.MoveText m = g.moves().get(i);
            String text = texts == null ? m.text() : texts.get(i);
            String comment = settings.min() ? null : comment(m, g.details().get(i));
            if (!settings.min() && i == g.moves().size() - 1) {
                comment = comment == null || comment.isBlank() ? reason : comment + ", " + reason;
            }
            moves.add(new PgnWriter.MoveText(text, comment));
        }
        String last = settings.min() || !moves.isEmpty() ? null : reason;
        return PgnWriter.write(tags, moves, game.startFullmoveNumber(), game.startSide() == Side.BLACK, last,
                o.result().pgn());
    }

    /** {@code +0.63/14 0.586s} and the extra fields, or {@code book}; the runner's own words for other moves. */
    private String comment(PgnWriter.MoveText m, PlayedGame.MoveDetail d) {
        if (d == null) {
            return m.comment();
        }
        Info i = d.info();
        StringBuilder sb = new StringBuilder();
        if (i != null && i.score() != null) {
            String score = i.score().pgn();
            sb.append(score.equals("+0.00") || score.equals("-0.00") ? "0.00" : score).append('/')
                    .append(i.depth() == null ? 0 : i.depth()).append(' ');
        }
        sb.append(arbiter.match.GameRunner.seconds(d.thinkMs() * 1_000_000L)).append('s');
        if (settings.extras().contains("timeleft") && d.timeLeftMs() >= 0) {
            sb.append(", tl=").append(arbiter.match.GameRunner.seconds(d.timeLeftMs() * 1_000_000L)).append('s');
        }
        if (i != null) {
            extra(sb, "nodes", "n", i.nodes());
            extra(sb, "seldepth", "sd", i.seldepth());
            extra(sb, "nps", "nps", i.nps());
            extra(sb, "hashfull", "hashfull", i.hashfull());
            if (settings.extras().contains("pv") && i.pv() != null && !i.pv().isEmpty()) {
                sb.append(", pv=\"").append(String.join(" ", i.pv())).append('"');
            }
        }
        for (String l : d.lines()) {
            sb.append(", line=\"").append(l.replace("\"", "'")).append('"');
        }
        return sb.toString();
    }

    private void extra(StringBuilder sb, String key, String label, Object value) {
        if (settings.extras().contains(key) && value != null) {
            sb.append(", ").append(label).append('=').append(value);
        }
    }

    /** fastchess's TimeControl tag: {@code 40/60+0.6}, {@code 10+0.1}, {@code 1/move}, {@code -}. */
    static String timeControl(TimeControl tc) {
        if (tc instanceof TimeControl.Increment i) {
            return g6(i.baseMs()) + (i.incrementMs() > 0 ? "+" + g6(i.incrementMs()) : "");
        }
        if (tc instanceof TimeControl.MovePeriods p) {
            TimeControl.Period first = p.period(0);
            return first.moves() + "/" + g6(first.ms()) + (first.incrementMs() > 0 ? "+" + g6(first.incrementMs())
                    : "");
        }
        if (tc instanceof TimeControl.FixedPerMove f) {
            return new BigDecimal(f.ms()).movePointLeft(3).round(new MathContext(8)).stripTrailingZeros()
                    .toPlainString() + "/move";
        }
        return "-";
    }

    /** Milliseconds as seconds with at most six significant digits and no trailing zeros ({@code %.6g}). */
    private static String g6(long ms) {
        return new BigDecimal(ms).movePointLeft(3).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    private static String clock(long ms) {
        long s = ms / 1000;
        return String.format(Locale.ROOT, "%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
