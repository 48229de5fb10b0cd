package arbiter.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.book.Opening;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.Variants;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The PGN the runner writes names every side-specific tag by the game's own side names. */
class GamePgnTest {
    @Test
    void differentClocksInChessAreWhiteAndBlackTimeControls() {
        var chess = Variants.byName("chess").orElseThrow();
        GameRules rules = GameRules.of(chess, null).orThrow();
        GameState g = rules.start(chess.initialFen()).orThrow().play("e2e4");
        PlayedGame played = new PlayedGame(1, 1, new Opening("", chess, chess.initialFen(), List.of(), "x"), "A",
                "B", g, List.of(new PgnWriter.MoveText("e2e4", null)), 0, 1000, 10, 0);
        String pgn = GamePgn.of(played, "E", "1", Map.of(), new TimeControl.Increment(60_000, 1000),
                new TimeControl.Increment(30_000, 0), Notation.SAN);
        assertTrue(pgn.contains("[WhiteTimeControl \"60+1\"]") && pgn.contains("[BlackTimeControl \"30\"]")
                && !pgn.contains("Red"), pgn);
    }

    @ParameterizedTest(name = "{0} ms is {1}")
    @CsvSource({"0, 00:00:00", "999, 00:00:00", "61000, 00:01:01", "3599999, 00:59:59", "36000000, 10:00:00",
            "363599000, 100:59:59", "-5, 00:00:00"})
    void aGamesDurationIsHoursMinutesAndSecondsInTwoDigitsEach(long ms, String expected) {
        assertEquals(expected, GamePgn.duration(ms));
    }
}
