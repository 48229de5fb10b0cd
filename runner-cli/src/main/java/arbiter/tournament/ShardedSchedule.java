package arbiter.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * One machine's share of a fixed schedule: the event's games are shuffled with the event seed and shard {@code i}
 * of {@code n} takes every n-th game from position i - 1. Shards of one seed are disjoint and together hold every
 * game; the shuffle spreads every engine's games over all shards.
 */
public final class ShardedSchedule implements Schedule {
    private final List<ScheduledGame> games;

    /**
     * @param all   the whole event
     * @param index this shard, 1-based
     * @param count number of shards
     * @param seed  the event seed (every shard must be given the same)
     */
    public ShardedSchedule(FixedSchedule all, int index, int count, long seed) {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + ": expected 1 <= I <= N");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < all.all().size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        Set<Integer> mine = new HashSet<>();
        for (int p = index - 1; p < order.size(); p += count) {
            mine.add(order.get(p));
        }
        List<ScheduledGame> g = new ArrayList<>();
        for (int i = 0; i < all.all().size(); i++) {
            if (mine.contains(i)) {
                g.add(all.all().get(i));
            }
        }
        this.games = List.copyOf(g);
    }

    /** This shard's games in schedule order. */
    public List<ScheduledGame> games() {
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
