package arbiter.core.pgn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as read from a PGN file: its tags in file order, its main-line move tokens (comments, variations,
 * NAGs, move numbers and move marks such as {@code !?} removed), where it starts in the file and what was read
 * leniently.
 *
 * @param tags      tag name to value, in file order
 * @param moves     the move tokens of the main line, as written but without marks
 * @param result    the game-termination token at the end of the movetext ({@code *} if none was written)
 * @param line      1-based line of the game's first character
 * @param warnings  what the reader accepted although it is not well-formed PGN, in text order; usually empty
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result, int line,
                      List<Warning> warnings) {

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = moves instanceof TokenList read ? read : List.copyOf(moves); // the reader's lists are unmodifiable
        warnings = List.copyOf(warnings);
    }

    /** A game read without warnings. */
    public PgnGame(Map<String, String> tags, List<String> moves, String result, int line) {
        this(tags, moves, result, line, List.of());
    }

    /**
     * Something malformed that was read anyway, and how.
     *
     * @param line    1-based line where it was found
     * @param message what was read and how, the same words for the same leniency (so a caller can say it once
     *                per file), e.g. "tag value with unescaped quotes read up to the last quote"
     */
    public record Warning(int line, String message) {
    }

    /**
     * Line and column (both from 1) of move token {@code index} in the file, or null when the moves were not read
     * from a file's text (a game built in code).
     */
    public int[] movePlace(int index) {
        return moves instanceof TokenPlaces p && index >= 0 && index < moves.size() ? p.lineAndColumn(index) : null;
    }

    /** A tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
