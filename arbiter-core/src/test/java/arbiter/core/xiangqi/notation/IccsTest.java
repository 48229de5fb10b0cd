package arbiter.core.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ICCS ({@code H2-E2}) and coordinate ({@code h2e2}) moves. */
class IccsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            h2e2 | H2-E2
            a0a1 | A0-A1
            i3i4 | I3-I4
            b0c2 | B0-C2
            """)
    void iccsIsWrittenInUppercaseWithADashAndCoordinatesInLowercaseWithout(String move, String iccs) {
        Move m = Boards.move(move);
        assertEquals(iccs, Iccs.write(m));
        assertEquals(move, Iccs.writeCoordinate(m));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            uppercase ICCS          | H2-E2       | h2e2
            lowercase ICCS          | h2-e2       | h2e2
            mixed case              | H2-e2       | h2e2
            coordinates             | h2e2        | h2e2
            uppercase coordinates   | H2E2        | h2e2
            full-width ICCS         | Ｈ２－Ｅ２  | h2e2
            spaces around           | ' b0-c2 '   | b0c2
            """)
    void bothSpellingsAreReadInAnyCase(String name, String text, String move) {
        Parsed<Move> want = new Parsed.Ok<>(Boards.move(move));
        assertEquals(want, Iccs.read(Position.initial(), text));
        assertEquals(want, Iccs.readCoordinate(Position.initial(), text));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a point missing  | H2-E     | is not a move; expected two points such as H2-E2 or h2e2 (file a-i, rank 0-9)
            file off board   | J2-E2    | is not a move; expected two points such as H2-E2 or h2e2 (file a-i, rank 0-9)
            a Chinese move   | 炮二平五 | is not a move; expected two points such as H2-E2 or h2e2 (file a-i, rank 0-9)
            going nowhere    | H2-H2    | starts and ends on h2; a move must go somewhere
            illegal          | A0-A3    | illegal move a0a3: a3 holds Red's own pawn (position START_FEN)
            """)
    void everyKindOfErrorIsAValueNamingTheTextAndWhy(String name, String text, String why) {
        Parsed.Err<Move> err = assertInstanceOf(Parsed.Err.class, Iccs.read(Position.initial(), text));
        assertEquals("ICCS move '" + text + "'", err.field());
        assertEquals(why.replace("START_FEN", Position.INITIAL_FEN), err.message());
        Parsed.Err<Move> coord = assertInstanceOf(Parsed.Err.class, Iccs.readCoordinate(Position.initial(), text));
        assertEquals("coordinate move '" + text + "'", coord.field());
    }
}
