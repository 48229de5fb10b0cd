package arbiter.core.game;

/**
 * How engine protocols name a game: what the runner tells an engine so that it plays this game, and how the game's
 * positions and moves go over the wire. The protocols ask the game for these; they never ask which game it is.
 *
 * @param uciVariant          the {@code UCI_Variant} value a multi-variant engine is told when it offers it
 *                            ({@code xiangqi}, {@code chess}), or null
 * @param ranksFromOneTold    whether an engine told {@code uciVariant} then numbers ranks from 1 (Fairy-Stockfish's
 *                            xiangqi: {@code h3e3}, {@code h10g8})
 * @param chess960            whether castling is king-takes-rook and the engine must be switched to it
 *                            ({@code UCI_Chess960}, xboard {@code variant fischerandom})
 * @param uciStartpos         whether the initial position is sent as {@code position startpos} (else always as a FEN)
 * @param xboardVariant       the xboard {@code variants} name of the game ({@code normal}, {@code fischerandom}), or
 *                            null when the runner does not play it through xboard
 */
public record EngineNames(String uciVariant, boolean ranksFromOneTold, boolean chess960, boolean uciStartpos,
                          String xboardVariant) {
}
