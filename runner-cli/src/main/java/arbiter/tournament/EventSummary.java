package arbiter.tournament;

import arbiter.core.event.GameRecord;
import arbiter.core.event.RankBy;
import arbiter.core.event.Scoring;
import arbiter.core.event.TieBreakChain;
import java.util.List;

/**
 * What the standings reports are made from: a finished (or running) individual event.
 *
 * @param event the event's name, shown as the title
 * @param names player names; player {@code i} is {@code names.get(i - 1)}
 * @param games every game, forfeit and bye of the event
 * @param scoring the scoring scheme for single games
 * @param chain the tie-breaks, in order
 * @param matchPoints whether to rank by 场分 (2011 14.2, two- or multi-game round robin) rather
 *     than by game points
 */
public record EventSummary(String event, List<String> names, List<GameRecord> games,
        Scoring scoring, TieBreakChain chain, boolean matchPoints) {

    /** Copies the lists and checks that every game names a listed player. */
    public EventSummary {
        names = List.copyOf(names);
        games = List.copyOf(games);
        for (GameRecord g : games) {
            if (g.red() > names.size() || g.black() > names.size()) {
                throw new IllegalArgumentException("player number out of range in " + g);
            }
        }
    }

    /** @return the number of players */
    public int players() {
        return names.size();
    }

    /** @return the name of player {@code player} (1-based) */
    public String name(int player) {
        return names.get(player - 1);
    }

    /** @return what the ranking is by */
    public RankBy rankBy() {
        return matchPoints ? RankBy.MATCH_POINTS : RankBy.POINTS;
    }
}
