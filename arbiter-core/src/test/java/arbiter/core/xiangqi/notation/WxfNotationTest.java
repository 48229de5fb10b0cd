package arbiter.core.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading WXF moves: the accepted spellings, the WXF rules for tandem pawns, and one row per kind of error. */
class WxfNotationTest {

    private static final String CANNONS = "3k5/9/9/9/9/7C1/9/7C1/9/4K4 w";
    private static final String FOUR_PAWNS = "P3k4/P8/P8/P8/9/9/9/9/9/3K5 w";

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            lowercase                                 | START | -         | c2.5     | h2e2
            = for sideways                            | START | -         | C2=5     | h2e2
            full-width letters, digits and sign       | START | -         | Ｃ２．５ | h2e2
            spaces around                             | START | -         | ' C2.5 ' | h2e2
            N for the knight                          | START | -         | N8+7     | b0c2
            B for the bishop                          | START | -         | B3+5     | g0e2
            Black in lowercase                        | START | h2e2      | h8+7     | h9g7
            the brief's rook example with =           | START | h0g2 h9g7 | R1=2     | i0h0
            prefix + for the front cannon             | CANNONS | -       | +C.5     | h4e4
            prefix - for the rear cannon              | CANNONS | -       | -C.5     | h2e2
            a typographic minus                       | CANNONS | -       | C−.5     | h2e2
            a file name when only one rook can go     | ROOKS | -         | R2+3     | h6h9
            the upper of two advisors                 | ADVISORS | -      | A+-5     | d2e1
            the lower of two advisors                 | ADVISORS | -      | A-+5     | d0e1
            the upper of two bishops                  | BISHOPS | -       | E+-5     | c4e2
            the middle of three pawns by its file     | THREE_PAWNS | -   | P5.4     | e6f6
            ++ for the front of three pawns           | THREE_PAWNS | -   | +++1     | e7e8
            P+ is the second of four pawns            | FOUR_PAWNS | -    | P+.8     | a8b8
            P- is the third of four pawns             | FOUR_PAWNS | -    | P-.8     | a7b7
            Black pawn files                          | BLACK_TWO_PAWN_FILES | - | 4+.5 | d3e3
            """)
    void theAcceptedSpellingsAreRead(String name, String board, String before, String text, String move) {
        assertEquals(new Parsed.Ok<>(Boards.move(move)), WxfNotation.read(position(board, before), text));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            too long                         | START | - | C2.55 | has 5 characters; expected four such as C2.5, H8+7 or C+.5
            unknown piece letter             | START | - | Z2.5  | 'Z' is not a piece letter; expected K A E B H N R C P, or + - or a file digit for tandem pawns
            file zero after the letter       | START | - | C0.5  | '0' after the piece letter is not a file 1-9, + (front) or - (rear)
            unknown letter after a sign      | START | - | +X.5  | 'X' after '+' is not a piece letter; expected e.g. +C or ++ (foremost or rearmost pawn)
            mixed signs                      | START | - | +-.5  | '-' after '+' is not a piece letter; expected e.g. +C or ++ (foremost or rearmost pawn)
            another file after a file        | START | - | 34.5  | '4' after the file 3 is not a pawn's place; expected + (front), - (rear) or 3 again (middle)
            unknown direction                | START | - | C2*5  | '*' is not a direction; expected + (advance), - (retreat) or . or = (sideways)
            target zero                      | START | - | C2.0  | '0' is not a number; expected a digit 1 to 9
            no such piece on that file       | START | - | R2+1  | 'R2' names no piece: Red has no rook on that file
            no two rooks on a file           | START | - | R+.1  | 'R+' names no piece: Red has no file with two or more rooks
            no two pawns on the named file   | START | - | 3+.4  | '3+' names no piece: Red does not have two or more pawns on that file
            prefix form on four pawns        | FOUR_PAWNS | - | +P.8 | '+P' names no piece: Red has no file with two or three pawns (with four or five pawns on a file WXF writes ++, P+, P-, --)
            ambiguous file name              | ROOKS | - | R2+1  | is ambiguous: it fits h6h7 and h3h4; name the piece by + or - (front or rear)
            knight moving sideways           | START | - | H8.7  | '.7' is impossible: a knight never moves sideways
            pawn retreating                  | START | - | P7-1  | '-1' is impossible: a pawn never retreats
            onto its own piece               | START | - | R9+3  | illegal move a0a3: a3 holds Red's own pawn (position START_FEN)
            a file-named pawn of three is the middle one | THREE_PAWNS | - | P5+1 | illegal move e6e7: e7 holds Red's own pawn (position 3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1)
            """)
    void everyKindOfErrorIsAValueNamingTheTextAndWhy(String name, String board, String before, String text,
                                                     String why) {
        Parsed.Err<Move> err = assertInstanceOf(Parsed.Err.class, WxfNotation.read(position(board, before), text));
        assertEquals("WXF move '" + text + "'", err.field());
        assertEquals(why.replace("START_FEN", Position.INITIAL_FEN), err.message());
    }

    @Test
    void anEmptyOrMissingTextIsAnErrorNotAnException() {
        for (String text : new String[] {null, "", " "}) {
            Parsed.Err<Move> err = assertInstanceOf(Parsed.Err.class, WxfNotation.read(Position.initial(), text));
            assertEquals("is empty; expected four characters such as C2.5, H8+7 or C+.5", err.message());
        }
    }

    private static Position position(String board, String before) {
        return switch (board) {
            case "START" -> Boards.at("START", before);
            case "CANNONS" -> Boards.at(CANNONS, before);
            case "FOUR_PAWNS" -> Boards.at(FOUR_PAWNS, before);
            default -> ChineseNotationTest.board(board);
        };
    }
}
