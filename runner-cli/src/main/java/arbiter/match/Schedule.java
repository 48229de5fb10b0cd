package arbiter.match;

/**
 * Which opening each game of a match plays and who moves first: the pairing hook of a match. Games are numbered
 * from 0 here; a "round" is the group of games that share an opening.
 *
 * @param gamesPerOpening 2: each opening twice in a row (a pair, from which the pentanomial comes); 1: a new opening
 *                        every game
 * @param swap            whether the second game of every two swaps colours (fastchess and cutechess swap on even
 *                        game numbers, counted from 1, unless {@code -noswap})
 * @param reverse         whether every game's colours are swapped once more (fastchess {@code -reverse}): the second
 *                        engine moves first in game 1
 */
public record Schedule(int gamesPerOpening, boolean swap, boolean reverse) {
    /** Arbiter's own: each opening twice, colours swapped, the first engine first in the first game. */
    public static final Schedule PAIRS = new Schedule(2, true, false);

    public Schedule {
        if (gamesPerOpening < 1 || gamesPerOpening > 2) {
            throw new IllegalArgumentException("games per opening: 1 or 2, not " + gamesPerOpening);
        }
    }

    /** The 0-based round (opening) of game {@code i} (0-based). */
    public int round(int i) {
        return i / gamesPerOpening;
    }

    /** Whether the first engine moves first (plays Red or White) in game {@code i} (0-based). */
    public boolean firstMovesFirst(int i) {
        boolean swapped = swap && i % 2 == 1;
        return swapped == reverse;
    }

    /** Whether the games of one round form a pair with colours swapped, from which the pentanomial counts come. */
    public boolean pairs() {
        return gamesPerOpening == 2 && swap;
    }
}
