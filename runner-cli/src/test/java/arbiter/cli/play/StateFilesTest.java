package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.GameResult;
import arbiter.tournament.EventGame;
import arbiter.tournament.EventState;
import arbiter.tournament.GameKey;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which state file an event uses when none is named, and when an existing one may be replaced. */
public class StateFilesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            after the PGN                    | out/games.pgn | out/r.json | arbiter tournament | -   | out/games.state.json
            after the JSON without a PGN     | -             | out/r.json | arbiter tournament | -   | out/r.state.json
            a PGN without extension          | games         | -          | arbiter tournament | -   | games.state.json
            after the event, a safe name     | -             | -          | Cup 2026: "final"  | -   | arbiter-Cup-2026-final.state.json
            a shard's own file               | -             | -          | arbiter tournament | 2/3 | arbiter-arbiter-tournament-shard-2-3.state.json
            """)
    void theDefaultStateIsNamedAfterThePgnElseTheJsonElseTheEvent(String what, String pgn, String json, String event,
                                                                 String shard, String expected) {
        assertEquals(Path.of(expected), StateFiles.defaultFor(pgn == null ? null : Path.of(pgn),
                json == null ? null : Path.of(json), event, shard, true));
    }

    @Test
    void aMatchThatWritesNoFileHasNoDefaultState() {
        assertEquals(null, StateFiles.defaultFor(null, null, "arbiter match", null, false));
    }

    /** A tournament of A and B at depth 1 writing {@code NAME.pgn} in {@code dir}, with the default state. */
    private static List<String> tournament(Path dir, String name, String... more) {
        List<String> args = new ArrayList<>(List.of("tournament"));
        for (String n : List.of("A", "B")) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        args.addAll(List.of("--each", "depth=1", "--maxplies", "20", "--games", "2", "--log-dir",
                dir.resolve("logs").toString(), "--pgnout", dir.resolve(name + ".pgn").toString()));
        args.addAll(List.of(more));
        return args;
    }

    /** Saves an unfinished state of {@code command args} with one game played at {@code file}. */
    private static void unfinished(Path file, String command, List<String> args) throws Exception {
        EventState s = new EventState(command, args, List.of("A", "B"));
        s.add(new EventGame(new GameKey(1, 1, 1), 1, 1, 2, GameResult.DRAW, false, "adjudication", 20), 0);
        s.save(file);
    }

    @Test
    void aFinishedEventsDefaultStateIsReplacedByTheNextEventInTheSameFolder(@TempDir Path dir) throws Exception {
        Cli first = Cli.run(tournament(dir, "games").toArray(String[]::new));
        assertEquals(0, first.exit(), first.out() + first.err());
        Path state = dir.resolve("games.state.json");
        assertTrue(EventState.load(state).finished(), "the state of a finished event says so");
        Cli second = Cli.run(tournament(dir, "games", "--event", "second").toArray(String[]::new));
        assertEquals(0, second.exit(), second.out() + second.err());
        assertTrue(EventState.load(state).args().contains("second"), "the new event's state replaced the old one");
        assertEquals(4, Files.readString(dir.resolve("games.pgn")).split("\\[Event ", -1).length - 1);
    }

    @Test
    void twoShardsInOneFolderEachGetTheirOwnDefaultState(@TempDir Path dir) throws Exception {
        for (int i = 1; i <= 2; i++) {
            Cli r = Cli.run(tournament(dir, "shard" + i, "--shard", i + "/2").toArray(String[]::new));
            assertEquals(0, r.exit(), r.out() + r.err());
        }
        assertTrue(Files.exists(dir.resolve("shard1.state.json")) && Files.exists(dir.resolve("shard2.state.json")));
    }

    @Test
    void theUnfinishedStateOfTheSameEventIsRefusedAndTheMessageSaysResume(@TempDir Path dir) throws Exception {
        List<String> args = tournament(dir, "games");
        Path state = dir.resolve("games.state.json");
        unfinished(state, "tournament", args.subList(1, args.size()));
        String before = Files.readString(state);
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(state + " holds this event, unfinished (1 game played); continue it with "
                + "arbiter tournament --resume " + state), r.err());
        assertEquals(before, Files.readString(state), "the state is kept");
    }

    @Test
    void anExplicitStateOfAnotherUnfinishedEventIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Path state = dir.resolve("mine.state.json");
        unfinished(state, "match", List.of("--games", "10"));
        Cli r = Cli.run(tournament(dir, "games", "--state", state.toString()).toArray(String[]::new));
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(state + " holds another unfinished event (1 game played, started as: arbiter "
                + "match --games 10); continue it with arbiter match --resume " + state), r.err());
        assertFalse(Files.exists(dir.resolve("games.pgn")), "nothing was played");
    }

    @Test
    void aMatchKeepsItsStateNextToItsPgnAndANewMatchReplacesAFinishedOne(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("m.pgn");
        List<String> a = SampleEngineCommand.settings("A"), b = SampleEngineCommand.settings("B");
        for (int run = 1; run <= 2; run++) {
            Cli r = MatchCommandTest.match(a, b, "--each", "depth=1", "--maxplies", "20", "--games", "2",
                    "--pgnout", pgn.toString());
            assertEquals(0, r.exit(), "run " + run + ": " + r.out() + r.err());
            EventState s = EventState.load(dir.resolve("m.state.json"));
            assertEquals("match", s.command());
            assertTrue(s.finished());
            assertEquals(2, s.games().size());
        }
    }

    @Test
    void resumingTheStateOfAnotherCommandSaysWhichCommandContinuesIt(@TempDir Path dir) throws Exception {
        Path state = dir.resolve("t.state.json");
        unfinished(state, "tournament", List.of("--games", "2"));
        Cli r = Cli.run("match", "--resume", state.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(state + " is the state of a tournament; continue it with arbiter tournament "
                + "--resume " + state), r.err());
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"match", "tournament"})
    void theStateIsSavedBeforeTheOpeningBookIsRead(String command, @TempDir Path dir) throws Exception {
        Path book = dir.resolve("book.epd");
        assertEquals(0, new ProcessBuilder("mkfifo", book.toString()).start().waitFor());
        List<String> args = new ArrayList<>(List.of(command));
        for (String n : List.of("A", "B")) {
            args.add("--engine");
            args.addAll(SampleEngineCommand.settings(n));
        }
        args.addAll(List.of("--each", "depth=1", "--maxplies", "10", "--games", "2", "--openings",
                "file=" + book, "--pgnout", dir.resolve("g.pgn").toString()));
        Path state = dir.resolve("g.state.json");
        java.util.concurrent.atomic.AtomicReference<Cli> run = new java.util.concurrent.atomic.AtomicReference<>();
        Thread t = new Thread(() -> run.set(Cli.run(args.toArray(String[]::new))));
        t.start();
        boolean savedWhileReading = false;
        try {
            for (int i = 0; i < 1500 && !savedWhileReading; i++) { // the book is a pipe: reading it waits for us
                Thread.sleep(20);
                savedWhileReading = Files.exists(state);
            }
        } finally {
            Thread feed = new Thread(() -> {
                try {
                    Files.writeString(book, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 "
                            + "moves h2e2 h9g7 ; id \"one\"\n");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            feed.setDaemon(true); // never waits for a runner that did not open the book
            feed.start();
            t.join(120_000);
        }
        assertTrue(savedWhileReading, "no state while the book was being read");
        assertEquals(0, run.get().exit(), run.get().out() + run.get().err());
        assertEquals(2, EventState.load(state).games().size());
    }
}
