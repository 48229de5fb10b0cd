package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter serve}: the live page of an event from its files, following them as they grow. */
public class ServeCommandTest {

    @Test
    void aPgnIsServedGameByGameWithStandingsFromItsResults() throws Exception {
        Cli r = Cli.run("serve", "--once", "../samples/rulebook-examples.pgn");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().matches("(?s).*rulebook-examples.pgn: \\d+ games, standings\\n"), r.out());
    }

    private static String served(String url) {
        String body = LiveBrowserTest.get(url);
        return body != null && body.contains("\"moves\"") ? body : null;
    }

    @Test
    void theBuildEachEngineRanIsServedFromTheGamesOwnTags(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("builds.pgn");
        Files.writeString(pgn, "[Round \"1\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n"
                + "[RedEngine \"/opt/engines/pikafish-bmi2\"]\n\n1. h2e2 h9g7 1/2-1/2\n\n"
                + "[Round \"2\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. h2e2 0-1\n");
        int port = LiveBrowserTest.freePort();
        Cli[] served = new Cli[1];
        Thread serving = new Thread(() -> served[0] = Cli.run("serve", "--port", String.valueOf(port), "--poll", "100",
                pgn.toString()));
        serving.start();
        String base = "http://127.0.0.1:" + port + "/api/game/";
        String first = LiveBrowserTest.await(20, "game 1", () -> served(base + "1"));
        String second = LiveBrowserTest.await(20, "game 2", () -> served(base + "2"));
        serving.interrupt();
        serving.join(10_000);
        assertTrue(first.contains("\"redBuild\":\"/opt/engines/pikafish-bmi2\"") && !first.contains("blackBuild"),
                first);
        // the next game's tags name no build: A's build of game 1 is not carried over
        assertTrue(second.contains("\"red\":\"A\"") && !second.contains("Build"), second);
        assertEquals(0, served[0].exit(), served[0].out() + served[0].err());
    }

    @Test
    void aMatchJsonLeadsToItsPgnAndNewGamesAppearAsTheFileGrows(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("m.pgn");
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("match", "--engine"));
        args.addAll(SampleEngineCommand.settings("A"));
        args.add("--engine");
        args.addAll(SampleEngineCommand.settings("B"));
        args.addAll(java.util.List.of("--each", "depth=1", "--games", "2", "--maxplies", "12", "--pgnout",
                pgn.toString(), "--json-out", dir.resolve("m.json").toString(), "--log-dir", dir.toString()));
        assertEquals(0, Cli.run(args.toArray(String[]::new)).exit());
        int port = LiveBrowserTest.freePort();
        Cli[] served = new Cli[1];
        Thread serving = new Thread(() -> served[0] = Cli.run("serve", "--port", String.valueOf(port), "--poll", "100",
                dir.resolve("m.json").toString()));
        serving.start();
        String api = "http://127.0.0.1:" + port + "/api/games";
        String games = LiveBrowserTest.await(20, "the server", () -> LiveBrowserTest.get(api));
        assertTrue(games.contains("\"finished\":[{\"id\":\"1\"") && games.contains("{\"id\":\"2\""), games);
        // a game appended to the PGN shows up
        String first = Files.readString(pgn);
        Files.writeString(pgn, first + "\n" + first.substring(0, first.indexOf("\n\n[Event") > 0
                ? first.indexOf("\n\n[Event") + 1 : first.length()).replace("[Round \"1\"]", "[Round \"9\"]"),
                java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
        String more = LiveBrowserTest.await(10, "the new game", () -> {
            String g = LiveBrowserTest.get(api);
            return g != null && g.contains("\"round\":9") ? g : null;
        });
        assertTrue(more.contains("\"round\":9"), more);
        serving.interrupt(); // as Ctrl-C would: it stops serving and ends well
        serving.join(10_000);
        assertEquals(0, served[0].exit(), served[0].out() + served[0].err());
        assertTrue(served[0].out().startsWith("Live: http://localhost:" + port + "/ serving "), served[0].out());
    }

    @Test
    void aTournamentsJsonServesItsGamesAndItsOwnStandings(@TempDir Path dir) throws Exception {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("tournament"));
        for (String n : java.util.List.of("A", "B", "C")) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        args.addAll(java.util.List.of("--each", "depth=1", "--maxplies", "10", "--each", "sandbox=none", "--pgnout",
                dir.resolve("t.pgn").toString(), "--json-out", dir.resolve("t.json").toString(), "--log-dir",
                dir.toString()));
        assertEquals(0, Cli.run(args.toArray(String[]::new)).exit());
        Cli r = Cli.run("serve", "--once", dir.resolve("t.json").toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().endsWith("t.pgn: 6 games, standings\n"), r.out());
    }

    @Test
    void aJsonThatNamesNoPgnSaysSo(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("x.json"), "{\"event\": \"E\"}");
        Cli r = Cli.run("serve", "--once", dir.resolve("x.json").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("names no PGN file"), r.err());
    }

    @Test
    void aPortInUseIsAOneLineError() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0)) {
            int port = taken.getLocalPort();
            Cli r = Cli.run("serve", "--port", String.valueOf(port), "../samples/rulebook-examples.pgn");
            assertEquals(1, r.exit(), r.out() + r.err());
            assertTrue(r.err().contains("serve --port " + port + ": port " + port + " is in use or not allowed"),
                    r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void anUnreadableGameIsNamedAndTheRestServed(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("mixed.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n"
                + "[Event \"x\"]\n[Result \"1-0\"]\n\n1. h2e2 {unclosed\n");
        Cli r = Cli.run("serve", "--once", pgn.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith(pgn + ": 1 games, standings"), r.out());
        assertTrue(r.err().contains("mixed.pgn:11:9: game 2 is not served: comment '{' is never closed by '}'"),
                r.err());
    }
}
