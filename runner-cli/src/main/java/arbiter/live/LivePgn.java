package arbiter.live;

import arbiter.core.board.Side;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.variant.GameRules;
import arbiter.core.variant.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The live PGN that broadcast relays poll: every game as far as it has gone, {@code *} while it is played. */
final class LivePgn {
    private LivePgn() {
    }

    /** The games in order, each with the event's title, its round, players, start position and key. */
    static String write(GameRules rules, String title, List<LiveGame> games) {
        StringBuilder sb = new StringBuilder();
        for (LiveGame g : games) {
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", title);
            tags.put("Site", "arbiter live");
            tags.put("Round", String.valueOf(g.round));
            tags.put(rules.game().sideName(Side.RED), g.red);
            tags.put(rules.game().sideName(Side.BLACK), g.black);
            String result = g.result == null ? "*" : g.result.get("result").asText();
            tags.put("Result", result);
            if (rules.game().needsFenTag(g.startFen)) {
                tags.put("FEN", g.startFen);
                tags.put("SetUp", "1");
            }
            tags.put("GameKey", g.id);
            List<PgnWriter.MoveText> moves = new ArrayList<>();
            g.moves.forEach(m -> moves.add(new PgnWriter.MoveText(m, null)));
            GameState start = rules.start(g.startFen).orThrow();
            sb.append(PgnWriter.write(tags, moves, start.startFullmoveNumber(), start.sideToMove() == Side.BLACK,
                    g.result == null ? null : g.result.get("reason").asText(), result)).append('\n');
        }
        return sb.toString();
    }
}
