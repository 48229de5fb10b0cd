package arbiter.core.pgn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game as read from a PGN file: its tags in file order, its main-line move tokens (comments, variations,
 * NAGs and move numbers removed) and where it starts in the file.
 *
 * @param tags      tag name to value, in file order
 * @param moves     the move tokens of the main line, as written
 * @param result    the game-termination token at the end of the movetext ({@code *} if none was written)
 * @param line      1-based line of the game's first character
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result, int line) {

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = moves instanceof TokenList read ? read : List.copyOf(moves); // the reader's lists are unmodifiable
    }

    /** A tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
