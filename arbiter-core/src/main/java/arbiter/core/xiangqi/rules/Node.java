package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import java.util.ArrayList;
import arbiter.core.game.IndexedList;
import arbiter.core.game.PlyTrail;
import java.util.List;

/**
 * A game at one ply, complete but not yet ruled on: what a rule set judges. It carries the current position, the
 * natural-limit counters, the keys of the current stretch without captures, the moves so far (a shared packed
 * trail), the rule set's own counters and the obligation that stood before the last move. Earlier positions are
 * not kept: a repetition cycle is rebuilt from the position at the start of the stretch when one is found.
 */
public final class Node {
    final Position start;
    final Position position;
    /** The keys and moves of the game's line, shared with its other nodes: this node reads plies 0 to {@link #ply}. */
    final PlyTrail trail;
    final int ply;
    final Position stretchStart;
    /** The ply of {@link #stretchStart}: the last capture's, or 0. */
    final int stretchPly;
    final NaturalLimit limit;
    final Tally tally;
    final Obligation standing;

    Node(Position start, Position position, PlyTrail trail, int ply, Position stretchStart, int stretchPly,
         NaturalLimit limit, Tally tally, Obligation standing) {
        this.start = start;
        this.position = position;
        this.trail = trail;
        this.ply = ply;
        this.stretchStart = stretchStart;
        this.stretchPly = stretchPly;
        this.limit = limit;
        this.tally = tally;
        this.standing = standing;
    }

    /** The first node of a game from {@code start}, with the rule set's tally of it (null: none kept). */
    public static Node start(Position start, Tally tally) {
        return new Node(start, start, PlyTrail.start(start.key()), 0, start, 0,
                NaturalLimit.start(start.halfmoveClock()), tally, null);
    }

    /**
     * The node a replay reached without building the nodes between: {@code position} at ply {@code ply}, the game's
     * keys and moves to that ply in {@code trail}, the current stretch without captures from {@code stretchStart}
     * at ply {@code stretchPly}, and the natural-limit counters; no obligation stands and no tally is kept.
     */
    public static Node resumed(Position start, Position position, PlyTrail trail, int ply, Position stretchStart,
                               int stretchPly, NaturalLimit limit) {
        return new Node(start, position, trail, ply, stretchStart, stretchPly, limit, null, null);
    }

    /**
     * The node after {@code move}, which led to {@code next}.
     *
     * @param countedChecks how many checks of each side the natural limit counts in a stretch
     * @param obligation    the duty that stands after the move, or null
     */
    public Node next(Move move, Position next, int countedChecks, Obligation obligation) {
        boolean capture = position.isCapture(move);
        NaturalLimit nl = limit.next(position.sideToMove(), capture, next.inCheck(), countedChecks);
        Tally tl = tally == null ? null : tally.next(position, move, next, capture);
        return new Node(start, next, trail.with(ply + 1, move.code(), next.key()), ply + 1,
                capture ? next : stretchStart, capture ? ply + 1 : stretchPly, nl, tl, obligation);
    }

    /** The keys and moves of the game's line; this node reads plies 0 to {@link #ply()}. */
    public PlyTrail trail() {
        return trail;
    }

    /** The position where the current stretch without captures began (the start, or the last capture's). */
    public Position stretchStart() {
        return stretchStart;
    }

    /** The ply of {@link #stretchStart()}. */
    public int stretchPly() {
        return stretchPly;
    }

    /** The position now. */
    public Position position() {
        return position;
    }

    /** Plies played from the start position. */
    public int ply() {
        return ply;
    }

    /** The start position of the game. */
    public Position startPosition() {
        return start;
    }

    /** The natural-limit counters after the last ply. */
    public NaturalLimit naturalLimit() {
        return limit;
    }

    /** Plies since the last capture (or since the start). */
    public int pliesSinceCapture() {
        return ply - stretchPly;
    }

    /** The rule set's own counters after the last ply, or null when it keeps none. */
    public Tally tally() {
        return tally;
    }

    /** The obligation to vary that stood when the last move was played, or null. */
    public Obligation standingObligation() {
        return standing;
    }

    /** The last move played, or null at the start. */
    public Move lastMove() {
        return ply == 0 ? null : moveOfPly(ply);
    }

    /** The side that played the last move (the one not to move now). */
    public Side lastMover() {
        return position.sideToMove().opponent();
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        PlyTrail t = trail; // plies 1 to ply are never written again
        return IndexedList.of(ply, i -> Move.ofCode(t.code(i + 1)), t);
    }

    /**
     * When the current position occurs for the third time in the current stretch without captures, the cycle
     * from its first occurrence to now; otherwise null.
     */
    public Cycle repetitionCycle() {
        int length = ply - stretchPly + 1;
        if (length < 9 || earlierOccurrences() < 2) {
            return null;
        }
        return cycle(length, 0); // rare: kept out of line so that the per-ply test stays small
    }

