package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The moves of a game, oldest first, packed two bytes each. Like {@link KeyTrail}, the games of one line share a
 * growing array: a trail sees only its first {@code length} moves, and an append writes in place when no other
 * trail has claimed the next slot (else it copies). A kept game record so costs two bytes a ply instead of a
 * linked node.
 */
final class MoveTrail {
    private final short[] moves;
    private final AtomicInteger claimed;
    private final int length;

    private MoveTrail(short[] moves, AtomicInteger claimed, int length) {
        this.moves = moves;
        this.claimed = claimed;
        this.length = length;
    }

    /** A trail without moves. */
    static MoveTrail empty() {
        return new MoveTrail(new short[64], new AtomicInteger(0), 0);
    }

    /** This trail with one more move. */
    MoveTrail append(Move move) {
        short packed = (short) move.packed(); // at most 89 * 128 + 89, well inside a short
        if (length < moves.length && claimed.compareAndSet(length, length + 1)) {
            moves[length] = packed;
            return new MoveTrail(moves, claimed, length + 1);
        }
        short[] copy = Arrays.copyOf(moves, Math.max(64, length * 2));
        copy[length] = packed;
        return new MoveTrail(copy, new AtomicInteger(length + 1), length + 1);
    }

    /** How many moves. */
    int length() {
        return length;
    }

    /** What this trail reads: the trails of one game line share it, and agree on every move they both hold. */
    Object source() {
        return moves;
    }

    /** The i-th move, from 0. */
    Move get(int i) {
        if (i < 0 || i >= length) {
            throw new IndexOutOfBoundsException(i);
        }
        return Move.unpack(moves[i]);
    }
}
