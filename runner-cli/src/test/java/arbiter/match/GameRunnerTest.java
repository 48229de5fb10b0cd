package arbiter.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.book.Opening;
import arbiter.core.clock.GameClock;
import arbiter.core.clock.TimeControl;
import arbiter.core.xiangqi.Game;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.RuleSets;
import arbiter.engine.Answer;
import arbiter.engine.CannedEngine;
import arbiter.engine.Engine;
import arbiter.engine.Info;
import java.nio.file.Path;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.xiangqi.Xiangqi;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games against canned engine output. */
class GameRunnerTest {
    private static final Opening START = new Opening("start", Xiangqi.INSTANCE, Position.INITIAL_FEN, List.of(), "test");

    private static EngineSpec spec(CannedEngine c, String name) {
        return new EngineSpec(c.config(name, "uci"), new TimeControl.Unlimited(), null, 1, 0);
    }

    @Test
    void aMoveInAnotherNotationLosesAtOnceAndNeverReachesTheOpponent(@TempDir Path dir) throws Exception {
        CannedEngine iccs = new CannedEngine(dir, "iccs", List.of(), List.of(List.of("bestmove H2-E2")));
        CannedEngine other = new CannedEngine(dir, "other", List.of(), List.of(List.of("bestmove h9g7")));
        PlayedGame g;
        try (Engine red = Engine.start(iccs.config("Iccs", "uci"), null, 5000);
             Engine black = Engine.start(other.config("Other", "uci"), null, 5000)) {
            g = new GameRunner(GameRules.defaultsOf(Xiangqi.INSTANCE), ScoreAdjudicator.none(), 5000)
                    .play(1, 1, START, spec(iccs, "Iccs"), red, spec(other, "Other"), black);
        }
        assertEquals(Termination.ILLEGAL_MOVE, g.game().outcome().termination());
        assertEquals("0-1", g.game().outcome().result().pgn());
        assertTrue(g.game().outcome().reason().contains("'H2-E2' is not a move in uci notation"),
                g.game().outcome().reason());
        assertTrue(other.received().stream().noneMatch(l -> l.contains("H2") || l.contains("-E2")),
                other.received().toString());
    }

    @Test
    void aForeignRankNumberingIsTranslatedBothWays(@TempDir Path dir) throws Exception {
        // a Fairy-Stockfish-like engine numbers ranks 1-10; its opponent must get the canonical h2e2 form
        CannedEngine fsf = new CannedEngine(dir, "fsf",
                List.of("option name UCI_Variant type combo default chess var xiangqi"),
                List.of(List.of("bestmove h3e3"), List.of("bestmove h1g3")));
        CannedEngine other = new CannedEngine(dir, "other", List.of(),
                List.of(List.of("bestmove h9g7"), List.of("bestmove (none)")));
        PlayedGame g;
        try (Engine red = Engine.start(fsf.config("FSF", "uci"), null, 5000);
             Engine black = Engine.start(other.config("Other", "uci"), null, 5000)) {
            g = new GameRunner(GameRules.defaultsOf(Xiangqi.INSTANCE), ScoreAdjudicator.none(), 5000)
                    .play(1, 1, START, spec(fsf, "FSF"), red, spec(other, "Other"), black);
        }
        assertEquals("h2e2 h9g7 h0g2", String.join(" ", g.moves().stream().map(m -> m.text()).toList()));
        assertTrue(other.received().stream().anyMatch(l -> l.endsWith(" moves h2e2 h9g7 h0g2")),
                other.received().toString());
        assertTrue(fsf.received().stream().anyMatch(l -> l.endsWith(" moves h3e3 h10g8")), fsf.received().toString());
    }

    @Test
    void aTimeForfeitGivesTheMeasuredTimeTheTimeLeftAndTheEnginesOwnInfoTime() {
        GameClock clock = GameClock.start(TimeControl.parse("1.2").orThrow(), TimeControl.parse("1.2").orThrow());
        Info info = new Info(12, null, null, null, null, 1190L, null, List.of());
        GameState g = Xiangqi.INSTANCE.start(Position.INITIAL_FEN, null).orThrow();
        String reason = GameRunner.flagReason("E", "Red", Side.RED, clock, new Answer.Reply(null, info, 1_234_000_000L), g);
        assertEquals("E (Red) lost on time at ply 1: thought 1.234 s with 1.200 s left (engine's last info time "
                + "1190 ms); Red loses", reason);
    }
}
