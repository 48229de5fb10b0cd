package arbiter.core.xiangqi;

import arbiter.core.game.BenchPlan;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Xiangqi's bench: perft against Fairy-Stockfish, and its board and its judge timed apart on random games. */
final class XiangqiBench {
    private XiangqiBench() {
    }

    /** Depth 5 (133,312,995 leaves) takes seconds; xiangqi's tree is wider than chess's. */
    static BenchPlan plan() {
        return new BenchPlan(5, List.of(new BenchPlan.PerftCase("initial position", Position.INITIAL_FEN, 0)),
                new BenchPlan.Peer("Fairy-Stockfish", "/usr/games/fairy-stockfish", "fairy-stockfish",
                        List.of("setoption name UCI_Variant value xiangqi")), false);
    }

    /**
     * {@code count} games from the start position, each ending where the default rules end it or at
     * {@code maxPlies}. Quiet moves are preferred four to one over captures so that games run long enough to reach
     * repetitions and the natural limit. The same seed gives the same games. The work: replaying them on the board
     * alone (the legality of each move), and through {@link Game} with the rules judging every ply.
     */
    static BenchPlan.Corpus corpus(int count, long seed, int maxPlies) {
        RuleSet rules = RuleSets.defaultRules();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<List<Move>> games = new ArrayList<>(count);
        List<List<String>> texts = new ArrayList<>(count);
        Map<String, Integer> endings = new HashMap<>();
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
            texts.add(g.moves().stream().map(Move::toString).toList());
            endings.merge(arbiter.core.game.RandomPlay.ending(g.outcome()), 1, Integer::sum);
        }
        BenchPlan.Workload board = new BenchPlan.Workload("replay only (Position.play)", () -> {
            long sum = 0;
            for (List<Move> moves : games) {
                Position p = Position.initial();
                for (Move m : moves) {
                    p = p.play(m).orThrow();
                }
                sum += p.key();
            }
            return sum;
        });
        BenchPlan.Workload judge = new BenchPlan.Workload("replay and judge (Game.play, rules)", () -> {
            long sum = 0;
            for (List<Move> moves : games) {
                Game g = Game.start(Position.initial(), rules);
                for (Move m : moves) {
                    g = g.play(m);
                }
                sum += g.ply();
            }
            return sum;
        });
        return new BenchPlan.Corpus(texts, endings, List.of(board, judge));
    }
}
