package arbiter.tournament;

import arbiter.core.event.Pairing;
import arbiter.core.event.RoundRobin;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A schedule known in full before the event: a gauntlet or a round-robin of one or more cycles. Every encounter
 * plays {@code legs} games, colours alternating from the table's (leg 1 as the table says, leg 2 swapped, ...), two
 * legs to an opening as in {@code match}; encounters take the book's openings in schedule order.
 */
public final class FixedSchedule implements Schedule {
    private final List<ScheduledGame> games;

    private FixedSchedule(List<ScheduledGame> games) {
        this.games = List.copyOf(games);
    }

    /**
     * A round-robin: the rounds of appendix 1 of the 2011 rules, repeated {@code cycles} times with colours swapped
     * in every second cycle; rounds keep counting across cycles. The odd field's bye is not a game.
     */
    public static FixedSchedule roundRobin(int players, int cycles, int legs) {
        List<List<Pairing>> table = RoundRobin.schedule(players);
        List<List<Pairing>> rounds = new ArrayList<>();
        for (int c = 0; c < cycles; c++) {
            for (List<Pairing> round : table) {
                List<Pairing> r = new ArrayList<>();
                for (Pairing p : round) {
                    if (!p.isBye()) {
                        r.add(c % 2 == 0 ? p : new Pairing(p.black(), p.red()));
                    }
                }
                rounds.add(r);
            }
        }
        return new FixedSchedule(expand(rounds, legs));
    }

    /**
     * A gauntlet: player 1 meets players 2, 3, ... in rounds 1, 2, ..., with Red in the first leg; {@code cycles}
     * repeats it with colours swapped in every second cycle.
     */
    public static FixedSchedule gauntlet(int players, int cycles, int legs) {
        List<List<Pairing>> rounds = new ArrayList<>();
        for (int c = 0; c < cycles; c++) {
            for (int p = 2; p <= players; p++) {
                rounds.add(List.of(c % 2 == 0 ? new Pairing(1, p) : new Pairing(p, 1)));
            }
        }
        return new FixedSchedule(expand(rounds, legs));
    }

    /** Games of rounds of encounters: encounter {@code e} (counted over the event) uses openings from e * pairs. */
    static List<ScheduledGame> expand(List<List<Pairing>> rounds, int legs) {
        List<ScheduledGame> out = new ArrayList<>();
        int encounter = 0;
        for (int r = 0; r < rounds.size(); r++) {
            List<Pairing> round = rounds.get(r);
            for (int b = 0; b < round.size(); b++, encounter++) {
                out.addAll(encounter(new GameKey(r + 1, b + 1, 1), round.get(b), legs, encounter));
            }
        }
        return out;
    }

    /** The legs of one encounter; {@code first} is leg 1's key. */
    static List<ScheduledGame> encounter(GameKey first, Pairing p, int legs, int encounterIndex) {
        List<ScheduledGame> out = new ArrayList<>(legs);
        int openingsPer = (legs + 1) / 2;
        for (int l = 1; l <= legs; l++) {
            boolean asTable = l % 2 == 1;
            out.add(new ScheduledGame(new GameKey(first.round(), first.board(), l), asTable ? p.red() : p.black(),
                    asTable ? p.black() : p.red(), encounterIndex * openingsPer + (l - 1) / 2, false));
        }
        return out;
    }

    /**
     * One machine's share: the games are shuffled with the event seed and shard {@code index} of {@code count}
     * takes every count-th game from position index - 1. Shards of one seed are disjoint and together hold every
     * game; the shuffle spreads every engine's games over all shards.
     *
     * @param index this shard, 1-based
     * @param count number of shards
     * @param seed  the event seed (every shard must be given the same)
     * @return the share, in schedule order
     */
    public FixedSchedule shard(int index, int count, long seed) {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + ": expected 1 <= I <= N");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, new java.util.Random(seed));
        java.util.Set<Integer> mine = new java.util.HashSet<>();
        for (int p = index - 1; p < order.size(); p += count) {
            mine.add(order.get(p));
        }
        List<ScheduledGame> share = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            if (mine.contains(i)) {
                share.add(games.get(i));
            }
        }
        return new FixedSchedule(share);
    }

    /** Every game of the event (or of this shard) in schedule order. */
    public List<ScheduledGame> all() {
        return games;
    }

    @Override
    public List<ScheduledGame> ready(Map<GameKey, EventGame> done) {
        return games.stream().filter(g -> !done.containsKey(g.key())).toList();
    }

    @Override
    public boolean complete(Map<GameKey, EventGame> done) {
        return games.stream().allMatch(g -> done.containsKey(g.key()));
    }

    @Override
    public int plannedGames() {
        return games.size();
    }
}
