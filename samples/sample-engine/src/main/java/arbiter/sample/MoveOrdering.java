package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Position;

import java.util.Arrays;
import java.util.List;

/**
 * Orders moves so that alpha-beta cuts early: the hash (previous best) move, then captures with the most valuable
 * victim and least valuable attacker first (MVV-LVA), then two killer moves per ply, then quiet moves by their
 * history of causing cut-offs.
 * <p>
 * Moves are copied into per-ply arrays and picked one at a time by selection, because after a cut-off the rest of
 * the list is never looked at and sorting it would be wasted.
 */
final class MoveOrdering {
    private static final int HASH_MOVE = 2_000_000;
    private static final int CAPTURE = 1_000_000;
    private static final int KILLER_1 = 900_000;
    private static final int KILLER_2 = 899_000;
    private static final int HISTORY_MAX = 800_000;
    private static final int MAX_MOVES = 256;

    private final Move[][] moves = new Move[Searcher.MAX_PLY + 2][MAX_MOVES];
    private final int[][] scores = new int[Searcher.MAX_PLY + 2][MAX_MOVES];
    private final int[][] killers = new int[Searcher.MAX_PLY + 2][2];
    /** Indexed by {@link Move#code()}: from index times 90 plus to index. */
    private final int[] history = new int[90 * 90];

    /** Forgets killers and history; done at the start of each search so that equal inputs search equally. */
    void clear() {
        for (int[] k : killers) {
            Arrays.fill(k, 0);
        }
        Arrays.fill(history, 0);
    }

    Move[] moves(int ply) {
        return moves[ply];
    }

    /**
     * Copies the moves to ply's buffer with their order scores and returns how many were kept. With
     * {@code capturesOnly} quiet moves are left out (quiescence search).
     */
    int fill(Position pos, List<Move> legal, int hashMove, int ply, boolean capturesOnly) {
        Move[] out = moves[ply];
        int[] sc = scores[ply];
        int n = 0;
        int k1 = killers[ply][0];
        int k2 = killers[ply][1];
        for (Move m : legal) {
            Piece victim = pos.pieceAt(m.to());
            if (capturesOnly && victim == null) {
                continue;
            }
            int code = m.code();
            int s;
            if (code == hashMove) {
                s = HASH_MOVE;
            } else if (victim != null) {
                s = CAPTURE + captureOrder(victim, pos.pieceAt(m.from()));
            } else if (code == k1) {
                s = KILLER_1;
            } else if (code == k2) {
                s = KILLER_2;
            } else {
                s = history[code];
            }
            out[n] = m;
            sc[n] = s;
            n++;
        }
        return n;
    }

    /** MVV-LVA: victim value dominates, the cheaper attacker breaks ties. */
    static int captureOrder(Piece victim, Piece attacker) {
        return Evaluation.material(victim.type()) * 10 - Evaluation.material(attacker.type()) / 10;
    }

    /** Brings the best-scored of moves {@code i..n-1} of ply's buffer to position {@code i} and returns it. */
    Move pick(int ply, int i, int n) {
        Move[] ms = moves[ply];
        int[] sc = scores[ply];
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (sc[j] > sc[best]) {
                best = j;
            }
        }
        if (best != i) {
            Move m = ms[i];
            ms[i] = ms[best];
            ms[best] = m;
            int s = sc[i];
            sc[i] = sc[best];
            sc[best] = s;
        }
        return ms[i];
    }

    boolean isKiller(int ply, Move m) {
        int p = m.code();
        return killers[ply][0] == p || killers[ply][1] == p;
    }

    /** A quiet move caused a beta cut-off: remember it as a killer for this ply and in the history table. */
    void recordCutoff(Move m, int depth, int ply) {
        int p = m.code();
        if (killers[ply][0] != p) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = p;
        }
        history[p] += depth * depth;
        if (history[p] > HISTORY_MAX) {
            // Halve everything: keeps the order among moves while staying below the killer scores.
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
    }
}
