package arbiter.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Why a game ended, in fastchess's and cutechess-cli's words and as fastchess's PGN Termination. */
class GmReasonsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            mate                | chess   | CHECKMATE             | RED_WINS   | x                                                   | White mates                          | White mates                          | normal
            three-fold          | chess   | THREEFOLD_REPETITION  | DRAW       | x                                                   | Draw by 3-fold repetition            | Draw by 3-fold repetition            | normal
            flag with overrun   | chess   | TIME_FORFEIT          | BLACK_WINS | a (White) lost on time at ply 9: thought 1.051 s with 1.000 s left; White loses | White loses on time (51ms overrun) | White loses on time | time forfeit
            crash               | chess   | ENGINE_CRASH          | RED_WINS   | x                                                   | Black disconnects                    | Black disconnects                    | abandoned
            stall               | chess   | STALLED               | RED_WINS   | x                                                   | Black's connection stalls            | Black's connection stalls            | abandoned
            illegal move        | chess   | ILLEGAL_MOVE          | BLACK_WINS | White played an illegal move e2e5 at ply 3 (x); White loses | White makes an illegal move   | White makes an illegal move: e2e5    | illegal move
            score adjudication  | chess   | ADJUDICATION          | RED_WINS   | Black's score was at or below -600 cp for 3 moves: Black resigns (adjudication) | White wins by adjudication | White wins by adjudication | adjudication
            draw adjudication   | chess   | ADJUDICATION          | DRAW       | both scores stayed within 20 cp for 8 moves each: draw (adjudication) | Draw by adjudication | Draw by adjudication | adjudication
            xiangqi mate        | xiangqi | CHECKMATE             | BLACK_WINS | x                                                   | Black mates                          | Black mates                          | normal
            xiangqi stalemate   | xiangqi | STALEMATE             | RED_WINS   | x                                                   | Red wins by stalemate                | Red wins by stalemate                | normal
            perpetual check     | xiangqi | PERPETUAL_CHECK       | BLACK_WINS | x                                                   | Red loses by perpetual check         | Red loses by perpetual check         | rules infraction
            had to vary         | xiangqi | RULE_VIOLATION        | RED_WINS   | x                                                   | Black loses by a rule violation (it had to vary) | Black loses by a rule violation (it had to vary) | rules infraction
            """)
    void eachEndingIsSaidInThePeersWords(String name, String game, Termination t, GameResult r, String reason,
                                         String fastchess, String cutechess, String termination) {
        Outcome o = Outcome.ended(r, t, 10, reason);
        var variant = Variants.byName(game).orElseThrow();
        assertEquals(fastchess, GmReasons.text(o, variant, false));
        assertEquals(cutechess, GmReasons.text(o, variant, true));
        assertEquals(termination, GmReasons.termination(o));
    }
}
