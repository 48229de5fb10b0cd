package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class AdjudicateCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PINNED_FEN = "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w";
    private static final String PINNED_MOVES = "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1";

    @Test
    void repetitionVerdictCarriesCycleAndEachSidesClassification() throws Exception {
        Cli r = Cli.run("adjudicate", "--fen", PINNED_FEN, "--moves", PINNED_MOVES + " d0e1", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode n = JSON.readTree(r.out());
        assertEquals("1-0", n.get("result").asText());
        assertEquals("perpetual-chase", n.get("termination").asText());
        assertEquals(8, n.get("ply").asInt());
        assertEquals("3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w - - 8 5", n.get("finalFen").asText(),
                "the position at the ruling ply, not after the unplayed move");
        assertEquals(List.of("d0e1"), List.of(n.get("unplayed").get(0).asText()));
        JsonNode rep = n.get("repetition");
        assertEquals(0, rep.get("firstPly").asInt());
        assertEquals(8, rep.get("lastPly").asInt());
        assertEquals(2, rep.get("black").get("level").asInt());
        assertEquals("rook", rep.get("black").get("chased").get(0).get("piece").asText());
        assertEquals("f1", rep.get("black").get("chased").get(0).get("square").asText());
        assertTrue(rep.get("black").get("chased").get(0).get("pinnedRook").asBoolean());
        assertEquals(1, rep.get("red").get("level").asInt());
        assertEquals("g1", rep.get("red").get("chased").get(0).get("square").asText());
        assertEquals(8, rep.get("moves").size());
    }

    @Test
    void humanOutputNamesResultReasonAndCycle() {
        Cli r = Cli.run("adjudicate", "--fen", PINNED_FEN, "--moves", PINNED_MOVES);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Result: 1-0 (perpetual-chase) at ply 8"), r.out());
        assertTrue(r.out().contains("Black perpetually chases Red's rook on f1"), r.out());
        assertTrue(r.out().contains("ply 4 Black c2c1: chase"), r.out());
    }

    @Test
    void illegalMoveLosesForTheSideThatPlayedItAndNamesMoveAndPly() throws Exception {
        Cli r = Cli.run("adjudicate", "--moves", "h2e2 h9g7 e2e9", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode n = JSON.readTree(r.out());
        assertEquals("0-1", n.get("result").asText());
        assertEquals("illegal-move", n.get("termination").asText());
        assertEquals(3, n.get("ply").asInt());
        assertTrue(n.get("reason").asText().contains("e2e9"), n.get("reason").asText());
        assertTrue(n.get("reason").asText().contains("ply 3"), n.get("reason").asText());
    }

    @Test
    void unfinishedGameHasNullTermination() throws Exception {
        JsonNode n = JSON.readTree(Cli.run("adjudicate", "--moves", "h2e2 h9g7", "--json").out());
        assertEquals("*", n.get("result").asText());
        assertTrue(n.get("termination").isNull());
        assertEquals(2, n.get("ply").asInt());
        assertEquals("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", n.get("fen").asText());
        assertEquals("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2",
                n.get("finalFen").asText());
    }

    @Test
    void pgnGamesAreJudgedOneJsonLineEachAndBadGamesAreReportedWithLineAndColumn(@TempDir Path dir)
            throws Exception {
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, """
                [Event "one"]
                [Result "1-0"]
                [FEN "%s"]

                1. d0e1 c1c2 2. e1d0 c2c1 {quiet} 3. d0e1 c1c2 (3... c1c0) 4. e1d0 c2c1 $1 1-0

                [Event "two"]
                [Result "*"]

                1. h2e2 {never closed
                h9g7 *

                [Event "three"]
                [Result "0-1"]

                1. H2-E2 H9-G7 2. e2e9 *
                """.formatted(PINNED_FEN), StandardCharsets.UTF_8);
        Cli r = Cli.run("adjudicate", pgn.toString(), "--json");
        assertEquals(1, r.exit(), "an unreadable game makes the run fail");
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        JsonNode first = JSON.readTree(lines.get(0));
        assertEquals(1, first.get("game").asInt());
        assertEquals("1-0", first.get("recordedResult").asText());
        assertEquals("perpetual-chase", first.get("termination").asText());
        assertTrue(first.get("agrees").asBoolean());
        assertTrue(JSON.readTree(lines.get(1)).get("error").asText().contains("never closed"));
        JsonNode third = JSON.readTree(lines.get(2));
        assertEquals(3, third.get("game").asInt());
        assertEquals("illegal-move", third.get("termination").asText());
        assertTrue(r.err().contains("games.pgn:10:9: game 2:"), r.err());
        assertTrue(r.err().contains("never closed"), r.err());
    }

    @Test
    void missingFileIsOneLineErrorWithExitCodeOne(@TempDir Path dir) {
        Cli r = Cli.run("adjudicate", dir.resolve("nope.pgn").toString());
        assertEquals(1, r.exit());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("nope.pgn: no such file"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void moveTextThatCannotBeReadIsAnErrorNamingTheMoveNotAnIllegalMove(@TempDir Path dir) throws Exception {
        Cli r = Cli.run("adjudicate", "--moves", "h2e2 C2.5");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("move 2 'C2.5'"), r.err());
        Path pgn = dir.resolve("bad.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n\n1. 炮二平五 马8进7 2. 炮十平五 *\n");
        Cli p = Cli.run("adjudicate", pgn.toString());
        assertEquals(1, p.exit());
        assertTrue(p.err().contains("bad.pgn:3:17: game 1: move 3 '炮十平五'"), p.err());
    }

    @Test
    void chineseWxfAndIccsRecordsAreJudgedLikeCoordinates(@TempDir Path dir) throws Exception {
        // the fifth move takes the king with a cannon that has no screen: well-formed, but illegal
        String[] records = {"1. 炮二平五 马8进7 2. 炮五进四 车1进1 3. 炮五进三", "1. C2.5 H8+7 2. C5+4 R1+1 3. C5+3",
            "1. H2-E2 H9-G7 2. E2-E6 A9-A8 3. E6-E9"};
        for (String moves : records) {
            Path pgn = dir.resolve("g.pgn");
            Files.writeString(pgn, "[Event \"x\"]\n[Result \"1-0\"]\n\n" + moves + " 1-0\n");
            JsonNode n = JSON.readTree(Cli.run("adjudicate", pgn.toString(), "--json").out());
            assertEquals("illegal-move", n.get("termination").asText(), moves);
            assertEquals(5, n.get("ply").asInt(), moves);
        }
    }

    @Test
    void gbkRecordsAreReadWithoutAnEncodingOption(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("gbk.pgn");
        Files.write(pgn, ("[Event \"测试\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n")
                .getBytes(java.nio.charset.Charset.forName("GBK")));
        JsonNode n = JSON.readTree(Cli.run("adjudicate", pgn.toString(), "--json").out());
        assertEquals(4, n.get("played").asInt());
        assertEquals("*", n.get("result").asText());
    }

    @Test
    void unknownRuleSetIsAUsageError() {
        Cli r = Cli.run("adjudicate", "--moves", "h2e2", "--rules", "asian");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown rule set 'asian'"), r.err());
    }

    @Test
    void badFenTagIsReportedAndTheRestOfTheFileIsStillJudged(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("fen.pgn");
        Files.writeString(pgn, """
                [Event "bad"]
                [FEN "9/9/9 w"]

                1. a0a1 *

                [Event "good"]

                1. h2e2 h9g7 *
                """);
        Cli r = Cli.run("adjudicate", pgn.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("fen.pgn:1: game 1: FEN tag: FEN field 1 (placement)"), r.err());
        assertTrue(r.out().contains("2 games: 1 agree with the recorded result, 0 disagree, 1 unreadable"), r.out());
    }

    static final String MIXED = """
            [Event "agrees"]
            [Result "1-0"]
            [FEN "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w"]

            1. d0e1 c1c2 2. e1d0 c2c1 3. d0e1 c1c2 4. e1d0 c2c1 1-0

            [Event "goes on past the repetition, wrong result"]
            [Result "1/2-1/2"]
            [FEN "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w"]

            1. d0e1 c1c2 2. e1d0 c2c1 3. d0e1 c1c2 4. e1d0 c2c1 5. d0e1 c1c2 1/2-1/2

            [Event "illegal move"]
            [Result "1/2-1/2"]

            1. h2e2 h9g7 2. e2e9 1/2-1/2

            [Event "not ended"]
            [Result "1-0"]

            1. h2e2 h9g7 1-0
            """;

    @Test
    void disagreementsAreListedByKindAndStrictFailsTheRun(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("mixed.pgn");
        Files.writeString(pgn, MIXED);
        Cli r = Cli.run("adjudicate", pgn.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        assertTrue(lines.get(0).contains("game 2: the rules end it before the record does: recorded 1/2-1/2, rules "
                + "1-0 (perpetual-chase at ply 8)"), lines.get(0));
        assertTrue(lines.get(1).contains("game 3: illegal move in the record"), lines.get(1));
        assertTrue(lines.get(2).contains("game 4: the rules do not end it"), lines.get(2));
        assertTrue(lines.get(3).startsWith("4 games: 1 agree with the recorded result, 3 disagree, 0 unreadable"),
                lines.get(3));
        assertEquals(1, Cli.run("adjudicate", pgn.toString(), "--strict").exit());
    }

    @Test
    void fixWritesCorrectedTagsAndCutsTheMovesWhereTheRulesEndedTheGame(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("mixed.pgn");
        Files.writeString(pgn, MIXED);
        Path fixed = dir.resolve("fixed.pgn");
        assertEquals(0, Cli.run("adjudicate", pgn.toString(), "--fix", fixed.toString()).exit());
        String text = Files.readString(fixed);
        Cli again = Cli.run("adjudicate", fixed.toString(), "--json");
        List<JsonNode> games = new java.util.ArrayList<>();
        for (String l : again.out().lines().toList()) {
            games.add(JSON.readTree(l));
        }
        assertEquals(4, games.size());
        assertEquals(8, games.get(1).get("played").asInt(), "cut at the repetition");
        assertEquals(0, games.get(1).get("unplayed").size());
        assertTrue(games.get(1).get("agrees").asBoolean());
        assertTrue(text.contains("[Termination \"illegal-move\"]"), text);
        assertTrue(games.get(2).get("agrees").asBoolean(), "the illegal move's loss is now recorded");
    }

    @Test
    void threadsGiveTheSameVerdictsInTheSameOrder(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("mixed.pgn");
        Files.writeString(pgn, MIXED.repeat(25));
        Cli one = Cli.run("adjudicate", pgn.toString(), "--json");
        Cli four = Cli.run("adjudicate", pgn.toString(), "--json", "--threads", "4");
        assertEquals(one.out(), four.out());
        assertEquals(100, four.out().lines().count());
    }

    @Test
    void aMoveThatCannotBeReadIsNamedAtItsOwnLineAndColumnInARecordAndInABook(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("bad.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n[Result \"*\"]\n\n1. h2e2 h9g7\n2. h0g2 i9h9\n3. zz99 b9c7 *\n");
        Cli r = Cli.run("adjudicate", pgn.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(pgn + ":6:4: game 1: move 5 'zz99'"), r.err());
        Cli m = Cli.run("match", "--engine", "name=a", "cmd=/bin/true", "depth=1", "--engine", "name=b", "cmd=/bin/true",
                "depth=1", "--openings", "file=" + pgn);
        assertTrue(m.err().contains(pgn + ":6:4: move 5: 'zz99'"), m.err());
        assertEquals(1, m.err().strip().lines().count(), m.err());
    }
}
