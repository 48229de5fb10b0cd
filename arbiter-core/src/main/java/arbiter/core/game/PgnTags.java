package arbiter.core.game;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The tags every game Arbiter writes starts with, in one place for the match and tournament files and the live
 * broadcast: the seven-tag roster with the game's own side names ({@code Red}/{@code Black},
 * {@code White}/{@code Black}), the start position when it is not the game's initial one, and the game's own tags
 * ({@code [Variant "Chess960"]}).
 */
public final class PgnTags {
    private PgnTags() {
    }

    /**
     * The roster and the start position, in order.
     *
     * @param date   the Date tag ({@code yyyy.MM.dd}), or null to leave it out
     * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     */
    public static Map<String, String> roster(Variant game, String event, String site, String date, String round,
                                             String first, String second, String result, String startFen) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Site", site);
        if (date != null) {
            tags.put("Date", date);
        }
        tags.put("Round", round);
        tags.put(game.sideName(Side.RED), first);
        tags.put(game.sideName(Side.BLACK), second);
        tags.put("Result", result);
        if (game.needsFenTag(startFen)) {
            tags.put("FEN", startFen);
            tags.put("SetUp", "1");
        }
        tags.putAll(game.pgnTags());
        return tags;
    }

    /** As {@link #roster} with a result value. */
    public static Map<String, String> roster(Variant game, String event, String site, String date, String round,
                                             String first, String second, GameResult result, String startFen) {
        return roster(game, event, site, date, round, first, second, result.pgn(), startFen);
    }
}
