package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts that record judging takes must agree with the full legal move list: whether any legal move exists
 * (mate and stalemate tests) and the legal moves onto one square (reading a record's move).
 */
class MoveSearchShortcutsTest {

    @Test
    void theQuickTestForALegalMoveAgreesWithTheFullListOnThousandsOfPositions() {
        for (ChessPosition p : RandomGames.positions(ChessPosition.initial(), 300, 400, 20261124L)) {
            assertEquals(p.legalCodes().length > 0, MoveGen.any(p.board()), p.fen());
        }
        for (String fen : new String[] {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
                "k7/8/1QK5/8/8/8/8/8 b - - 0 1", "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1"}) {
            ChessPosition p = ChessPosition.fromFen(fen).orThrow();
            assertEquals(p.legalCodes().length > 0, MoveGen.any(p.board()), fen);
        }
    }

    @Test
    void theMovesOntoASquareAreTheFullListsMovesOntoIt() {
        for (ChessPosition p : RandomGames.positions(ChessPosition.initial(), 100, 300, 7L)) {
            int[] all = p.legalCodes().clone();
            for (int to = 0; to < 64; to++) {
                final int square = to;
                int[] expected = Arrays.stream(all).filter(m -> Board.to(m) == square
                        && Board.kind(m) != Board.CASTLE).sorted().toArray();
                ChessPosition fresh = ChessPosition.fromFen(p.fen()).orThrow(); // no cached list: generated
                int[] onto = fresh.legalCodesTo(square);
                Arrays.sort(onto);
                assertArrayEquals(expected, onto, p.fen() + " onto " + ChessSquare.name(square));
            }
        }
    }
}
