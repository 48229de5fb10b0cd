package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessPositionTest {

    static ChessPosition fen(String fen) {
        return ChessPosition.fromFen(fen).orThrow();
    }

    static ChessPosition fen960(String fen) {
        return ChessPosition.fromFen(fen, true).orThrow();
    }

    static ChessMove move(ChessPosition p, String text) {
        return p.parseMove(text).orThrow();
    }

    static ChessPosition play(ChessPosition p, String moves) {
        for (String m : moves.trim().split("\\s+")) {
            p = p.play(move(p, m)).orThrow();
        }
        return p;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            chess: castling read as the king's step        | false | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1g1 | e1g1
            chess: castling read as king takes rook        | false | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1h1 | e1g1
            chess: long castling                           | false | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1a1 | e1c1
            chess960: king takes rook                      | true  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1h1 | e1h1
            chess960: the king's target read as castling   | true  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1c1 | e1a1
            chess960: a king that does not move            | true  | 1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1 | g1h1 | g1h1
            chess960: an ordinary king move stays one      | true  | 1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1 | g1f1 | g1f1
            promotion                                      | false | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1       | e7e8N | e7e8n
            """)
    void castlingIsWrittenAsEachModesEnginesExpect(String name, boolean chess960, String fen, String read,
                                                   String canonical) {
        ChessPosition p = ChessPosition.fromFen(fen, chess960).orThrow();
        ChessMove m = move(p, read);
        assertTrue(p.isLegal(m), m::toString);
        assertEquals(canonical, p.text(m));
    }

    @Test
    void castlingMovesTheKingAndTheRook() {
        ChessPosition p = play(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1 e8c8");
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", p.fen());
        ChessPosition q = play(fen960("2r1k1r1/pppppppp/8/8/8/8/PPPPPPPP/2R1K1R1 w GCgc - 0 1"), "e1c1 e8g8");
        assertEquals("2r2rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 w - - 2 2", q.fen());
        ChessPosition still = play(fen960("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1"), "g1h1");
        assertEquals("1r4kr/8/8/8/8/8/8/1R3RK1 b KQkq - 1 1".replace("KQkq", "kq"), still.fen());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no piece                        | false | 4k3/8/8/8/8/8/8/4K3 w - - 0 1            | e3e4  | there is no piece on e3
            the opponent's piece            | false | 4k3/4p3/8/8/8/8/8/4K3 w - - 0 1          | e7e6  | the piece on e7 is Black's and White is to move
            onto an own piece               | false | 4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1         | d1d2  | d2 holds White's own pawn
            a knight's wrong step           | false | 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1          | g1g3  | a knight on g1 cannot move to g3
            a pawn three squares            | false | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1          | e2e5  | a pawn on e2 cannot move to e5
            a pinned knight                 | false | 4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1        | e2c3  | it would leave White's king in check
            a move ignoring check           | false | 4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1         | a1a2  | it does not answer the check on White's king
            the king into check             | false | 4k3/3r4/8/8/8/8/8/4K3 w - - 0 1          | e1d1  | it would leave White's king in check
            en passant uncovering the king  | false | 8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1        | e4d3  | capturing en passant would leave Black's king in check from the queen on h4
            en passant a move late          | false | 4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1         | e5d6  | a pawn on e5 cannot move to d6: capturing en passant is allowed only on the move right after Black's pawn went d7-d5, and that was not the last move
            a pawn's capture onto nothing   | false | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1          | e2d3  | a pawn moves diagonally only to capture, and d3 is empty
            a pawn pushing into a piece     | false | 4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1        | e2e3  | a pawn does not capture straight ahead, and e3 holds Black's knight
            a double step over a piece      | false | 4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1        | e2e4  | a pawn on e2 cannot move to e4: e3 is in the way
            a rook through a pawn           | false | 4k3/8/8/8/8/8/P7/R3K3 w - - 0 1          | a1a5  | a rook on a1 cannot move to a5: a2 is in the way
            a bishop through two pawns      | false | b3k3/8/8/3P4/8/5P2/8/4K3 b - - 0 1       | a8h1  | a bishop on a8 cannot move to h1: d5 is in the way
            promotion missing               | false | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1           | a7a8  | must promote
            promotion of a knight           | false | 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1          | g1f3q | only a pawn reaching the last rank promotes
            castling while in check         | false | 4k3/4r3/8/8/8/8/8/4K2R w K - 0 1         | e1g1  | White may not castle while in check
            castling through an attack      | false | 4k3/5r2/8/8/8/8/8/4K2R w K - 0 1         | e1g1  | castling kingside would take the king through or onto f1, which Black attacks
            castling onto an attack         | false | 4k3/6r1/8/8/8/8/8/4K2R w K - 0 1         | e1g1  | through or onto g1
            castling over a piece           | false | 4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1          | e1c1  | castling queenside needs b1 empty
            castling without the right      | false | 4k3/8/8/8/8/8/8/4K2R w - - 0 1           | e1g1  | White may not castle kingside
            960 castling without the right  | true  | 4k3/8/8/8/8/8/8/4K2R w - - 0 1           | e1h1  | White may no longer castle kingside with the rook on h1
            960 rook uncovered on the rank  | true  | 4k3/8/8/8/8/8/8/qR3K2 w B - 0 1          | f1b1  | castling queenside would leave the king in check on c1 once the rook has left b1
            """)
    void anIllegalMoveNamesTheRuleItBreaks(String name, boolean chess960, String fen, String text, String why) {
        ChessPosition p = ChessPosition.fromFen(fen, chess960).orThrow();
        ChessPlayed played = p.play(move(p, text));
        ChessPlayed.Illegal illegal = assertInstanceOf(ChessPlayed.Illegal.class, played);
        assertTrue(illegal.reason().contains(why), illegal.reason());
        assertTrue(illegal.reason().startsWith("illegal move "), illegal.reason());
        assertTrue(illegal.reason().endsWith("(position " + p.fen() + ")"), illegal.reason());
    }

    @Test
    void castlingThroughAnAttackedSquareIsIllegalButTheRookMayPassOne() {
        ChessPosition p = fen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"); // b1 is attacked, the king does not cross it
        assertTrue(p.isLegal(move(p, "e1c1")));
        ChessPosition q = fen("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1"); // c1 is the king's target
        assertFalse(q.isLegal(move(q, "e1c1")));
    }

    @Test
    void aTranspositionGivesTheSameKeyAndPosition() {
        ChessPosition a = play(ChessPosition.initial(), "g1f3 g8f6 b1c3 b8c6");
        ChessPosition b = play(ChessPosition.initial(), "b1c3 b8c6 g1f3 g8f6");
        assertEquals(a.key(), b.key());
        assertTrue(a.samePosition(b));
        assertEquals(a, b);
    }

    @Test
    void lostCastlingRightsMakeAnotherPosition() {
        ChessPosition start = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        ChessPosition back = play(start, "h1h2 h8h7 h2h1 h7h8");
        assertFalse(back.samePosition(start));
        assertNotEquals(start.key(), back.key());
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3", back.fen());
    }

    @Test
    void playingLeavesThePositionUnchanged() {
        ChessPosition start = ChessPosition.initial();
        ChessPosition next = play(start, "e2e4");
        assertEquals(ChessPosition.INITIAL_FEN, start.fen());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", next.fen());
    }

    @Test
    void inEveryPositionOfRandomGamesTheKeyAndTheFenAgreeWithAFreshParse() {
        for (boolean chess960 : new boolean[]{false, true}) {
            ChessPosition start = chess960
                    ? fen960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
                    : ChessPosition.initial();
            List<ChessPosition> positions = RandomGames.positions(start, 60, 200, 7);
            for (ChessPosition p : positions) {
                ChessPosition again = ChessPosition.fromFen(p.fen(), chess960).orThrow();
                assertEquals(p, again, p::fen);
                assertEquals(p.board().computeKey(), p.key(), p::fen);
                assertEquals(p.legalMoves(), again.legalMoves(), p::fen);
                assertEquals(p.legalMoves().size(), p.legalMoveCount());
            }
        }
    }

    @Test
    void aCoordinateTextOfAnotherShapeIsRefused() {
        assertEquals("move: 'e2-e4' is not a move in coordinates; expected a from-square, a to-square and for a"
                + " promotion its letter, such as e2e4 or e7e8q",
                ((arbiter.core.game.Parsed.Err<ChessMove>) ChessPosition.initial().parseMove("e2-e4")).describe());
    }
}
