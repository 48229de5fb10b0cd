package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class ConvertCommandTest {

    static List<PgnGame> games(Path file) throws Exception {
        return PgnReader.read(Files.readString(file)).stream().map(e -> ((PgnEntry.Read) e).game()).toList();
    }

    @Test
    void aRecordGoesThroughEveryNotationAndComesBackTheSame(@TempDir Path dir) throws Exception {
        Path source = Path.of("../samples/fairy-stockfish-games.pgn");
        Path current = source;
        for (String n : List.of("chinese", "wxf", "iccs", "coordinate-1-10", "coordinate")) {
            Path next = dir.resolve(n + ".pgn");
            Cli r = Cli.run("convert", current.toString(), "--notation", n, "--out", next.toString());
            assertEquals(0, r.exit(), r.err());
            Cli judged = Cli.run("adjudicate", next.toString());
            assertTrue(judged.out().contains("2 games: 2 agree"), n + ": " + judged.out());
            current = next;
        }
        List<PgnGame> before = games(source);
        List<PgnGame> after = games(current);
        for (int i = 0; i < before.size(); i++) {
            assertEquals(before.get(i).moves(), after.get(i).moves());
        }
        assertTrue(Files.readString(dir.resolve("chinese.pgn")).contains("[Format \"Chinese\"]"));
        assertTrue(Files.readString(dir.resolve("chinese.pgn")).contains("1. 炮二平五 马8进7"));
    }

    @Test
    void aMoveThatCannotBeReadIsNamedAndTheOtherGamesAreStillConverted(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("in.pgn");
        Files.writeString(in, "[Event \"a\"]\n\n1. 炮二平五 马8进7 2. 车一进九 *\n\n[Event \"b\"]\n\n1. h2e2 h9g7 *\n");
        Cli r = Cli.run("convert", in.toString(), "--notation", "wxf");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("in.pgn:1: game 1: move 3 '车一进九'"), r.err());
        assertTrue(r.out().contains("1. C2.5 H8+7 *"), r.out());
    }

    @Test
    void underGameChessAChess960TagMakesTheRecordChess960AndAXiangqiTagIsAnError(@TempDir Path dir)
            throws Exception {
        Path in = dir.resolve("in.pgn");
        Files.writeString(in, """
                [Event "a"]
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"]

                1. e4 e5 2. Ng3 Ng6 3. Nd3 Nd6 4. O-O O-O *

                [Event "b"]
                [Variant "xiangqi"]

                1. h2e2 h9g7 *
                """);
        Cli r = Cli.run("convert", "--game", "chess", in.toString(), "--notation", "coordinate");
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("4. f1g1 f8g8 *"), r.out()); // king takes rook: castling in chess960
        assertEquals("in.pgn:8: game 2: Variant tag: [Variant \"xiangqi\"] names xiangqi, but --game says chess; "
                + "give --game xiangqi or leave --game out", r.err().strip().replace(in.toString(), "in.pgn"));
    }
}
