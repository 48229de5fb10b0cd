package arbiter.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.game.GameResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventStateTest {

    @Test
    void aSavedStateLoadsWithTheSameGamesArgumentsAndPgnLength(@TempDir Path dir) throws Exception {
        EventState s = new EventState(List.of("--format", "swiss", "--engine", "name=A"), List.of("A", "B"));
        s.startPgnAt(17);
        s.add(new EventGame(new GameKey(1, 1, 1), 1, 1, 2, GameResult.RED_WINS, false, "checkmate", 41), 900);
        s.add(new EventGame(new GameKey(1, 1, 2), 2, 2, 1, GameResult.BLACK_WINS, true, "engine-crash", 0), 1300);
        Path f = dir.resolve("state.json");
        s.save(f);
        EventState back = EventState.load(f);
        assertEquals(s.args(), back.args());
        assertEquals(s.names(), back.names());
        assertEquals(1300, back.pgnBytes());
        assertEquals(List.copyOf(s.games().values()), List.copyOf(back.games().values()));
        assertTrue(Files.list(dir).noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
    }

    @Test
    void aGameRecordedTwiceIsRefused() {
        EventState s = new EventState(List.of(), List.of("A", "B"));
        EventGame g = new EventGame(new GameKey(1, 1, 1), 1, 1, 2, GameResult.DRAW, false, "adjudication", 3);
        s.add(g, 1);
        assertThrows(IllegalStateException.class, () -> s.add(g, 2));
    }

    @Test
    void aFileThatIsNotAStateIsReportedByNameInOneLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("x.json");
        Files.writeString(f, "{\"version\": 1, \"args\": [], \"names\": [], \"games\": [{\"key\": \"1.x.1\"}]}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EventState.load(f));
        assertTrue(e.getMessage().startsWith(f + ": game 1: "), e.getMessage());
        Files.writeString(f, "{ not json");
        e = assertThrows(IllegalArgumentException.class, () -> EventState.load(f));
        assertTrue(e.getMessage().contains("not a state file") && !e.getMessage().contains("\n"),
                e.getMessage());
    }

    private static EventGame game(int leg, int number, GameResult r) {
        return new EventGame(new GameKey(1, 1, leg), number, leg == 1 ? 1 : 2, leg == 1 ? 2 : 1, r, false,
                "checkmate", 40 + number);
    }

    @Test
    void aSaveAfterEachGameAppendsOneLineAndTheFileLoadsAsTheStateSavedWhole(@TempDir Path dir) throws Exception {
        EventState s = new EventState("match", List.of("--games", "4"), List.of("A", "B"));
        Path f = dir.resolve("m.state.json");
        s.startPgnAt(5);
        s.save(f);
        s.save(f); // nothing new: nothing written
        assertEquals(1, Files.readAllLines(f).size());
        s.add(game(1, 1, GameResult.RED_WINS),
                EventState.MAPPER.createObjectNode().put("white", "A").put("note", "\u7ea2 \"quoted\"\n"), 900);
        s.save(f);
        long afterOne = Files.size(f);
        s.add(game(2, 2, GameResult.DRAW), 1800);
        s.save(f);
        List<String> lines = Files.readAllLines(f);
        assertEquals(3, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(2).startsWith("{\"games\":[{\"key\":\"1.1.2\""), lines.get(2));
        assertTrue(Files.size(f) - afterOne < 200, "the second game added one short line, not the file again");
        s.finish();
        s.save(f);
        assertEquals(4, Files.readAllLines(f).size());
        EventState back = EventState.load(f);
        assertEquals(s.toJson(), back.toJson());
        Path whole = dir.resolve("whole.state.json");
        back.save(whole); // another file: written whole, one line a game
        assertEquals(3, Files.readAllLines(whole).size());
        assertEquals(s.toJson(), EventState.load(whole).toJson());
    }

    @Test
    void aGameTakenBackRewritesTheFileWhole(@TempDir Path dir) throws Exception {
        EventState s = new EventState("match", List.of(), List.of("A", "B"));
        Path f = dir.resolve("s.json");
        s.add(game(1, 1, GameResult.RED_WINS), 900);
        s.save(f);
        s.add(game(2, 2, GameResult.DRAW), 1800);
        s.withdraw(new GameKey(1, 1, 2), 900);
        s.add(game(2, 2, GameResult.BLACK_WINS), 1300);
        s.save(f);
        EventState back = EventState.load(f);
        assertEquals(List.copyOf(s.games().values()), List.copyOf(back.games().values()));
        assertEquals(1300, back.pgnBytes());
        assertEquals(3, Files.readAllLines(f).size(), "header and one line a game");
    }

    @Test
    void aLastLineACrashCutShortDoesNotCountAndABrokenEarlierLineIsReportedByNumber(@TempDir Path dir)
            throws Exception {
        EventState s = new EventState("match", List.of(), List.of("A", "B"));
        Path f = dir.resolve("s.json");
        s.add(game(1, 1, GameResult.RED_WINS), 900);
        s.save(f);
        s.add(game(2, 2, GameResult.DRAW), 1800);
        s.save(f);
        String text = Files.readString(f);
        String cut = text.substring(0, text.length() - 7); // the second game's line without its end
        Files.writeString(f, cut);
        EventState back = EventState.load(f);
        assertEquals(1, back.games().size());
        assertEquals(900, back.pgnBytes(), "the state before the cut line: its PGN length too");
        Files.writeString(f, text.substring(0, text.length() - 1)); // whole JSON, but the newline never came
        assertEquals(1, EventState.load(f).games().size());
        Files.writeString(f, cut + "\n" + text.substring(text.indexOf('\n') + 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EventState.load(f));
        assertTrue(e.getMessage().startsWith(f + ": line 3: not a state line"), e.getMessage());
    }

    @Test
    void aVersionOneStateStillLoads(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("old.state.json");
        Files.writeString(f, "{\"version\":1,\"command\":\"match\",\"finished\":false,\"args\":[\"--games\","
                + "\"2\"],\"names\":[\"A\",\"B\"],\"pgnBytes\":700,\"games\":[{\"key\":\"1.1.1\",\"number\":1,"
                + "\"red\":1,\"black\":2,\"result\":\"1-0\",\"forfeit\":false,\"termination\":\"checkmate\","
                + "\"plies\":41}]}");
        EventState s = EventState.load(f);
        assertEquals(List.of("--games", "2"), s.args());
        assertEquals(700, s.pgnBytes());
        assertEquals(1, s.games().size());
        s.add(game(2, 2, GameResult.DRAW), 1500);
        s.save(f); // rewritten whole in version 2
        assertTrue(Files.readAllLines(f).get(0).contains("\"version\":2"));
        assertEquals(2, EventState.load(f).games().size());
    }
}
