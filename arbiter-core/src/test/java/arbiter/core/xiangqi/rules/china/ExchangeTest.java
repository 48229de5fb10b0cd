package arbiter.core.xiangqi.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The complete exchange on one point, as the chase test weighs it (material: rook 4, knight and cannon 2). */
class ExchangeTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an unguarded knight is won outright                        | 4k4/9/9/3n5/3P5/9/9/9/9/5K3 w - - 0 1 | d5d6 | 2
            a crossed pawn given for a guarded knight floats: a loss   | 3rk4/9/9/3n5/3P5/9/9/9/9/5K3 w - - 0 1 | d5d6 | -1
            a crossed pawn given for a guarded rook still wins (26.6)  | 3rk4/9/9/3r5/3P5/9/9/9/9/5K3 w - - 0 1 | d5d6 | 1
            a guarded pawn taken by a knight loses the knight          | 3rk4/9/9/9/9/3p5/9/2N6/9/5K3 w - - 0 1 | c2d4 | -1
            the defender keeps the cannon whose screen would go        | 9/3k5/9/c1Pr2pc1/N3p4/9/3R5/9/4C4/4K4 w - - 0 1 | d3d6 | 0
            the pawn that is a cannon's screen takes and is taken      | 9/3k5/9/c1Pr2pc1/N3p4/9/3R5/9/4C4/4K4 w - - 0 1 | c6d6 | 3
            """)
    void theExchangeIsPlayedOutWithEveryLegalRecapture(String name, String fen, String capture, int gain) {
        Position p = Fen.parse(fen).orThrow();
        assertEquals(gain, Exchange.gainOf(p, Move.parse(capture)));
    }
}
