package arbiter.core.xiangqi.board;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the leaf nodes of the legal move tree (perft), the standard check of a move generator.
 * Runs on a private mutable copy of the position; at the last ply it counts legal moves without playing them.
 */
public final class Perft {
    private final Board board;
    private final int[][] buffers;

    private Perft(Position position, int depth) {
        this.board = position.board().copy();
        this.buffers = new int[Math.max(depth, 1) + 1][Board.MAX_MOVES];
    }

    /** Leaf nodes at {@code depth} plies (1 at depth 0). */
    public static long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, got " + depth);
        }
        return depth == 0 ? 1 : new Perft(position, depth).perft(depth);
    }

    /** Leaf nodes below each legal root move, in generation order ("divide", for debugging a generator). */
    public static Map<Move, Long> divide(Position position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth 1 or more, got " + depth);
        }
        Perft p = new Perft(position, depth);
        Map<Move, Long> out = new LinkedHashMap<>();
        int[] moves = p.buffers[depth];
        int n = Legality.generateLegal(p.board, moves);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int undo = p.board.make(m);
            out.put(Position.toMove(m), depth == 1 ? 1L : p.perft(depth - 1));
            p.board.unmake(m, undo);
        }
        return out;
    }

    private long perft(int depth) {
        Board b = board;
        int[] moves = buffers[depth];
        int n = b.generate(moves);
        boolean check = b.inCheck();
        long nodes = 0;
        if (depth == 1) {
            for (int i = 0; i < n; i++) {
                if (Legality.isLegal(b, moves[i], check)) {
                    nodes++;
                }
            }
            return nodes;
        }
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Legality.isLegal(b, m, check)) {
                int undo = b.make(m);
                nodes += perft(depth - 1);
                b.unmake(m, undo);
            }
        }
        return nodes;
    }
}
