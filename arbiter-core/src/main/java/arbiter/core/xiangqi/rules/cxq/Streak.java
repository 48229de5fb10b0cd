package arbiter.core.xiangqi.rules.cxq;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Square;
import java.util.Arrays;
import java.util.List;

/**
 * A side's run of consecutive moves that each checked, or that each chased one and the same piece. Pieces are
 * followed as they move, so "with one piece" means one and the same piece wherever it goes.
 *
 * @param count  the side's consecutive moves in the run
 * @param target where the chased piece stands now (a point index), or -1 for a run of checks
 * @param pieces the points of the distinct pieces that checked or chased in the run; -1 for one since captured
 */
record Streak(int count, int target, int[] pieces) {

    /** A run of one move. */
    static Streak first(int target, List<Square> by) {
        return new Streak(1, target, union(new int[0], by));
    }

    /** The run one move longer, with the pieces of that move. */
    Streak extend(List<Square> by) {
        return new Streak(count + 1, target, union(pieces, by));
    }

    /** The number of distinct pieces used in the run. */
    int pieceCount() {
        return pieces.length;
    }

    /**
     * How many moves make the run perpetual: 6 with one piece, 12 with two, 18 with three or more (the CXQ
     * Advanced Rules name no higher count).
     */
    int limit() {
        return 6 * Math.min(3, Math.max(1, pieces.length));
    }

    /**
     * The run after {@code move} by either side: pieces followed to their new points, the captured marked gone;
     * null when the move captured the chased piece (the chase is over).
     */
    Streak follow(Move move) {
        int from = move.from().index(), to = move.to().index();
        if (target == to) {
            return null;
        }
        int[] p = pieces;
        for (int i = 0; i < p.length; i++) {
            if (p[i] == to || p[i] == from) {
                p = p == pieces ? p.clone() : p;
                p[i] = p[i] == from ? to : -1;
            }
        }
        int t = target == from ? to : target;
        return p == pieces && t == target ? this : new Streak(count, t, p);
    }

    private static int[] union(int[] have, List<Square> more) {
        int[] out = have;
        for (Square s : more) {
            int i = s.index();
            if (Arrays.stream(out).noneMatch(x -> x == i)) {
                out = Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = i;
            }
        }
        return out;
    }
}
