package arbiter.core.chess;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaf nodes of the legal move tree (perft), the standard check of a move generator. Works on private
 * copies of the board, one per ply, allocated once; at the last ply it counts the legal moves without listing or
 * playing them (bulk counting).
 */
public final class ChessPerft {
    private final Board[] boards;
    private final int[][] buffers;

    private ChessPerft(ChessPosition position, int depth) {
        boards = new Board[depth + 1];
        buffers = new int[depth + 1][Board.MAX_MOVES];
        for (int d = 0; d <= depth; d++) {
            boards[d] = new Board();
        }
        boards[depth].copyFrom(position.board());
    }

    /** Leaf nodes at {@code depth} plies (1 at depth 0). */
    public static long count(ChessPosition position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, got " + depth);
        }
        return depth == 0 ? 1 : new ChessPerft(position, depth).perft(depth);
    }

    /** Leaf nodes below each legal root move, in generation order ("divide", for debugging a generator). */
    public static Map<ChessMove, Long> divide(ChessPosition position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth 1 or more, got " + depth);
        }
        ChessPerft p = new ChessPerft(position, depth);
        Map<ChessMove, Long> out = new LinkedHashMap<>();
        for (int m : position.legalCodes()) {
            long n = 1;
            if (depth > 1) {
                Board child = p.boards[depth - 1];
                child.copyFrom(p.boards[depth]);
                child.make(m);
                n = p.perft(depth - 1);
            }
            out.put(ChessPosition.toMove(m), n);
        }
        return out;
    }

    private long perft(int depth) {
        Board b = boards[depth];
        if (depth == 1) {
            return MoveGen.generate(b, null);
        }
        int[] moves = buffers[depth];
        int n = MoveGen.generate(b, moves);
        Board child = boards[depth - 1];
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(b);
            child.make(moves[i]);
            nodes += perft(depth - 1);
        }
        return nodes;
    }
}
