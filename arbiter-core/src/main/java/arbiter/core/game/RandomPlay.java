package arbiter.core.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Random games of any game through {@link GameState}, and the bench's work on them by default. */
public final class RandomPlay {
    private RandomPlay() {
    }

    /** The tag of a game stopped at the ply limit in {@link BenchPlan.Corpus#endings()}. */
    private static final String UNFINISHED = "unfinished";

    /** How a generated game ended, as {@link BenchPlan.Corpus#endings()} counts it. */
    public static String ending(Outcome outcome) {
        return outcome.isOver() ? outcome.termination().tag() : UNFINISHED;
    }

    /**
     * {@code games} games of random legal moves from the initial position, each ending where the default rules end
     * it or at {@code maxPlies}; the same seed gives the same games. Replaying them through the game, the rules
     * judging every ply, is the work.
     */
    static BenchPlan.Corpus corpus(Variant game, int games, long seed, int maxPlies) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<List<String>> corpus = new ArrayList<>(games);
        Map<String, Integer> endings = new HashMap<>();
        for (int i = 0; i < games; i++) {
            GameState g = game.start(game.initialFen(), null).orThrow();
            while (!g.isOver() && g.ply() < maxPlies) {
                List<String> legal = g.legalMoves();
                g = g.play(legal.get(rnd.nextInt(legal.size())));
            }
            corpus.add(g.moves());
            endings.merge(ending(g.outcome()), 1, Integer::sum);
        }
        BenchPlan.Workload judge = new BenchPlan.Workload("replay and judge (GameState.play, rules)", () -> {
            long sum = 0;
            for (List<String> moves : corpus) {
                GameState g = game.start(game.initialFen(), null).orThrow();
                for (String m : moves) {
                    g = g.play(m);
                }
                sum += g.ply();
            }
            return sum;
        });
        return new BenchPlan.Corpus(corpus, endings, List.of(judge));
    }
}
