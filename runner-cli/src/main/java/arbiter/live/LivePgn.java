package arbiter.live;

import arbiter.core.game.Side;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import java.util.ArrayList;
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
            String result = g.result == null ? "*" : g.result.get("result").asText();
            Map<String, String> tags = arbiter.core.game.PgnTags.roster(rules.game(), title, "arbiter live", null,
                    String.valueOf(g.round), g.red, g.black, result, g.startFen);
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
