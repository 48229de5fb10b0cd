package arbiter.core.xiangqi.board;

import arbiter.core.game.Side;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Playing moves on a position: every kind of illegal move, the flying general, immutability and the counters. */
class PositionTest {

    private static Position fen(String fen) {
        return Fen.parse(fen).orThrow();
    }

    private static Move move(String text) {
        Move m = Move.parse(text);
        assertTrue(m != null, "bad move text in the test: " + text);
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no piece on the from square      | START                                      | e4e5 | there is no piece on e4
            moving the opponent's piece      | START                                      | h7h4 | the piece on h7 is Black's and Red is to move
            moving Red's piece on Black's turn | rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b | e2e6 | the piece on e2 is Red's and Black is to move
            capturing an own piece           | START                                      | a0a3 | a3 holds Red's own pawn
            rook jumping over a pawn         | START                                      | a0a5 | a rook on a0 cannot move to a5
            knight with a blocked leg        | START                                      | b0d1 | a knight on b0 cannot move to d1
            knight moving like a bishop      | START                                      | b0d2 | a knight on b0 cannot move to d2
            bishop with a blocked eye        | 3k5/9/9/9/9/9/9/9/3N5/2B1K4 w              | c0e2 | a bishop on c0 cannot move to e2
            bishop crossing the river        | 3k5/9/9/9/9/2B6/9/9/9/4K4 w                | c4e6 | a bishop on c4 cannot move to e6
            Black bishop crossing the river  | 3k5/9/9/9/2b6/9/9/9/9/4K4 b                | c5e3 | a bishop on c5 cannot move to e3
            advisor leaving the palace       | 3k5/9/9/9/9/9/9/5A3/9/4K4 w                | f2g3 | a advisor on f2 cannot move to g3
            cannon capturing without a screen | 3k5/9/1r7/9/9/9/9/1C7/9/4K4 w             | b2b7 | a cannon on b2 cannot move to b7
            cannon capturing over two screens | 3k5/9/r8/p8/9/9/P8/C8/9/4K4 w             | a2a7 | a cannon on a2 cannot move to a7
            pawn moving sideways before the river | START                                 | a3b3 | a pawn on a3 cannot move to b3
            pawn moving two points            | START                                      | a3a5 | a pawn on a3 cannot move to a5
            crossed pawn moving backward      | 3k5/9/9/4P4/9/9/9/9/9/4K4 w                | e6e5 | a pawn on e6 cannot move to e5
            Black pawn moving backward        | 3k5/9/9/9/9/9/4p4/9/9/5K3 b                | e3e4 | a pawn on e3 cannot move to e4
            king leaving the palace           | 3k5/9/9/9/9/9/9/5K3/9/9 w                  | f2g2 | a king on f2 cannot move to g2
            king moving diagonally            | 3k5/9/9/9/9/9/9/9/9/4K4 w                  | e0d1 | a king on e0 cannot move to d1
            pinned knight leaving its king in check | 3k5/9/9/9/4r4/9/9/9/4N4/4K4 w        | e1g2 | it would leave Red's king in check
            king stepping into a rook's file  | 3k5/9/9/9/5r3/9/9/9/9/4K4 w                | e0f0 | it would leave Red's king in check
            move that does not answer check   | 3k5/9/9/9/4r4/9/9/9/9/R3K4 w               | a0a1 | it does not answer the check on Red's king
            Black not answering check         | 3k5/9/9/9/9/9/9/9/9/3RK4 b                 | d9e9 | it would bring the kings face to face on an open file (flying general)
            Black ignoring a rook check        | 3k5/9/9/9/9/9/9/9/9/r2RK4 b               | a0a1 | it does not answer the check on Black's king
            king stepping onto the open file facing the other king | 4k4/9/9/9/9/9/9/9/9/3K5 w | d0e0 | it would bring the kings face to face on an open file (flying general)
            lone cannon leaving the file between the kings | 4k4/9/9/9/4C4/9/9/9/9/4K4 w | e5a5 | it would bring the kings face to face on an open file (flying general)
            """)
    void anIllegalMoveIsRefusedNamingTheMoveTheReasonAndThePosition(String name, String fenText, String moveText,
                                                                    String why) {
        Position p = fenText.equals("START") ? Position.initial() : fen(fenText);
        Move m = move(moveText);
        Played.Illegal illegal = assertInstanceOf(Played.Illegal.class, p.play(m));
        assertEquals(m, illegal.move());
        assertEquals("illegal move " + moveText + ": " + why + " (position " + p.fen() + ")", illegal.reason());
        assertFalse(p.isLegal(m));
        assertFalse(p.legalMoves().contains(m));
    }

    @Test
    void orThrowCarriesTheReasonOfAnIllegalMove() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Position.initial().play(move("e4e5")).orThrow());
        assertEquals("illegal move e4e5: there is no piece on e4 (position " + Position.INITIAL_FEN + ")",
                e.getMessage());
    }

    @Test
    void theStartPositionHasFortyFourLegalMoves() {
        List<Move> moves = Position.initial().legalMoves();
        assertEquals(44, moves.size());
        assertEquals(44, moves.stream().distinct().count());
        assertTrue(moves.contains(move("h2e2")));
        assertTrue(moves.contains(move("b0c2")));
        assertTrue(moves.contains(move("e0e1")));
        assertFalse(moves.contains(move("e0d0")));
    }

    @Test
    void aKingMayNotStepOntoAnOpenFileFacingTheOtherKing() {
        Position p = fen("4k4/9/9/9/9/9/9/9/9/3K5 w");
        assertEquals(List.of(move("d0d1")), p.legalMoves());
        assertFalse(p.isLegal(move("d0e0")));
    }

    @Test
    void aLoneCannonBetweenTheKingsMovesOnlyAlongTheirFile() {
        Position p = fen("4k4/9/9/9/4C4/9/9/9/9/4K4 w");
        List<String> cannon = p.legalMoves().stream().filter(m -> m.from().equals(Square.parse("e5")))
                .map(Move::toString).sorted().toList();
        assertEquals(List.of("e5e1", "e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e8"), cannon);
        assertEquals(10, p.legalMoves().size());
        Position after = p.play(move("e5e8")).orThrow();
        assertEquals(new Piece(Side.RED, PieceType.CANNON), after.pieceAt(Square.parse("e8")));
    }

    @Test
    void aLoneKnightBetweenTheKingsCannotMoveAtAll() {
        Position p = fen("4k4/9/9/9/4N4/9/9/9/9/4K4 w");
        assertTrue(p.legalMoves().stream().noneMatch(m -> m.from().equals(Square.parse("e5"))));
        assertEquals(List.of("e0d0", "e0e1", "e0f0"), p.legalMoves().stream().map(Move::toString).sorted().toList());
        Played.Illegal illegal = assertInstanceOf(Played.Illegal.class, p.play(move("e5f7")));
        assertTrue(illegal.reason().contains("face to face"), illegal.reason());
    }

    @Test
    void aSecondPieceOnTheFileFreesTheFirst() {
        Position p = fen("4k4/9/9/9/4N4/9/9/9/4A4/4K4 w");
        Position after = p.play(move("e5c4")).orThrow();
        assertEquals(new Piece(Side.RED, PieceType.KNIGHT), after.pieceAt(Square.parse("c4")));
        assertEquals(8, p.legalMoves().stream().filter(m -> m.from().equals(Square.parse("e5"))).count());
        Played.Illegal advisor = assertInstanceOf(Played.Illegal.class,
                after.withSideToMove(Side.RED).play(move("e1d2")));
        assertTrue(advisor.reason().contains("face to face"), advisor.reason());
    }

    @Test
    void playingLeavesThePositionUnchanged() {
        Position p = Position.initial();
        Position next = p.play(move("h2e2")).orThrow();
        assertEquals(Position.INITIAL_FEN, p.fen());
        assertEquals(Side.RED, p.sideToMove());
        assertEquals(new Piece(Side.RED, PieceType.CANNON), p.pieceAt(Square.parse("h2")));
        assertEquals(null, p.pieceAt(Square.parse("e2")));
        assertEquals(44, p.legalMoves().size());
        assertEquals("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", next.fen());
        assertNotEquals(p, next);
        assertNotEquals(p.key(), next.key());
        p.play(move("e4e5"));
        assertEquals(Position.INITIAL_FEN, p.fen());
    }

    @Test
    void theListOfLegalMovesCannotBeChanged() {
        List<Move> moves = Position.initial().legalMoves();
        assertThrows(UnsupportedOperationException.class, () -> moves.add(move("e4e5")));
        assertThrows(UnsupportedOperationException.class, () -> moves.remove(0));
    }

    @Test
    void aCaptureResetsTheHalfmoveClockAndBlackMovesAdvanceTheMoveNumber() {
        Position p = Position.initial();
        int[][] expected = {{1, 1}, {2, 2}, {0, 2}, {0, 3}, {1, 3}};
        String[] moves = {"h2e2", "h9g7", "e2e6", "g7e6", "b0c2"};
        for (int i = 0; i < moves.length; i++) {
            boolean capture = p.isCapture(move(moves[i]));
            assertEquals(i == 2 || i == 3, capture, moves[i]);
            p = p.play(move(moves[i])).orThrow();
            assertEquals(expected[i][0], p.halfmoveClock(), "halfmove clock after " + moves[i]);
            assertEquals(expected[i][1], p.fullmoveNumber(), "move number after " + moves[i]);
        }
        assertEquals("rnbakab1r/9/1c5c1/p1p1n1p1p/9/9/P1P1P1P1P/1CN6/9/R1BAKABNR b - - 1 3", p.fen());
    }

    @Test
    void theCountersOfAFenAreCarriedForward() {
        Position p = fen("3k4r/9/9/9/9/9/9/9/9/R3K4 b - - 41 77");
        Position q = p.play(move("i9i8")).orThrow();
        assertEquals(42, q.halfmoveClock());
        assertEquals(78, q.fullmoveNumber());
        Position r = q.play(move("a0a1")).orThrow();
        assertEquals(43, r.halfmoveClock());
        assertEquals(78, r.fullmoveNumber());
    }

    @Test
    void legalCapturesAreTheLegalMovesThatTakeAPieceOtherThanTheKing() {
        int compared = alongRandomGames(20261124, 200, p -> {
            Position fresh = Fen.parse(p.fen()).orThrow(); // no cached legal moves: the capture generator runs
            List<Move> expected = fresh.legalMoves().stream().filter(m -> fresh.pieceAt(m.to()) != null
                    && fresh.pieceAt(m.to()).type() != PieceType.KING).toList();
            assertEquals(expected, Fen.parse(p.fen()).orThrow().legalCaptures(), p.fen());
            assertEquals(expected, fresh.legalCaptures(), "from the cached legal moves: " + p.fen());
        });
        assertTrue(compared > 10_000, "positions compared: " + compared);
    }

    /**
     * Whether a move leaves its own king safe, told from the whole placement after it (read back from its FEN with the
     * other side to move, which refuses a side not to move in check and kings face to face), against the three
     * shortcut paths: playing it, asking {@code isLegal}, and the legal move list. Moves refused as unplayable (not
     * how the piece moves) are not this test's business.
     */
    @Test
    void playingAskingAndListingAgreeWithTheWholePlacementOnEveryMoveAlongRandomGames() {
        int[] asked = {0};
        int compared = alongRandomGames(20261128, 20, p -> {
            Position fresh = Fen.parse(p.fen()).orThrow(); // no cached move list
            java.util.Set<Move> listed = new java.util.HashSet<>(fresh.legalMoves());
            for (var own : fresh.pieces().entrySet()) {
                if (own.getValue().side() != fresh.sideToMove()) {
                    continue;
                }
                for (int to = 0; to < 90; to++) {
                    Square target = Square.ofIndex(to);
                    if (target.equals(own.getKey())) {
                        continue;
                    }
                    Move m = Move.of(own.getKey(), target);
                    Played played = fresh.play(m);
                    if (played instanceof Played.Illegal i && !i.reason().contains("flying general")
                            && !i.reason().contains("answer the check") && !i.reason().contains("king in check")) {
                        assertFalse(listed.contains(m), m + " in " + fresh.fen());
                        continue; // not how the piece moves
                    }
                    boolean safe = Fen.parse(placementAfter(fresh, m)) instanceof arbiter.core.game.Parsed.Ok;
                    assertEquals(safe, played instanceof Played.Ok, m + " played in " + fresh.fen());
                    assertEquals(safe, fresh.isLegal(m), m + " asked in " + fresh.fen());
                    assertEquals(safe, listed.contains(m), m + " listed in " + fresh.fen());
                    asked[0]++;
                }
            }
        });
        assertTrue(compared > 2_000 && asked[0] > 50_000, "positions " + compared + ", moves " + asked[0]);
    }

    /** The FEN of the placement after {@code m}, with the mover's opponent to move. */
    private static String placementAfter(Position p, Move m) {
        java.util.Map<Square, Piece> pieces = new java.util.HashMap<>(p.pieces());
        pieces.put(m.to(), pieces.remove(m.from()));
        StringBuilder fen = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                Piece piece = pieces.get(Square.of(file, rank));
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(piece.fenChar());
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        return fen + (p.sideToMove() == Side.RED ? " b" : " w") + " - - 0 1";
    }

    /**
     * Calls {@code check} on every position of {@code games} random games from the initial position (150 plies at
     * most each, moves drawn with {@code seed}) and returns how many positions it saw.
     */
    private static int alongRandomGames(long seed, int games, java.util.function.Consumer<Position> check) {
        java.util.Random random = new java.util.Random(seed);
        int seen = 0;
        for (int game = 0; game < games; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 150 && p.hasLegalMove(); ply++) {
                check.accept(p);
                List<Move> legal = p.legalMoves();
                p = p.play(legal.get(random.nextInt(legal.size()))).orThrow();
                seen++;
            }
        }
        return seen;
    }

    @Test
    void anInertBlockerBlocksLinesAndScreensCannonsButNeitherMovesNorAttacks() {
        // the red rook on e4 checks up the e-file; made inert it stops checking but still stands where it stood
        Position checked = fen("4k4/9/9/9/9/c3R2N1/9/9/4r4/3K5 b - - 0 1");
        assertTrue(checked.inCheck());
        Position p = checked.withInertBlocker(Square.parse("e4"));
        assertFalse(p.inCheck(), "an inert blocker gives no check");
        assertEquals(new Piece(Side.RED, PieceType.ADVISOR), p.pieceAt(Square.parse("e4")));
        assertTrue(p.canReach(Square.parse("e1"), Square.parse("e4")), "it may be taken");
        assertFalse(p.canReach(Square.parse("e1"), Square.parse("e5")), "it blocks the black rook's file");
        assertTrue(p.canReach(Square.parse("a4"), Square.parse("h4")), "it screens the black cannon");
        assertTrue(p.withSideToMove(Side.RED).legalMoves().stream().noneMatch(m -> m.from().equals(Square.parse("e4"))),
                "it does not move");
        assertThrows(IllegalArgumentException.class, () -> p.withInertBlocker(Square.parse("d0")));
    }

    @Test
    void anInertBlockerBesideItsOwnPalaceNeitherMovesNorTakesThere() {
        // an advisor standing on e1 or d3 would step into the palace, and from d3 take the pawn on e2
        Position p = fen("4k4/9/9/9/9/9/3R5/4p4/4R4/3K5 w - - 0 1")
                .withInertBlocker(Square.parse("e1")).withInertBlocker(Square.parse("d3"));
        assertTrue(p.legalMoves().stream().noneMatch(m -> m.from().equals(Square.parse("e1"))
                || m.from().equals(Square.parse("d3"))), p.legalMoves().toString());
        assertFalse(p.isLegal(Move.parse("d3e2")));
        assertEquals(new Piece(Side.RED, PieceType.ADVISOR), p.pieceAt(Square.parse("d3")));
        assertEquals(2, p.material(Side.RED).get(PieceType.ADVISOR));
        assertTrue(p.withSideToMove(Side.BLACK).isLegal(Move.parse("e2e1")), "the black pawn may take it");
    }

    @Test
    void onePiecesCapturesAndTheAttackersOfAPointAgreeWithTheFullMoveListAlongRandomGames() {
        int compared = alongRandomGames(20261127, 60, p -> {
            Position fresh = Fen.parse(p.fen()).orThrow();
            List<Move> all = fresh.legalCaptures();
            List<Move> byPiece = new java.util.ArrayList<>();
            for (PieceType t : PieceType.values()) {
                for (Square s : fresh.squaresOf(fresh.sideToMove(), t)) {
                    assertEquals(new Piece(fresh.sideToMove(), t), fresh.pieceAt(s));
                    byPiece.addAll(fresh.legalCapturesFrom(s));
                    List<Move> pseudo = fresh.pseudoCapturesFrom(s);
                    assertEquals(pseudo, fresh.pseudoCapturesOf(s), fresh.fen() + " from " + s);
                    assertEquals(fresh.legalCapturesFrom(s), pseudo.stream().filter(fresh::isLegal).toList(),
                            fresh.fen() + " from " + s);
                }
            }
            assertEquals(new java.util.HashSet<>(all), new java.util.HashSet<>(byPiece), fresh.fen());
            Side other = fresh.sideToMove().opponent();
            for (Move m : all) {
                assertEquals(fresh.play(m).orThrow().isAttackedBy(other, m.to()), fresh.isRetaken(m),
                        fresh.fen() + ": " + m + " taken back");
            }
            for (Square s : fresh.squaresOf(other)) {
                // the other side's captures, asked without a position where it is to move
                assertEquals(fresh.withSideToMove(other).pseudoCapturesFrom(s), fresh.pseudoCapturesOf(s),
                        fresh.fen() + " from " + s);
            }
            for (Side side : Side.values()) {
                Position asked = fresh.withSideToMove(side);
                for (var e : fresh.pieces().entrySet()) {
                    boolean expected = e.getValue().side() != side && asked.legalMoves().stream()
                            .anyMatch(m -> m.to().equals(e.getKey()));
                    if (e.getValue().type() != PieceType.KING) {
                        assertEquals(expected, fresh.isAttackedBy(side, e.getKey()),
                                fresh.fen() + ": " + side + " attacks " + e.getKey());
                    }
                }
            }
        });
        assertTrue(compared > 3_000, "positions compared: " + compared);
    }
}
