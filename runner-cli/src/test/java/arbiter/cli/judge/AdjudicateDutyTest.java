package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records judged by {@code --rules china-1999} where the players repeated: the duty to vary is reported, a record
 * in which the forbidden side varied in time agrees, and one that let the forbidden cycle go on disagrees as such.
 */
public class AdjudicateDutyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A red rook chases an unprotected black cannon between a5 and a6. */
    private static final String FEN = "5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1";
    /** Twelve plies: the rook's first move and the cycle after it, three laps (six rounds), and Red must vary. */
    private static final String CYCLE = "i4i5 a5a6 i5i6 a6a5 i6i5 a5a6 i5i6 a6a5 i6i5 a5a6 i5i6 a6a5";

    private static String game(String result, String moves) {
        return "[Event \"t\"]\n[FEN \"" + FEN + "\"]\n[SetUp \"1\"]\n[Result \"" + result + "\"]\n\n" + moves + " "
                + result + "\n\n";
    }

    @Test
    void theDutyToVaryIsReportedWithTheCallsOfEachSide() {
        Cli r = Cli.run("adjudicate", "--rules", "china-1999", "--fen", FEN, "--moves", CYCLE + " i6i7 a5a6");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Duty to vary: Red had to vary from ply 12 (24.3, 26.4): varied in time (or the "
                + "cycle was left) at ply 13"), r.out());
        assertTrue(r.out().contains("Red: 捉 捉 捉 捉 (长捉); Black: 闲 闲 闲 闲 (允许着法（有闲着）)"), r.out());
        assertTrue(r.out().contains("Result: * (the game goes on after ply 14)"), r.out());
    }

    @Test
    void aRecordThatVariedInTimeAgreesAndOneThatRepeatedOnDisagreesAsSuch(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("human.pgn");
        Files.writeString(pgn, game("*", CYCLE + " i6i7 a5a6 i7i6")
                + game("1/2-1/2", CYCLE + " i6i5 a5a6 i5i6 a6a5 i6i5"));
        Cli r = Cli.run("adjudicate", "--rules", "china-1999", pgn.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("2 games: 1 agree with the recorded result, 1 disagree, 0 unreadable"), r.out());
        assertTrue(r.out().contains("agreeing games in which the players repeated and the side that had to vary did: 1"),
                r.out());
        assertTrue(r.out().contains("a forbidden cycle went on past its grace: 1"), r.out());

        List<JsonNode> games = Cli.run("adjudicate", "--rules", "china-1999", pgn.toString(), "--json").out().lines()
                .map(l -> {
                    try {
                        return JSON.readTree(l);
                    } catch (Exception e) {
                        throw new AssertionError(l, e);
                    }
                }).toList();
        JsonNode varied = games.get(0), broken = games.get(1);
        assertTrue(varied.get("agrees").asBoolean());
        assertEquals("agrees-after-varying", varied.get("kind").asText());
        assertEquals("met", varied.get("duties").get(0).get("status").asText());
        assertEquals(13, varied.get("duties").get(0).get("endPly").asInt());
        assertFalse(broken.get("agrees").asBoolean());
        assertEquals("forbidden-cycle-continued", broken.get("kind").asText());
        assertEquals("rule-violation", broken.get("termination").asText());
        assertEquals("0-1", broken.get("result").asText());
        assertEquals(16, broken.get("ply").asInt());
        assertEquals("broken", broken.get("duties").get(0).get("status").asText());
        assertEquals("red", broken.get("duties").get(0).get("side").asText());
    }

    @Test
    void aBrokenDutyShowsEveryMoveOfTheCycleWithItsCallAndThePieceItChases(@TempDir Path dir) throws Exception {
        String moves = CYCLE + " i6i5 a5a6 i5i6 a6a5 i6i5";
        Cli r = Cli.run("adjudicate", "--rules", "china-1999", "--fen", FEN, "--moves", moves);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Cycle (plies 4 to 12):"), r.out());
        assertTrue(r.out().contains("  ply 5 Red i6i5: 捉 (chase); chase: Black's cannon on a5"), r.out());
        assertTrue(r.out().contains("  ply 6 Black a5a6: 闲 (idle)\n"), r.out());

        JsonNode n = JSON.readTree(Cli.run("adjudicate", "--rules", "china-1999", "--fen", FEN, "--moves", moves,
                "--json").out());
        JsonNode cycle = n.get("repetition");
        assertEquals(4, cycle.get("firstPly").asInt());
        assertEquals(12, cycle.get("lastPly").asInt());
        JsonNode first = cycle.get("moves").get(0);
        assertEquals(5, first.get("ply").asInt());
        assertEquals("red", first.get("side").asText());
        assertEquals("chase", first.get("kind").asText());
        assertEquals("捉", first.get("call").asText());
        assertEquals("Black's cannon on a5", first.get("chases").get(0).asText());
        assertEquals("闲", cycle.get("moves").get(1).get("call").asText());

        Path pgn = dir.resolve("human.pgn");
        Files.writeString(pgn, game("1/2-1/2", moves));
        Path html = dir.resolve("report.html");
        assertEquals(0, Cli.run("adjudicate", "--rules", "china-1999", pgn.toString(), "--html", html.toString())
                .exit());
        String page = Files.readString(html);
        assertTrue(page.contains("<td class=\"chase\">捉 chase</td><td>Black&#39;s cannon on a5<br>")
                || page.contains("<td class=\"chase\">捉 chase</td><td>Black's cannon on a5<br>"), page);
    }

    @Test
    void aMateThreatInACycleIsListedInBothLanguages() {
        String fen = "3k1ab2/4a4/4b4/2p4R1/6p2/3r5/6P1P/4BA3/2C1K4/6B1c w - - 0 1"; // 参考图32 as transcribed
        String moves = String.join(" ", java.util.Collections.nCopies(4, "h6h0 i0i2 h0h6 i2i0"));
        Cli en = Cli.run("adjudicate", "--rules", "china-2011", "--fen", fen, "--moves", moves);
        assertEquals(0, en.exit(), en.err());
        assertTrue(en.out().contains("  ply 12 Black i2i0: 杀 (mate threat)"), en.out());
        Cli zh = Cli.run("adjudicate", "--lang", "zh", "--rules", "china-2011", "--fen", fen, "--moves", moves);
        assertEquals(0, zh.exit(), zh.err());
        assertTrue(zh.out().contains("第 12 步 黑方 i2i0：杀"), zh.out());
    }

    @Test
    void theHtmlReportExplainsEachDutyInTheRuleBooksWords(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("human.pgn");
        Files.writeString(pgn, game("*", CYCLE + " i6i7 a5a6 i7i6"));
        Path html = dir.resolve("report.html");
        Cli r = Cli.run("adjudicate", "--rules", "china-1999", pgn.toString(), "--html", html.toString());
        assertEquals(0, r.exit(), r.err());
        String page = Files.readString(html);
        assertTrue(page.contains("变着 — Red had to vary from ply 12 (24.3, 26.4)"), page);
        assertTrue(page.contains("Red: 捉 捉 捉 捉 (长捉)"), page);
    }

    @Test
    void nineRoundsOnFourPointsInARecordAreAClaimNotMadeNotAVerdict(@TempDir Path dir) throws Exception {
        // 2011 23.4 needs a player's claim: a record that goes on is reported, and three laps still judge it later
        String moves = "i4i5 a5a6 i5i6 a6a7 i6i7 a7a8 i7i8 a8a5 i8i5 a5a6 i5i6 a6a7 i6i7 a7a8 i7i8 a8a5 i8i5 a5a6 i5i6 "
                + "a6a7";
        Cli r = Cli.run("adjudicate", "--rules", "china-2011", "--fen", FEN, "--moves", moves);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Claim not made: ply 18 (23.4, 25.3, 23.5.2): a claim would have made it a 待判局面: "
                + "Red: 捉 捉 捉 捉 捉 捉 捉 捉 捉 (长捉)"), r.out());
        assertTrue(r.out().contains("Result: * (the game goes on after ply 20)"), r.out());
        JsonNode j = JSON.readTree(Cli.run("adjudicate", "--rules", "china-2011", "--fen", FEN, "--moves", moves,
                "--json").out());
        assertEquals(18, j.get("findings").get(0).get("ply").asInt(), j.toString());
        assertEquals("23.4, 25.3, 23.5.2", j.get("findings").get(0).get("article").asText());
        Path pgn = dir.resolve("human.pgn");
        Files.writeString(pgn, game("*", moves));
        Path html = dir.resolve("report.html");
        Cli file = Cli.run("adjudicate", "--rules", "china-2011", pgn.toString(), "--html", html.toString());
        assertEquals(0, file.exit(), file.err());
        assertTrue(file.out().contains("human.pgn:1: game 1: Claim not made: ply 18 (23.4, 25.3, 23.5.2)"), file.out());
        assertTrue(file.out().contains("; games in which a claim was not made: 1"), file.out());
        assertTrue(Files.readString(html).contains("Claim not made: ply 18 (23.4, 25.3, 23.5.2)"),
                "the report shows the finding");
    }

    @Test
    void aRookThatBlocksACheckChasesNothingItsOtherRookAttackedAllAlong() throws Exception {
        // 呂欽-李來群, national championship 1990, drawn: Black's 車4退3 blocks 車八進二's check, and the pieces the
        // black rook on c5 then attacks it attacked before the check (or the checking rook laid open): no new chase
        // (29.2), so both sides are allowed and 1999 draws at the 待判局面, as the players did
        Path pgn = Path.of(AdjudicateDutyTest.class.getResource("/records/lv-qin-li-laiqun-1990.pgn").toURI());
        JsonNode j = JSON.readTree(Cli.run("adjudicate", "--rules", "china-1999", pgn.toString(), "--json").out());
        assertEquals("repetition-draw", j.get("termination").asText(), j.toString());
        assertEquals(54, j.get("ply").asInt());
        assertTrue(j.get("agrees").asBoolean(), j.toString());
        assertTrue(j.get("reason").asText().startsWith("Red: 闲 将 闲 将 (允许着法（有闲着）); Black: 捉 闲 捉 闲 "),
                j.toString());
        // 2011 does not count the position 炮五進四's capture made (23.2): the 待判局面 is a ply later, and the draw
        // two rounds after it, past the record's end
        JsonNode y = JSON.readTree(Cli.run("adjudicate", "--rules", "china-2011", pgn.toString(), "--json").out());
        assertTrue(y.get("termination").isNull(), y.toString());
        assertFalse(y.has("duties"), y.toString());
    }

    @Test
    void anOrganisersLowerNaturalLimitDrawsSooner() throws Exception {
        // advisors shuffling with nothing to take: a FEN halfmove clock of 76 plus 4 plies reaches 40 rounds
        String fen = "3k1a3/9/9/9/P8/p8/9/9/9/3A1K3 w - - 76 1";
        String moves = "d0e1 f9e8 e1d0 e8f9";
        JsonNode lowered = JSON.readTree(Cli.run("adjudicate", "--rules", "china-1999", "--natural-limit", "40",
                "--fen", fen, "--moves", moves, "--json").out());
        assertEquals("natural-limit", lowered.get("termination").asText(), lowered.toString());
        assertEquals(4, lowered.get("ply").asInt());
        assertTrue(lowered.get("reason").asText().startsWith("40 rounds without a capture"), lowered.toString());
        JsonNode usual = JSON.readTree(Cli.run("adjudicate", "--rules", "china-1999", "--fen", fen, "--moves", moves,
                "--json").out());
        assertTrue(usual.get("termination").isNull(), usual.toString());
    }

    @Test
    void aNaturalLimitIsRefusedForOtherRuleSetsAndOutOfRange() {
        Cli other = Cli.run("adjudicate", "--rules", "pikafish", "--natural-limit", "40", "--moves", "h2e2");
        assertEquals(2, other.exit());
        assertTrue(other.err().contains("'--natural-limit': an organiser's natural limit applies to china-1999 and "
                + "china-2011 (4.2.4), not to pikafish"), other.err());
        Cli high = Cli.run("adjudicate", "--rules", "china-1999", "--natural-limit", "61", "--moves", "h2e2");
        assertEquals(2, high.exit());
        assertTrue(high.err().contains("expected 1 to 60 rounds, got 61"), high.err());
        Cli typed = Cli.run("adjudicate", "--rules", "china-1999/99", "--moves", "h2e2");
        assertEquals(2, typed.exit(), typed.out());
    }
}
