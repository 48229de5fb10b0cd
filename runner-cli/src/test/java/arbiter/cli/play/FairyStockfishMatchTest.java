package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match against the real Fairy-Stockfish 11.1 (Debian package {@code fairy-stockfish}, installed by
 * {@code ./test.sh}) through UCCI, where it uses ranks 0-9 as this project does.
 */
public class FairyStockfishMatchTest {
    static final Path FAIRY = Path.of("/usr/games/fairy-stockfish");

    @Test
    void sampleEngineAndFairyStockfishPlayAGamePairJudgedOnTheBoard(@TempDir Path dir) throws Exception {
        if (!Files.isExecutable(FAIRY)) {
            fail(FAIRY + " is missing: install the Debian package fairy-stockfish (./test.sh does, as root)");
        }
        Path pgn = dir.resolve("fsf.pgn");
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("Sample", "--hash=8"),
                List.of("name=Fairy-Stockfish", "cmd=" + FAIRY, "proto=ucci", "depth=4"),
                "--each", "nodes=4000", "--games", "2", "--pgnout", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(2, games.size(), r.out());
        Set<String> boardEndings = Set.of("checkmate", "stalemate", "perpetual-check", "perpetual-chase",
                "repetition-draw", "natural-limit", "insufficient-material");
        for (String g : games) {
            String termination = g.substring(g.lastIndexOf(' ') + 1);
            assertTrue(boardEndings.contains(termination), "not a board ending: " + g);
        }
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Black \"Fairy-Stockfish\"]") && text.contains("[Red \"Fairy-Stockfish\"]"), text);
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }

    @Test
    void fairyStockfishWithProtoUciIsToldToPlayXiangqiAndSpeaksRanksOneToTen(@TempDir Path dir) throws Exception {
        if (!Files.isExecutable(FAIRY)) {
            fail(FAIRY + " is missing: install the Debian package fairy-stockfish (./test.sh does, as root)");
        }
        Path pgn = dir.resolve("fsf-uci.pgn");
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("Sample", "--hash=8"),
                List.of("name=FSF-UCI", "cmd=" + FAIRY, "proto=uci", "depth=4"),
                "--each", "nodes=4000", "--games", "2", "--maxplies", "60", "--pgnout", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("Game ")).toList();
        assertEquals(2, games.size(), r.out());
        games.forEach(g -> assertFalse(g.contains("illegal-move") || g.contains("crash"), g));
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Red \"FSF-UCI\"]") && text.contains("[Black \"FSF-UCI\"]"), text);
        assertFalse(text.matches("(?s).*\\b[a-i]10[a-i].*"), "ranks 1-10 must not reach the PGN: " + text);
        Cli again = Cli.run("adjudicate", pgn.toString());
        assertTrue(again.out().contains("2 games: 2 agree with the recorded result, 0 disagree"), again.out());
        assertEquals(0, MatchCommandTest.leftoverProcesses());
    }
}
