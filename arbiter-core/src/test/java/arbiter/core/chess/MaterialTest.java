package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whether a side could mate by some series of legal moves, read from the material (see {@link Material}). */
class MaterialTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a lone king never                                | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1   | false
            a knight against a bare king                     | 4k3/8/8/8/8/8/8/4K1n1 w - - 0 1  | false
            a knight when a pawn can block                   | 4k3/8/8/8/8/8/4P3/4K1n1 w - - 0 1 | true
            a knight when a bishop can block                 | 4k3/8/8/8/8/8/8/2B1K1n1 w - - 0 1 | true
            a knight when a knight can block                 | 4k3/8/8/8/8/8/8/1N2K1n1 w - - 0 1 | true
            a bishop against a bare king                     | 4k3/8/8/8/8/8/8/4K1b1 w - - 0 1  | false
            a bishop against a bishop of its colour          | 4k3/8/8/8/8/8/8/2B1K1b1 w - - 0 1 | false
            two bishops of one colour against its bishop     | 4k3/8/8/8/8/8/5b2/2B1K1b1 w - - 0 1 | false
            a bishop against a bishop of the other colour    | 4k3/8/8/8/8/8/8/3BK1b1 w - - 0 1 | true
            a bishop against a knight                        | 4k3/8/8/8/8/8/8/1N2K1b1 w - - 0 1 | true
            a bishop against a pawn                          | 4k3/8/8/8/8/8/4P3/4K1b1 w - - 0 1 | true
            two knights against a bare king                  | 4k3/8/8/8/8/8/8/1n2K1n1 w - - 0 1 | true
            bishop and knight against a bare king            | 4k3/8/8/8/8/8/8/1n2K1b1 w - - 0 1 | true
            bishops of both colours against a bare king      | 4k3/8/8/8/8/8/8/4Kbb1 w - - 0 1  | true
            a pawn                                           | 4k3/4p3/8/8/8/8/8/4K3 w - - 0 1  | true
            a rook                                           | 4k3/8/8/8/8/8/8/4K2r w - - 0 1   | true
            a queen                                          | 4k3/8/8/8/8/8/8/4K2q w - - 0 1   | true
            """)
    void blackCouldMateByTheMaterialReading(String name, String fen, boolean canMate) {
        Board b = ChessPosition.fromFen(fen).orThrow().board();
        assertEquals(canMate, Material.canMate(b, Board.BLACK));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            White's material first, queen to pawn | 4k3/8/8/8/8/8/PP6/RNBQK2r w - - 0 1 | K+Q+R+B+N+P+P v K+R
            bare kings                            | 4k3/8/8/8/8/8/8/4K3 w - - 0 1       | K v K
            """)
    void materialIsDescribedSideBySide(String name, String fen, String text) {
        assertEquals(text, Material.describe(ChessPosition.fromFen(fen).orThrow().board()));
    }
}
