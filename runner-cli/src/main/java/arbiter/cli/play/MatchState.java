package arbiter.cli.play;

import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.match.MatchRunner;
import arbiter.match.PlayedGame;
import arbiter.tournament.EventGame;
import arbiter.tournament.EventState;
import arbiter.tournament.GameKey;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A match's saved state, in the tournament's format: a match is a two-player event, engine A player 1 and B
 * player 2, game {@code n} the key {@code pair.1.leg} (pair {@code (n + 1) / 2}, leg 1 for odd {@code n}, A Red).
 * Each game keeps its {@code --json-out} entry as the state's detail, so a resumed match writes the same JSON.
 */
public final class MatchState implements MatchRunner.Saver {
    private final EventState state;
    private final Path file;
    private final Path pgnOut;
    private final String engineA;
    private final Supplier<MatchRunner> runner;

    /**
     * @param runner the match's runner (for a game's PGN offset), known once it is made
     */
    MatchState(EventState state, Path file, Path pgnOut, String engineA, Supplier<MatchRunner> runner) {
        this.state = state;
        this.file = file;
        this.pgnOut = pgnOut;
        this.engineA = engineA;
        this.runner = runner;
    }

    /** Game {@code number}'s key. */
    static GameKey key(int number) {
        return new GameKey((number + 1) / 2, 1, 2 - number % 2);
    }

    /** The game number of a key. */
    static int number(GameKey key) {
        return (key.round() - 1) * 2 + key.leg();
    }

    /** Tells the runner the games played before, so it plays the rest and starts from their standing. */
    void replay(MatchRunner r) {
        state.games().values().forEach(g -> r.playedBefore(number(g.key()), g.result()));
    }

    /** The {@code --json-out} entries of the games played before, in the order they finished. */
    List<JsonNode> earlier() {
        List<JsonNode> out = new ArrayList<>();
        state.games().keySet().forEach(k -> {
            if (state.detail(k) != null) {
                out.add(state.detail(k));
            }
        });
        return out;
    }

    @Override
    public void save(PlayedGame g) throws IOException {
        long bytes = pgnOut == null ? 0 : Files.size(pgnOut);
        Outcome o = g.game().outcome();
        boolean aRed = g.red().equals(engineA);
        boolean forfeit = o.termination() == Termination.ENGINE_CRASH && g.durationMs() == 0
                && g.redThinkMs() + g.blackThinkMs() == 0;
        EventGame e = new EventGame(key(g.number()), state.games().size() + 1, aRed ? 1 : 2, aRed ? 2 : 1,
                o.result(), forfeit, o.termination() == null ? "unterminated" : o.termination().tag(),
                g.moves().size());
        state.add(e, MatchReport.game(g, runner.get().pgnOffset(g.number())), bytes);
        state.save(file);
    }

    /** Marks the match ended and saves: a new match may then replace the state. */
    void finish() {
        state.finish();
        StateFiles.save(state, file);
    }
}
