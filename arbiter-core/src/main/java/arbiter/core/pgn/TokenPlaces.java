package arbiter.core.pgn;

/**
 * Move tokens as places in the text they were read from, for a reader that takes each token apart where it stands
 * instead of cutting it out as a string; the move lists {@link PgnReader} returns are such places.
 */
public interface TokenPlaces {

    /** The text the tokens stand in. */
    String text();

    /** Offset in {@link #text()} of the first character of token {@code index}. */
    int start(int index);

    /** Offset in {@link #text()} just past token {@code index}. */
    int end(int index);

    /** Line and column (both from 1) of token {@code index} in the file it was read from. */
    int[] lineAndColumn(int index);
}
