package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Parsed;
import arbiter.core.game.Side;
import arbiter.core.game.Notation;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Chess and Chess960 as the games the runner selects with {@code --game}. */
class ChessVariantTest {

    @Test
    void bothGamesAreKnownByNameAfterXiangqi() {
        assertEquals(List.of("xiangqi", "chess", "chess960"), Variants.names());
        assertEquals(Chess.STANDARD, Variants.byName("Chess").orElseThrow());
        assertEquals(Chess.CHESS960, Variants.byName("chess960").orElseThrow());
    }

    @Test
    void whiteAndBlackPlayUnderTheFideRulesByDefault() {
        for (Variant v : List.of(Chess.STANDARD, Chess.CHESS960)) {
            assertEquals("White", v.sideName(Side.RED));
            assertEquals("Black", v.sideName(Side.BLACK));
            assertEquals(List.of("fide", "fide-1984", "fide-fivefold"), v.ruleNames());
            assertEquals("fide", v.defaultRules());
            assertEquals(List.of(Notation.SAN, Notation.COORDINATE), v.notations());
            assertEquals(ChessPosition.INITIAL_FEN, v.initialFen());
        }
        assertEquals(Map.of(), Chess.STANDARD.pgnTags());
        assertEquals(Map.of("Variant", "chess960"), Chess.CHESS960.pgnTags());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the start position                  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | chess
            any chess position                  | 4k3/8/8/8/8/8/8/4K3 w - - 0 1                              | chess
            castling rights only 960 allows     | bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 | chess960
            a xiangqi position                  | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 | xiangqi
            """)
    void theGameIsToldFromTheFen(String name, String fen, String game) {
        assertEquals(game, Variants.fromFen(fen).orElseThrow().name());
    }

    @Test
    void aFenWithTheWrongShapeFitsNoChessGame() {
        assertFalse(Chess.STANDARD.fits("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1"));
        assertFalse(Chess.CHESS960.fits("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1"));
        assertFalse(Chess.STANDARD.fits(null));
    }

    @Test
    void onlyAGameFromAnotherPositionNeedsAFenTagInChessAndEveryChess960GameDoes() {
        assertFalse(Chess.STANDARD.needsFenTag(ChessPosition.INITIAL_FEN));
        assertFalse(Chess.STANDARD.needsFenTag("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"));
        assertTrue(Chess.STANDARD.needsFenTag("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        assertTrue(Chess.CHESS960.needsFenTag(ChessPosition.INITIAL_FEN));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown rule set | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | uscf | rules: 'uscf' is not a chess rule set; expected one of fide, fide-1984, fide-fivefold
            bad FEN          | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1          | fide | placement: has 7 ranks; expected 8 separated by '/'
            """)
    void aBadStartSaysWhichFieldIsWrong(String name, String fen, String rules, String error) {
        Parsed.Err<GameState> e = assertInstanceOf(Parsed.Err.class, Chess.STANDARD.start(fen, rules));
        assertEquals(error, e.describe());
    }

    @Test
    void aGameStartsUnderTheNamedRules() {
        GameState g = Chess.CHESS960.start("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "FIDE-1984").orThrow();
        assertEquals("fide-1984", g.rulesName());
        assertEquals(Chess.CHESS960, g.variant());
        assertTrue(g.legalMoves().contains("g1h1"));
        assertEquals("1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1", g.play("g1h1").fen());
    }

    @Test
    void engineMovesAreCoordinatesInLowerCase() {
        assertEquals("e7e8q", Chess.STANDARD.fromEngine("e7e8Q", false));
        assertEquals("e1g1", Chess.STANDARD.fromEngine("e1g1", true));
        assertNull(Chess.STANDARD.fromEngine("Nf3", false));
        assertNull(Chess.STANDARD.fromEngine("(none)", false));
        assertEquals("e1h1", Chess.CHESS960.toEngine("e1h1", false));
    }

    @Test
    void aRecordIsTranslatedBetweenSanAndCoordinates() {
        List<String> san = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O");
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1"),
                Chess.STANDARD.translate(null, san, null, Notation.COORDINATE).orThrow());
        assertEquals(san, Chess.STANDARD.translate(ChessPosition.INITIAL_FEN,
                List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1h1"), null, Notation.SAN).orThrow());
        assertEquals("move 3 'Nf6': no white knight can move to f6",
                ((Parsed.Err<List<String>>) Chess.STANDARD.translate(null, List.of("e4", "e5", "Nf6"), null,
                        Notation.SAN)).describe().replace("'Nf6' is no move here: ", ""));
    }

    @ParameterizedTest(name = "number {0}")
    @CsvSource(delimiter = '|', textBlock = """
            518 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
            0   | bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1
            959 | rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1
            """)
    void chess960StartPositionsFollowTheStandardNumbering(int number, String fen) {
        assertEquals(fen, Chess.chess960StartFen(number));
    }

    @Test
    void everyChess960StartPositionIsDistinctAndLegal() {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int n = 0; n < 960; n++) {
            String fen = Chess.chess960StartFen(n);
            assertTrue(seen.add(fen), fen);
            ChessPosition p = ChessPosition.fromFen(fen, true).orThrow();
            assertEquals(fen, p.fen());
            assertEquals(2, p.castlingRooks(Side.RED).size(), fen);
            List<Integer> bishops = new java.util.ArrayList<>();
            for (int s = 0; s < 8; s++) {
                if (p.pieceAt(s).type() == ChessPieceType.BISHOP) {
                    bishops.add(s);
                }
            }
            assertEquals(2, bishops.size(), fen);
            assertTrue(ChessSquare.isLight(bishops.get(0)) != ChessSquare.isLight(bishops.get(1)), fen);
            int king = p.kingSquare(Side.RED);
            assertTrue(p.castlingRooks(Side.RED).get(0) < king && king < p.castlingRooks(Side.RED).get(1), fen);
        }
    }
}
