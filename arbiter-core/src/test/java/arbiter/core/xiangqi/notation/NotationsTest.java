package arbiter.core.xiangqi.notation;

import arbiter.core.game.Notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Picking a notation by name, and guessing the notation of a single move token. */
class NotationsTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            CHINESE    | 炮二平五
            WXF        | C2.5
            ICCS       | H2-E2
            COORDINATE | h2e2
            """)
    void eachNotationWritesAndReadsTheCentralCannon(Notation notation, String text) {
        Position p = Position.initial();
        Move m = Boards.move("h2e2");
        assertEquals(text, Notations.write(notation, p, m));
        assertEquals(new Parsed.Ok<>(m), Notations.read(notation, p, text));
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', textBlock = """
            炮二平五     | CHINESE
            马８进７     | CHINESE
            前三平四     | CHINESE
            ' 炮二平五 ' | CHINESE
            C2.5         | WXF
            h8+7         | WXF
            R1=2         | WXF
            C+.5         | WXF
            +C.5         | WXF
            ++.4         | WXF
            3-.4         | WXF
            44.5         | WXF
            Ｃ２．５     | WXF
            H2-E2        | ICCS
            h2-e2        | ICCS
            h2e2         | COORDINATE
            H2E2         | COORDINATE
            a0a1         | COORDINATE
            h10g8        | COORDINATE_1_10
            a9a10        | COORDINATE_1_10
            E10E9        | COORDINATE_1_10
            """)
    void aTokenIsRecognisedByItsShape(String token, Notation notation) {
        assertEquals(notation, Notations.detect(token));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", " ", "hello", "1-0", "Z2.5", "C2.0", "h2e2e3", "j2e2", "34.5", "O-O", "C25",
            "h11g8", "h0g10", "h10g"})
    void aTokenOfNoKnownShapeGivesNull(String token) {
        assertNull(Notations.detect(token));
    }

    @Test
    void aMissingTokenGivesNull() {
        assertNull(Notations.detect(null));
    }
}
