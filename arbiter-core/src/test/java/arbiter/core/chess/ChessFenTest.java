package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessFenTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            start position                     | false | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
            black to move, partial rights      | false | r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40
            no castling                        | false | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
            a legal en-passant capture         | false | rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3
            960 outer rooks written KQkq       | true  | bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9
            960 inner rook by its file (X-FEN) | true  | r1r1k2r/8/8/8/8/8/8/R1R1K2R w KCkq - 0 1
            960 one side only                  | true  | qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w kq - 0 9
            """)
    void aFenIsWrittenBackAsItWasRead(String name, boolean chess960, String fen) {
        assertEquals(fen, ChessFen.parse(fen, chess960).orThrow().fen());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Shredder letters for the outer rooks | false | r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1     | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1
            Shredder letters in Chess960         | true  | 1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1     | 1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1
            KQ names the outermost rooks         | true  | r1r1k2r/8/8/8/8/8/8/R1R1K2R w KQkq - 0 1 | r1r1k2r/8/8/8/8/8/8/R1R1K2R w KQkq - 0 1
            counters missing                     | false | 4k3/8/8/8/8/8/8/4K3 b - -                | 4k3/8/8/8/8/8/8/4K3 b - - 0 1
            castling and en passant missing      | false | 4k3/8/8/8/8/8/8/4K3 w                    | 4k3/8/8/8/8/8/8/4K3 w - - 0 1
            en passant without a capturing pawn  | false | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
            en passant capture pinned            | false | 8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1        | 8/8/8/8/k2Pp2Q/8/8/4K3 b - - 0 1
            upper-case side letter               | false | 4k3/8/8/8/8/8/8/4K3 B - - 3 7            | 4k3/8/8/8/8/8/8/4K3 b - - 3 7
            """)
    void aFenIsNormalisedWhenWritten(String name, boolean chess960, String fen, String written) {
        assertEquals(written, ChessFen.parse(fen, chess960).orThrow().fen());
    }

    @Test
    void castlingRightsAreTheRookSquares() {
        ChessPosition p = ChessFen.parse("r1r1k2r/8/8/8/8/8/8/R1R1K2R w HCa - 0 1", true).orThrow();
        assertEquals(List.of(ChessSquare.parse("c1"), ChessSquare.parse("h1")), p.castlingRooks(Side.RED));
        assertEquals(List.of(ChessSquare.parse("a8")), p.castlingRooks(Side.BLACK));
    }

    @Test
    void theEnPassantSquareIsKeptOnlyWhenTheCaptureIsLegal() {
        ChessPosition p = ChessFen.parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false)
                .orThrow();
        assertEquals(ChessSquare.parse("f6"), p.enPassantSquare());
        ChessPosition none = ChessFen.parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", false)
                .orThrow();
        assertEquals(-1, none.enPassantSquare());
        assertEquals(false, p.key() == none.key(), "a possible capture makes another position");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            empty                      | false | ''                                                    | FEN             | is empty
            seven fields               | false | 4k3/8/8/8/8/8/8/4K3 w - - 0 1 x                       | FEN             | has 7 fields
            seven ranks                | false | 4k3/8/8/8/8/8/4K3 w - - 0 1                           | placement       | has 7 ranks; expected 8
            unknown letter             | false | 4k3/8/8/8/8/8/8/4K2X w - - 0 1                        | placement       | unknown letter 'X' in rank 1
            nine squares in a rank     | false | 4k3/8/8/8/8/8/8/4K4 w - - 0 1                         | placement       | rank 1 ('4K4') has 9 squares
            no white king              | false | 4k3/8/8/8/8/8/8/8 w - - 0 1                           | placement       | White has no king
            two black kings            | false | 4k2k/8/8/8/8/8/8/4K3 w - - 0 1                        | placement       | Black has 2 kings
            pawn on the last rank      | false | 4k2P/8/8/8/8/8/8/4K3 w - - 0 1                        | placement       | a White pawn stands on h8
            pawn on the first rank     | false | 4k3/8/8/8/8/8/8/p3K3 w - - 0 1                        | placement       | a Black pawn stands on a1
            side not to move in check  | false | 4k3/8/8/8/8/8/8/r3K3 b - - 0 1                        | placement       | White is in check but it is Black's move
            bad side                   | false | 4k3/8/8/8/8/8/8/4K3 x - - 0 1                         | side to move    | is 'x'
            side missing               | false | 4k3/8/8/8/8/8/8/4K3                                   | side to move    | is missing
            no rook for K              | false | 4k3/8/8/8/8/8/8/R3K3 w K - 0 1                        | castling        | no white rook on h1 for K
            no rook for q              | false | 4k2r/8/8/8/8/8/8/4K3 w q - 0 1                        | castling        | no black rook on a8 for q
            no rook on the named file  | true  | 4k3/8/8/8/8/8/8/1R2K3 w C - 0 1                       | castling        | no white rook on c1 for C
            no rook right of the king  | true  | 4k3/8/8/8/8/8/8/1R2K3 w K - 0 1                       | castling        | no white rook right of the king on rank 1 for K
            king off its first rank    | false | 4k3/8/8/8/8/8/4K3/R6R w K - 0 1                       | castling        | 'K' needs White's king on rank 1, but it is on e2
            king off the e-file        | false | 4k3/8/8/8/8/8/8/R2K3R w K - 0 1                       | castling        | White's king is on d1, not on the e-file
            inner rook in chess        | false | 4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1                      | castling        | in standard chess only the rooks on the a- and h-files castle
            two rights on one wing     | true  | 4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1                      | castling        | two queenside castling rights for White
            not a castling letter      | false | 4k3/8/8/8/8/8/8/4K3 w X - 0 1                         | castling        | 'X' in 'X' is no castling letter
            not a square               | false | 4k3/8/8/8/8/8/8/4K3 w - e9 0 1                        | en passant      | is 'e9'; expected '-' or a square
            wrong rank                 | false | 4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1                      | en passant      | e4 cannot be it with Black to move
            no pawn that just moved    | false | 4k3/8/8/8/8/8/8/4K3 b - e3 0 1                        | en passant      | no white pawn stands on e4
            negative halfmove clock    | false | 4k3/8/8/8/8/8/8/4K3 w - - -1 1                        | halfmove clock  | is '-1'
            move number zero           | false | 4k3/8/8/8/8/8/8/4K3 w - - 0 0                         | move number     | is '0'; expected a whole number 1 or more
            """)
    void aBadFenNamesTheFieldAndWhatWasExpected(String name, boolean chess960, String fen, String field,
                                                String message) {
        Parsed<ChessPosition> p = ChessFen.parse(fen, chess960);
        Parsed.Err<ChessPosition> e = assertInstanceOf(Parsed.Err.class, p);
        assertEquals(field, e.field(), e.describe());
        assertEquals(true, e.message().contains(message), e.describe());
    }
}
