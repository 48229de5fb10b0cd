package arbiter.tournament;

import arbiter.core.event.GameRecord;
import arbiter.core.event.Pairing;
import arbiter.core.event.Scoring;
import arbiter.core.event.Swiss;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A Swiss event: round {@code r} is paired by {@link Swiss} once every game of round {@code r - 1} is finished,
 * from the scores so far (a bye scores a win for each leg), looking ahead so that the rounds still planned after
 * it can be paired without rematches. Encounters play {@code legs} games as in
 * {@link FixedSchedule}. Pairing is deterministic, so the rounds are recomputed from the finished games.
 */
public final class SwissSchedule implements Schedule {
    private final int players;
    private final int rounds;
    private final int legs;
    private final Scoring scoring;
    /** Rounds paired so far; a round is only added once the ones before it are complete, so it never changes. */
    private final List<List<Pairing>> paired = new ArrayList<>();
    /** The scores each paired round was paired with (the pairer balances floats from them). */
    private final List<double[]> pairedWith = new ArrayList<>();
    /** The first round that could not be paired without a rematch, or 0. */
    private int stuck;

    public SwissSchedule(int players, int rounds, int legs, Scoring scoring) {
        if (rounds < 1 || rounds > players - 1) {
            throw new IllegalArgumentException("a Swiss of " + players + " players can have 1 to " + (players - 1)
                    + " rounds without rematches, not " + rounds);
        }
        this.players = players;
        this.rounds = rounds;
        this.legs = legs;
        this.scoring = scoring;
    }

    /** The pairings of every round paired so far, given the finished games. */
    public synchronized List<List<Pairing>> pairings(Map<GameKey, EventGame> done) {
        while (stuck == 0 && paired.size() < rounds && (paired.isEmpty() || roundDone(paired.size(), done))) {
            double[] scores = scores(done);
            try {
                paired.add(Swiss.pairRound(players, List.copyOf(paired), List.copyOf(pairedWith), scores,
                        rounds - paired.size() - 1));
                pairedWith.add(scores);
            } catch (IllegalStateException e) {
                // pairing round by round can run out of rematch-free rounds before the planned last one
                stuck = paired.size() + 1;
            }
        }
        return List.copyOf(paired);
    }

    /**
     * The first round that cannot be paired without a rematch (the event then ends a round early), or 0.
     * Known once the rounds before it are finished.
     */
    public synchronized int unpairableRound() {
        return stuck;
    }

    private boolean roundDone(int round, Map<GameKey, EventGame> done) {
        return games(round, paired.get(round - 1)).stream().allMatch(g -> done.containsKey(g.key()));
    }

    /** Scores after the rounds paired so far: game points under the scoring scheme, byes as wins. */
    private double[] scores(Map<GameKey, EventGame> done) {
        double[] s = new double[players + 1];
        for (EventGame g : done.values()) {
            GameRecord r = g.record();
            s[g.red()] += scoring.points(r.result(), arbiter.core.game.Side.RED);
            s[g.black()] += scoring.points(r.result(), arbiter.core.game.Side.BLACK);
        }
        double bye = scoring.points(arbiter.core.game.GameResult.RED_WINS, arbiter.core.game.Side.RED) * legs;
        for (List<Pairing> round : paired) {
            for (Pairing p : round) {
                if (p.isBye()) {
                    s[p.red()] += bye;
                }
            }
        }
        return s;
    }

    /** The games of one round's pairings; boards count the real games only. */
    private List<ScheduledGame> games(int round, List<Pairing> pairs) {
        List<ScheduledGame> out = new ArrayList<>();
        int board = 0;
        int perRound = (players + 1) / 2;
        for (Pairing p : pairs) {
            if (!p.isBye()) {
                board++;
                out.addAll(FixedSchedule.encounter(new GameKey(round, board, 1), p, legs,
                        (round - 1) * perRound + board - 1));
            }
        }
        return out;
    }

    @Override
    public List<ScheduledGame> ready(Map<GameKey, EventGame> done) {
        List<List<Pairing>> p = pairings(done);
        if (p.isEmpty()) {
            return List.of();
        }
        return games(p.size(), p.get(p.size() - 1)).stream().filter(g -> !done.containsKey(g.key())).toList();
    }

    @Override
    public boolean complete(Map<GameKey, EventGame> done) {
        List<List<Pairing>> p = pairings(done);
        return (p.size() == rounds || stuck > 0) && (p.isEmpty() || roundDone(p.size(), done));
    }

    @Override
    public List<GameRecord> byes(Map<GameKey, EventGame> done) {
        List<GameRecord> out = new ArrayList<>();
        List<List<Pairing>> p = pairings(done);
        for (int r = 0; r < p.size(); r++) {
            for (Pairing q : p.get(r)) {
                if (q.isBye()) {
                    for (int l = 0; l < legs; l++) {
                        out.add(GameRecord.bye(r + 1, q.red()));
                    }
                }
            }
        }
        return out;
    }

    @Override
    public int plannedGames() {
        return rounds * (players / 2) * legs;
    }
}
