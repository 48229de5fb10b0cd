package arbiter.match;

import arbiter.core.game.Side;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.Outcome;
import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The PGN text of a played game, with the tags the runner writes. */
public final class GamePgn {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter START =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private GamePgn() {
    }

    static String of(PlayedGame g, String event, EngineSpec red, EngineSpec black, Notation notation) {
        return of(g, event, String.valueOf(g.number()), buildTags(g.game().variant(), red, black), red.clock(),
                black.clock(), notation);
    }

    /**
     * The PGN text of a game.
     *
     * @param round the Round tag
     * @param extra tags written after the standard ones, in the map's order
     */
    public static String of(PlayedGame g, String event, String round, Map<String, String> extra, TimeControl redTc,
                            TimeControl blackTc, Notation notation) {
        GameState game = g.game();
        Variant variant = game.variant();
        Outcome o = game.outcome();
        Map<String, String> tags = arbiter.core.game.PgnTags.roster(variant, event, "arbiter",
                DATE.format(Instant.ofEpochMilli(g.startEpochMs())), round, g.red(), g.black(), o.result(),
                game.startFen());
        if (notation.formatTag() != null) {
            tags.put("Format", notation.formatTag());
        }
        if (!g.opening().name().isBlank()) {
            tags.put("Opening", g.opening().name());
        }
        tags.put("Termination", o.termination() == null ? "unterminated" : o.termination().tag());
        String redTag = format(redTc);
        String blackTag = format(blackTc);
        tags.put("TimeControl", redTag.equals(blackTag) ? redTag : redTag + " / " + blackTag);
        if (!redTag.equals(blackTag)) {
            tags.put(variant.sideName(Side.RED) + "TimeControl", redTag); // WhiteTimeControl in chess
            tags.put(variant.sideName(Side.BLACK) + "TimeControl", blackTag);
        }
        tags.put("PlyCount", String.valueOf(g.moves().size()));
        tags.put("GameStartTime", START.format(Instant.ofEpochMilli(g.startEpochMs())));
        tags.put("GameDuration", duration(g.durationMs()));
        tags.putAll(extra);
        List<PgnWriter.MoveText> moves = g.moves();
        if (notation != Notation.COORDINATE) {
            List<String> texts = game.notate(notation);
            List<PgnWriter.MoveText> written = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                written.add(new PgnWriter.MoveText(texts.get(i), moves.get(i).comment()));
            }
            moves = written;
        }
        return PgnWriter.write(tags, moves, game.startFullmoveNumber(), game.startSide() == Side.BLACK,
                o.reason(), o.result().pgn());
    }

    /**
     * The {@code RedEngine} and {@code BlackEngine} tags ({@code WhiteEngine} in chess): the build each engine ran,
     * for engines that list builds ({@code build=}); empty when neither does.
     */
    public static Map<String, String> buildTags(Variant variant, EngineSpec red, EngineSpec black) {
        Map<String, String> tags = new LinkedHashMap<>();
        if (red.build() != null) {
            tags.put(variant.sideName(Side.RED) + "Engine", red.build().build().command());
        }
        if (black.build() != null) {
            tags.put(variant.sideName(Side.BLACK) + "Engine", black.build().build().command());
        }
        return tags;
    }

    private static String format(TimeControl tc) {
        return tc instanceof TimeControl.Unlimited ? "-" : tc.format();
    }

    /** HH:MM:SS in ASCII digits whatever the locale (hours may pass 99), written without a Formatter. */
    static String duration(long ms) {
        long s = Math.max(0, ms) / 1000;
        StringBuilder sb = new StringBuilder(8);
        twoDigits(sb, s / 3600).append(':');
        twoDigits(sb, s / 60 % 60).append(':');
        return twoDigits(sb, s % 60).toString();
    }

    private static StringBuilder twoDigits(StringBuilder sb, long n) {
        return (n < 10 ? sb.append('0') : sb).append(n);
    }
}
