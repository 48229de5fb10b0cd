package arbiter.core.game;


import java.util.List;

/**
 * The result of replaying a move list under a rule set: the outcome at the first ply where the rules end the
 * game, the game up to that ply, and the moves that were recorded after it (reported, not played).
 *
 * @param game     the game as judged (in any game: xiangqi, chess), ending at the outcome's ply or after the last
 *                 move
 * @param outcome  the outcome ({@link GameResult#ONGOING} when the moves run out first)
 * @param unplayed move texts after the ending ply
 */
public record Adjudication(GameState game, Outcome outcome, List<String> unplayed) {

    public Adjudication {
        unplayed = List.copyOf(unplayed);
    }

    /**
     * Replays move tokens in the game's own move syntax ({@link GameState#readMove}: SAN or UCI in chess) from a
     * started game, stopping at the first ply where the rules end it. A token that names an illegal move ends the
     * game as an illegal move of the side to move; a token that names no move at all is an error naming the move
     * number and the text.
     */
    public static Parsed<Adjudication> ofMoves(GameState start, List<String> tokens) {
        GameState g = start;
        int i = 0;
        while (i < tokens.size() && !g.isOver()) {
            GameState next = g.readAndPlay(tokens, i);
            if (next.ply() > g.ply()) {
                i += next.ply() - g.ply();
                g = next;
                continue;
            }
            // the next token could not be played with the others: alone, it says why
            String token = tokens.get(i);
            Parsed<GameState> one = g.readAndPlay(token);
            if (one instanceof Parsed.Err<GameState> e) {
                if (!e.field().equals(GameState.ILLEGAL)) {
                    return new Parsed.Err<>("move " + (i + 1) + " '" + token + "'", e.message());
                }
                g = g.refuse(token, e.message());
            } else {
                g = one.orThrow();
            }
            i++;
        }
        List<String> unplayed = i == tokens.size() ? List.of() : tokens.subList(i, tokens.size());
        return new Parsed.Ok<>(new Adjudication(g, g.outcome(), unplayed));
    }

    /**
     * Applies an ending the record states and the board cannot show (resignation, agreement, time forfeit,
     * adjudication, crash, or an illegal move the runner refused): when the moves ran out with the game still going
     * and the record states such an ending with a decisive or drawn result, the game ends so. Otherwise (the rules
     * ended the game, or no ending is stated) this adjudication is returned as it is.
     *
     * @param ending   the ending the record states, or null
     * @param recorded the record's result
     */
    public Adjudication withRecordedEnding(RecordedEnding ending, GameResult recorded) {
        if (outcome.isOver() || !unplayed.isEmpty() || ending == null || recorded == null
                || recorded == GameResult.ONGOING) {
            return this;
        }
        Side loser = recorded == GameResult.DRAW ? null
                : recorded == GameResult.RED_WINS ? Side.BLACK : Side.RED;
        // a flag is the rule set's to judge: today's FIDE laws draw it when the other side could not mate
        GameState ended = ending.termination() == Termination.TIME_FORFEIT && loser != null
                ? game.flagFell(loser, RECORDED + ending.evidence() + ")")
                : game.end(ending.termination(), loser, RECORDED + ending.evidence() + ")");
        return new Adjudication(ended, ended.outcome(), unplayed);
    }

    /** How the reason of an ending taken from the record begins. */
    public static final String RECORDED = "as recorded (";

    /** True when the outcome is an ending the record stated, not one the rules found. */
    public boolean endedAsRecorded() {
        return outcome.isOver() && outcome.reason().startsWith(RECORDED);
    }

    /** The moves that were played, as canonical coordinate text. */
    public List<String> played() {
        return game.moves();
    }
}
