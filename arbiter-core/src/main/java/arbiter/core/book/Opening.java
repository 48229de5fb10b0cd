package arbiter.core.book;

import arbiter.core.board.Move;
import arbiter.core.board.Position;
import java.util.List;

/**
 * One opening of a book: a start position, moves played from it, and the position the game starts from.
 *
 * @param name     a name for people ("中炮对屏风马"), or empty
 * @param start    the position the line gives
 * @param moves    moves played from {@code start} before the engines take over
 * @param source   where it came from, {@code file:line}
 */
public record Opening(String name, Position start, List<Move> moves, String source) {

    public Opening {
        moves = List.copyOf(moves);
    }

    /** The position after the opening's moves: where the engines start. */
    public Position position() {
        Position p = start;
        for (Move m : moves) {
            p = p.play(m).orThrow();
        }
        return p;
    }
}
