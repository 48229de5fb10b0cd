package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjudicate --rules cxq}: the CXQ verdicts through the command line, in JSON, in words and on PGN files. */
public class AdjudicateCxqTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A red rook checks a lone black king from the a-file six times in a row. */
    private static final String FEN = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
    private static final String SIX_CHECKS = "a1a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8";

    @Test
    void sixChecksInARowWithOnePieceLoseUnderCxqWithTheArticleInTheJson() throws Exception {
        Cli r = Cli.run("adjudicate", "--rules", "cxq", "--fen", FEN, "--moves", SIX_CHECKS, "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode n = JSON.readTree(r.out());
        assertEquals("0-1", n.get("result").asText());
        assertEquals("perpetual-check", n.get("termination").asText());
        assertEquals(11, n.get("ply").asInt());
        assertEquals("CXQ Advanced Rules: perpetual check", n.get("article").asText());
    }

    @Test
    void theSameMovesUnderPikafishEndEarlierAtTheThirdOccurrence() throws Exception {
        JsonNode n = JSON.readTree(Cli.run("adjudicate", "--fen", FEN, "--moves", SIX_CHECKS, "--json").out());
        assertEquals("perpetual-check", n.get("termination").asText());
        assertEquals(9, n.get("ply").asInt());
        assertEquals("第三章第二节", n.get("article").asText());
    }

    @Test
    void theVerdictInWordsNamesTheArticle() {
        Cli r = Cli.run("adjudicate", "--rules", "cxq", "--fen", FEN, "--moves", SIX_CHECKS);
        assertTrue(r.out().contains("Article: CXQ Advanced Rules: perpetual check"), r.out());
        assertTrue(r.out().contains("Reason: Red checks 6 times in a row with 1 piece (rook on a8); Red loses"), r.out());
    }

    @Test
    void aPgnFileIsJudgedByCxqWhenAsked(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[Event \"t\"]\n[FEN \"" + FEN + "\"]\n[SetUp \"1\"]\n[Result \"0-1\"]\n\n"
                + "1. a1a9 e9e8 2. a9a8 e8e9 3. a8a9 e9e8 4. a9a8 e8e9 5. a8a9 e9e8 6. a9a8 0-1\n");
        Cli r = Cli.run("adjudicate", "--rules", "cxq", pgn.toString(), "--json");
        assertEquals(0, r.exit(), r.out() + r.err());
        JsonNode n = JSON.readTree(r.out().lines().findFirst().orElseThrow());
        assertEquals("perpetual-check", n.get("termination").asText(), r.out());
        assertTrue(n.get("agrees").asBoolean(), r.out());
    }

    @Test
    void anUnknownRuleSetIsRefusedListingTheKnownOnes() {
        Cli r = Cli.run("adjudicate", "--rules", "asian", "--moves", "h2e2");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("pikafish") && r.err().contains("cxq"), r.err());
    }
}
