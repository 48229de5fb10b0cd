package arbiter.cli;

import arbiter.core.board.Position;
import arbiter.core.game.Outcome;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@code --fix} form of a judged game: corrected result and termination, moves cut at the ending ply. */
final class Fixer {
    private Fixer() {
    }

    /** The game's PGN text as it should have been recorded; an unreadable game is left out (empty). */
    static String fixed(BatchJudge.Judged j) {
        if (j.adjudication() == null) {
            return "";
        }
        PgnGame g = j.game();
        Outcome o = j.adjudication().outcome();
        Map<String, String> tags = new LinkedHashMap<>(g.tags());
        String result = o.isOver() ? o.result().pgn() : j.recorded();
        tags.put("Result", result);
        if (o.isOver()) {
            tags.put("Termination", o.termination().tag());
        }
        int kept = j.adjudication().played().size();
        List<PgnWriter.MoveText> moves = new ArrayList<>();
        for (int i = 0; i < kept; i++) {
            moves.add(new PgnWriter.MoveText(g.moves().get(i), null));
        }
        Position start = j.adjudication().game().startPosition();
        return PgnWriter.write(tags, moves, start.fullmoveNumber(), start.sideToMove() == arbiter.core.board.Side.BLACK,
                o.isOver() ? o.reason() : null, result);
    }
}
