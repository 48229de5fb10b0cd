package arbiter.core.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CheckingMovesTest {

    /** The slow definition: every legal move, played, that leaves the other side in check. */
    private static List<Move> byPlaying(Position p) {
        List<Move> out = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (p.play(m).orThrow().inCheck()) {
                out.add(m);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the initial position                          | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
            a cannon's screen moves onto its line          | 4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1
            a rook uncovers a cannon by leaving its line   | 4k4/9/9/4p4/9/4R4/9/4C4/9/3K5 w - - 0 1
            a knight's check with the leg open or blocked  | 3k5/9/9/4N4/9/9/9/9/9/5K3 w - - 0 1
            in check, only answers that also check          | 4k4/9/9/9/9/9/9/9/4r4/3KR4 w - - 0 1
            a pinned piece that would check                 | 3k5/9/9/3r5/9/9/9/9/3R5/3K5 w - - 0 1
            """)
    void checkingMovesAreTheLegalMovesThatGiveCheck(String name, String fen) {
        Position p = Fen.parse(fen).orThrow();
        assertEquals(byPlaying(p), p.checkingMoves());
        Position other = p.withSideToMove(p.sideToMove().opponent());
        assertEquals(byPlaying(other), other.checkingMoves(), "after a null move");
    }

    @ParameterizedTest(name = "seed {0}")
    @CsvSource({"1", "2", "3", "4", "5"})
    void checkingMovesAgreeWithPlayingEveryMoveOverRandomGames(long seed) {
        Random random = new Random(seed);
        Position p = Position.initial();
        for (int ply = 0; ply < 200 && p.hasLegalMove(); ply++) {
            assertEquals(byPlaying(p), p.checkingMoves(), "at ply " + ply + ": " + p.fen());
            List<Move> moves = p.legalMoves();
            p = p.play(moves.get(random.nextInt(moves.size()))).orThrow();
        }
    }
}
