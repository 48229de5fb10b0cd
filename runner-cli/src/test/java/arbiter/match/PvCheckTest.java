package arbiter.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.Variants;
import arbiter.engine.Info;
import arbiter.engine.Score;
import arbiter.engine.UciProtocol;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Principal variations checked as fastchess's {@code -check-mate-pvs} checks them, on the chess rules. */
class PvCheckTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** After 1.f3 e5 2.g4: Black mates with Qh4. */
    private static final String FOOL = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a legal PV that starts with the best move   | START | e2e4 | e2e4 e7e5 g1f3 | 20   | ''
            an illegal move in the PV                   | START | e2e4 | e2e4 e7e5 e1e3 | 20   | Illegal PV move - move e1e3
            the best move is not the PV's first         | START | d2d4 | e2e4 e7e5      | 20   | Bestmove does not match beginning of last PV - move e2e4
            a mate in one shown in full                 | FOOL  | d8h4 | d8h4           | M1   | ''
            a mate in two shown as one move             | FOOL  | d8h4 | d8h4           | M2   | Incomplete mating PV -
            a mate in one shown as three plies          | FOOL  | d8h4 | d8h4 a2a3 e8e7 | M1   | PV continues after checkmate - move a2a3
            a mate score whose PV does not mate         | START | e2e4 | e2e4           | M1   | Mating PV does not end with checkmate -
            """)
    void aPrincipalVariationIsCheckedAgainstTheRules(String name, String fen, String best, String pv, String score,
                                                     String expected) {
        GameRules rules = GameRules.of(Variants.byName("chess").orElseThrow(), null).orThrow();
        GameState before = rules.start(fen.equals("START") ? START : FOOL).orThrow();
        Score s = score.startsWith("M") ? Score.mateIn(Integer.parseInt(score.substring(1)))
                : Score.cp(Integer.parseInt(score));
        Info info = new Info(10, 12, s, 1000L, null, null, null, Arrays.asList(pv.split(" ")));
        List<String> problems = PvCheck.problems(before, best, info, new UciProtocol(false));
        assertEquals(expected.isEmpty() ? List.of() : List.of(expected), problems);
    }
}
