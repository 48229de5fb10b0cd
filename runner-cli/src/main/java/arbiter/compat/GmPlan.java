package arbiter.compat;

import arbiter.core.book.Opening;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Notation;
import arbiter.core.stats.SprtConfig;
import arbiter.core.GameRules;
import arbiter.engine.CpuAffinity;
import arbiter.match.EngineSpec;
import arbiter.match.Schedule;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A game manager's command line made into one of Arbiter's matches ({@link GmSetup}): everything is checked, and
 * what the runner cannot do was refused there.
 *
 * @param rules        the game and the rule set judging every game
 * @param engines      the two engines, the first as given first
 * @param openings     the openings, round {@code r} (0-based) plays {@code openings[r % size]}
 * @param schedule     games per opening and colours
 * @param games        games to play ({@code rounds × games per round})
 * @param concurrency  games at once
 * @param adjudication resign, draw and move-limit adjudication
 * @param sprt         the sequential test, or null
 * @param pgn          where and how games are written, or null
 * @param epdOut       where each game's final position is appended, or null
 * @param epdAppend    whether an existing EPD file is kept (else emptied at the start)
 * @param event        PGN Event tag
 * @param site         PGN Site tag
 * @param bookName     the opening file's name for the result block's header, or null without a book
 * @param affinity     the CPUs of each game slot, or null
 * @param handshakeMs  wait for each handshake step, ms
 * @param stallMs      wait for a move without a clock (nodes or depth only), ms
 * @param warnings     lines the imitated program prints before the first game
 */
public record GmPlan(GameRules rules, List<EngineSpec> engines, List<Opening> openings, Schedule schedule, int games,
                     int concurrency, ScoreAdjudicator adjudication, SprtConfig sprt, Pgn pgn, Path epdOut,
                     boolean epdAppend, String event, String site, String bookName, CpuAffinity affinity,
                     long handshakeMs, long stallMs, List<String> warnings) {

    /**
     * The PGN file's settings.
     *
     * @param file     the file
     * @param append   whether an existing file is kept (else emptied at the start)
     * @param notation how moves are written
     * @param min      only the seven-tag roster (with SetUp, FEN, Variant) and no comments
     * @param extras   extra comment fields asked for: nodes, seldepth, nps, hashfull, timeleft, latency, pv
     */
    public record Pgn(Path file, boolean append, Notation notation, boolean min, Set<String> extras) {
    }
}
