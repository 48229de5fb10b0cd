package arbiter.match;

import arbiter.core.book.Opening;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.GameRules;
import arbiter.core.stats.SprtConfig;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything a match needs.
 *
 * @param a            the first engine (statistics are from its point of view)
 * @param b            the second engine
 * @param openings     openings in playing order; pair k plays {@code openings[k % size]} twice, colours swapped
 * @param games        games to play (a pair is two games)
 * @param concurrency  games played at once
 * @param rules        the game and the rule set judging every game
 * @param adjudication resign/draw/max-plies adjudication
 * @param stallMs      wait for a move without a clock (node or depth limits) before ruling {@code stalled}, ms
 * @param handshakeMs  wait for each handshake step ({@code uciok}, {@code readyok}), ms
 * @param event        PGN Event tag
 * @param pgnOut       where to append games, or null
 * @param logDir       where engines' stderr goes ({@code NAME.stderr.log}), or null to discard
 * @param sprt         sequential test that may stop the match early, or null
 * @param notation     how moves are written in the PGN file
 * @param affinity     the CPUs each game slot's engines are pinned to, or null (not pinned)
 * @param schedule     which opening each game plays and who moves first
 * @param pgnFormat    how each game is written to {@code pgnOut}
 * @param restartEachGame whether both engines are started afresh for every game (else kept between games)
 */
public record MatchConfig(EngineSpec a, EngineSpec b, List<Opening> openings, int games, int concurrency,
                          GameRules rules, ScoreAdjudicator adjudication, long stallMs, long handshakeMs, String event,
                          Path pgnOut, Path logDir, SprtConfig sprt, arbiter.core.game.Notation notation,
                          arbiter.engine.CpuAffinity affinity, Schedule schedule, PgnFormat pgnFormat,
                          boolean restartEachGame) {

    /** A match with Arbiter's own schedule (each opening twice, colours swapped) and PGN. */
    public MatchConfig(EngineSpec a, EngineSpec b, List<Opening> openings, int games, int concurrency,
                       GameRules rules, ScoreAdjudicator adjudication, long stallMs, long handshakeMs, String event,
                       Path pgnOut, Path logDir, SprtConfig sprt, arbiter.core.game.Notation notation,
                       arbiter.engine.CpuAffinity affinity) {
        this(a, b, openings, games, concurrency, rules, adjudication, stallMs, handshakeMs, event, pgnOut, logDir, sprt,
                notation, affinity, Schedule.PAIRS, PgnFormat.ARBITER, false);
    }

    public MatchConfig {
        openings = List.copyOf(openings);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one opening");
        }
    }
}
