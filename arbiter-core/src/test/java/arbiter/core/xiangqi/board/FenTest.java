package arbiter.core.xiangqi.board;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** FEN reading and writing as Pikafish does it, and one error row per way a FEN can be wrong. */
class FenTest {

    private static final String BOARD = "FEN field 1 (placement)";
    private static final String SIDE = "FEN field 2 (side to move)";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start position           | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
            after h2e2, Black to move | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
            middlegame with counters  | r1bakab2/9/1cn3nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 6
            rook ending, large clock  | 3k4r/9/9/9/9/9/9/9/9/R3K4 b - - 119 301
            crossed pawns and bishops | 2bak4/4a4/4b4/2P1P4/9/2p3p2/9/4B4/4A4/2BAK4 w - - 0 40
            pieces on every edge      | r3k3r/9/9/9/p7p/P7P/9/9/9/R2K4R w - - 12 30
            """)
    void formattingAParsedFenGivesItBack(String name, String fen) {
        assertEquals(fen, Fen.format(Fen.parse(fen).orThrow()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start position, Red to move | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w
            rook ending, Black to move   | 3k4r/9/9/9/9/9/9/9/9/R3K4 b
            """)
    void shortFenIsWrittenWithDefaultCounters(String name, String fen) {
        Position p = Fen.parse(fen).orThrow();
        assertEquals(fen + " - - 0 1", Fen.format(p));
        assertEquals(0, p.halfmoveClock());
        assertEquals(1, p.fullmoveNumber());
    }

    @Test
    void theStartPositionIsReadPieceByPiece() {
        Position p = Fen.parse(Position.INITIAL_FEN).orThrow();
        assertEquals(Side.RED, p.sideToMove());
        assertEquals(32, p.pieces().size());
        assertEquals(new Piece(Side.RED, PieceType.KING), p.pieceAt(Square.parse("e0")));
        assertEquals(new Piece(Side.BLACK, PieceType.KING), p.pieceAt(Square.parse("e9")));
        assertEquals(new Piece(Side.RED, PieceType.CANNON), p.pieceAt(Square.parse("h2")));
        assertEquals(new Piece(Side.BLACK, PieceType.PAWN), p.pieceAt(Square.parse("a6")));
        assertEquals(new Piece(Side.RED, PieceType.KNIGHT), p.pieceAt(Square.parse("b0")));
        assertEquals(null, p.pieceAt(Square.parse("e4")));
    }

    @Test
    void surroundingSpacesAreIgnored() {
        assertEquals(Position.INITIAL_FEN, Fen.format(Fen.parse("  " + Position.INITIAL_FEN + "  \n").orThrow()));
    }

    @Test
    void anErrorThrowsWithFieldAndMessageFromOrThrow() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Fen.parse("3k5/9/9/9/9/9/9/9/9/4K4 x").orThrow());
        assertEquals(SIDE + ": is 'x'; expected 'w' (Red) or 'b' (Black)", e.getMessage());
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                row("empty FEN", "", "FEN", "is empty"),
                row("blank FEN", "   ", "FEN", "is empty"),
                row("seven fields", Position.INITIAL_FEN + " x", "FEN", "has 7 fields; expected at most 6"),
                row("nine ranks", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", BOARD,
                        "has 9 ranks; expected 10"),
                row("eleven ranks", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", BOARD,
                        "has 11 ranks; expected 10"),
                row("rank with 8 points", "3k4/9/9/9/9/9/9/9/9/4K4 w", BOARD,
                        "rank 9 ('3k4', the 1st from the top) has 8 points; expected exactly 9"),
                row("rank with 10 points by digits", "3k5/9/9/9/55/9/9/9/9/4K4 w", BOARD,
                        "rank 5 ('55', the 5th from the top) has 10 points; expected exactly 9"),
                row("rank with 10 points by a piece", "3k5/9/9/9/9/9/9/9/9/4K4R w", BOARD,
                        "rank 0 ('4K4R', the 10th from the top) has more than 9 points"),
                row("unknown letter", "3k5/9/9/9/4x4/9/9/9/9/4K4 w", BOARD,
                        "unknown letter 'x' in rank 5"),
                row("digit zero", "3k5/9/9/9/09/9/9/9/9/4K4 w", BOARD, "unknown letter '0' in rank 5"),
                row("side x", "3k5/9/9/9/9/9/9/9/9/4K4 x", SIDE, "is 'x'; expected 'w' (Red) or 'b' (Black)"),
                row("side missing", "3k5/9/9/9/9/9/9/9/9/4K4", SIDE, "is missing"),
                row("castling field", "3k5/9/9/9/9/9/9/9/9/4K4 w KQkq - 0 1", "FEN field 3 (castling)",
                        "is 'KQkq'; expected '-'"),
                row("en passant field", "3k5/9/9/9/9/9/9/9/9/4K4 w - e3 0 1", "FEN field 4 (en passant)",
                        "is 'e3'; expected '-'"),
                row("halfmove clock not a number", "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1",
                        "FEN field 5 (halfmove clock)", "is 'x'; expected a whole number 0 or more"),
                row("negative halfmove clock", "3k5/9/9/9/9/9/9/9/9/4K4 w - - -1 1",
                        "FEN field 5 (halfmove clock)", "is '-1'"),
                row("move number 0", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 0", "FEN field 6 (move number)",
                        "is '0'; expected a whole number 1 or more"),
                row("move number not a number", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 one", "FEN field 6 (move number)",
                        "is 'one'"),
                row("two Red kings", "3k5/9/9/9/9/9/9/9/4K4/3K5 w", BOARD,
                        "Red has more than 1 kings; expected at most 1"),
                row("no Black king", "9/9/9/9/9/9/9/9/9/4K4 w", BOARD, "Black has no king; expected exactly one"),
                row("no Red king", "3k5/9/9/9/9/9/9/9/9/9 w", BOARD, "Red has no king; expected exactly one"),
                row("three Red rooks", "3k5/9/9/9/9/9/9/9/9/RR2K3R w", BOARD,
                        "Red has more than 2 rooks; expected at most 2"),
                row("three Black knights", "3k1nnn1/9/9/9/9/9/9/9/9/4K4 w", BOARD,
                        "Black has more than 2 knights; expected at most 2"),
                row("six Red pawns", "3k5/9/9/9/9/P1P1P1P1P/P8/9/9/4K4 w", BOARD,
                        "Red has more than 5 pawns; expected at most 5"),
                row("Red king outside its palace", "3k5/9/9/9/9/9/9/9/9/K8 w", BOARD,
                        "Red's king on a0 is outside its palace"),
                row("Black king on rank 6", "9/9/9/4k4/9/9/9/9/9/3K5 w", BOARD,
                        "Black's king on e6 is outside its palace"),
                row("Red advisor on e0", "3k5/9/9/9/9/9/9/9/9/3KA4 w", BOARD,
                        "Red's advisor on e0 is not on one of the five advisor points"),
                row("Black advisor on d8", "3k5/3a5/9/9/9/9/9/9/9/4K4 w", BOARD,
                        "Black's advisor on d8 is not on one of the five advisor points"),
                row("Red bishop across the river", "3k5/9/9/9/2B6/9/9/9/9/4K4 w", BOARD,
                        "Red's bishop on c5 is not on one of the seven bishop points"),
                row("Black bishop across the river", "3k5/9/9/9/9/2b6/9/9/9/4K4 w", BOARD,
                        "Black's bishop on c4 is not on one of the seven bishop points"),
                row("Red pawn on rank 1", "3k5/9/9/9/9/9/9/9/P8/4K4 w", BOARD,
                        "Red's pawn on a1 stands behind its starting rank"),
                row("Black pawn on rank 8", "3k5/p8/9/9/9/9/9/9/9/4K4 w", BOARD,
                        "Black's pawn on a8 stands behind its starting rank"),
                row("uncrossed Red pawn on b3", "3k5/9/9/9/9/9/1P7/9/9/4K4 w", BOARD,
                        "Red's pawn on b3 has not crossed the river and is off its starting files"),
                row("uncrossed Black pawn on h5", "3k5/9/9/9/7p1/9/9/9/9/4K4 w", BOARD,
                        "Black's pawn on h5 has not crossed the river and is off its starting files"),
                row("Black in check with Red to move", "3k5/9/9/9/9/9/9/9/9/3RK4 w", BOARD,
                        "Black is in check but it is Red's move"),
                row("Red in check with Black to move", "3k5/9/9/9/9/9/9/9/4r4/4K4 b", BOARD,
                        "Red is in check but it is Black's move"),
                row("kings facing on an open file", "4k4/9/9/9/9/9/9/9/9/4K4 w", BOARD,
                        "the two kings face each other on an open file"));
    }

    private static Arguments row(String name, String fen, String field, String phrase) {
        return Arguments.of(name, fen, field, phrase);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void anImpossibleFenIsRejectedNamingTheField(String name, String fen, String field, String phrase) {
        Parsed.Err<Position> err = assertInstanceOf(Parsed.Err.class, Fen.parse(fen));
        assertEquals(field, err.field());
        assertTrue(err.message().contains(phrase), () -> "message '" + err.message() + "' lacks '" + phrase + "'");
    }

    @Test
    void aNullFenIsAnError() {
        Parsed.Err<Position> err = assertInstanceOf(Parsed.Err.class, Fen.parse(null));
        assertEquals("FEN", err.field());
        assertTrue(err.message().startsWith("is empty"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            side r means Red     | 3k5/9/9/9/9/9/9/9/9/4K4 r | 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1
            side B means Black   | 3k5/9/9/9/9/9/9/9/9/4K4 B | 3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1
            h and e as aliases   | 2eakaehr/9/9/9/9/9/9/9/9/3K5 w - - 3 9 | 2bakabnr/9/9/9/9/9/9/9/9/3K5 w - - 3 9
            five fields          | 3k5/9/9/9/9/9/9/9/9/4K4 b - - 17 | 3k5/9/9/9/9/9/9/9/9/4K4 b - - 17 1
            """)
    void acceptedVariantsAreWrittenInCanonicalForm(String name, String fen, String canonical) {
        assertEquals(canonical, Fen.format(Fen.parse(fen).orThrow()));
    }
}
