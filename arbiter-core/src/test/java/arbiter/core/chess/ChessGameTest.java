package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Side;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.game.Notation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a chess game ends under each rule set: every ending, both sides of each boundary. */
class ChessGameTest {

    static ChessGame start(String fen, String rules) {
        return (ChessGame) Chess.STANDARD.start(fen, rules).orThrow();
    }

    /** Plays the moves (coordinates, space separated), failing if the game ends before the last one. */
    static ChessGame play(ChessGame g, String moves) {
        ChessGame now = g;
        if (moves == null || moves.isBlank()) {
            return now;
        }
        for (String m : moves.trim().split("\\s+")) {
            ChessGame before = now;
            assertFalse(before.isOver(), () -> "ended before " + m + ": " + before.outcome().reason());
            now = before.play(m);
        }
        return now;
    }

    static void assertEnded(ChessGame g, Termination t, String result, int ply, String reason) {
        Outcome o = g.outcome();
        assertEquals(t, o.termination(), o.reason());
        assertEquals(result, o.result().pgn(), o.reason());
        assertEquals(ply, o.ply(), o.reason());
        assertTrue(o.reason().contains(reason), o.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fool's mate                      | all           | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | f2f3 e7e5 g2g4 d8h4 | 0-1 | 4 | White is checkmated by 2...Qh4#
            back-rank mate                   | all           | 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1                        | a1a8                | 1-0 | 1 | Black is checkmated by 1.Ra8#
            mated in the start position      | all           | R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1                        |                     | 1-0 | 0 | Black is checkmated in the start position
            mate on the 100th ply stands     | all           | 6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80                      | a1a8                | 1-0 | 1 | Black is checkmated by 80.Ra8#
            mate on the 150th ply stands     | fide-fivefold | 6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 80                     | a1a8                | 1-0 | 1 | Black is checkmated by 80.Ra8#
            """)
    void checkmateWinsForTheMover(String name, String which, String fen, String moves, String result, int ply,
                                  String reason) {
        for (String rules : which.equals("all") ? ChessRules.names() : List.of(which)) {
            assertEnded(play(start(fen, rules), moves), Termination.CHECKMATE, result, ply, reason);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            queen stalemates                 | 7k/4Q3/6K1/8/8/8/8/8 w - - 0 1 | e7f7 | 1 | Black is stalemated by 1.Qf7: no legal move and not in check, a draw
            stalemated at the start          | 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1 |      | 0 | Black is stalemated in the start position
            """)
    void stalemateIsADraw(String name, String fen, String moves, int ply, String reason) {
        for (String rules : ChessRules.names()) {
            assertEnded(play(start(fen, rules), moves), Termination.STALEMATE, "1/2-1/2", ply, reason);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            king against king                    | 4k3/8/8/8/8/8/8/4K3 w - - 0 1       | true
            king and bishop against king         | 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1     | true
            king and knight against king         | 4k3/8/8/8/8/8/8/1N2K3 w - - 0 1     | true
            bishops on one colour on both sides  | 4k3/8/8/8/8/b7/8/2B1K3 w - - 0 1    | true
            same-coloured bishops, two and one   | 4k3/8/8/8/8/4b3/8/2B1K1B1 w - - 0 1 | true
            bishops on both colours              | 4k3/8/8/8/8/8/8/2B1Kb2 w - - 0 1    | false
            knight against knight                | 4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1   | false
            two knights                          | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1   | false
            bishop and knight                    | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1    | false
            a pawn                               | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1     | false
            a rook                               | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1      | false
            """)
    void insufficientMaterialIsADrawAtOnce(String name, String fen, boolean dead) {
        ChessGame g = start(fen, null);
        if (dead) {
            assertEnded(g, Termination.INSUFFICIENT_MATERIAL, "1/2-1/2", 0, "insufficient material at the start");
        } else {
            assertFalse(g.isOver(), g.outcome().reason());
        }
    }

    @Test
    void aCaptureThatLeavesTooLittleMaterialDrawsAfterIt() {
        ChessGame g = play(start("4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1", null), "e1d2");
        assertEnded(g, Termination.INSUFFICIENT_MATERIAL, "1/2-1/2", 1,
                "insufficient material after 1.Kxd2: K+B v K, no sequence of legal moves can mate");
    }

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8";

    @Test
    void theThirdOccurrenceDrawsUnderFideButNotTheSecond() {
        ChessGame twice = play(start(START, "fide"), SHUFFLE + " g1f3 g8f6 f3g1");
        assertFalse(twice.isOver());
        assertEnded(twice.play("f6g8"), Termination.THREEFOLD_REPETITION, "1/2-1/2", 8,
                "threefold repetition of the position after 4...Ng8 (also at the start, after 2...Ng8)");
    }

    @Test
    void fivefoldRulesDrawAtTheFifthOccurrenceOnly() {
        ChessGame four = play(start(START, "fide-fivefold"), SHUFFLE + " " + SHUFFLE + " " + SHUFFLE + " g1f3 g8f6 f3g1");
        assertFalse(four.isOver(), "the fourth occurrence is not enough");
        assertEnded(four.play("f6g8"), Termination.FIVEFOLD_REPETITION, "1/2-1/2", 16,
                "fivefold repetition of the position after 8...Ng8 (also at the start, after 2...Ng8, after 4...Ng8,"
                        + " after 6...Ng8)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an en-passant capture makes the first position another | 4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1 | d7d5 | 10
            no pawn can take en passant: the same position         | 4k3/3p4/8/8/4P3/8/8/4K1N1 b - - 0 1 | d7d5 | 9
            an en-passant capture that is illegal does not count   | 4k3/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1 | d7d5 | 9
            """)
    void enPassantCountsForRepetitionOnlyWhenTheCaptureIsLegal(String name, String fen, String first, int drawPly) {
        String shuffle = " g1f3 e8e7 f3g1 e7e8";
        // The positions after White's knight move recur at plies 2, 6 and 10 whatever the first move allowed; the
        // ones after Black's king move at 5 and 9, and at 1 too unless a legal en-passant capture made it another.
        ChessGame g = start(fen, "fide");
        for (String m : (first + shuffle + shuffle + shuffle).split("\\s+")) {
            g = g.isOver() ? g : g.play(m);
        }
        assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().termination(), g.outcome().reason());
        assertEquals(drawPly, g.outcome().ply(), g.outcome().reason());
    }

    @Test
    void lostCastlingRightsMakeThePositionsDifferent() {
        ChessGame g = play(start("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null),
                "h1h2 h8h7 h2h1 h7h8 h1h2 h8h7 h2h1 h7h8");
        assertFalse(g.isOver(), "the start position had the kingside rights: its placement stood three times, it"
                + " once");
        assertEnded(play(g, "h1h2 h8h7"), Termination.THREEFOLD_REPETITION, "1/2-1/2", 10,
                "threefold repetition of the position after 5...Rh7 (also after 1...Rh7, after 3...Rh7)");
    }

    @ParameterizedTest(name = "{0}: {1} plies from {2}")
    @CsvSource(delimiter = '|', textBlock = """
            fide          | 1 | 98  | ongoing
            fide          | 2 | 98  | fifty-move-rule
            fide-1984     | 2 | 98  | fifty-move-rule
            fide-fivefold | 2 | 98  | ongoing
            fide-fivefold | 1 | 148 | ongoing
            fide-fivefold | 2 | 148 | seventy-five-move-rule
            """)
    void theMoveCountDrawsOnItsLastPly(String rules, int plies, int half, String ending) {
        ChessGame g = start("4k3/8/8/8/8/8/8/R3K3 w - - " + half + " 70", rules);
        g = play(g, plies == 1 ? "a1a2" : "a1a2 e8e7");
        if (ending.equals("ongoing")) {
            assertFalse(g.isOver(), g.outcome().reason());
        } else {
            int limit = half + plies;
            assertEnded(g, Termination.fromTag(ending), "1/2-1/2", plies, (limit / 2) + " moves by each side without"
                    + " a capture or a pawn move (" + limit + " plies) after 70...Ke7");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            blockaded a4 pawn: 100 moves               | 8/8/8/4k3/p7/N7/8/4K1N1 w - - 99 90 | true
            blockaded h5 white pawn: 100 moves         | 8/8/7n/7P/8/8/8/4k1nK w - - 99 90  | true
            the pawn has passed a4                     | 8/8/8/4k3/8/p7/N7/4K1N1 w - - 99 90 | false
            the knight does not stand in front         | 8/8/8/4k3/p7/8/N7/4K1N1 w - - 99 90 | false
            two pawns                                  | 8/7p/8/4k3/p7/N7/8/4K1N1 w - - 99 90 | false
            """)
    void the1984RulesCountAHundredMovesForTwoKnightsBlockadingAPawn(String name, String fen, boolean extended) {
        String move = fen.contains("K1N1") ? "e1f2" : "h1h2";
        ChessGame fide = play(start(fen, "fide"), move);
        assertEquals(Termination.FIFTY_MOVE_RULE, fide.outcome().termination(), fide.outcome().reason());
        ChessGame old = play(start(fen, "fide-1984"), move);
        if (extended) {
            assertFalse(old.isOver(), old.outcome().reason());
        } else {
            assertEquals(Termination.FIFTY_MOVE_RULE, old.outcome().termination(), old.outcome().reason());
        }
    }

    @Test
    void theHundredMovesAreDecidedWhenTheCountReachesFiftyAndEndAtTwoHundredPlies() {
        ChessGame g = play(start("8/8/8/4k3/p7/N7/8/4K1N1 w - - 99 90", "fide-1984"), "e1f2 e5e4 a3b1");
        assertFalse(g.isOver(), "the knight left a3 after the count was extended: the extension holds");
        ChessGame late = play(start("8/8/8/4k3/p7/N7/8/4K1N1 w - - 198 90", "fide-1984"), "e1f2");
        assertFalse(late.isOver(), "decided from the start position, whose count had passed 100");
        assertEnded(late.play("e5e4"), Termination.FIFTY_MOVE_RULE, "1/2-1/2", 2,
                "100 moves by each side without a capture or a pawn move (200 plies, extended for K+N+N v K+P with"
                        + " the pawn blockaded (12.4)) after 90...Ke4");
    }

    @ParameterizedTest(name = "{0}, {1}'s flag")
    @CsvSource(delimiter = '|', textBlock = """
            K+R against a bare king         | RED   | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1    | 1/2-1/2 | 0-1
            the bare king's side flags      | BLACK | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1    | 1-0     | 1-0
            a knight, a pawn to block       | RED   | 4k3/8/8/8/8/8/4P3/4K1n1 w - - 0 1 | 0-1     | 0-1
            a bishop, a knight to block     | RED   | 4k3/8/8/8/8/8/8/1N2K1b1 w - - 0 1 | 0-1     | 0-1
            bishops of both colours         | RED   | 4k3/8/8/8/8/8/8/2B1Kb2 w - - 0 1  | 0-1     | 0-1
            a bishop against a rook         | RED   | 4k3/8/8/8/8/8/8/R3K1b1 w - - 0 1  | 0-1     | 0-1
            a pawn against a bare king      | BLACK | 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1   | 1-0     | 1-0
            K+Q+R against a bare king       | RED   | 4k3/8/8/8/8/8/8/RQ2K3 w - - 0 1   | 1/2-1/2 | 0-1
            """)
    void aFallenFlagLosesUnlessTheOpponentCouldNotMateExceptUnderThe1984Laws(String name, Side side, String fen,
                                                                              String today, String in1984) {
        for (String rules : ChessRules.names()) {
            ChessGame g = start(fen, rules).flagFell(side, "flag fell");
            String result = rules.equals("fide-1984") ? in1984 : today;
            String reason = result.equals("1/2-1/2")
                    ? "flag fell; Black could not mate by any series of legal moves (" + Material.describe(
                    g.position().board()) + "), so the game is drawn"
                    : rules.equals("fide-1984") && !today.equals(in1984)
                    ? "flag fell; under the 1984 laws the flag loses although Black could not mate ("
                    + Material.describe(g.position().board()) + ", 12.4 note 1)"
                    : "flag fell";
            assertEquals(Termination.TIME_FORFEIT, g.outcome().termination(), rules);
            assertEquals(result, g.outcome().result().pgn(), rules);
            assertEquals(0, g.outcome().ply(), rules);
            assertEquals(reason, g.outcome().reason(), rules);
        }
    }

    @Test
    void anIllegalMoveLosesAndNamesTheMoveThePlyAndThePosition() {
        ChessGame g = play(start(START, null), "e2e4 e7e5").play("e1e3");
        assertEnded(g, Termination.ILLEGAL_MOVE, "0-1", 3, "White played an illegal move e1e3 at ply 3 (illegal move"
                + " e1e3: a king on e1 cannot move to e3 (position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"
                + " KQkq - 0 2)); White loses");
        assertEquals(2, g.ply(), "the illegal move is not played");
        assertEquals(List.of("e2e4", "e7e5"), g.moves());
        ChessGame san = start(START, null).play("Nf3");
        assertEnded(san, Termination.ILLEGAL_MOVE, "0-1", 1, "'Nf3' is not a move in coordinates");
        ChessGame refused = start(START, null).refuse("(none)", "the engine sent no move");
        assertEnded(refused, Termination.ILLEGAL_MOVE, "0-1", 1, "White played an illegal move (none) at ply 1"
                + " (the engine sent no move); White loses");
    }

    @Test
    void anIllegalCastlingIsNamedAsTheEngineWroteIt() {
        ChessGame g = start("4k3/5r2/8/8/8/8/8/4K2R w K - 0 1", null).play("e1g1");
        assertEnded(g, Termination.ILLEGAL_MOVE, "0-1", 1, "White played an illegal move e1g1 at ply 1 (illegal move"
                + " e1g1: castling kingside would take the king through or onto f1, which Black attacks (position"
                + " 4k3/5r2/8/8/8/8/8/4K2R w K - 0 1)); White loses");
    }

    @Test
    void linesThatBranchFromOneStateKeepTheirOwnMovesAndRepetitions() {
        ChessGame fork = play(start(START, "fide"), SHUFFLE + " g1f3 g8f6 f3g1");
        ChessGame draw = fork.play("f6g8");
        ChessGame other = play(fork, "e7e6 g1f3 f6g8 f3g1");
        ChessGame third = play(fork, "f6g8");
        assertEquals(Termination.THREEFOLD_REPETITION, draw.outcome().termination());
        assertEquals(Termination.THREEFOLD_REPETITION, third.outcome().termination());
        assertFalse(other.isOver(), other.outcome().reason());
        assertEquals(List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"), draw.moves());
        assertEquals(draw.moves(), third.moves());
        assertEquals(List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "e7e6", "g1f3", "f6g8", "f3g1"),
                other.moves());
        assertEquals(List.of("g1f3", "g8f6", "f3g1"), fork.moves().subList(4, 7));
    }

    @Test
    void theStateKnowsThePositionAfterEveryPlyAndTheMoveOfIt() {
        for (ChessPosition start : List.of(ChessPosition.initial(), ChessPosition.fromFen(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 7 1").orThrow())) {
            java.util.SplittableRandom rnd = new java.util.SplittableRandom(41);
            ChessGame g = ChessGame.start(start, ChessRules.FIDE_FIVEFOLD);
            List<ChessPosition> seen = new java.util.ArrayList<>(List.of(start));
            while (!g.isOver() && g.ply() < 300) {
                List<ChessMove> legal = g.position().legalMoves();
                g = g.play(legal.get(rnd.nextInt(legal.size())));
                seen.add(g.position());
            }
            for (int i = 0; i <= g.ply(); i++) {
                assertEquals(seen.get(i), g.positionAt(i), "ply " + i);
            }
            assertEquals(g.chessMoves().get(g.ply() - 1), g.moveAt(g.ply()));
        }
    }

    @Test
    void anEndedGameRefusesMoreMoves() {
        ChessGame over = play(start(START, null), "f2f3 e7e5 g2g4 d8h4");
        assertThrows(IllegalStateException.class, () -> over.play("e2e4"));
        assertThrows(IllegalStateException.class, () -> over.flagFell(Side.RED, "late"));
        assertThrows(IllegalStateException.class, () -> over.end(Termination.ADJUDICATION, null, "agreed"));
    }

    @Test
    void movesAreWrittenInSanAndInEachModesCoordinates() {
        ChessGame g = play(start("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null), "e1g1 e8c8");
        assertEquals(List.of("e1g1", "e8c8"), g.moves());
        assertEquals(List.of("O-O", "O-O-O"), g.notate(Notation.SAN));
        assertEquals(g.moves(), g.notate(Notation.COORDINATE));
        assertThrows(IllegalArgumentException.class, () -> g.notate(Notation.WXF));
        ChessGame c960 = (ChessGame) Chess.CHESS960.start("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null).orThrow();
        ChessGame p960 = play(c960, "e1h1 e8a8");
        assertEquals(List.of("e1h1", "e8a8"), p960.moves());
        assertEquals(List.of("O-O", "O-O-O"), p960.notate(Notation.SAN));
        assertTrue(p960.legalMoves().contains("g1g2") && !p960.legalMoves().contains("g1f1"),
                "king and rook are separate pieces again");
    }

    @Test
    void aGameKnowsItsStartAndItsState() {
        ChessGame g = play(start("4k3/8/8/8/8/8/4P3/4K3 b - - 3 41", "fide-1984"), "e8d7 e2e4");
        assertEquals("fide-1984", g.rulesName());
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 3 41", g.startFen());
        assertEquals("8/3k4/8/8/4P3/8/8/4K3 b - - 0 42", g.fen());
        assertEquals(Side.BLACK, g.startSide());
        assertEquals(41, g.startFullmoveNumber());
        assertEquals(Side.BLACK, g.sideToMove());
        assertEquals(2, g.ply());
        assertEquals(8, g.legalMoveCount());
        assertEquals(List.of("Kd7", "e4"), g.notate(Notation.SAN));
        assertEquals("d7d8", g.readMove("Kd8").orThrow());
    }

    @Test
    void readMoveTellsAnIllegalMoveFromTextThatNamesNone() {
        ChessGame g = start("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", null);
        assertEquals("illegal move", ((arbiter.core.game.Parsed.Err<String>) g.readMove("Nc3")).field());
        assertEquals("move", ((arbiter.core.game.Parsed.Err<String>) g.readMove("Qd4")).field());
        assertEquals("e1d1", g.readMove("Kd1").orThrow());
    }

    @Test
    void perftAndDivideRunFromTheCurrentPosition() {
        ChessGame g = play(start(START, null), "e2e4");
        assertEquals(20, g.perft(1));
        assertEquals(g.perft(2), g.divide(2).values().stream().mapToLong(Long::longValue).sum());
        assertEquals(20, g.divide(1).size());
    }
}
