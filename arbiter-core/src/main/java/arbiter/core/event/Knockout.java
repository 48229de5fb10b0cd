package arbiter.core.event;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A single-elimination bracket (单淘汰, 10.4) as an immutable value. Our design, since the rule
 * text lacks the appendix 3 tables:
 *
 * <ul>
 *   <li>Players are seeds 1..n, 1 strongest. The bracket has the next power of two slots.
 *   <li>Standard seeding: the line order is built by doubling, each seed {@code s} of a bracket
 *       of {@code m} being followed by {@code 2m + 1 - s}. For 8: 1-8, 4-5, 2-7, 3-6; for 16:
 *       1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11. So 1 and 2 can meet only in the final,
 *       1-4 only from the semi-finals, and every round pairs the strongest left with the
 *       weakest left in its section.
 *   <li>Slots above n are empty: their opponents (always the top seeds) have a bye in round 1,
 *       shown as {@link Pairing#bye(int)}. Byes never occur after round 1.
 *   <li>Each board is a {@link KnockoutMatch}; the board's Red/Black is only the listing order
 *       (higher bracket line first), colours per game come from the match's lots.
 *   <li>Winners of adjacent boards meet in the next round, board order kept.
 * </ul>
 */
public final class Knockout {

    private final int players;
    private final int totalRounds;
    private final List<List<Pairing>> rounds;
    private final List<List<Integer>> winners;

    private Knockout(int players, List<List<Pairing>> rounds, List<List<Integer>> winners) {
        this.players = players;
        this.totalRounds = Integer.numberOfTrailingZeros(bracketSize(players));
        this.rounds = rounds;
        this.winners = winners;
    }

    /**
     * @param players field size, at least 2
     * @return the bracket before round 1
     */
    public static Knockout start(int players) {
        return new Knockout(players, List.of(firstRound(players)), List.of());
    }

    /**
     * @param players field size, at least 2
     * @return bracket slots: the smallest power of two not below {@code players}
     */
    public static int bracketSize(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("need at least 2 players: " + players);
        }
        return Integer.highestOneBit(players - 1) << 1;
    }

    /**
     * @param size a power of two, at least 1
     * @return the seeds in bracket line order, e.g. 1, 8, 4, 5, 2, 7, 3, 6 for 8
     */
    public static List<Integer> seedOrder(int size) {
        if (size < 1 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("size must be a power of two: " + size);
        }
        List<Integer> order = List.of(1);
        for (int m = 1; m < size; m *= 2) {
            List<Integer> next = new ArrayList<>(2 * m);
            for (int s : order) {
                next.add(s);
                next.add(2 * m + 1 - s);
            }
            order = next;
        }
        return List.copyOf(order);
    }

    /**
     * @param players field size, at least 2
     * @return round 1 boards in bracket order, the top seeds' byes included
     */
    public static List<Pairing> firstRound(int players) {
        List<Integer> order = seedOrder(bracketSize(players));
        List<Pairing> boards = new ArrayList<>();
        for (int i = 0; i < order.size(); i += 2) {
            int x = order.get(i);
            int y = order.get(i + 1);
            boards.add(y > players ? Pairing.bye(x) : new Pairing(x, y));
        }
        return List.copyOf(boards);
    }

    /** @return field size */
    public int players() {
        return players;
    }

    /** @return rounds needed to finish: log2 of the bracket size */
    public int totalRounds() {
        return totalRounds;
    }

    /** @return 1-based number of the round to play, or totalRounds + 1 when finished */
    public int roundNumber() {
        return winners.size() + 1;
    }

    /** @return whether the final has been decided */
    public boolean finished() {
        return winners.size() == totalRounds;
    }

    /** @return the boards of the round to play; empty when finished */
    public List<Pairing> currentRound() {
        return finished() ? List.of() : rounds.get(rounds.size() - 1);
    }

    /** @return all rounds so far, the current one last (unless finished) */
    public List<List<Pairing>> rounds() {
        return rounds;
    }

    /**
     * Records the current round's results.
     *
     * @param playedWinners the winner of each non-bye board of {@link #currentRound()}, in
     *     board order
     * @return the bracket with the next round drawn, or finished after the final
     */
    public Knockout withWinners(List<Integer> playedWinners) {
        if (finished()) {
            throw new IllegalStateException("the knockout is finished");
        }
        List<Pairing> boards = currentRound();
        List<Integer> advance = new ArrayList<>();
        int k = 0;
        for (Pairing p : boards) {
            if (p.isBye()) {
                advance.add(p.red());
                continue;
            }
            if (k >= playedWinners.size()) {
                throw new IllegalArgumentException("missing winner for " + p);
            }
            int w = playedWinners.get(k++);
            if (w != p.red() && w != p.black()) {
                throw new IllegalArgumentException(w + " did not play on " + p);
            }
            advance.add(w);
        }
        if (k != playedWinners.size()) {
            throw new IllegalArgumentException("more winners than boards: " + playedWinners);
        }
        List<List<Integer>> w = new ArrayList<>(winners);
        w.add(List.copyOf(advance));
        List<List<Pairing>> r = new ArrayList<>(rounds);
        if (advance.size() > 1) {
            List<Pairing> next = new ArrayList<>();
            for (int i = 0; i < advance.size(); i += 2) {
                next.add(new Pairing(advance.get(i), advance.get(i + 1)));
            }
            r.add(List.copyOf(next));
        }
        return new Knockout(players, List.copyOf(r), List.copyOf(w));
    }

    /** @return the winner of the final; only when finished */
    public int champion() {
        if (!finished()) {
            throw new IllegalStateException("the knockout is not finished");
        }
        return winners.get(totalRounds - 1).get(0);
    }

    /**
     * Final places: 1 the champion, 2 the finalist, 3 both semi-final losers, 5 the four
     * quarter-final losers, and so on: a player out in round {@code r} of {@code R} shares
     * place {@code 2^(R-r) + 1}.
     *
     * @return places indexed by player number (index 0 unused); only when finished
     */
    public int[] ranking() {
        int champion = champion();
        int[] place = new int[players + 1];
        for (int r = 0; r < totalRounds; r++) {
            Set<Integer> through = new HashSet<>(winners.get(r));
            for (Pairing p : rounds.get(r)) {
                if (!p.isBye()) {
                    int loser = through.contains(p.red()) ? p.black() : p.red();
                    place[loser] = (1 << (totalRounds - r - 1)) + 1;
                }
            }
        }
        place[champion] = 1;
        return place;
    }
}
