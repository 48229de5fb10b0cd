package arbiter.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.Parsed;
import arbiter.core.game.Adjudication;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A record replayed on one board ({@link RecordReplay}) must judge exactly as the same moves played state by state:
 * the same outcome and words at the same ply, the same moves, position and unplayed moves, the same errors.
 */
class RecordReplayTest {

    /** The judgement of a record move by move, each token read and played alone (the reference). */
    private static String byEachMove(GameState start, List<String> tokens) {
        GameState g = start;
        int i = 0;
        while (i < tokens.size() && !g.isOver()) {
            Parsed<GameState> next = g.readAndPlay(tokens.get(i));
            if (next instanceof Parsed.Err<GameState> e) {
                if (!e.field().equals(GameState.ILLEGAL)) {
                    return "error at move " + (i + 1) + ": " + e.message();
                }
                g = g.refuse(tokens.get(i), e.message());
            } else {
                g = next.orThrow();
            }
            i++;
        }
        return described(g, tokens.subList(i, tokens.size()));
    }

    private static String byRecord(GameState start, List<String> tokens) {
        Parsed<Adjudication> a = Adjudication.ofMoves(start, tokens);
        if (a instanceof Parsed.Err<Adjudication> e) {
            return "error at " + e.field().replaceAll(" '.*", "") + ": " + e.message();
        }
        Adjudication adjudication = a.orThrow();
        return described(adjudication.game(), adjudication.unplayed());
    }

    private static String described(GameState g, List<String> unplayed) {
        return g.outcome() + " | " + g.fen() + " | " + g.moves() + " | " + unplayed;
    }

    @Test
    void replaysAndMovesFromOneStateKeepTheirOwnLines() {
        GameState start = Chess.STANDARD.start(null, null).orThrow();
        GameState fork = start.readAndPlay(List.of("e4", "e5", "Nf3"), 0);
        GameState a = fork.readAndPlay(List.of("Nc6", "Bb5", "a6"), 0);
        GameState b = fork.readAndPlay(List.of("Nf6", "Nxe5"), 0);
        GameState c = fork.play("d7d6");
        GameState d = a.readAndPlay(List.of("Ba4"), 0);
        assertEquals(List.of("e2e4", "e7e5", "g1f3"), fork.moves());
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"), a.moves());
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "g8f6", "f3e5"), b.moves());
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "d7d6"), c.moves());
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"), d.moves());
        assertEquals("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", a.fen());
    }

    /**
     * A move the rules forbid ends the game at its ply, replayed with the others as when played alone: the board of a
     * replay drops an en-passant square no capture may use, and must still know a double step was just made.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en passant a move late          | ''                                | e4 a6 e5 d5 Nf3 Nc6 exd6 Nf6 | 7 | 0-1 | capturing en passant is allowed only on the move right after Black's pawn went d7-d5
            en passant opening the rank     | 8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1 | d5 exd6 Kd2                  | 2 | 0-1 | capturing en passant would leave White's king in check from the rook on h5
            Black's en passant on the rank  | 8/8/8/8/1R2p2k/8/3P4/K7 w - - 0 1 | d4 exd3                      | 2 | 1-0 | capturing en passant would leave Black's king in check from the rook on b4
            a capture onto an empty square  | ''                                | e4 e5 exf5                   | 3 | 0-1 | a pawn moves diagonally only to capture, and f5 is empty
            a pinned knight                 | ''                                | e4 e5 Nf3 Nc6 d3 Bb4+ Nc3 Nf6 Ne2 | 9 | 0-1 | it would leave White's king in check from the bishop on b4
            """)
    void aMoveTheRulesForbidEndsTheReplayAsAnIllegalMove(String name, String fen, String moves, int ply,
                                                         String result, String why) {
        GameState start = Chess.STANDARD.start(fen.isEmpty() ? null : fen, null).orThrow();
        List<String> tokens = List.of(moves.split(" "));
        Adjudication a = Adjudication.ofMoves(start, tokens).orThrow();
        assertEquals(arbiter.core.game.Termination.ILLEGAL_MOVE, a.outcome().termination(), a.outcome().reason());
        assertEquals(ply, a.outcome().ply(), a.outcome().reason());
        assertEquals(result, a.outcome().result().pgn());
        assertTrue(a.outcome().reason().contains(" at ply " + ply + " (") && a.outcome().reason().contains(why),
                a.outcome().reason());
        assertEquals(byEachMove(start, tokens), byRecord(start, tokens));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource(delimiter = '|', textBlock = """
            fide          | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
            fide-fivefold | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
            fide          | r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
            fide          | 4k3/8/8/8/8/8/8/R3K2N w - - 80 60
            fide-fivefold | 4k3/8/8/8/8/8/8/R3K2N w - - 130 60
            fide-1984     | 8/8/8/2k5/2N5/2p5/3N4/4K3 w - - 90 70
            fide          | 1k6/8/8/8/8/8/8/RK4rR w HA - 0 1
            """)
    void aRecordReplayedOnOneBoardJudgesAsMoveByMove(String rules, String fen) {
        boolean chess960 = fen.contains("HA");
        Chess game = chess960 ? Chess.CHESS960 : Chess.STANDARD;
        SplittableRandom rnd = new SplittableRandom(fen.hashCode() + rules.hashCode());
        int ended = 0;
        for (int n = 0; n < 300; n++) {
            ChessGame start = (ChessGame) game.start(fen, rules).orThrow();
            List<String> tokens = new ArrayList<>();
            ChessGame g = start;
            int length = 20 + rnd.nextInt(200);
            // random moves, often shuffling back (to repeat positions), in SAN or coordinates, with marks
            List<ChessMove> played = new ArrayList<>();
            while (!g.isOver() && tokens.size() < length) {
                List<ChessMove> legal = g.position().legalMoves();
                ChessMove m = legal.get(rnd.nextInt(legal.size()));
                if (played.size() >= 2 && rnd.nextInt(3) > 0) {
                    ChessMove back = played.get(played.size() - 2);
                    ChessMove reverse = new ChessMove(back.to(), back.from(), null);
                    if (legal.contains(reverse)) {
                        m = reverse;
                    }
                }
                String san = ChessSan.write(g.position(), m);
                tokens.add(rnd.nextInt(10) == 0 ? g.position().text(m) : rnd.nextInt(10) == 0 ? san + "!?" : san);
                played.add(m);
                g = g.play(m);
            }
            ended += g.isOver() ? 1 : 0;
            for (int extra = rnd.nextInt(3); extra > 0; extra--) {
                tokens.add(rnd.nextInt(2) == 0 ? "Nf3" : "e4");
            }
            if (rnd.nextInt(4) == 0 && !tokens.isEmpty()) { // a token that names no move, or an illegal one
                tokens.set(rnd.nextInt(tokens.size()), rnd.nextInt(2) == 0 ? "Zz9" : "Ke1-e3");
            }
            assertEquals(byEachMove(start, tokens), byRecord(start, tokens), tokens.toString());
            // the reader's move lists are read where they stand in the text
            PgnGame read = ((PgnEntry.Read) PgnReader.read(String.join(" ", tokens) + " *").get(0)).game();
            assertEquals(byEachMove(start, new ArrayList<>(read.moves())), byRecord(start, read.moves()));
        }
        assertTrue(ended > 0, "some games end by the rules");
    }
}
