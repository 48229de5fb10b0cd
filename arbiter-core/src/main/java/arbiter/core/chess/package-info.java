/**
 * Western chess and Chess960: the rules, FEN, SAN, perft and the game judged by a rule set.
 *
 * <p>The public types are immutable: {@link arbiter.core.chess.ChessPosition} (with
 * {@link arbiter.core.chess.ChessMove}, {@link arbiter.core.chess.ChessPiece}, squares as numbers 0-63 named by
 * {@link arbiter.core.chess.ChessSquare}), {@link arbiter.core.chess.ChessFen},
 * {@link arbiter.core.chess.ChessSan}, {@link arbiter.core.chess.ChessPerft},
 * {@link arbiter.core.chess.ChessGame} judged by {@link arbiter.core.chess.ChessRules}, and
 * {@link arbiter.core.chess.Chess}, the two {@link arbiter.core.game.Variant}s. Behind them, package-private:
 * the mutable bitboard {@code Board} (copied, never shared), {@code MoveGen} (legal moves by check and pin masks),
 * {@code LegalMove} (one move tested alone), {@code Attacks} and {@code SlidingAttacks} (precomputed and magic attack
 * tables), {@code Zobrist}, and the rule helpers {@code Refusals} (why a move is illegal), {@code Material} (what the
 * material allows) and {@code ChessJudge} (how a game ends).
 *
 * <p>Records are read fast: {@code SanText} takes a move's text apart by hand, {@code ChessSan} tests only the pieces
 * that could make it, and {@code RecordReplay} plays a record's moves on one board and builds a
 * {@link arbiter.core.chess.ChessGame} only where it stops; the states of a game share a {@code PlyTrail} of keys and
 * moves.
 *
 * <p>Castling is the king taking its own rook inside ({@code e1h1}), in standard chess as in Chess960; only the
 * canonical text of standard chess writes it as the king's step ({@code e1g1}).
 */
package arbiter.core.chess;
