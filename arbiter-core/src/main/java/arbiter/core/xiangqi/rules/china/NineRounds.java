package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import arbiter.core.xiangqi.rules.Node;
import arbiter.core.xiangqi.rules.Cycle;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * 2011 23.4's nine rounds: "如果一方在三个或三个以上点上，连续以犯禁着法…达九个回合，即使未形成三次重复的待判局面，经一方提出，可按
 * 待判局面的有关规定进行裁决". Read mechanically: a side has played nine moves in a row, each 将, 杀 or 捉 (犯禁着法), to
 * three or more points, within one stretch without a capture, and the play goes round one cycle: the positions made
 * in those nine rounds repeat with a period of at most eight rounds (a cycle too long to come round three times in
 * nine rounds; a shorter one is the three laps' to judge first). The rounds are whole: the side's ninth move and
 * the reply to it. The "aimless" allowed or forbidden moves (无积极意义的着法) the article also names are read as
 * the moves of a stretch that goes round: every one of them comes back, so nine rounds going round in which a
 * side's moves reach three points are judged whatever their calls, once, when they are first complete. A run of
 * forbidden moves is counted in whole blocks of nine: the tenth to seventeenth add nothing, the eighteenth makes
 * a new block, so a side that varies but keeps attacking is judged again nine rounds later.
 */
final class NineRounds {
    /** Rounds of forbidden moves (23.4). */
    static final int ROUNDS = 9;
    /** Points the side's moves reach at least (23.4). */
    static final int POINTS = 3;
    /**
     * The shortest cycle, in plies, left to the nine rounds: one of six plies or fewer has come round three times
     * within them, and the three laps have judged it already.
     */
    static final int SHORTEST_LAP = 8;

    private NineRounds() {
    }

    /**
     * The last nine rounds, ending with the last move, called, when the side to move has completed a block
     * of nine forbidden moves on three or more points that goes round; otherwise null. The cheap tests (points,
     * the period of the positions) come first, so a game pays for calls only where a side has been going round.
     */
    static CycleCalls of(Node node, Book book) {
        int plies = 2 * ROUNDS;
        if (node.pliesSinceCapture() < plies) {
            return null;
        }
        if (!node.periodicWithin(plies, SHORTEST_LAP)) {
            return null; // the per-ply test, a few key comparisons
        }
        // the side to move made the move before the last: nine rounds are its nine moves and the nine replies
        Set<Square> points = new HashSet<>();
        for (int back = 1; back < plies; back += 2) {
            points.add(node.moveBefore(back).to());
        }
        if (points.size() < POINTS) {
            return null;
        }
        Cycle stretch = node.stretch();
        List<Position> pos = stretch.positions();
        List<Move> moves = stretch.moves();
        // the play goes round, so the same move from the same position comes back: call each once
        Map<Played, Boolean> called = new HashMap<>();
        int run = 0;
        for (int i = moves.size() - 2; i >= 0; i -= 2) {
            int at = i;
            if (!called.computeIfAbsent(new Played(pos.get(i).key(), moves.get(i)),
                    k -> MoveKind.of(pos.get(at), moves.get(at), pos.get(at + 1), book).attacks(false))) {
                break;
            }
            run++;
        }
        // 无积极意义的着法: a move that goes round, as every move of a stretch whose positions repeat does, is aimless;
        // so nine rounds going round on three points count from the round they are first complete in, once
        boolean aimless = run < ROUNDS && firstGoingRound(node, plies);
        if (!aimless && (run < ROUNDS || run % ROUNDS != 0 || judgedAPlyAgo(node, plies))) {
            return null;
        }
        return CycleCalls.nineRounds(stretch.tail(plies), book, points.size(), !aimless);
    }

    /**
     * Whether the nine rounds going round that end now are the first to be judged: the play did not yet go round
     * nine rounds a ply ago, or it did and the other side's moves in them reached fewer than three points (they
     * were not judged then), and the side to move's own nine rounds ending a round ago did not go round.
     */
    private static boolean firstGoingRound(Node node, int plies) {
        return !goesRound(node, plies + 1) || otherPoints(node, plies) < POINTS && !goesRound(node, plies + 2);
    }

    /**
     * Whether the nine rounds ending a ply ago, going round with the other side's moves on three points, were judged
     * then as aimless ones: the same 待判局面 is not judged again a ply later for this side's block of forbidden moves.
     */
    private static boolean judgedAPlyAgo(Node node, int plies) {
        return goesRound(node, plies + 1) && !goesRound(node, plies + 2) && otherPoints(node, plies) >= POINTS;
    }

    /** The points the last mover's nine moves before its last one reached (its nine rounds ending a ply ago). */
    private static int otherPoints(Node node, int plies) {
        Set<Square> other = new HashSet<>();
        for (int back = 2; back <= plies; back += 2) {
            other.add(node.moveBefore(back).to());
        }
        return other.size();
    }

    /** Whether the last {@code plies} plies of the stretch go round (a lap of at least {@link #SHORTEST_LAP}). */
    private static boolean goesRound(Node node, int plies) {
        return node.pliesSinceCapture() >= plies && node.periodicWithin(plies, SHORTEST_LAP);
    }

    /** A move as played from a position (by its key), to call it once. */
    private record Played(long key, Move move) {
    }
}
