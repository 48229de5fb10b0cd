package arbiter.core.book;

import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.util.List;

/**
 * One opening of a book: a start position, moves played from it, and the game the engines take over.
 *
 * @param name    a name for people ("中炮对屏风马", "Sicilian Defence"), or empty
 * @param variant the game it belongs to
 * @param fen     the position the line gives
 * @param moves   moves played from {@code fen} before the engines take over, as canonical coordinate text
 * @param source  where it came from, {@code file:line}
 */
public record Opening(String name, Variant variant, String fen, List<String> moves, String source) {

    public Opening {
        moves = List.copyOf(moves);
    }

    /**
     * The game after the opening's moves under the named rule set (null: the game's default).
     *
     * @throws IllegalArgumentException when the rule set is unknown or the opening is not playable (a book is
     *                                  checked when read, so this means a programming error)
     */
    public GameState start(String rules) {
        GameState g = variant.start(fen, rules).orThrow();
        for (String m : moves) {
            g = g.play(m);
        }
        return g;
    }
}
