package arbiter.core.stats;

/**
 * Game counts of a match from the first player's view (the trinomial model: every game is scored on its own).
 * A win scores 1 point, a draw ½, a loss 0.
 *
 * @param wins   games the first player won, ≥ 0
 * @param draws  drawn games, ≥ 0
 * @param losses games the first player lost, ≥ 0
 */
public record Wdl(int wins, int draws, int losses) {

    /** No games yet. */
    public static final Wdl EMPTY = new Wdl(0, 0, 0);

    /** Rejects negative counts, which no sum of games can produce. */
    public Wdl {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException(
                    "game counts must be non-negative, got W=" + wins + " D=" + draws + " L=" + losses);
        }
    }

    /** Same as the constructor; reads well in tests and tables. */
    public static Wdl of(int wins, int draws, int losses) {
        return new Wdl(wins, draws, losses);
    }

    /** The number of games; a long so that three large counts cannot overflow. */
    public long games() {
        return (long) wins + draws + losses;
    }

    /** The first player's points: wins + draws/2. */
    public double points() {
        return wins + draws / 2.0;
    }

    /**
     * The mean score per game in [0, 1], points / games. With no games it is 0.5, the score of two equal players,
     * so that an empty match reads as "no evidence either way" rather than NaN.
     */
    public double score() {
        long n = games();
        return n == 0 ? 0.5 : points() / n;
    }

    /** The fraction of games drawn in [0, 1]; 0 with no games. */
    public double drawRatio() {
        long n = games();
        return n == 0 ? 0.0 : (double) draws / n;
    }

    /** The counts with one more game scored {@code score} ∈ {0, 0.5, 1} for the first player. */
    public Wdl plusGame(double score) {
        if (score == 1.0) {
            return new Wdl(Math.addExact(wins, 1), draws, losses);
        }
        if (score == 0.5) {
            return new Wdl(wins, Math.addExact(draws, 1), losses);
        }
        if (score == 0.0) {
            return new Wdl(wins, draws, Math.addExact(losses, 1));
        }
        throw new IllegalArgumentException("a game scores 0, 0.5 or 1, got " + score);
    }

    /** The counts of both matches together. */
    public Wdl plus(Wdl other) {
        return new Wdl(Math.addExact(wins, other.wins), Math.addExact(draws, other.draws),
                Math.addExact(losses, other.losses));
    }

    /** The same games from the second player's view: wins and losses swap. */
    public Wdl reversed() {
        return new Wdl(losses, draws, wins);
    }

    /** Counts in the order of the outcomes' scores 0, ½, 1 (losses, draws, wins), as the likelihood code wants. */
    double[] countsByScore() {
        return new double[] {losses, draws, wins};
    }
}
