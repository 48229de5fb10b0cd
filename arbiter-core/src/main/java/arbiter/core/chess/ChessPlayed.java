package arbiter.core.chess;

/** What playing a chess move gives: the new position, or why the move is illegal. */
public sealed interface ChessPlayed permits ChessPlayed.Ok, ChessPlayed.Illegal {

    /** The move was legal; {@code position} is the position after it. */
    record Ok(ChessPosition position) implements ChessPlayed {
    }

    /** The move was not played; {@code reason} names the move, the rule it breaks and the position's FEN. */
    record Illegal(ChessMove move, String reason) implements ChessPlayed {
    }

    /** The new position, or an {@link IllegalArgumentException} carrying the reason. For tests and trusted input. */
    default ChessPosition orThrow() {
        if (this instanceof Ok ok) {
            return ok.position();
        }
        throw new IllegalArgumentException(((Illegal) this).reason());
    }
}
