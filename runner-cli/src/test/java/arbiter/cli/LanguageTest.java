package arbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.engine.ScriptEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --lang zh}: what people read is Chinese; JSON and PGN tags stay as they are. */
class LanguageTest {

    @Test
    void aMatchInChineseSaysWhoLostAndWhyInWords(@TempDir Path dir) throws Exception {
        Path book = dir.resolve("start.epd");
        Files.writeString(book, ScriptEngine.START_EPD);
        Path good = ScriptEngine.write(dir, "Good", "", null, "echo \"bestmove h2e2\"");
        Path bad = ScriptEngine.write(dir, "Bad", "", null, "echo \"bestmove a0a5\""); // illegal at once
        Cli r = Cli.run("match", "--engine", "name=Good", "cmd=" + good, "--engine", "name=Bad", "cmd=" + bad,
                "--each", "tc=10", "--games", "2", "--openings", "file=" + book, "--lang", "zh", "--pgnout",
                dir.resolve("g.pgn").toString(), "--log-dir", dir.resolve("logs").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> lines = r.out().lines().filter(l -> l.startsWith("第")).toList();
        assertTrue(lines.contains("第1/2局：Good - Bad 1-0 illegal-move（黑方走出违规着法，判负）"), r.out());
        assertTrue(r.out().contains("最终：Score of Good vs Bad"), r.out());
        String pgn = Files.readString(dir.resolve("g.pgn"));
        assertTrue(pgn.contains("[Termination \"illegal-move\"]"), "PGN tags stay language-neutral");
    }

    @Test
    void aTournamentInChinesePrintsChineseStandingsAndPage(@TempDir Path dir) throws Exception {
        List<String> args = new ArrayList<>(List.of("tournament"));
        for (String n : List.of("A", "B", "C")) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        Path html = dir.resolve("t.html");
        args.addAll(List.of("--each", "depth=1", "--maxplies", "20", "--lang", "zh", "--html", html.toString(),
                "--json-out", dir.resolve("t.json").toString(), "--log-dir", dir.resolve("logs").toString()));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("第1局开始（共6局）："), r.out());
        assertTrue(r.out().startsWith("隔离：A、B、C 以 sandbox=net 运行（无网络）\n"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches(" *名次 +引擎 +对抗分 +.*局数 +胜-和-负 +等级分 .*")), r.out());
        assertTrue(r.out().contains("计分 2-1-0，破同分"), r.out());
        String page = Files.readString(html);
        assertTrue(page.contains("<html lang=\"zh\">") && page.contains("<h2>积分榜</h2>")
                && page.contains("<h2>交叉表</h2>"), page);
        String json = Files.readString(dir.resolve("t.json"));
        assertTrue(json.contains("\"standings\"") && !json.contains("积分榜"), "JSON keys stay English");
    }

    @Test
    void anUnknownLanguageIsAUsageError() {
        Cli r = Cli.run("adjudicate", "--lang", "fr", "../samples/rulebook-examples.pgn");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Invalid value for option '--lang': 'fr'; expected zh, en"), r.err());
    }
}
