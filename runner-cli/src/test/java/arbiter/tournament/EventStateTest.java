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

    @org.junit.jupiter.api.Test
    void whatIsSavedIsTheStatesJsonThoughEachGameIsWrittenOnce() throws Exception {
        EventState s = new EventState("match", List.of("--games", "4"), List.of("A", "B"));
        org.junit.jupiter.api.Assertions.assertArrayEquals(EventState.MAPPER.writeValueAsBytes(s.toJson()), s.bytes());
        s.add(new EventGame(new GameKey(1, 1, 1), 1, 1, 2, GameResult.RED_WINS, false, "checkmate", 41),
                EventState.MAPPER.createObjectNode().put("white", "A").put("note", "\u7ea2 \"quoted\""), 900);
        s.bytes(); // written once here
        s.add(new EventGame(new GameKey(1, 1, 2), 2, 2, 1, GameResult.DRAW, false, "threefold-repetition", 80), 1800);
        org.junit.jupiter.api.Assertions.assertArrayEquals(EventState.MAPPER.writeValueAsBytes(s.toJson()), s.bytes());
        s.withdraw(new GameKey(1, 1, 2), 900);
        s.add(new EventGame(new GameKey(1, 1, 2), 2, 2, 1, GameResult.BLACK_WINS, true, "engine-crash", 3), 1300);
        org.junit.jupiter.api.Assertions.assertArrayEquals(EventState.MAPPER.writeValueAsBytes(s.toJson()), s.bytes(),
                "a game taken back and played again is written anew");
    }
}
