package arbiter.match;

/** How a finished game is written to the PGN file: Arbiter's own tags, or a peer program's dialect. */
@FunctionalInterface
public interface PgnFormat {
    /** The PGN text of {@code g}, played by {@code red} and {@code black} (the first mover and the second). */
    String text(PlayedGame g, MatchConfig config, EngineSpec red, EngineSpec black);

    /** Arbiter's own PGN ({@link GamePgn}). */
    PgnFormat ARBITER = (g, config, red, black) -> GamePgn.of(g, config.event(), red, black, config.notation());
}
