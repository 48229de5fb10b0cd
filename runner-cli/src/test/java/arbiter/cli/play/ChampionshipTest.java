package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.engine.CpuAffinity;
import arbiter.engine.CpuFlags;
import arbiter.engine.Sandbox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The championship set-up of issue 13 in one event: three engines in a tournament, one of them given as three
 * builds, broadcast live in Chinese, every engine without network and pinned to its game slot's CPUs.
 */
public class ChampionshipTest {

    @AfterEach
    void hostFlagsAgain() {
        System.clearProperty(CpuFlags.CPUINFO_PROPERTY);
    }

    @Test
    void aTournamentOfThreeEnginesRunsLiveInChineseWithBuildsSandboxAndAffinity(@TempDir Path dir) throws Exception {
        String why = new Sandbox(true, false).unavailable();
        assumeTrue(why == null, "skipped: this host cannot make the network sandbox: " + why);
        assumeTrue(CpuAffinity.supported(), "skipped: no taskset here");
        Path cpuinfo = dir.resolve("cpuinfo");
        Files.writeString(cpuinfo, "processor\t: 0\nflags\t\t: fpu sse2 popcnt bmi2\n");
        System.setProperty(CpuFlags.CPUINFO_PROPERTY, cpuinfo.toString());
        // the sample engine's three "builds": the same program under three names
        Path jvm = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> sample = SampleEngineCommand.settings("x").subList(2, SampleEngineCommand.settings("x").size());
        List<String> args = new ArrayList<>(List.of("tournament", "--engine", "name=Multi",
                "build=" + dir.resolve("multi-avx512") + "@avx512f,avx512bw", "build=" + jvm + "@bmi2", "build=" + jvm));
        args.addAll(sample);
        for (String n : List.of("Second", "Third")) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        int port = LiveBrowserTest.freePort();
        Path json = dir.resolve("t.json"), pgn = dir.resolve("t.pgn");
        args.addAll(List.of("--each", "depth=2", "--maxplies", "30", "--live", String.valueOf(port), "--lang", "zh",
                "--affinity", "--pgnout", pgn.toString(), "--json-out", json.toString(), "--log-dir",
                dir.resolve("logs").toString()));
        CompletableFuture<Cli> event = CompletableFuture.supplyAsync(() -> Cli.run(args.toArray(String[]::new)));
        String games = LiveBrowserTest.await(60, "the broadcast of a game", () -> {
            String g = LiveBrowserTest.get("http://127.0.0.1:" + port + "/api/games");
            return g != null && g.contains("\"red\":") ? g : null;
        });
        assertTrue(games.contains("\"playing\"") || games.contains("\"finished\""), games);
        // the page shows the build each engine runs: a game of Multi's names its second build
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.JsonNode multi = LiveBrowserTest.await(90, "a game of Multi", () -> {
            String now = LiveBrowserTest.get("http://127.0.0.1:" + port + "/api/games");
            try {
                var all = mapper.readTree(now);
                for (String list : List.of("playing", "finished")) {
                    for (var g : all.get(list)) {
                        if (g.get("red").asText().equals("Multi") || g.get("black").asText().equals("Multi")) {
                            return mapper.readTree(LiveBrowserTest.get("http://127.0.0.1:" + port + "/api/game/"
                                    + g.get("id").asText()));
                        }
                    }
                }
                return null;
            } catch (java.io.IOException e) {
                return null;
            }
        });
        String side = multi.get("red").asText().equals("Multi") ? "red" : "black";
        assertEquals(jvm.toString(), multi.path(side + "Build").asText(), multi.toString());
        assertTrue(multi.path(side.equals("red") ? "blackBuild" : "redBuild").isMissingNode(), multi.toString());
        Cli r = event.get(180, TimeUnit.SECONDS);
        assertEquals(0, r.exit(), r.out() + r.err());
        String out = r.out();
        assertTrue(out.contains("版本：Multi 运行 " + jvm + "（第 2 个版本，共 3 个，需要 bmi2；跳过："
                + dir.resolve("multi-avx512") + "：缺 avx512f、avx512bw）"), out);
        assertTrue(out.contains("隔离：Multi、Second、Third 以 sandbox=net 运行（无网络）"), out);
        assertTrue(out.contains("绑核：对局位 1：CPU"), out);
        assertTrue(out.contains("直播：http://localhost:" + port + "/"), out);
        assertTrue(out.contains("第6/6局"), out);
        assertTrue(Files.readString(pgn).contains("Engine \"" + jvm + "\"]"), "the build is in the PGN");
        assertTrue(Files.readString(json).contains("\"builds\""), "and in the JSON");
    }
}
