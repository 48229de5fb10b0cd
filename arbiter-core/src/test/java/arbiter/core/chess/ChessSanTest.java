package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Parsed;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessSanTest {

    @Test
    void everyLegalMoveOfThousandsOfPositionsIsWrittenDistinctlyAndReadBack() {
        int checked = 0;
        for (boolean chess960 : new boolean[]{false, true}) {
            ChessPosition start = chess960 ? ChessPosition.fromFen(
                    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", true).orThrow()
                    : ChessPosition.initial();
            for (ChessPosition p : RandomGames.positions(start, 40, 150, 11)) {
                Set<String> written = new HashSet<>();
                for (ChessMove m : p.legalMoves()) {
                    String san = ChessSan.write(p, m);
                    assertTrue(written.add(san), () -> san + " twice in " + p.fen());
                    assertEquals(m, ChessSan.read(p, san).orThrow(), () -> san + " in " + p.fen());
                    assertEquals(m, ChessSan.read(p, p.text(m)).orThrow(), () -> p.text(m) + " in " + p.fen());
                    checked++;
                }
            }
        }
        assertTrue(checked > 100_000, "moves checked: " + checked);
    }

    @Test
    void aTextReadsAsTheOneLegalMoveItFitsAndAsNoMoveWhenItFitsNoneOrSeveral() {
        int read = 0;
        int refused = 0;
        for (ChessPosition p : RandomGames.positions(ChessPosition.initial(), 30, 200, 3)) {
            int[] legal = p.legalCodes();
            for (int piece = Board.PAWN; piece <= Board.KING; piece++) {
                for (int to = 0; to < 64; to++) {
                    for (int hint = 0; hint < 4; hint++) { // none, the file, the rank, both of the first fitting
                        String letter = piece == Board.PAWN ? "" : String.valueOf(ChessPieceType.byIndex(piece).sanLetter());
                        int fitting = -1;
                        for (int m : legal) {
                            if (Board.piece(m) == piece && Board.to(m) == to && Board.kind(m) != Board.CASTLE) {
                                fitting = Board.from(m);
                                break;
                            }
                        }
                        if (hint > 0 && fitting < 0 || piece == Board.PAWN && hint != 1) {
                            continue; // a pawn's move names its file only
                        }
                        int from = fitting;
                        String origin = hint == 0 ? "" : hint == 1 ? String.valueOf((char) ('a' + (from & 7)))
                                : hint == 2 ? String.valueOf((char) ('1' + (from >>> 3))) : ChessSquare.name(from);
                        boolean lastRank = piece == Board.PAWN && (to >>> 3 == 7 || to >>> 3 == 0);
                        String text = letter + origin + ChessSquare.name(to) + (lastRank ? "=Q" : "");
                        List<Integer> fits = new java.util.ArrayList<>();
                        for (int m : legal) {
                            int f = Board.from(m);
                            if (Board.piece(m) == piece && Board.to(m) == to && Board.kind(m) != Board.CASTLE
                                    && (hint == 0 || hint == 2 || (f & 7) == (from & 7))
                                    && (hint < 2 || (f >>> 3) == (from >>> 3))
                                    && (!lastRank || Board.promotion(m) == Board.QUEEN)) {
                                fits.add(m);
                            }
                        }
                        Parsed<ChessMove> r = ChessSan.read(p, text);
                        if (fits.size() == 1) {
                            assertEquals(ChessPosition.toMove(fits.get(0)), r.orThrow(), () -> text + " in " + p.fen());
                            read++;
                        } else {
                            assertInstanceOf(Parsed.Err.class, r, () -> text + " in " + p.fen() + ": " + fits);
                            refused++;
                        }
                    }
                }
            }
        }
        assertTrue(read > 10_000 && refused > 10_000, read + " read, " + refused + " refused");
    }

    @Test
    void checkAndMateMarksFollowThePositionAfterTheMove() {
        for (ChessPosition p : RandomGames.positions(ChessPosition.initial(), 30, 200, 5)) {
            for (ChessMove m : p.legalMoves()) {
                ChessPosition after = p.play(m).orThrow();
                String san = ChessSan.write(p, m);
                String mark = !after.inCheck() ? "" : after.hasLegalMove() ? "+" : "#";
                assertEquals(mark, san.replaceAll("^[^+#]*", ""), () -> san + " in " + p.fen());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            pawn push                            | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4  | e4
            knight                               | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3  | Nf3
            pawn capture                         | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4d5 | exd5
            en passant                           | rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5f6 | exf6
            disambiguated by file                | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                           | b1d2  | Nbd2
            disambiguated by rank                | 4k3/8/8/8/R7/8/8/R3K3 w - - 0 1                            | a1a3  | R1a3
            disambiguated by file and rank       | 4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1                          | a3b2  | Qa3b2
            file even when a pinned twin exists  | 4k3/8/8/8/8/8/3r4/1N2KN2 w - - 0 1                         | f1d2  | Nfxd2
            a pinned twin needs no letter        | 4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1                        | b1c3  | Nc3
            promotion with check                 | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1                            | b7b8q | b8=Q+
            underpromotion capturing             | 2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1                          | b7c8n | bxc8=N
            mate                                 | 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1                          | a1a8  | Ra8#
            short castling                       | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                       | e1g1  | O-O
            long castling with check             | 3k4/8/8/8/8/8/8/R3K3 w Q - 0 1                             | e1c1  | O-O-O+
            """)
    void sanIsWrittenAsThePgnStandardSays(String name, String fen, String move, String san) {
        ChessPosition p = ChessPosition.fromFen(fen).orThrow();
        assertEquals(san, ChessSan.write(p, p.parseMove(move).orThrow()));
    }

    @Test
    void chess960CastlingIsWrittenOO() {
        ChessPosition p = ChessPosition.fromFen("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", true).orThrow();
        assertEquals("O-O", ChessSan.write(p, p.parseMove("g1h1").orThrow()));
        assertEquals("O-O-O", ChessSan.write(p, p.parseMove("g1b1").orThrow()));
        assertEquals("g1b1", ChessSan.read(p, "0-0-0").orThrow().toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            zeros for castling          | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | 0-0      | e1h1
            zeros for long castling     | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | 0-0-0    | e1a1
            castling with a check mark  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | O-O+     | e1h1
            promotion without =         | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1        | b8Q      | b7b8q
            promotion in brackets       | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1        | b8(N)    | b7b8n
            promotion lower case        | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1        | b8=r     | b7b8r
            promotion with a slash      | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1        | b8/B     | b7b8b
            missing check mark          | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1        | b8=Q     | b7b8q
            extra mate mark             | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3#   | g1f3
            annotation suffixes         | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e4!?   | e2e4
            over-disambiguated by file  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ngf3   | g1f3
            over-disambiguated fully    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1f3  | g1f3
            long algebraic pawn         | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2-e4  | e2e4
            long algebraic piece        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1-f3 | g1f3
            long algebraic capture      | 4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1      | e2xd3    | e2d3
            long algebraic castling     | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | Ke1-g1   | e1h1
            UCI                         | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3   | g1f3
            UCI castling as king step   | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1c1     | e1a1
            UCI castling king takes rook| r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | e1h1     | e1h1
            capture without x           | 4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1      | ed3      | e2d3
            capture mark on a quiet move| rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nxf3   | g1f3
            en passant mark             | rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | exf6 e.p. | e5f6
            colon for capture           | 4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1      | e:d3     | e2d3
            """)
    void sanIsReadTolerantly(String name, String fen, String text, String move) {
        ChessPosition p = ChessPosition.fromFen(fen).orThrow();
        assertEquals(move, ChessSan.read(p, text).orThrow().toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            empty                       | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | ''    | move         | '' is no move here
            gibberish                   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Zz9   | move         | 'Zz9' is no move here
            no knight reaches           | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nd4   | move         | no white knight can move to d4
            ambiguous                   | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                         | Nd2   | move         | it is ambiguous: Nbd2 or Nfd2
            pawn capture without file   | 4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1                        | xd3   | move         | a pawn's capture names the pawn's file
            wrong piece letter          | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Bg1-f3 | move        | it names a bishop but g1 holds a knight
            pinned piece                | 4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1                        | Nc3   | illegal move | 'Nc3' (e2c3) is illegal: it would leave White's king in check
            king into check             | 4k3/3r4/8/8/8/8/8/4K3 w - - 0 1                          | Kd1   | illegal move | it would leave White's king in check
            castling through check      | 4k3/5r2/8/8/8/8/8/4K2R w K - 0 1                         | O-O   | illegal move | through or onto f1
            castling without right      | 4k3/8/8/8/8/8/8/4K2R w - - 0 1                           | O-O   | illegal move | White may not castle kingside
            promotion missing           | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1                          | b8    | illegal move | must promote
            UCI illegal                 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e5  | illegal move | a pawn on e2 cannot move to e5
            long algebraic onto itself  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2-e2 | move         | 'e2-e2' is no move here
            a capture onto itself       | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2xe2 | move         | no white pawn from e2 can move to e2
            """)
    void aBadMoveTextSaysWhy(String name, String fen, String text, String field, String message) {
        ChessPosition p = ChessPosition.fromFen(fen).orThrow();
        Parsed.Err<ChessMove> e = assertInstanceOf(Parsed.Err.class, ChessSan.read(p, text));
        assertEquals(field, e.field(), e.describe());
        assertTrue(e.message().contains(message), e.describe());
    }

    /**
     * A text that names a piece of the side to move and a square that piece's kind moves to is that move, and when
     * the rules forbid it, an illegal move (as castling without the right is), not a text that names no move.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en passant a move late       | r1bqkbnr/1pp1pppp/p1n5/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 4 | exd6 | 'exd6' (e5d6) is illegal: a pawn on e5 cannot move to d6: capturing en passant is allowed only on the move right after Black's pawn went d7-d5, and that was not the last move
            en passant without the x     | r1bqkbnr/1pp1pppp/p1n5/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 4 | ed6  | 'ed6' (e5d6) is illegal: a pawn on e5 cannot move to d6: capturing en passant
            Black's en passant too late  | 4k3/8/8/8/3Pp3/8/8/4K3 b - - 0 1                               | exd3 | right after White's pawn went d2-d4
            en passant opening the rank  | 8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2                               | exd6 | 'exd6' (e5d6) is illegal: capturing en passant would leave White's king in check from the rook on h5
            a capture onto nothing       | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | exd3 | 'exd3' (e2d3) is illegal: a pawn on e2 cannot move to d3: a pawn moves diagonally only to capture, and d3 is empty
            a promotion onto nothing     | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1                                 | bxa8=Q | (b7a8q) is illegal: a pawn on b7 cannot move to a8: a pawn moves diagonally only to capture
            a push into a piece          | 4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1                               | e3   | 'e3' (e2e3) is illegal: a pawn on e2 cannot move to e3: a pawn does not capture straight ahead, and e3 holds Black's knight
            a double step over a piece   | 4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1                               | e4   | 'e4' (e2e4) is illegal: a pawn on e2 cannot move to e4: e3 is in the way
            the front pawn of two        | 4k3/8/8/8/4p3/4P3/4P3/4K3 w - - 0 1                             | e4   | 'e4' (e3e4) is illegal
            a bishop through a pawn      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | Bc4  | 'Bc4' (f1c4) is illegal: a bishop on f1 cannot move to c4: e2 is in the way
            a pinned knight              | r1bqk2r/pppp1ppp/2n2n2/4p3/1b2P3/2NP1N2/PPP2PPP/R1BQKB1R w KQkq - 3 5 | Ne2 | 'Ne2' (c3e2) is illegal: it would leave White's king in check from the bishop on b4
            the king into check          | 4k3/3r4/8/8/8/8/8/4K3 w - - 0 1                                 | Kd1  | 'Kd1' (e1d1) is illegal: it would leave White's king in check from the rook on d7
            a knight onto its own pawn   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | Nd2  | 'Nd2' (b1d2) is illegal: d2 holds White's own pawn
            either pinned knight         | 4k3/8/8/b7/7b/2N3N1/8/4K3 w - - 0 1                             | Ne4  | 'Ne4' is illegal whichever knight is meant: c3e4: it would leave White's king in check from the bishop on a5; g3e4: it would leave White's king in check from the bishop on h4
            a rook of two, named         | 4k3/8/8/8/8/8/8/R1N1KN1R w - - 0 1                              | Rad1 | 'Rad1' (a1d1) is illegal: a rook on a1 cannot move to d1: c1 is in the way
            """)
    void aRealPieceNamedToARealSquareIsAnIllegalMoveWhenTheRulesForbidIt(String name, String fen, String text,
                                                                        String message) {
        ChessPosition p = ChessPosition.fromFen(fen).orThrow();
        Parsed.Err<ChessMove> e = assertInstanceOf(Parsed.Err.class, ChessSan.read(p, text));
        assertEquals(ChessSan.ILLEGAL, e.field(), e.describe());
        assertTrue(e.message().contains(message), e.describe());
        assertTrue(e.message().endsWith("(position " + p.fen() + ")"), e.describe());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no such square               | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Qz9  | expected a move such as
            a piece that is not there    | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1                          | Qd4  | no white queen can move to d4
            no knight moves there        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nd4  | no white knight can move to d4
            a pawn three squares         | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e5   | no white pawn can move to e5
            a capture from afar          | 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1                        | exd6 | no white pawn from e can move to d6
            a king two squares           | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1                         | Kg1  | no white king can move to g1
            """)
    void aTextThatNamesNoPossibleMoveIsNoMove(String name, String fen, String text, String message) {
        ChessPosition p = ChessPosition.fromFen(fen).orThrow();
        Parsed.Err<ChessMove> e = assertInstanceOf(Parsed.Err.class, ChessSan.read(p, text));
        assertEquals(ChessSan.NO_MOVE, e.field(), e.describe());
        assertTrue(e.message().contains(message), e.describe());
    }

    @Test
    void aLineIsWrittenMoveByMove() {
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), ChessSan.writeAll(ChessPosition.initial(), List.of(
                ChessMove.parse("f2f3"), ChessMove.parse("e7e5"), ChessMove.parse("g2g4"), ChessMove.parse("d8h4"))));
    }
}
