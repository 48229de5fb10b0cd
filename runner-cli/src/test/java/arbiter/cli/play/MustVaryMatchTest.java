package arbiter.cli.play;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The duty to vary (变着) enforced on engines under {@code --rules china-1999}: a red rook has chased an unprotected
 * black cannon round the same cycle three times (the book's moves), so Red must vary; the runner bans the cycle's
 * move ({@code banmoves} for UCCI, {@code go searchmoves} for UCI), and an engine that plays it anyway loses.
 */
public class MustVaryMatchTest {
    /** The rook on i4 chases the cannon between a5 and a6: these twelve plies play the cycle three times. */
    private static final String BOOK = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1 moves i4i5 a5a6 i5i6 a6a5 i6i5 a5a6 i5i6 "
            + "a6a5 i6i5 a5a6 i5i6 a6a5 ; chase\n";

    /** A script that plays its moves in turn on every go, whatever it is told. */
    private static Path alternating(Path dir, String name, String first, String second) {
        return ScriptEngine.write(dir, name, "n=0", null,
                "if [ $((n % 2)) -eq 0 ]; then echo 'bestmove " + first + "'; else echo 'bestmove " + second
                        + "'; fi; n=$((n + 1))");
    }

    private static Cli match(Path dir, List<String> red, List<String> black) throws Exception {
        return match(dir, "china-1999", red, black);
    }

    private static Cli match(Path dir, String rules, List<String> red, List<String> black) throws Exception {
        Path book = dir.resolve("book.epd");
        Files.writeString(book, BOOK);
        List<String> args = new ArrayList<>(List.of("match", "--rules", rules, "--games", "1",
                "--openings", "file=" + book, "--pgnout", dir.resolve("games.pgn").toString(),
                "--log-dir", dir.resolve("logs").toString(), "--protocol-log", "--maxplies", "16", "--engine"));
        args.addAll(red);
        args.add("--engine");
        args.addAll(black);
        return Cli.run(args.toArray(String[]::new));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            china-1999 | 24.3, 26.4
            china-2011 | 25.3, 23.5.2
            """)
    void anEngineThatPlaysTheBannedMoveAnywayLosesByRuleViolation(String rules, String article, @TempDir Path dir)
            throws Exception {
        Path red = alternating(dir, "Chaser", "i6i5", "i5i6");
        Path black = alternating(dir, "Runner", "a5a6", "a6a5");
        Cli r = match(dir, rules, List.of("name=Chaser", "cmd=" + red, "depth=1"),
                List.of("name=Runner", "cmd=" + black, "depth=1"));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Chaser - Runner 0-1 rule-violation"), r.out());
        String pgn = Files.readString(dir.resolve("games.pgn"));
        assertTrue(pgn.contains("[Termination \"rule-violation\"]"), pgn);
        assertTrue(pgn.contains("played i6i5 at ply 13, a move it was told it may not play (it had to vary, " + article
                + ")"), pgn);
        String log = Files.readString(dir.resolve("logs").resolve("Chaser.protocol.log"));
        String go = log.lines().filter(l -> l.contains("> go ") && l.contains("searchmoves")).findFirst()
                .orElseThrow(() -> new AssertionError("no go searchmoves in\n" + log));
        assertFalse(go.contains(" i6i5"), go);
        assertTrue(go.contains(" i6i4") && go.contains(" i6a6"), go);
    }

    /** A script that plays {@code moves} in turn, over and over, whatever it is told. */
    private static Path cycling(Path dir, String name, String... moves) {
        StringBuilder go = new StringBuilder("case $((n % " + moves.length + ")) in");
        for (int i = 0; i < moves.length; i++) {
            go.append(" ").append(i).append(") echo 'bestmove ").append(moves[i]).append("' ;;");
        }
        return ScriptEngine.write(dir, name, "n=0", null, go + " esac; n=$((n + 1))");
    }

    @Test
    void nineRoundsOfChasesOnFourPointsAreRuledInAnEngineGameUnder2011(@TempDir Path dir) throws Exception {
        // 23.4: the rook follows the cannon to four points; after nine rounds (ply 18, before three laps of eight
        // plies at ply 24) Red must vary, and the script that plays the cycle's move anyway loses
        Path book = dir.resolve("book.epd");
        Files.writeString(book, "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1 moves i4i5 ; chase\n");
        Path red = cycling(dir, "Chaser", "i5i6", "i6i7", "i7i8", "i8i5");
        Path black = cycling(dir, "Runner", "a5a6", "a6a7", "a7a8", "a8a5");
        Cli r = Cli.run("match", "--rules", "china-2011", "--games", "1", "--openings", "file=" + book,
                "--pgnout", dir.resolve("games.pgn").toString(), "--log-dir", dir.resolve("logs").toString(),
                "--protocol-log", "--maxplies", "40", "--engine", "name=Chaser", "cmd=" + red, "depth=1",
                "--engine", "name=Runner", "cmd=" + black, "depth=1");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("Game 1/1: Chaser - Runner 0-1 rule-violation"), r.out());
        String pgn = Files.readString(dir.resolve("games.pgn"));
        assertTrue(pgn.contains("played i5i6 at ply 19, a move it was told it may not play (it had to vary, 23.4, "
                + "25.3, 23.5.2)"), pgn);
    }

    @Test
    void fairyStockfishToldByBanmovesPlaysAnotherMoveAndTheGameGoesOn(@TempDir Path dir) throws Exception {
        Path fairy = FairyStockfishMatchTest.FAIRY;
        if (!Files.isExecutable(fairy)) {
            fail(fairy + " is missing: install the Debian package fairy-stockfish (./test.sh does, as root)");
        }
        Path black = alternating(dir, "Runner", "a5a6", "a6a5");
        Cli r = match(dir, List.of("name=Fairy", "cmd=" + fairy, "proto=ucci", "depth=6"),
                List.of("name=Runner", "cmd=" + black, "depth=1"));
        assertEquals(0, r.exit(), r.out() + r.err());
        String log = Files.readString(dir.resolve("logs").resolve("Fairy.protocol.log"));
        assertTrue(log.contains("> banmoves i6i5"), log);
        assertFalse(r.out().contains("rule-violation"), r.out());
        String pgn = Files.readString(dir.resolve("games.pgn"));
        // the engine's answer to the banned position, the 13th ply, is not the banned move
        String afterBan = log.substring(log.indexOf("> banmoves i6i5"));
        String answer = afterBan.lines().filter(l -> l.contains("< bestmove")).findFirst().orElseThrow();
        assertFalse(answer.contains("bestmove i6i5"), answer + "\n" + pgn);
    }
}
