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
public class LanguageTest {

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
        assertTrue(r.out().lines().anyMatch(l -> l.matches(" *名次 +引擎 +场分 +.*局数 +胜-和-负 +等级分 .*")), r.out());
        assertTrue(r.out().contains("计分 2-1-0，破同分"), r.out());
        String page = Files.readString(html);
        assertTrue(page.contains("<html lang=\"zh\">") && page.contains("<h2>积分榜</h2>")
                && page.contains("<h2>交叉表</h2>"), page);
        String json = Files.readString(dir.resolve("t.json"));
        assertTrue(json.contains("\"standings\"") && !json.contains("积分榜"), "JSON keys stay English");
    }

    @Test
    void aGameAdjudicatedInChineseGivesTheVerdictAndCallsEachMoveOfTheCycle() {
        Cli r = Cli.run("adjudicate", "--lang", "zh", "--fen", "3k5/9/9/9/9/9/9/9/1cr2Rn2/3AK4 w", "--moves",
                "d0e1 c1c2 e1d0 c2c1 d0e1 c1c2 e1d0 c2c1 d0e1");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("结果：1-0（perpetual-chase），第 8 步", lines.get(0), r.out());
        assertTrue(lines.get(1).startsWith("判定：黑方长捉，判负。Black perpetually chases Red's rook on f1"), r.out());
        assertTrue(lines.contains("循环（第 0 至 8 步）："), r.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("  第 4 步 黑方 c2c1：捉；捉：")), r.out());
        assertEquals("终局后的着法（未走）：d0e1", lines.get(lines.size() - 1), r.out());
    }

    @Test
    void filesAdjudicatedInChineseAreCountedInChinese(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("two.pgn");
        Files.writeString(pgn, "[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n[Result \"*\"]\n\n1. h2e2 *\n");
        Cli r = Cli.run("adjudicate", "--lang", "zh", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains(pgn + ":1: game 1：按规则尚未终局：记录 1-0，按规则 *（第 2 步后仍未终局）"), r.out());
        assertTrue(r.out().contains("共 2 局：1 局与记录结果一致，1 局不一致，0 局无法读取；按规则尚未终局：1 局"), r.out());
    }

    @Test
    void perftAndConvertReportInChinese(@TempDir Path dir) throws Exception {
        Cli p = Cli.run("perft", "--lang", "zh", "--depth", "2");
        assertEquals(0, p.exit(), p.err());
        assertTrue(p.out().startsWith("perft 2：1920 个节点，用时 "), p.out());
        Path out = dir.resolve("wxf.pgn");
        Cli c = Cli.run("convert", "--lang", "zh", "--notation", "wxf", "--out", out.toString(),
                "../samples/rulebook-examples.pgn");
        assertEquals(0, c.exit(), c.err());
        assertTrue(c.out().matches("\\d+ 局已写入 " + java.util.regex.Pattern.quote(out.toString()) + "\n"), c.out());
    }

    @Test
    void anUnknownLanguageIsAUsageError() {
        Cli r = Cli.run("adjudicate", "--lang", "fr", "../samples/rulebook-examples.pgn");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Invalid value for option '--lang': 'fr'; expected zh, en"), r.err());
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            LANG says UTF-8                      | ''          | ''     | zh_CN.UTF-8 | ''         | true
            LC_ALL wins over LANG                | C           | ''     | zh_CN.UTF-8 | ''         | false
            LC_CTYPE utf8 spelled lowercase      | ''          | C.utf8 | C           | ''         | true
            nothing set                          | ''          | ''     | ''          | ''         | false
            --lang zh always writes UTF-8        | C           | ''     | ''          | --lang zh  | true
            --lang=zh too                        | ''          | ''     | POSIX       | --lang=zh  | true
            """)
    void theConsoleIsWrittenInUtf8WhenTheLocaleOrTheLanguageSaysSo(String name, String lcAll, String lcCtype,
                                                                  String lang, String option, boolean utf8) {
        java.util.Map<String, String> env = new java.util.HashMap<>();
        env.put("LC_ALL", lcAll);
        env.put("LC_CTYPE", lcCtype);
        env.put("LANG", lang);
        String[] args = option.isEmpty() ? new String[] {"adjudicate"} : ("adjudicate " + option).split(" ");
        assertEquals(utf8, Main.writesUtf8(args, env));
    }

    @Test
    void chineseReachesAUtf8TerminalWhoseLocaleIsNotGenerated() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", RunnerProcess.classpath(), Main.class.getName(), "adjudicate", "--lang", "zh", "--moves",
                "h2e2 h9g7");
        pb.environment().remove("LC_ALL");
        pb.environment().remove("LC_CTYPE");
        pb.environment().put("LANG", "zh_CN.UTF-8"); // not generated on a bare Debian: the JVM falls back to ASCII
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        assertTrue(out.contains("结果") || out.chars().anyMatch(c -> c >= 0x4e00 && c <= 0x9fff), out);
        assertTrue(!out.contains("?"), "no character lost: " + out);
    }

    @Test
    void serveAndTheRatingsNoteSpeakThePagesLanguage() {
        arbiter.text.Texts zh = arbiter.text.Texts.of("zh");
        assertEquals("直播：http://localhost:8080/ 正在播放 e.pgn（已有 3 局）；按 Ctrl-C 停止",
                zh.get("serve.live", "8080", "e.pgn", "3"));
        assertTrue(zh.get("standings.priorNote").startsWith("等级分："), zh.get("standings.priorNote"));
        assertTrue(arbiter.text.Texts.of("en").get("serve.live", "8080", "e.pgn", "3")
                .startsWith("Live: http://localhost:8080/ serving e.pgn"));
    }
}
