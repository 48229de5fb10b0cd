package arbiter.tournament;

/**
 * Where a game stands in an event, independent of when it was played: the round, the board (encounter) within the
 * round, and the leg (game) within that encounter, all 1-based. Knockout tie-break games continue the legs of their
 * mini-match. Written as {@code round.board.leg}, e.g. {@code 3.2.1}.
 *
 * @param round round number (a knockout's bracket round; for repeated round-robin cycles, rounds keep counting)
 * @param board encounter within the round
 * @param leg   game within the encounter
 */
public record GameKey(int round, int board, int leg) implements Comparable<GameKey> {

    public GameKey {
        if (round < 1 || board < 1 || leg < 1) {
            throw new IllegalArgumentException("game key parts must be 1 or more: " + round + "." + board + "." + leg);
        }
    }

    /**
     * Reads {@code round.board.leg}.
     *
     * @throws IllegalArgumentException when the text is not three positive whole numbers joined by dots
     */
    public static GameKey parse(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("game key '" + text + "': expected ROUND.BOARD.LEG");
        }
        try {
            return new GameKey(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("game key '" + text + "': expected ROUND.BOARD.LEG");
        }
    }

    @Override
    public int compareTo(GameKey o) {
        int c = Integer.compare(round, o.round);
        if (c == 0) {
            c = Integer.compare(board, o.board);
        }
        return c != 0 ? c : Integer.compare(leg, o.leg);
    }

    @Override
    public String toString() {
        return round + "." + board + "." + leg;
    }
}
