package arbiter.core.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading Chinese moves: variant characters, digits and spaces, and one row per kind of error. */
class ChineseNotationTest {

    static final String ROOKS = "3k5/9/9/7R1/9/9/7R1/9/9/4K4 w";
    static final String ADVISORS = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w";
    static final String BISHOPS = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w";
    static final String THREE_PAWNS = "3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w";
    static final String BLACK_THREE_PAWNS = "4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b";
    static final String TWO_PAWN_FILES = "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w";
    static final String BLACK_TWO_PAWN_FILES = "5k3/9/9/9/9/3p2p2/3p2p2/9/9/4K4 b";
    static final String FIVE_PAWNS = "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w";

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            traditional knight and full-width digits | START | h2e2 | 馬８進７     | h9g7
            traditional cannon for Black             | START | h2e2 | 砲２平５     | b7e7
            包 for the cannon                        | START | h2e2 | 包8平5       | h7e7
            Red's traditional rook                   | START | -    | 俥九進一     | a0a1
            traditional rook for Black               | START | h2e2 | 車９進１     | i9i8
            Red's traditional knight                 | START | -    | 傌八進七     | b0c2
            馬 for Red                               | START | -    | 馬二進三     | h0g2
            Black advisor with a full-width digit    | START | h2e2 | 士４進５     | d9e8
            Red advisor with Arabic digits           | START | -    | 仕4进5       | f0e1
            Black bishop traditional direction       | START | h2e2 | 象３進５     | c9e7
            Red bishop traditional direction         | START | -    | 相三進五     | g0e2
            traditional Red king                     | START | -    | 帥五進一     | e0e1
            traditional Black king                   | START | h2e2 | 將５進１     | e9e8
            Black's king name for Red's king         | START | -    | 将五进一     | e0e1
            Black's pawn name for Red's pawn         | START | -    | 卒七進一     | c3c4
            Red's pawn name for Black's pawn         | START | h2e2 | 兵３進１     | c6c5
            spaces around                            | START | -    | ' 炮二平五 ' | h2e2
            spaces between the characters            | START | -    | 炮 二 平 五  | h2e2
            an ideographic space                     | START | -    | '炮二平五　' | h2e2
            full-width digits for Red                | START | -    | 炮２平５     | h2e2
            """)
    void variantCharactersDigitsAndSpacesAreRead(String name, String fen, String before, String text, String move) {
        assertEquals(new Parsed.Ok<>(Boards.move(move)), ChineseNotation.read(Boards.at(fen, before), text));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            traditional 後 for the rear rook           | ROOKS             | 後車進一 | h3h4
            後 with the simplified rook                | ROOKS             | 後车退二 | h3h1
            a file name when only one rook can go      | ROOKS             | 车二进三 | h6h9
            前 for the upper of two advisors           | ADVISORS          | 前仕退五 | d2e1
            后 for the lower of two advisors           | ADVISORS          | 后仕进五 | d0e1
            前 for the upper of two bishops            | BISHOPS           | 前相退五 | c4e2
            后 for the lower of two bishops            | BISHOPS           | 后相进九 | c0a2
            前 for the front of three pawns            | THREE_PAWNS       | 前兵进一 | e7e8
            Black front pawn with a full-width digit   | BLACK_THREE_PAWNS | 前卒平４ | c2d2
            Black middle pawn with a full-width digit  | BLACK_THREE_PAWNS | 中卒平４ | c3d3
            Black pawn files with full-width digits    | BLACK_TWO_PAWN_FILES | 前４平５ | d3e3
            中 for the middle of five pawns            | FIVE_PAWNS        | 中兵平八 | a7b7
            """)
    void placesOnAFileAreRead(String name, String board, String text, String move) {
        assertEquals(new Parsed.Ok<>(Boards.move(move)), ChineseNotation.read(board(board), text));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            too short                       | START | -    | 炮二平     | has 3 characters; expected four such as 炮二平五 or 马8进7
            too long                        | START | -    | 炮二平五五 | has 5 characters; expected four such as 炮二平五 or 马8进7
            unknown piece character         | START | -    | 猪二平五   | '猪' is not a piece; expected one of 车 马 炮 仕 相 帅 兵 (士 象 将 卒, 俥 傌 砲 包 帥 將 ...) or a place 前 中 后 二 三 四
            unknown piece after a place     | START | -    | 前猪进一   | '猪' after '前' is not a piece or a file; expected e.g. 前兵 or 前三
            a file after an ordinal         | START | -    | 二三平四   | '三' after '二' is not a piece; expected e.g. 二兵
            file out of range               | START | -    | 炮十平五   | '十' is not a file; expected 一 to 九 or 1 to 9
            file zero                       | START | -    | 炮0平5     | '0' is not a file; expected 一 to 九 or 1 to 9
            unknown direction               | START | -    | 炮二走五   | '走' is not a direction; expected 进, 退 or 平
            target out of range             | START | -    | 炮二平十   | '十' is not a number; expected 一 to 九 or 1 to 9
            no such piece on that file      | START | -    | 车二进一   | '车二' names no piece: Red has no rook on that file
            no such Black piece on that file | START | h2e2 | 炮5平4    | '炮5' names no piece: Black has no cannon on that file
            no two rooks on a file          | START | -    | 前车进一   | '前车' names no piece: Red has no file with two or more rooks
            no three pawns on a file        | START | -    | 中兵进一   | '中兵' names no piece: Red has no file with three or five pawns
            no two pawns on the named file  | START | -    | 前三进一   | '前三' names no piece: Red does not have two or more pawns on that file
            no four pawns on a file         | THREE_PAWNS | - | 四兵平四 | '四兵' names no piece: Red has no file with four or more pawns
            ambiguous file name             | ROOKS | -    | 车二进一   | is ambiguous: it fits h6h7 and h3h4; name the piece by 前 or 后
            ambiguous 前兵 with two pawn files | TWO_PAWN_FILES | - | 前兵进一 | is ambiguous: it fits c6c7 and g6g7; name the piece by 前 or 后
            knight moving sideways          | START | -    | 马八平七   | '平七' is impossible: a knight never moves sideways
            pawn retreating                 | START | -    | 兵七退一   | '退一' is impossible: a pawn never retreats
            knight to its own file          | START | -    | 马八进八   | '进八' is impossible: a knight ends one or two files over
            advisor two files over          | START | -    | 仕四进六   | '进六' is impossible: an advisor ends one file over
            bishop one file over            | START | -    | 相三进四   | '进四' is impossible: a bishop ends two files over
            sideways onto its own file      | START | -    | 炮二平二   | '平二' is impossible: a cannon moving sideways must leave its file
            off the board                   | START | -    | 车一退一   | '退一' is impossible: it would take a rook on i0 off the board
            onto its own piece              | START | -    | 车九进三   | illegal move a0a3: a3 holds Red's own pawn (position START_FEN)
            knight with a blocked leg       | START | -    | 马八进六   | illegal move b0d1: a knight on b0 cannot move to d1 (position START_FEN)
            pawn sideways before the river  | START | -    | 兵七平六   | illegal move c3d3: a pawn on c3 cannot move to d3 (position START_FEN)
            """)
    void everyKindOfErrorIsAValueNamingTheTextAndWhy(String name, String board, String before, String text,
                                                     String why) {
        Position p = board.equals("START") ? Boards.at("START", before) : board(board);
        Parsed.Err<Move> err = assertInstanceOf(Parsed.Err.class, ChineseNotation.read(p, text));
        assertEquals("Chinese move '" + text + "'", err.field());
        assertEquals(why.replace("START_FEN", Position.INITIAL_FEN), err.message());
    }

    @Test
    void anEmptyOrMissingTextIsAnErrorNotAnException() {
        for (String text : new String[] {null, "", "   "}) {
            Parsed<Move> read = assertDoesNotThrow(() -> ChineseNotation.read(Position.initial(), text));
            Parsed.Err<Move> err = assertInstanceOf(Parsed.Err.class, read);
            assertEquals("is empty; expected four characters such as 炮二平五 or 马8进7", err.message());
        }
    }

    @Test
    void writingAMoveThatIsNotLegalIsACallersMistake() {
        assertThrows(IllegalArgumentException.class,
                () -> ChineseNotation.write(Position.initial(), Boards.move("a0a3")));
    }

    /** A named board of this class, or a FEN. */
    static Position board(String name) {
        String fen = switch (name) {
            case "ROOKS" -> ROOKS;
            case "ADVISORS" -> ADVISORS;
            case "BISHOPS" -> BISHOPS;
            case "THREE_PAWNS" -> THREE_PAWNS;
            case "BLACK_THREE_PAWNS" -> BLACK_THREE_PAWNS;
            case "TWO_PAWN_FILES" -> TWO_PAWN_FILES;
            case "BLACK_TWO_PAWN_FILES" -> BLACK_TWO_PAWN_FILES;
            case "FIVE_PAWNS" -> FIVE_PAWNS;
            default -> name;
        };
        return Boards.at(fen, "-");
    }
}
