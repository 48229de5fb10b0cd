package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shortcuts that record judging takes must agree with the full legal move list: whether any legal move exists
 * (mate and stalemate tests) and whether one move is legal (reading a record's move).
 */
class MoveSearchShortcutsTest {

    @Test
    void theQuickTestForALegalMoveAgreesWithTheFullListOnThousandsOfPositions() {
        for (ChessPosition p : RandomGames.positions(ChessPosition.initial(), 300, 400, 20261124L)) {
            assertEquals(p.legalCodes().length > 0, MoveGen.any(p.board(), p.inCheck()), p.fen());
        }
        for (String fen : new String[] {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
                "k7/8/1QK5/8/8/8/8/8 b - - 0 1", "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1"}) {
            ChessPosition p = ChessPosition.fromFen(fen).orThrow();
            assertEquals(p.legalCodes().length > 0, MoveGen.any(p.board(), p.inCheck()), fen);
        }
    }

    /** The perft fixtures' positions (checks, pins, en passant, castling of both kinds) and random games from each. */
    static Stream<Arguments> fixturePositions() throws IOException {
        Map<String, Boolean> fens = new LinkedHashMap<>();
        ChessPerftTest.fixtures().forEach(a -> fens.put((String) a.get()[2], (Boolean) a.get()[1]));
        return fens.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixturePositions")
    void aMoveTestedAloneIsLegalExactlyWhenTheFullListHasIt(String fen, boolean chess960) {
        ChessPosition start = ChessPosition.fromFen(fen, chess960).orThrow();
        for (ChessPosition p : RandomGames.positions(start, 10, 30, fen.hashCode())) {
            Map<Integer, Integer> legal = new HashMap<>();
            for (int m : p.legalCodes()) {
                legal.put(Board.from(m) | Board.to(m) << 6 | (Board.promotion(m) + 1) << 12, m);
            }
            assertEquals(!legal.isEmpty(), MoveGen.any(p.board(), p.inCheck()), p.fen());
            for (int from = 0; from < 64; from++) {
                for (int to = 0; to < 64; to++) {
                    for (int promotion = -1; promotion <= Board.QUEEN; promotion++) {
                        int expected = legal.getOrDefault(from | to << 6 | (promotion + 1) << 12, -1);
                        int actual = LegalMove.code(p.board(), p.inCheck(), from, to, promotion);
                        if (expected != actual) {
                            fail(p.fen() + ": " + ChessSquare.name(from) + ChessSquare.name(to) + " promoting to "
                                    + promotion + " is " + actual + ", the full list says " + expected);
                        }
                    }
                }
            }
        }
    }
}
