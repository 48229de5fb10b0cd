package arbiter.cli;

import arbiter.cli.common.OutcomeJson;
import arbiter.cli.play.MatchCommandTest;
import arbiter.cli.play.TournamentCommandTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the JSON files say is JSON a program can read: numbers as numbers, keys in English. */
public class JsonOutputTest {

    /** Every text value of the tree. */
    private static List<String> texts(JsonNode n) {
        List<String> out = new ArrayList<>();
        if (n.isTextual()) {
            out.add(n.asText());
        }
        n.forEach(c -> out.addAll(texts(c)));
        return out;
    }

    @Test
    void aMatchWonTwoNilWritesItsInfiniteEloAsNullWithAFlagNotAsAString(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("m.json");
        Cli r = MatchCommandTest.match(SampleEngineCommand.settings("Good"),
                SampleEngineCommand.settings("Bad", "--fault=crash", "--fault-ply=1"), "--each", "depth=1",
                "--games", "2", "--json-out", json.toString(), "--log-dir", dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        JsonNode stats = OutcomeJson.MAPPER.readTree(json.toFile()).get("statistics");
        assertEquals(2, stats.get("wins").asInt(), stats.toString());
        assertTrue(stats.get("elo").isNull(), stats.toString());
        assertEquals("+", stats.get("eloInfinite").asText(), stats.toString());
        assertTrue(stats.get("eloUpper").isNull(), stats.toString());
        for (String t : texts(OutcomeJson.MAPPER.readTree(json.toFile()))) {
            assertFalse(t.matches("(?i)[+-]?(inf|infinity|nan)"), "a number written as text: " + t);
            assertFalse(t.contains("Protocol["), "a Java toString in the JSON: " + t);
        }
        assertTrue(OutcomeJson.MAPPER.readTree(json.toFile()).toString().contains("\"protocol\":\"uci\""));
    }

    @Test
    void tournamentStandingsKeyTieBreaksInEnglishWithTheRulebookNameAsLabel(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("t.json");
        Cli r = Cli.run(TournamentCommandTest.event(dir, List.of("A", "B", "C"), "--games", "1", "--tiebreaks",
                "小分,胜局,直胜,后走局数", "--json-out", json.toString()).toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        JsonNode root = OutcomeJson.MAPPER.readTree(json.toFile());
        JsonNode chain = root.at("/standings/chain/tieBreaks");
        assertEquals("sonnebornBerger", chain.get(0).get("key").asText());
        assertEquals("小分", chain.get(0).get("label").asText());
        assertEquals("directEncounter", chain.get(2).get("key").asText());
        JsonNode row = root.at("/standings/standings/0/tieBreaks");
        for (String key : List.of("sonnebornBerger", "wins", "directEncounter", "gamesAsBlack")) {
            assertTrue(row.get(key).isNumber(), key + " in " + row);
        }
        assertEquals("[\"sonnebornBerger\",\"wins\",\"directEncounter\",\"gamesAsBlack\"]",
                root.at("/settings/tiebreakOrder").toString());
    }
}
