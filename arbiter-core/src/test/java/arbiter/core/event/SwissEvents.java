package arbiter.core.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Plays random Swiss events for property tests: win 2, draw 1, loss 0, bye 2. */
final class SwissEvents {

    private SwissEvents() {
    }

    /**
     * @param rnd result source (about a third draws)
     * @param players field size
     * @param rounds rounds to pair and play
     * @return the event, with the scores each round was paired with; it stops early, marked
     *     stuck, if a round cannot be paired
     */
    static SwissTest.Event play(Random rnd, int players, int rounds) {
        return play(rnd, players, rounds, false);
    }

    /**
     * As {@link #play(Random, int, int)}; with {@code lookahead} each round is paired knowing
     * how many rounds follow it.
     */
    static SwissTest.Event play(Random rnd, int players, int rounds, boolean lookahead) {
        double[] scores = new double[players + 1];
        List<List<Pairing>> history = new ArrayList<>();
        List<double[]> before = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            List<Pairing> boards;
            try {
                boards = lookahead
                        ? Swiss.pairRound(players, history, before, scores, rounds - r - 1)
                        : Swiss.pairRound(players, history, before, scores);
            } catch (IllegalStateException e) {
                // Earlier rounds can leave no rematch-free round at all; the checks verify that.
                return new SwissTest.Event(players, List.copyOf(history), List.copyOf(before),
                        true, scores);
            }
            before.add(scores.clone());
            history.add(boards);
            for (Pairing p : boards) {
                if (p.isBye()) {
                    scores[p.red()] += 2;
                    continue;
                }
                int x = rnd.nextInt(3);
                scores[p.red()] += x == 0 ? 2 : x == 1 ? 1 : 0;
                scores[p.black()] += x == 2 ? 2 : x == 1 ? 1 : 0;
            }
        }
        return new SwissTest.Event(players, List.copyOf(history), List.copyOf(before), false,
                scores);
    }
}
