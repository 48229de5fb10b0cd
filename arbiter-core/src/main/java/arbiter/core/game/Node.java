package arbiter.core.game;

import arbiter.core.board.Move;
import arbiter.core.board.Position;
import arbiter.core.board.Side;
import arbiter.core.rules.Cycle;
import arbiter.core.rules.Obligation;
import arbiter.core.rules.Tally;
import java.util.ArrayList;
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
    final MoveTrail history;
    final int ply;
    final Position stretchStart;
    final NaturalLimit limit;
    final KeyTrail trail;
    final Tally tally;
    final Obligation standing;

    Node(Position start, Position position, MoveTrail history, int ply, Position stretchStart, NaturalLimit limit,
         KeyTrail trail, Tally tally, Obligation standing) {
        this.start = start;
        this.position = position;
        this.history = history;
        this.ply = ply;
        this.stretchStart = stretchStart;
        this.limit = limit;
        this.trail = trail;
        this.tally = tally;
        this.standing = standing;
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
        return trail.length() - 1;
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
        return history.length() == 0 ? null : history.get(history.length() - 1);
    }

    /** The side that played the last move (the one not to move now). */
    public Side lastMover() {
        return position.sideToMove().opponent();
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        List<Move> out = new ArrayList<>(history.length());
        for (int i = 0; i < history.length(); i++) {
            out.add(history.get(i));
        }
        return out;
    }

    /**
     * When the current position occurs for the third time in the current stretch without captures, the cycle
     * from its first occurrence to now; otherwise null.
     */
    public Cycle repetitionCycle() {
        int length = trail.length();
        if (length < 9 || trail.earlierOccurrences() < 2) {
            return null;
        }
        return cycle(length, 0); // rare: kept out of line so that the per-ply test stays small
    }

    /**
     * As {@link #repetitionCycle()}; when {@code captureStartCounts} is false, the position a capture created (the
     * start of the current stretch after a capture) is not counted as an occurrence (2011 23.2).
     */
    public Cycle repetitionCycle(boolean captureStartCounts) {
        boolean afterCapture = ply - (trail.length() - 1) > 0;
        if (captureStartCounts || !afterCapture) {
            return repetitionCycle();
        }
        int length = trail.length();
        if (length < 10 || trail.earlierOccurrences() < 2) {
            return null;
        }
        return cycle(length, 1);
    }

    private Cycle cycle(int length, int from) {
        // Rebuild the stretch's positions, then confirm with whole placements (keys are only a filter).
        List<Move> moves = new ArrayList<>(length - 1);
        for (int i = history.length() - (length - 1); i < history.length(); i++) {
            moves.add(history.get(i));
        }
        List<Position> positions = new ArrayList<>(length);
        positions.add(stretchStart);
        for (Move m : moves) {
            positions.add(positions.get(positions.size() - 1).play(m).orThrow());
        }
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
}
