package arbiter.core.pgn;

/** One game of a PGN file: read, or unreadable with the place and cause. */
public sealed interface PgnEntry permits PgnEntry.Read, PgnEntry.Unreadable {

    /** 1-based index of the game in its file. */
    int index();

    /** A game that was read. */
    record Read(int index, PgnGame game) implements PgnEntry {
    }

    /**
     * A game that could not be read; the reader skipped to the next game.
     *
     * @param line    1-based line of the error
     * @param column  1-based column of the error
     * @param message what is wrong and what was expected
     */
    record Unreadable(int index, int line, int column, String message) implements PgnEntry {
    }
}
