package arbiter.core.xiangqi.notation;

import arbiter.core.game.Notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Coordinates with ranks 1-10 as Fairy-Stockfish's UCI mode writes them, and telling them from ranks 0-9. */
class OneBasedRanksTest {

    /** The first 60 plies of Fairy-Stockfish 11.1 at depth 6 against itself, UCI_Variant xiangqi, as it wrote them. */
    static final String FAIRY_UCI = "h1g3 h10g8 h3h7 g7g6 i4i5 c10e8 b3b5 g8f6 c4c5 g6g5 h7g7 g5g4 g3e2 f6e4 e2d4 "
            + "e4f2 d1e2 g4f4 b5a5 b8a8 a5b5 f4e4 d4b3 b10d9 b3d2 f2h3 i1i3 h3f4 i3d3 h8g8 g1i3 a8d8 b1c3 f4g2 e1d1 "
            + "e4e3 d3d6 i10h10 i3g1 h10h7 b5a5 a10c10 g7g3 h7f7 c3d5 a7a6 g1e3 g2e3 d5e3 a6a5 d1e1 a5b5 d2e4 d8a8 "
            + "a1b1 f7f4 d6d9 g8h8 e4d6 b5c5";
    /** The same plies with ranks 0-9, each rank lowered by one by hand. */
    static final String FAIRY_UCCI = "h0g2 h9g7 h2h6 g6g5 i3i4 c9e7 b2b4 g7f5 c3c4 g5g4 h6g6 g4g3 g2e1 f5e3 e1d3 "
            + "e3f1 d0e1 g3f3 b4a4 b7a7 a4b4 f3e3 d3b2 b9d8 b2d1 f1h2 i0i2 h2f3 i2d2 h7g7 g0i2 a7d7 b0c2 f3g1 e0d0 "
            + "e3e2 d2d5 i9h9 i2g0 h9h6 b4a4 a9c9 g6g2 h6f6 c2d4 a6a5 g0e2 g1e2 d4e2 a5a4 d0e0 a4b4 d1e3 d7a7 "
            + "a0b0 f6f3 d5d8 g7h7 e3d5 b4c4";

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', textBlock = """
            h2e2 | h3e3
            h9g7 | h10g8
            a0a9 | a1a10
            i0i1 | i1i2
            """)
    void aMoveConvertsBothWays(String zeroBased, String oneBased) {
        assertEquals(oneBased, OneBasedRanks.toOneBased(zeroBased));
        assertEquals(zeroBased, OneBasedRanks.toZeroBased(oneBased));
        assertEquals(Move.parse(zeroBased), OneBasedRanks.parse(oneBased));
        assertEquals(oneBased, OneBasedRanks.write(Move.parse(zeroBased)));
    }

    @Test
    void eitherLetterCaseIsReadAndLowerCaseWritten() {
        assertEquals("h9g7", OneBasedRanks.toZeroBased("H10G8"));
        assertEquals("h3e3", OneBasedRanks.toOneBased("H2E2"));
    }

    @Test
    void everyMoveFromPointToPointSurvivesTheRoundTrip() {
        for (int from = 0; from < 90; from++) {
            for (int to = 0; to < 90; to++) {
                if (from == to) {
                    continue;
                }
                String m = Square.ofIndex(from).toString() + Square.ofIndex(to);
                assertEquals(m, OneBasedRanks.toZeroBased(OneBasedRanks.toOneBased(m)), m);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "h0e3", "h11g8", "h3e0", "j3e3", "h3e", "h10g", "h3e3e", "h+3e3", "h10g100", "h3h3"})
    void textThatIsNoOneBasedMoveGivesNull(String text) {
        assertNull(OneBasedRanks.toZeroBased(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "h10g8", "h2e", "j2e2", "h2-e2", "h2h2"})
    void textThatIsNoZeroBasedMoveGivesNull(String text) {
        assertNull(OneBasedRanks.toOneBased(text));
    }

    @Test
    void fairyStockfishUciGameIsOneBasedAndItsUcciFormIsNot() {
        Position start = Position.initial();
        assertTrue(OneBasedRanks.isOneBased(start, List.of(FAIRY_UCI.split(" "))));
        assertFalse(OneBasedRanks.isOneBased(start, List.of(FAIRY_UCCI.split(" "))));
        assertFalse(OneBasedRanks.isOneBased(start, List.of()));
    }

    @Test
    void aGameWhoseFirstMoveReadsBothWaysIsToldByTheMovesAfterIt() {
        // rooks on a0 and a1: "a1i1" moves the a1 rook read 0-9 and the a0 rook read 1-10
        Position p = Position.fromFen("4k4/9/9/9/9/9/9/3K5/R8/R8 w - - 0 1").orThrow();
        assertFalse(OneBasedRanks.isOneBased(p, List.of("a1i1", "e9e8")));
        assertTrue(OneBasedRanks.isOneBased(p, List.of("a1i1", "e10e9")));
    }

    @Test
    void coordinatesWithRanksOneToTenReadAndWriteAsANotation() {
        Position p = Position.initial();
        Move m = Move.parse("h9g7");
        Position afterCannon = p.play(Move.parse("h2e2")).orThrow();
        assertEquals(new Parsed.Ok<>(Move.parse("h2e2")), Notations.read(Notation.COORDINATE_1_10, p, "h3e3"));
        assertEquals(new Parsed.Ok<>(m), Notations.read(Notation.COORDINATE_1_10, afterCannon, "h10g8"));
        assertEquals("h10g8", Notations.write(Notation.COORDINATE_1_10, afterCannon, m));
        assertTrue(Notations.read(Notation.COORDINATE_1_10, p, "h2e2") instanceof Parsed.Err<Move> e
                && e.describe().contains("ranks 1-10"), () -> Notations.read(Notation.COORDINATE_1_10, p, "h2e2")
                .toString());
    }
}
