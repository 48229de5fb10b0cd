package arbiter.core.xiangqi.board;

/** What playing a move gives: the new position, or the reason the move is illegal. */
public sealed interface Played permits Played.Ok, Played.Illegal {

    /** The move was legal; {@code position} is the position after it. */
    record Ok(Position position) implements Played {
    }

    /** The move was not played; {@code reason} names the move, what is wrong and the position. */
    record Illegal(Move move, String reason) implements Played {
    }

    /** The new position, or an {@link IllegalArgumentException} carrying the reason. For tests and trusted input. */
    default Position orThrow() {
        if (this instanceof Ok ok) {
            return ok.position();
        }
        throw new IllegalArgumentException(((Illegal) this).reason());
    }
}
