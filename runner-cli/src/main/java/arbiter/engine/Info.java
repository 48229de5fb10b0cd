package arbiter.engine;

import java.util.List;

/**
 * What an engine reported in one {@code info} line; absent fields are null.
 *
 * @param depth    search depth in plies
 * @param seldepth selective depth in plies
 * @param score    evaluation
 * @param nodes    nodes searched
 * @param nps      nodes per second
 * @param timeMs   search time the engine reports, in ms
 * @param hashfull hash fill in permille
 * @param pv       principal variation, moves as the engine wrote them
 */
public record Info(Integer depth, Integer seldepth, Score score, Long nodes, Long nps, Long timeMs, Integer hashfull,
                   List<String> pv) {

    public Info {
        pv = pv == null ? List.of() : List.copyOf(pv);
    }

    /** True when the line said nothing this record keeps (e.g. {@code info string ...} or {@code info currmove}). */
    public boolean isEmpty() {
        return depth == null && seldepth == null && score == null && nodes == null && nps == null && timeMs == null
                && hashfull == null && pv.isEmpty();
    }

    /** Whether every field is present: an earlier report can add nothing to this one. */
    public boolean isComplete() {
        return depth != null && seldepth != null && score != null && nodes != null && nps != null && timeMs != null
                && hashfull != null && !pv.isEmpty();
    }

    /** This line's fields, falling back to {@code earlier}'s where this one has none (engines split their reports). */
    public Info over(Info earlier) {
        if (earlier == null) {
            return this;
        }
        return new Info(depth != null ? depth : earlier.depth, seldepth != null ? seldepth : earlier.seldepth,
                score != null ? score : earlier.score, nodes != null ? nodes : earlier.nodes,
                nps != null ? nps : earlier.nps, timeMs != null ? timeMs : earlier.timeMs,
                hashfull != null ? hashfull : earlier.hashfull, !pv.isEmpty() ? pv : earlier.pv);
    }
}
