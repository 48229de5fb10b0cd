package arbiter.core.stats;

/**
 * Counts of game pairs by the first player's score in the pair. A pair is two games from the same opening with
 * colours swapped; its score is 0, ½, 1, 1½ or 2 points. Pairs are scored as a unit because the two games of a pair
 * are correlated (a lopsided opening helps whoever has the good side), and the trinomial model, which treats them
 * as independent, overstates the variance (first seen empirically by Kai Laskos; Michel Van den Bergh's
 * {@code pentanomial} repository and fishtest's pentanomial SPRT).
 *
 * <p>The five counts follow fishtest's order LL, LD+DL, LW+DD+WL, DW+WD, WW:
 *
 * @param p0 pairs scoring 0 points (two losses), ≥ 0
 * @param p1 pairs scoring ½ (a loss and a draw), ≥ 0
 * @param p2 pairs scoring 1 (two draws, or a win and a loss), ≥ 0
 * @param p3 pairs scoring 1½ (a win and a draw), ≥ 0
 * @param p4 pairs scoring 2 (two wins), ≥ 0
 */
public record Pentanomial(long p0, long p1, long p2, long p3, long p4) {

    /** No pairs yet. */
    public static final Pentanomial EMPTY = new Pentanomial(0, 0, 0, 0, 0);

    /** Rejects negative counts. */
    public Pentanomial {
        if (p0 < 0 || p1 < 0 || p2 < 0 || p3 < 0 || p4 < 0) {
            throw new IllegalArgumentException("pair counts must be non-negative, got [" + p0 + ", " + p1 + ", "
                    + p2 + ", " + p3 + ", " + p4 + "]");
        }
    }

    /** The counts of pairs scoring 0, ½, 1, 1½ and 2 points, in that order. */
    public static Pentanomial of(long p0, long p1, long p2, long p3, long p4) {
        return new Pentanomial(p0, p1, p2, p3, p4);
    }

    /** The same from an array of exactly five counts, in the order of {@link #of(long, long, long, long, long)}. */
    public static Pentanomial of(long[] counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial has 5 counts, got " + counts.length);
        }
        return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /**
     * The counts with one more pair, given the first player's score in each of its two games.
     *
     * @param firstGame  the first player's score in one game of the pair: 0, 0.5 or 1
     * @param secondGame the first player's score in the other game (the one with colours swapped): 0, 0.5 or 1
     */
    public Pentanomial plusPair(double firstGame, double secondGame) {
        int halfPoints = halfPoints(firstGame) + halfPoints(secondGame);
        long[] c = toArray();
        c[halfPoints] = Math.addExact(c[halfPoints], 1);
        return of(c);
    }

    private static int halfPoints(double gameScore) {
        if (gameScore == 0.0 || gameScore == 0.5 || gameScore == 1.0) {
            return (int) (gameScore * 2);
        }
        throw new IllegalArgumentException("a game scores 0, 0.5 or 1, got " + gameScore);
    }

    /** The counts of both samples together. */
    public Pentanomial plus(Pentanomial other) {
        return new Pentanomial(Math.addExact(p0, other.p0), Math.addExact(p1, other.p1),
                Math.addExact(p2, other.p2), Math.addExact(p3, other.p3), Math.addExact(p4, other.p4));
    }

    /** The count of pairs scoring {@code halfPoints}/2 points, for {@code halfPoints} in 0..4. */
    public long count(int halfPoints) {
        return switch (halfPoints) {
            case 0 -> p0;
            case 1 -> p1;
            case 2 -> p2;
            case 3 -> p3;
            case 4 -> p4;
            default -> throw new IndexOutOfBoundsException("pair scores run 0..4 half points, got " + halfPoints);
        };
    }

    /** The five counts, a fresh array. */
    public long[] toArray() {
        return new long[] {p0, p1, p2, p3, p4};
    }

    /** The number of pairs. */
    public long pairs() {
        return Math.addExact(Math.addExact(Math.addExact(p0, p1), Math.addExact(p2, p3)), p4);
    }

    /** The number of games, two per pair. */
    public long games() {
        return Math.multiplyExact(pairs(), 2);
    }

    /** The first player's total points over all pairs: Σ k/2 · p_k. */
    public double points() {
        return 0.5 * p1 + 1.0 * p2 + 1.5 * p3 + 2.0 * p4;
    }

    /** The mean score per game in [0, 1], points / games; 0.5 with no pairs, as {@link Wdl#score()}. */
    public double score() {
        long n = games();
        return n == 0 ? 0.5 : points() / n;
    }

    /** The same pairs from the second player's view: the counts reversed. */
    public Pentanomial reversed() {
        return new Pentanomial(p4, p3, p2, p1, p0);
    }

    /** Counts as doubles in the order of the pair scores, as the likelihood code wants. */
    double[] countsByScore() {
        return new double[] {p0, p1, p2, p3, p4};
    }
}
