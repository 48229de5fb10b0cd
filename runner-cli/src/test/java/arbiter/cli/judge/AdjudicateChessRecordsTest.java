package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code adjudicate} on chess records as databases and other programs write them: moves the rules forbid, castling
 * glued to its move number, and a {@code [Variant]} tag that names the game {@code --game} names or another.
 */
public class AdjudicateChessRecordsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path pgn(Path dir, String tags, String movetext) throws Exception {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, "[Event \"t\"]\n" + (tags.isEmpty() ? "" : tags.replace(";", "\n") + "\n") + "\n"
                + movetext + "\n");
        return file;
    }

    private static Cli run(String game, Path file, boolean json) {
        List<String> args = new ArrayList<>(List.of("adjudicate"));
        if (!game.isEmpty()) {
            args.addAll(List.of("--game", game));
        }
        if (json) {
            args.add("--json");
        }
        args.add(file.toString());
        return Cli.run(args.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en passant a move late          | ''                                                   | 1. e4 a6 2. e5 d5 3. Nf3 Nc6 4. exd6 0-1           | 7 | 0-1 | White played an illegal move exd6 at ply 7 ('exd6' (e5d6) is illegal: a pawn on e5 cannot move to d6: capturing en passant is allowed only on the move right after Black's pawn went d7-d5, and that was not the last move
            en passant opening the rank     | [FEN "8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1"];[SetUp "1"] | 1... d5 2. exd6 0-1                                | 2 | 0-1 | White played an illegal move exd6 at ply 2 ('exd6' (e5d6) is illegal: capturing en passant would leave White's king in check from the rook on h5
            a capture onto an empty square  | ''                                                   | 1. e4 e5 2. exf5 0-1                               | 3 | 0-1 | White played an illegal move exf5 at ply 3 ('exf5' (e4f5) is illegal: a pawn on e4 cannot move to f5: a pawn moves diagonally only to capture, and f5 is empty
            a pinned knight off its line    | ''                                                   | 1. e4 e5 2. Nf3 Nc6 3. d3 Bb4+ 4. Nc3 Nf6 5. Ne2 0-1 | 9 | 0-1 | White played an illegal move Ne2 at ply 9 ('Ne2' (c3e2) is illegal: it would leave White's king in check from the bishop on b4
            the king into check, 1-0 kept   | ''                                                   | 1. e4 e5 2. Ke2 Qh4 3. Kf3 Qf4+ 4. Ke3 1-0          | 7 | 0-1 | White played an illegal move Ke3 at ply 7 ('Ke3' (f3e3) is illegal: it does not answer the check on White's king
            a bishop through its own pawn   | ''                                                   | 1. Bc4 0-1                                         | 1 | 0-1 | White played an illegal move Bc4 at ply 1 ('Bc4' (f1c4) is illegal: a bishop on f1 cannot move to c4: e2 is in the way
            """)
    void aMoveOfARealPieceToARealSquareThatTheRulesForbidIsAnIllegalMoveVerdict(String name, String tags,
            String movetext, int ply, String result, String reason, @TempDir Path dir) throws Exception {
        Cli r = run("chess", pgn(dir, tags, movetext), true);
        assertEquals(0, r.exit(), r.err());
        JsonNode g = JSON.readTree(r.out().lines().filter(l -> l.startsWith("{")).findFirst().orElseThrow());
        assertEquals("illegal-move", g.get("termination").asText(), g.toString());
        assertEquals(ply, g.get("ply").asInt(), g.toString());
        assertEquals(result, g.get("result").asText(), g.toString());
        assertTrue(g.get("reason").asText().startsWith(reason), g.get("reason").asText());
        assertEquals(result.equals(g.get("recordedResult").asText()) ? "agrees" : "illegal-move",
                g.get("kind").asText(), g.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no such square            | 1. e4 e5 2. Qz9 0-1 | game.pgn:3:13: game 1: move 3 'Qz9': 'Qz9' is no move here: expected a move such as
            a piece that is not there | 1. e4 e5 2. Nd5 0-1 | game.pgn:3:13: game 1: move 3 'Nd5': 'Nd5' is no move here: no white knight can move to d5
            a king two squares        | 1. e4 e5 2. Kg1 0-1 | game.pgn:3:13: game 1: move 3 'Kg1': 'Kg1' is no move here: no white king can move to g1
            """)
    void aTextThatNamesNoPossibleMoveLeavesTheRecordUnreadable(String name, String movetext, String error,
                                                               @TempDir Path dir) throws Exception {
        Path file = pgn(dir, "", movetext);
        Cli r = run("chess", file, false);
        assertEquals(1, r.exit(), r.out() + r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertTrue(lines.get(0).replace(file.toString(), "game.pgn").startsWith(error), r.err());
        assertTrue(r.out().contains("1 unreadable"), r.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            short castling glued to the number  | 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0-0 Nf6 5.d3 0-0 6.Bg5 h6 1/2-1/2                      | 12 | 1/2-1/2
            long castling after Black's number  | 1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.0-0-0 5...0-0-0 6.e3 e6 1-0          | 12 | 1-0
            castling written apart and glued    | 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4. 0-0 4...Nf6 5.d3 d6 6.Bg5 h6 7.Bh4 g5 8.Bg3 0-1   | 15 | 0-1
            letters glued, as before            | 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O Nf6 5.d3 O-O *                                | 10 | *
            """)
    void castlingWithZerosGluedToItsMoveNumberIsPlayed(String name, String movetext, int plies, String result,
                                                       @TempDir Path dir) throws Exception {
        Cli r = run("", pgn(dir, "[Result \"" + result + "\"]", movetext), true);
        assertEquals(0, r.exit(), r.err());
        JsonNode g = JSON.readTree(r.out().lines().filter(l -> l.startsWith("{")).findFirst().orElseThrow());
        assertFalse(g.has("error"), g.toString());
        assertEquals(plies, g.get("played").asInt(), g.toString());
        assertEquals(result, g.get("recordedResult").asText(), g.toString());
        assertTrue(g.get("unplayed").isEmpty(), g.toString());
    }

    @ParameterizedTest(name = "{0} --game {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Chess960                | chess    | Chess960
            fischerandom            | chess    | fischerandom
            CHESS960 in capitals    | chess    | CHESS960
            FischeRandom mixed case | chess    | FischeRandom
            Chess960                | chess960 | Chess960
            Chess960                | ''       | Chess960
            fischerandom            | ''       | fischerandom
            """)
    void aChess960TagMakesTheRecordChess960UnderAnyChessGame(String name, String game, String variant,
                                                             @TempDir Path dir) throws Exception {
        Path file = pgn(dir, "[Variant \"" + variant + "\"];[SetUp \"1\"];"
                        + "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"];[Result \"1/2-1/2\"]",
                "1. e4 e5 2. Ng3 Ng6 3. Nd3 Nd6 4. O-O O-O 1/2-1/2");
        Cli r = run(game, file, true);
        assertEquals(0, r.exit(), r.err());
        JsonNode g = JSON.readTree(r.out().lines().filter(l -> l.startsWith("{")).findFirst().orElseThrow());
        assertFalse(g.has("error"), g.toString());
        assertEquals(8, g.get("played").asInt(), g.toString());
        assertEquals("", r.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            xiangqi tag under chess       | chess    | xiangqi  | game.pgn:1: game 1: Variant tag: [Variant "xiangqi"] names xiangqi, but --game says chess; give --game xiangqi or leave --game out
            xiangqi tag under chess960    | chess960 | Xiangqi  | game.pgn:1: game 1: Variant tag: [Variant "Xiangqi"] names xiangqi, but --game says chess960; give --game xiangqi or leave --game out
            chess960 tag under xiangqi    | xiangqi  | Chess960 | game.pgn:1: game 1: Variant tag: [Variant "Chess960"] names chess960, but --game says xiangqi; give --game chess960 or leave --game out
            standard tag under xiangqi    | xiangqi  | Standard | game.pgn:1: game 1: Variant tag: [Variant "Standard"] names chess, but --game says xiangqi; give --game chess or leave --game out
            """)
    void aVariantTagThatNamesAnotherGameThanGameIsAOneLineError(String name, String game, String variant,
                                                                String error, @TempDir Path dir) throws Exception {
        Path file = pgn(dir, "[Variant \"" + variant + "\"];[Result \"*\"]", "1. e4 e5 *");
        Cli r = run(game, file, false);
        assertEquals(1, r.exit(), r.out() + r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(1, lines.size(), r.err());
        assertEquals(error, lines.get(0).replace(file.toString(), "game.pgn"));
        assertTrue(r.out().contains("1 unreadable"), r.out());
    }
}
