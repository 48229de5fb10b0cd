package arbiter.cli.tools;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.Game;
import arbiter.core.xiangqi.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Games of random legal moves, judged as they are generated, for benchmarks and corpora. */
public final class RandomGames {
    private RandomGames() {
    }

    /**
     * {@code count} games from the start position, each ending where the rules end it or at {@code maxPlies}.
     * Quiet moves are preferred four to one over captures so that games run long enough to reach repetitions and
     * the natural limit. The same seed gives the same games.
     */
    static List<List<Move>> generate(int count, long seed, int maxPlies, RuleSet rules) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<List<Move>> games = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Game g = Game.start(Position.initial(), rules);
            while (!g.isOver() && g.ply() < maxPlies) {
                List<Move> legal = g.position().legalMoves();
                Move m = legal.get(rnd.nextInt(legal.size()));
                if (g.position().isCapture(m) && rnd.nextInt(5) != 0) {
                    m = legal.get(rnd.nextInt(legal.size()));
                }
                g = g.play(m);
            }
            games.add(g.moves());
        }
        return games;
    }
}
