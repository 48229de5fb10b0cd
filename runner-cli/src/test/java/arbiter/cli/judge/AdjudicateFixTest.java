package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjudicate --fix} corrects results and keeps everything else of the record. */
public class AdjudicateFixTest {
    private static final String PINNED_FEN = "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w";

    static final String EVALUATED = "[Event \"evaluations\"]\n[Result \"1/2-1/2\"]\n[FEN \"" + PINNED_FEN + "\"]\n\n"
            + "1. d0e1 {+0.35/14 0.812s} c1c2 $1 {-0.20/12 0.5s} 2. e1d0 (2. e1f2 {a variation}) c2c1\n"
            + "3. d0e1 c1c2 4. e1d0 ?! c2c1 {+M5/3 0.1s} 1/2-1/2\n\n";
    static final String UNREADABLE = "[Event \"unreadable\"]\n[Result \"1-0\"]\n[Bad tag\n\n1. h2e2 *\n\n";
    static final String AGREES = "[Event \"agrees\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n\n"
            + "1. h2e2 {+0.1/5 1s} h9g7 $2 {Black resigns} 1-0\n\n";
    static final String PLAYS_ON = "[Event \"plays on after an illegal move\"]\n[Result \"1/2-1/2\"]\n\n"
            + "1. h2e2 {book} h9g7 {book} 2. e2e9 {+9.99/1 0.1s} (2. h0g2) b9c7 {-1.0/3} 3. h0g2 1/2-1/2\n";

    @TempDir
    Path dir;

    @Test
    void fixKeepsCommentsNagsVariationsAndUnreadableGamesAndChangesOnlyTheResult() throws Exception {
        Path in = dir.resolve("in.pgn");
        Files.writeString(in, EVALUATED + UNREADABLE + AGREES, StandardCharsets.UTF_8);
        Path out = dir.resolve("fixed.pgn");
        Cli r = Cli.run("adjudicate", in.toString(), "--fix", out.toString());
        assertEquals(1, r.exit(), "the unreadable game still fails the run: " + r.err());
        assertTrue(r.err().contains("game 2: copied to " + out + " unchanged (unreadable)"), r.err());
        String expected = EVALUATED
                .replace("[Result \"1/2-1/2\"]\n[FEN \"" + PINNED_FEN + "\"]", "[Result \"1-0\"]\n[FEN \""
                        + PINNED_FEN + "\"]\n[Termination \"perpetual-chase\"]")
                .replace("{+M5/3 0.1s} 1/2-1/2", "{+M5/3 0.1s} 1-0")
                + UNREADABLE + AGREES;
        assertEquals(expected, Files.readString(out));
        assertEquals(3, Cli.run("adjudicate", "--json", out.toString()).out().lines().count(), "as many games");
    }

    @Test
    void fixCutsPlayAfterAnIllegalMoveButKeepsTheMovesCommentAndVariations() throws Exception {
        Path in = dir.resolve("in.pgn");
        Files.writeString(in, PLAYS_ON, StandardCharsets.UTF_8);
        Path out = dir.resolve("fixed.pgn");
        assertEquals(0, Cli.run("adjudicate", in.toString(), "--fix", out.toString()).exit());
        String text = Files.readString(out);
        assertTrue(text.startsWith("[Event \"plays on after an illegal move\"]\n[Result \"0-1\"]\n"
                + "[Termination \"illegal-move\"]\n\n1. h2e2 {book} h9g7 {book} 2. e2e9 {+9.99/1 0.1s} (2. h0g2) {"),
                text);
        assertTrue(text.endsWith("} 0-1\n"), text);
        assertFalse(text.contains("b9c7"), text);
        Cli again = Cli.run("adjudicate", "--strict", out.toString());
        assertEquals(0, again.exit(), again.out());
    }

    @Test
    void fixOntoItsOwnInputReplacesItWhole() throws Exception {
        Path in = dir.resolve("in.pgn");
        String games = (EVALUATED + AGREES + PLAYS_ON + "\n").repeat(200);
        Files.writeString(in, games, StandardCharsets.UTF_8);
        assertEquals(0, Cli.run("adjudicate", in.toString(), "--fix", in.toString(), "--threads", "2").exit());
        Cli again = Cli.run("adjudicate", "--strict", in.toString());
        assertEquals(0, again.exit(), again.out());
        assertTrue(again.out().contains("600 games: 600 agree"), again.out());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }
}
