package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Mutated real records must give verdicts or one-line errors, never an internal error. */
public class AdjudicateFuzzTest {
    private static final String NOISE = "{}()[]\"\\;%$!?+-.=0123456789abcdefghiHECRAKPN 炮二平五马８进７车前后中兵卒\n\t"
            + "\r…．１！？\uFEFF車馬進後";

    static String mutate(String text, SplittableRandom rnd) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + rnd.nextInt(6);
        for (int i = 0; i < edits && sb.length() > 0; i++) {
            int at = rnd.nextInt(sb.length());
            switch (rnd.nextInt(5)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, NOISE.charAt(rnd.nextInt(NOISE.length())));
                case 2 -> sb.setCharAt(at, NOISE.charAt(rnd.nextInt(NOISE.length())));
                case 3 -> sb.setLength(at); // truncated file
                default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + rnd.nextInt(40))));
            }
        }
        return sb.toString();
    }

    /**
     * The rulebook's examples, each cycle played six times (three laps and more, so the national rules' searches
     * run from every 待判局面): every rule set gives each a verdict. Under china-1999 one example once reached a
     * board whose king a search had taken, and the legal-move test failed there.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"pikafish", "china-1999", "china-2011", "cxq"})
    void everyRulebookExampleGoneRoundSixTimesGetsAVerdict(String rules) {
        Cli r = Cli.run("adjudicate", "--rules", rules, "--json",
                "src/test/resources/records/rulebook-examples-three-laps.pgn");
        assertFalse(r.err().contains("internal error"), r.err());
        assertTrue(r.out().lines().count() == 29, r.out() + r.err());
        assertTrue(r.out().lines().allMatch(l -> l.contains("\"termination\"")), r.out());
    }

    @Test
    void mutatedRecordsNeverCauseAnInternalError(@TempDir Path dir) throws Exception {
        String source = Files.readString(Path.of("../samples/rulebook-examples.pgn"))
                + Files.readString(Path.of("../samples/fairy-stockfish-games.pgn"));
        Path cn = dir.resolve("cn.pgn");
        Cli.run("convert", "../samples/fairy-stockfish-games.pgn", "--notation", "chinese", "--out", cn.toString());
        Path wxf = dir.resolve("wxf.pgn");
        Cli.run("convert", "../samples/rulebook-examples.pgn", "--notation", "wxf", "--out", wxf.toString());
        Path records = Path.of("src/test/resources/records");
        String[] corpus = {source, Files.readString(cn), Files.readString(wxf),
            Files.readString(records.resolve("fairy-stockfish-uci.pgn")) + Files.readString(records.resolve(
                    "unescaped-quotes.pgn")) + Files.readString(records.resolve("old-mac-cr.pgn"))};
        SplittableRandom rnd = new SplittableRandom(20261121);
        Path f = dir.resolve("fuzz.pgn");
        for (int i = 0; i < 300; i++) {
            String text = mutate(corpus[i % corpus.length], rnd);
            Files.writeString(f, text);
            Cli r = Cli.run("adjudicate", f.toString(), i % 2 == 0 ? "--json" : "--strict");
            assertTrue(r.exit() == 0 || r.exit() == 1, "exit " + r.exit() + " for case " + i + ": " + r.err());
            assertFalse(r.err().contains("internal error") || r.err().contains("Exception"),
                    "case " + i + ": " + r.err() + "\n--- input ---\n" + text);
        }
    }
}
