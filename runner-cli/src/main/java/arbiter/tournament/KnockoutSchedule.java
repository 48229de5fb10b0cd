package arbiter.tournament;

import arbiter.core.game.GameResult;
import arbiter.core.event.Knockout;
import arbiter.core.event.KnockoutFormat;
import arbiter.core.event.KnockoutMatch;
import arbiter.core.event.Pairing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A single-elimination event: the bracket of {@link Knockout} (seeded in the order the engines were given), each
 * board a {@link KnockoutMatch} of regular games, tie-break pairs and a deciding game. A mini-match's regular
 * games are ready together (all of them are played whatever the score); tie-break games one at a time. The lots
 * for colours come from the event seed, the round and the board, so a resumed event draws the same.
 */
public final class KnockoutSchedule implements Schedule {
    private final int players;
    private final KnockoutFormat format;
    private final long seed;

    /**
     * @param games         regular games of a mini-match (even)
     * @param tiebreakPairs pairs of tie-break games before the deciding game
     */
    public KnockoutSchedule(int players, int games, int tiebreakPairs, long seed) {
        this.players = players;
        this.format = new KnockoutFormat(games, tiebreakPairs);
        this.seed = seed;
    }

    /** The state of the event after {@code done}: the bracket so far and the current round's mini-matches. */
    public Progress progress(Map<GameKey, EventGame> done) {
        Knockout k = Knockout.start(players);
        List<List<KnockoutMatch>> history = new ArrayList<>();
        while (!k.finished()) {
            int round = k.roundNumber();
            List<KnockoutMatch> matches = new ArrayList<>();
            List<Integer> winners = new ArrayList<>();
            int board = 0;
            for (Pairing p : k.currentRound()) {
                if (p.isBye()) {
                    continue;
                }
                board++;
                KnockoutMatch m = KnockoutMatch.start(p.red(), p.black(), format,
                        new SplittableRandom(seed ^ (round * 0x9E3779B97F4A7C15L) ^ (board * 0xC2B2AE3D27D4EB4FL)));
                while (m.status() instanceof KnockoutMatch.NextGame ng) {
                    EventGame g = done.get(new GameKey(round, board, ng.game()));
                    if (g == null) {
                        break;
                    }
                    m = m.withResult(g.result());
                }
                matches.add(m);
                if (m.status() instanceof KnockoutMatch.Decided d) {
                    winners.add(d.winner());
                }
            }
            history.add(matches);
            if (winners.size() < matches.size()) {
                return new Progress(k, history);
            }
            k = k.withWinners(winners);
        }
        return new Progress(k, history);
    }

    /**
     * The bracket and every mini-match played or under way.
     *
     * @param bracket the bracket, finished when the final is decided
     * @param matches mini-matches by round (boards without byes, in bracket order)
     */
    public record Progress(Knockout bracket, List<List<KnockoutMatch>> matches) {
    }

    @Override
    public List<ScheduledGame> ready(Map<GameKey, EventGame> done) {
        Progress p = progress(done);
        if (p.bracket().finished()) {
            return List.of();
        }
        int round = p.matches().size();
        List<ScheduledGame> out = new ArrayList<>();
        int board = 0;
        int encounters = Knockout.bracketSize(players) / 2;
        for (KnockoutMatch m : p.matches().get(round - 1)) {
            board++;
            KnockoutMatch next = m;
            // regular games do not depend on each other's results: offer all of them at once
            while (next.status() instanceof KnockoutMatch.NextGame ng) {
                GameKey key = new GameKey(round, board, ng.game());
                int opening = ((round - 1) * encounters + board - 1) * ((format.maxGames() + 1) / 2)
                        + (ng.game() - 1) / 2;
                if (!done.containsKey(key)) {
                    out.add(new ScheduledGame(key, ng.red(), ng.black(), opening,
                            ng.phase() == KnockoutMatch.Phase.ARMAGEDDON));
                }
                if (ng.phase() != KnockoutMatch.Phase.REGULAR) {
                    break;
                }
                EventGame g = done.get(key);
                next = next.withResult(g == null ? GameResult.DRAW : g.result());
                if (!(next.status() instanceof KnockoutMatch.NextGame n2) || n2.phase() != KnockoutMatch.Phase.REGULAR) {
                    break;
                }
            }
        }
        return out;
    }

    @Override
    public boolean complete(Map<GameKey, EventGame> done) {
        return progress(done).bracket().finished();
    }

    @Override
    public int plannedGames() {
        return -1;
    }
}
