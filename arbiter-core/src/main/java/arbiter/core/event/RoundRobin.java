package arbiter.core.event;

import java.util.ArrayList;
import java.util.List;

/**
 * Round-robin order of play following appendix 1 of the 2011 rules (循环赛对局秩序表).
 *
 * <p>The "largest number" {@code N} is the field size, or the field size plus one for an odd
 * field (编排方法 1). Round 1 pairs first with last, closing inwards (编排方法 2). {@code N} is
 * Red in round 2 and alternates thereafter, always listed first on its board (编排方法 3); from
 * round 2 its opponent is the number standing last in the previous round's table, and the other
 * boards pair "across neighbours" of the previous round (编排方法 4). For an odd field the number
 * {@code N} is a dummy: whoever meets it has the bye (使用说明).
 *
 * <p>Closed form used here (equal to the printed tables for 3 to 20 players and to the rotation
 * rule beyond): with {@code m = N - 1}, the opponent of {@code N} in round {@code r} is
 * {@code s = ((r - 1) * N / 2) mod m + 1}; board {@code k} (k = 1 .. N/2 - 1) is
 * {@code (s + k) - (s - k)}, numbers taken modulo {@code m} in 1..m. {@code N}'s own board is
 * {@code s-(N)} in odd rounds and {@code (N)-s} in even rounds, and is listed first.
 */
public final class RoundRobin {

    private RoundRobin() {
    }

    /**
     * The complete schedule.
     *
     * @param players field size, at least 2
     * @return rounds in order; each round lists boards in the appendix's column order; for an
     *     odd field the first board of every round is a {@link Pairing#bye(int)}
     */
    public static List<List<Pairing>> schedule(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("need at least 2 players: " + players);
        }
        int n = players % 2 == 0 ? players : players + 1;
        int m = n - 1;
        boolean dummy = n != players;
        List<List<Pairing>> rounds = new ArrayList<>(m);
        for (int r = 1; r <= m; r++) {
            int s = (int) (((long) (r - 1) * (n / 2)) % m) + 1;
            List<Pairing> round = new ArrayList<>(n / 2);
            if (dummy) {
                round.add(Pairing.bye(s));
            } else if (r % 2 == 1) {
                round.add(new Pairing(s, n));
            } else {
                round.add(new Pairing(n, s));
            }
            for (int k = 1; k < n / 2; k++) {
                round.add(new Pairing(wrap(s + k, m), wrap(s - k, m)));
            }
            rounds.add(List.copyOf(round));
        }
        return List.copyOf(rounds);
    }

    private static int wrap(int x, int m) {
        return Math.floorMod(x - 1, m) + 1;
    }
}
