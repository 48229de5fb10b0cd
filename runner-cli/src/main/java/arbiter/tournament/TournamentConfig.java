package arbiter.tournament;

import arbiter.core.book.Opening;
import arbiter.core.event.Scoring;
import arbiter.core.event.TieBreakChain;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Notation;
import arbiter.core.GameRules;
import arbiter.match.EngineSpec;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything an event needs to run.
 *
 * @param players      the engines; player number {@code i} is {@code players.get(i - 1)} (also the seeding order)
 * @param format       the kind of event
 * @param legs         games per encounter (2: one opening with colours swapped)
 * @param openings     the book; a game's opening index is taken modulo its size
 * @param concurrency  games played at once
 * @param rules        the game and the rule set judging every game
 * @param adjudication resign/draw/max-plies adjudication
 * @param stallMs      wait for a move under node or depth limits before ruling {@code stalled}, ms
 * @param handshakeMs  wait for each handshake step of an engine ({@code uciok}, {@code readyok}), ms
 * @param event        PGN Event tag
 * @param pgnOut       where to append games, or null
 * @param logDir       where engines' stderr goes, or null
 * @param notation     how moves are written in the PGN file
 * @param scoring      points per game
 * @param chain        tie-breaks after points
 * @param affinity     the CPUs each game slot's engines are pinned to, or null (not pinned)
 */
public record TournamentConfig(List<EngineSpec> players, Format format, int legs, List<Opening> openings,
                               int concurrency, GameRules rules, ScoreAdjudicator adjudication, long stallMs,
                               long handshakeMs, String event, Path pgnOut, Path logDir, Notation notation,
                               Scoring scoring, TieBreakChain chain, arbiter.engine.CpuAffinity affinity) {

    public TournamentConfig {
        players = List.copyOf(players);
        openings = List.copyOf(openings);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("an event needs at least one opening");
        }
    }

    /** The spec of player {@code number} (1-based). */
    public EngineSpec player(int number) {
        return players.get(number - 1);
    }

    /** The players' names in player-number order. */
    public List<String> names() {
        return players.stream().map(EngineSpec::name).toList();
    }
}
