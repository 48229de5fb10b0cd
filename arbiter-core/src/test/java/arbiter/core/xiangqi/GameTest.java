package arbiter.core.xiangqi;

import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a game ends: mate, stalemate, bare material and illegal moves, judged by the Pikafish rules (第一章第四节). */
class GameTest {

    static Game start(String fen) {
        return Game.start(Fen.parse(fen).orThrow(), RuleSets.defaultRules());
    }

    /** Plays the moves (space separated), failing if the game ends before the last one. */
    static Game play(Game g, String moves) {
        if (moves == null || moves.isBlank()) {
            return g;
        }
        Game now = g;
        for (String m : moves.trim().split("\\s+")) {
            Game before = now;
            assertFalse(before.isOver(), () -> "ended before " + m + ": " + before.outcome().reason());
            now = before.play(m);
        }
        return now;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Red mates with a rook at ply 1      | 4k4/9/9/9/9/R8/9/9/5R3/3K5 w | a4e4                     | 1-0 | 1 | Red checkmates Black
            Red mates after four quiet plies    | 4k4/9/9/9/9/9/R8/9/5R3/3K5 w | a3a4 e9e8 a4a5 e8e9 a5e5 | 1-0 | 5 | Red checkmates Black
            Black mates with a rook at ply 1    | 3k5/5r3/9/9/r8/9/9/9/9/4K4 b | a5e5                     | 0-1 | 1 | Black checkmates Red
            Black mates after four quiet plies  | 3k5/5r3/9/r8/9/9/9/9/9/4K4 b | a6a5 e0e1 a5a4 e1e0 a4e4 | 0-1 | 5 | Black checkmates Red
            """)
    void checkmateLosesForTheSideToMove(String name, String fen, String moves, String result, int ply, String reason) {
        Game g = play(start(fen), moves);
        Outcome o = g.outcome();
        assertTrue(g.position().inCheck());
        assertTrue(g.position().legalMoves().isEmpty());
        assertEquals(Termination.CHECKMATE, o.termination());
        assertEquals("checkmate", o.termination().tag());
        assertEquals(result, o.result().pgn());
        assertEquals(ply, o.ply());
        assertEquals(ply, g.ply());
        assertTrue(o.reason().startsWith(reason), o.reason());
        assertNull(o.repetition());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Red's pawn stalemates Black         | 4k4/9/9/4P4/9/9/9/9/5R3/3K5 w | e6e7 | 1-0 | 1
            Black's pawn stalemates Red         | 3k5/5r3/9/9/9/9/4p4/9/9/4K4 b | e3e2 | 0-1 | 1
            Black stalemated at the start       | 4k4/9/4P4/9/9/9/9/9/5R3/3K5 b |      | 1-0 | 0
            """)
    void stalemateLosesForTheSideToMove(String name, String fen, String moves, String result, int ply) {
        Game g = play(start(fen), moves);
        Outcome o = g.outcome();
        assertFalse(g.position().inCheck(), "a stalemate is not a check");
        assertEquals(List.of(), g.position().legalMoves());
        assertEquals(Termination.STALEMATE, o.termination());
        assertEquals("stalemate", o.termination().tag());
        assertEquals(result, o.result().pgn());
        assertEquals(ply, o.ply());
        String loser = g.position().sideToMove().displayName();
        assertEquals(loser + " has no legal move and is not in check (困毙); " + loser + " loses", o.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bare from the start                  | 2bakab2/9/9/9/9/9/9/9/4A4/3K1AB2 w |      | 0
            only the kings from the start        | 3k5/9/9/9/9/9/9/9/9/4K4 b          |      | 0
            advisor takes the last rook          | 4k4/9/9/9/9/9/9/9/4r4/3AK4 w       | d0e1 | 1
            bishop takes the last knight         | 4k4/9/9/9/9/9/9/4n4/9/2B1K4 w      | c0e2 | 1
            king takes the last cannon           | 4k4/4a4/9/9/9/9/9/9/4c4/4K4 w      | e0e1 | 1
            advisor takes the last pawn          | 4k4/9/9/9/9/9/9/9/4p4/3AK4 w       | d0e1 | 1
            quiet plies first, then the capture  | 4k4/9/9/9/9/9/9/4n4/9/2B1K4 w      | e0e1 e9f9 c0e2 | 3
            """)
    void bareMaterialIsADraw(String name, String fen, String moves, int ply) {
        Game g = play(start(fen), moves);
        Outcome o = g.outcome();
        assertTrue(g.position().isBareMaterial());
        assertEquals(Termination.INSUFFICIENT_MATERIAL, o.termination());
        assertEquals("insufficient-material", o.termination().tag());
        assertEquals(GameResult.DRAW, o.result());
        assertEquals("1/2-1/2", o.result().pgn());
        assertEquals(ply, o.ply());
        assertEquals("no rook, knight, cannon or pawn is left on the board; draw", o.reason());
    }

    @Test
    void materialWithAnAttackingPieceLeftGoesOn() {
        Game g = play(start("4k4/9/9/9/9/9/9/9/4r4/3AK1R2 w"), "d0e1");
        assertFalse(g.position().isBareMaterial());
        assertFalse(g.isOver());
        assertEquals(GameResult.ONGOING, g.outcome().result());
        assertEquals("*", g.outcome().result().pgn());
        assertEquals(1, g.outcome().ply());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Red's rook jumps at ply 1          | h2e2 h7e7 a0a5 | 3 | 0-1 | Red   | a0a5 | a rook on a0 cannot move to a5
            Black moves Red's piece at ply 2   | h2e2 e2e6      | 2 | 1-0 | Black | e2e6 | the piece on e2 is Red's and Black is to move
            Black ignores the cannon check     | h2e2 h7e7 e2e6 a6a5 | 4 | 1-0 | Black | a6a5 | it does not answer the check on Black's king
            Red at ply 1 with no piece there   | e4e5           | 1 | 0-1 | Red   | e4e5 | there is no piece on e4
            unreadable text zz99               | zz99           | 1 | 0-1 | Red   | zz99 | 'zz99' is not a move; expected four characters such as h2e2
            unreadable text after a move       | h2e2 e9        | 2 | 1-0 | Black | e9   | 'e9' is not a move
            a move from a point to itself      | h2e2 h7h7      | 2 | 1-0 | Black | h7h7 | 'h7h7' is not a move
            """)
    void anIllegalMoveLosesForTheMover(String name, String moves, int ply, String result, String mover,
                                       String moveText, String why) {
        String[] all = moves.split(" ");
        Game before = play(Game.start(Position.initial(), RuleSets.defaultRules()),
                String.join(" ", java.util.Arrays.copyOf(all, all.length - 1)));
        Game g = before.play(all[all.length - 1]);
        Outcome o = g.outcome();
        assertEquals(Termination.ILLEGAL_MOVE, o.termination());
        assertEquals("illegal-move", o.termination().tag());
        assertEquals(result, o.result().pgn());
        assertEquals(ply, o.ply());
        assertEquals(ply - 1, g.ply(), "the illegal move is not played");
        assertTrue(o.reason().startsWith(mover + " played an illegal move " + moveText + " at ply " + ply + " ("),
                o.reason());
        assertTrue(o.reason().contains(why), o.reason());
        assertTrue(o.reason().endsWith(mover + " loses"), o.reason());
        assertSame(before.position(), g.position(), "the position stays as it was");
        assertNull(g.lastMove());
        assertEquals(ply - 1, g.moves().size());
    }

    @Test
    void playingAfterTheGameIsOverThrows() {
        Game mated = play(start("4k4/9/9/9/9/R8/9/9/5R3/3K5 w"), "a4e4");
        assertTrue(mated.isOver());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> mated.play("e9e8"));
        assertTrue(e.getMessage().contains("the game is over at ply 1"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> mated.play(Move.parse("e9d9")));
        assertThrows(IllegalStateException.class, () -> mated.play("zz99"));

        Game illegal = play(Game.start(Position.initial(), RuleSets.defaultRules()), "e4e5");
        assertThrows(IllegalStateException.class, () -> illegal.play("h2e2"));
        assertThrows(IllegalStateException.class, () -> illegal.play("zz99"));

        Game bare = start("3k5/9/9/9/9/9/9/9/9/4K4 w");
        assertThrows(IllegalStateException.class, () -> bare.play("e0e1"));
    }

    @Test
    void theRecordKeepsMovesPliesAndTheStartPosition() {
        Game g = play(Game.start(Position.initial(), RuleSets.defaultRules()), "h2e2 h9g7 h0g2");
        assertEquals(3, g.ply());
        assertEquals(List.of(Move.parse("h2e2"), Move.parse("h9g7"), Move.parse("h0g2")), g.moves());
        assertEquals(Move.parse("h0g2"), g.lastMove());
        assertEquals(Position.INITIAL_FEN, g.startPosition().fen());
        assertEquals("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2",
                g.position().fen());
        assertEquals(3, g.pliesSinceCapture());
        assertEquals(Outcome.ongoing(3), g.outcome());
    }
}
