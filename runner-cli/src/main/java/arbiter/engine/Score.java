package arbiter.engine;

/**
 * An engine's evaluation from the side to move's view: centipawns, or a mate distance in moves (positive: the
 * engine mates, negative: it is mated).
 *
 * @param mate  true for a mate score
 * @param value centipawns, or moves to mate
 */
public record Score(boolean mate, int value) {

    public static Score cp(int centipawns) {
        return new Score(false, centipawns);
    }

    public static Score mateIn(int moves) {
        return new Score(true, moves);
    }

    /** The PGN comment form: {@code +0.35}, {@code -1.20}, {@code +M5}, {@code -M3}. */
    public String pgn() {
        if (mate) {
            return (value >= 0 ? "+M" : "-M") + Math.abs(value);
        }
        int a = Math.abs(value);
        int frac = a % 100;
        return (value < 0 ? "-" : "+") + a / 100 + (frac < 10 ? ".0" : ".") + frac; // "%+.2f" without a formatter
    }

    /** Centipawns, with mates mapped beyond any real evaluation (±(100000 - moves)), for adjudication rules. */
    public int centipawns() {
        if (!mate) {
            return value;
        }
        return value >= 0 ? 100_000 - value : -100_000 - value;
    }
}