    /**
     * A repetition counted in laps, as the national rule books count it (1999 24, 2011 23.1-23.4: "双方着法循环反复达三次",
     * "在两个点上反复三次为六个回合"): when the positions made by the last {@code laps × L + beyond} moves of the current
     * stretch repeat with a period of L plies (the cycle's moves played {@code laps} times, then {@code beyond}
     * more of them), the cycle of the repetition's last two laps before those {@code beyond} plies; otherwise
     * null. The first counted move may come from outside the cycle (23.2's 外来点): only the positions it and the
     * later moves made must repeat. The position before the first move of the game is made by no move in the
     * record and never counts; the one a capture made counts only when {@code captureStartCounts} (2011 23.2 does
     * not count a capture). L is the shortest period that has come round {@code laps} times, and the run must be
     * exactly {@code laps × L + beyond} positions long, so each repetition is found at one ply only.
     *
     * @param laps               laps of the cycle that make the repetition (3)
     * @param beyond             plies played after the repetition was complete (0, or the grace of a draw)
     * @param captureStartCounts whether the position a capture made may be the first counted
     */
    public Cycle repetitionInLaps(int laps, int beyond, boolean captureStartCounts) {
        int t = ply - stretchPly;
        boolean afterCapture = ply - t > 0;
        int from = afterCapture && captureStartCounts ? 0 : 1;
        int counted = t - from + 1;
        if (counted < 4 * laps + beyond || earlierOccurrences() < laps - 1) {
            return null; // the per-ply test: no position has come round often enough
        }
        long key = keyAt(t);
        for (int lap = 4; laps * lap <= counted; lap += 2) {
            if (keyAt(t - lap) != key || keyAt(t - (laps - 1) * lap) != key) {
                continue;
            }
            int run = periodicRun(lap, from);
            if (run >= laps * lap) {
                return run == laps * lap + beyond ? lapCycle(lap, run, t - beyond) : null;
            }
        }
        return null;
    }

    /** The move played {@code back} plies before the last one (0: the last move). */
    public Move moveBefore(int back) {
        return moveOfPly(ply - back);
    }

    /**
     * Whether the positions made by the last {@code plies} moves of the current stretch repeat with a shortest period
     * of {@code shortest} to {@code plies - 2} plies: the play has gone round one cycle for all of them, and not a
     * shorter one (keys only, a filter).
     */
    public boolean periodicWithin(int plies, int shortest) {
        int t = ply - stretchPly;
        for (int lap = 4; lap <= plies - 2; lap += 2) {
            int i = t;
            while (i > t - plies + lap && keyAt(i) == keyAt(i - lap)) {
                i--;
            }
            if (i == t - plies + lap) {
                return lap >= shortest;
            }
        }
        return false;
    }

    /**
     * The current stretch without captures rebuilt: its start position, every move since and the positions they
     * made (a rule set asks only when the keys say a repetition may be complete); null when it has no move yet.
     */
    public Cycle stretch() {
        int t = ply - stretchPly;
        if (t == 0) {
            return null;
        }
        List<Move> moves = new ArrayList<>(t);
        for (int i = stretchPly + 1; i <= ply; i++) {
            moves.add(moveOfPly(i));
        }
        List<Position> positions = new ArrayList<>(t + 1);
        positions.add(stretchStart);
        for (Move m : moves) {
            positions.add(positions.get(positions.size() - 1).play(m).orThrow());
        }
        return new Cycle(ply - t, positions, moves);
    }

    /** How many positions, ending with the current one and none before {@code from}, repeat with period lap. */
    private int periodicRun(int lap, int from) {
        int t = ply - stretchPly;
        int j = t;
        while (j - lap >= from && keyAt(j) == keyAt(j - lap)) {
            j--;
        }
        return t - j + lap;
    }

    /**
     * The cycle of two laps ending at trail index {@code end}, after the run of {@code run} positions is confirmed
     * with whole placements (keys are only a filter); null on a key collision.
     */
    private Cycle lapCycle(int lap, int run, int end) {
        int t = ply - stretchPly;
        Cycle s = stretch();
        List<Position> positions = s.positions();
        List<Move> moves = s.moves();
        for (int j = t; j >= t - run + 1 + lap; j--) {
            if (!positions.get(j).samePlacement(positions.get(j - lap))) {
                return null;
            }
        }
        int first = end - 2 * lap;
        int firstPly = ply - (t - first);
        return new Cycle(firstPly, positions.subList(first, end + 1), moves.subList(first, end));
    }

    private Cycle cycle(int length, int from) {
        // Rebuild the stretch's positions, then confirm with whole placements (keys are only a filter).
        Cycle s = stretch();
        List<Position> positions = s.positions();
        List<Move> moves = s.moves();
        int found = 0;
        int first = -1;
        for (int i = length - 5; i >= from && found < 2; i -= 2) {
            if (positions.get(i).samePlacement(position)) {
                found++;
                first = i;
            }
        }
        if (found < 2) {
            return null;
        }
        int firstPly = ply - (length - 1 - first);
        return new Cycle(firstPly, positions.subList(first, length), moves.subList(first, length - 1));
    }

    /** The move of ply {@code i}, 1 to {@link #ply}. */
    private Move moveOfPly(int i) {
        return Move.ofCode(trail.code(i));
    }

    /** The key at index {@code i} of the current stretch: 0 is its start position, then one per ply. */
    private long keyAt(int i) {
        return trail.key(stretchPly + i);
    }

    /**
     * How many earlier positions of the stretch, at an even distance of at least 4 plies (same side to move; a
     * position cannot recur sooner), have the current position's key.
     */
    private int earlierOccurrences() {
        return trail.keyRepetitions(ply, ply - stretchPly, trail.key(ply));
    }
}
