package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) with a quiescence search on captures, a
 * transposition table, null-move pruning, late-move reductions, check extensions and mate scores.
 * <p>
 * It plays through the immutable {@link Position} API of the rule core, so it can only ever consider legal
 * moves. Everything that could make two runs differ (hash table, killers, history) is cleared at the start of a
 * search, and nothing is random, so a search limited by depth or nodes is reproducible. One instance runs one
 * search at a time.
 */
public final class Searcher {
    static final int MAX_DEPTH = 64;
    static final int MAX_PLY = 128;
    static final int MATE = 30_000;
    /** Scores beyond this are mates; the distance is {@code MATE - |score|} plies. */
    static final int MATE_BOUND = MATE - 1_000;
    static final int INFINITY = 32_000;
    /** The natural limit of the Pikafish rules: 120 plies without a capture is a draw (checks are ignored here). */
    static final int NATURAL_LIMIT_PLIES = 120;

    /** One completed iteration, for the {@code info} line. */
    public record Iteration(int depth, int seldepth, int score, long nodes, long timeMs, List<Move> pv) {
    }

    /** The answer: {@code bestMove} is null when the side to move has no legal move (or none was allowed). */
    public record Result(Move bestMove, Move ponderMove, int score, int depth, long nodes) {
    }

    /** Thrown (without a stack trace) to unwind the search when a limit is hit. */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();

    private final TranspositionTable tt;
    private final MoveOrdering ordering = new MoveOrdering();
    private final Move[][] pv = new Move[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];

    private SearchControl control;
    private long nodes;
    private int seldepth;
    /** Keys of the game so far and of the current line; the repetition test looks back through it. */
    private long[] keys;
    private int keyTop;
    /** Index of the first key after the latest null move: a repetition may not reach across it. */
    private int nullBarrier;
    /** The best root move found so far in the running iteration. */
    private Move iterationBest;

    /** A searcher using the given hash table. */
    public Searcher(TranspositionTable tt) {
        this.tt = tt;
    }

    /**
     * Searches {@code root}. {@code history} holds the keys of the positions before the root since the last
     * capture (oldest first), for repetition. {@code listener} receives each completed iteration.
     */
    public Result search(Position root, List<Long> history, SearchLimits limits, SearchControl control,
                         Consumer<Iteration> listener) {
        this.control = control;
        this.nodes = 0;
        this.seldepth = 0;
        tt.clear();
        ordering.clear();
        keys = new long[history.size() + MAX_PLY + 4];
        keyTop = 0;
        for (long k : history) {
            keys[keyTop++] = k;
        }
        keys[keyTop++] = root.key();
        nullBarrier = 0;

        List<Move> rootMoves = rootMoves(root, limits.searchMoves());
        if (rootMoves.isEmpty()) {
            return new Result(null, null, -MATE, 0, 0);
        }
        int rootEval = Evaluation.evaluateRed(root);
        Move best = rootMoves.get(0);
        Move ponder = null;
        int bestScore = 0;
        int completed = 0;
        for (int depth = 1; depth <= control.depthLimit(); depth++) {
            if (depth > 1 && !control.shouldStartIteration(depth)) {
                break;
            }
            int score;
            try {
                score = searchRoot(root, rootMoves, depth, rootEval);
            } catch (Abort a) {
                if (completed == 0 && iterationBest != null) {
                    best = iterationBest; // cut off inside the first iteration: the best move seen so far
                }
                break;
            }
            completed = depth;
            bestScore = score;
            best = pv[0][0];
            ponder = pvLength[0] > 1 ? pv[0][1] : null;
            // The best move goes first in the next iteration (the rest keep their order: deterministic).
            rootMoves.remove(best);
            rootMoves.add(0, best);
            List<Move> line = new ArrayList<>();
            for (int i = 0; i < pvLength[0]; i++) {
                line.add(pv[0][i]);
            }
            listener.accept(new Iteration(depth, seldepth, score, nodes, control.elapsedMs(), line));
            if (rootMoves.size() == 1 && limits.timed()) {
                break; // the only move: no point spending the clock on it
            }
        }
        return new Result(best, ponder, bestScore, completed, nodes);
    }

    private List<Move> rootMoves(Position root, List<Move> only) {
        List<Move> legal = root.legalMoves();
        List<Move> allowed = new ArrayList<>();
        for (Move m : legal) {
            if (only.isEmpty() || only.contains(m)) {
                allowed.add(m);
            }
        }
        // Initial order: captures by MVV-LVA, then generation order.
        int n = ordering.fill(root, allowed, 0, 0, false);
        List<Move> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(ordering.pick(0, i, n));
        }
        return out;
    }

    private int searchRoot(Position root, List<Move> rootMoves, int depth, int eval) {
        int alpha = -INFINITY;
        int beta = INFINITY;
        int best = -INFINITY;
        pvLength[0] = 0;
        iterationBest = null;
        for (int i = 0; i < rootMoves.size(); i++) {
            Move m = rootMoves.get(i);
            Position child = root.play(m).orThrow();
            int childEval = eval + Evaluation.delta(root.pieceAt(m.from()), root.pieceAt(m.to()), m);
            keys[keyTop++] = child.key();
            int score;
            try {
                if (i == 0) {
                    score = -negamax(child, depth - 1, -beta, -alpha, 1, childEval, true);
                } else {
                    score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1, childEval, true);
                    if (score > alpha) {
                        score = -negamax(child, depth - 1, -beta, -alpha, 1, childEval, true);
                    }
                }
            } finally {
                keyTop--;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    updatePv(0, m);
                    iterationBest = m;
                }
            }
        }
        return best;
    }

    private int negamax(Position pos, int depth, int alpha, int beta, int ply, int eval, boolean allowNull) {
        pvLength[ply] = ply;
        boolean inCheck = pos.inCheck();
        if (inCheck) {
            depth++; // never stop the search in check: it is where mates hide
        }
        if (depth <= 0) {
            return quiesce(pos, alpha, beta, ply, eval);
        }
        countNode(ply);
        if (isRepetition(pos) || pos.halfmoveClock() >= NATURAL_LIMIT_PLIES) {
            return 0;
        }
        if (ply >= MAX_PLY) {
            return relative(pos, eval);
        }
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = Math.max(alpha, -MATE + ply);
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean pvNode = beta - alpha > 1;
        long key = pos.key();
        int hashMove = 0;
        int slot = tt.probe(key);
        if (slot >= 0) {
            hashMove = tt.move(slot);
            if (!pvNode && tt.depth(slot) >= depth) {
                int s = tt.score(slot, ply);
                int bound = tt.bound(slot);
                if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        if (allowNull && !pvNode && !inCheck && depth >= 3 && Math.abs(beta) < MATE_BOUND
                && relative(pos, eval) >= beta && hasAttackingPieces(pos)) {
            // Null move: if passing still beats beta, a real move will too (zugzwang is rare with attackers left).
            int r = depth >= 6 ? 3 : 2;
            Position passed = pos.withSideToMove(pos.sideToMove().opponent());
            int savedBarrier = nullBarrier;
            nullBarrier = keyTop;
            keys[keyTop++] = passed.key();
            int score;
            try {
                score = -negamax(passed, depth - 1 - r, -beta, -beta + 1, ply + 1, eval, false);
            } finally {
                keyTop--;
                nullBarrier = savedBarrier;
            }
            if (score >= beta) {
                return score >= MATE_BOUND ? beta : score;
            }
        }

        List<Move> legal = pos.legalMoves();
        if (legal.isEmpty()) {
            return -MATE + ply; // checkmate, or stalemate, which also loses in xiangqi
        }
        int n = ordering.fill(pos, legal, hashMove, ply, false);
        int originalAlpha = alpha;
        int best = -INFINITY;
        Move bestMove = null;
        for (int i = 0; i < n; i++) {
            Move m = ordering.pick(ply, i, n);
            Piece mover = pos.pieceAt(m.from());
            Piece victim = pos.pieceAt(m.to());
            Position child = pos.play(m).orThrow();
            int childEval = eval + Evaluation.delta(mover, victim, m);
            keys[keyTop++] = child.key();
            int score;
            try {
                if (i == 0) {
                    score = -negamax(child, depth - 1, -beta, -alpha, ply + 1, childEval, true);
                } else {
                    // Late quiet moves rarely matter: look at them one ply shallower first.
                    int reduction = depth >= 3 && i >= 3 && victim == null && !inCheck && !child.inCheck()
                            && !ordering.isKiller(ply, m) ? 1 : 0;
                    score = -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, childEval, true);
                    if (score > alpha && (reduction > 0 || score < beta)) {
                        score = -negamax(child, depth - 1, -beta, -alpha, ply + 1, childEval, true);
                    }
                }
            } finally {
                keyTop--;
            }
            if (score > best) {
                best = score;
                bestMove = m;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, m);
                    if (score >= beta) {
                        if (victim == null) {
                            ordering.recordCutoff(m, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove == null ? 0 : bestMove.code(), best, depth, bound, ply);
        return best;
    }

    /** Captures only (all moves when in check), so that the static evaluation is taken in a quiet position. */
    private int quiesce(Position pos, int alpha, int beta, int ply, int eval) {
        pvLength[ply] = ply;
        countNode(ply);
        if (ply >= MAX_PLY) {
            return relative(pos, eval);
        }
        boolean inCheck = pos.inCheck();
        List<Move> legal = pos.legalMoves();
        if (legal.isEmpty()) {
            return -MATE + ply;
        }
        int best = -INFINITY;
        if (!inCheck) {
            int stand = relative(pos, eval);
            if (stand >= beta) {
                return stand;
            }
            alpha = Math.max(alpha, stand);
            best = stand;
        }
        int n = ordering.fill(pos, legal, 0, ply, !inCheck);
        for (int i = 0; i < n; i++) {
            Move m = ordering.pick(ply, i, n);
            Piece mover = pos.pieceAt(m.from());
            Piece victim = pos.pieceAt(m.to());
            Position child = pos.play(m).orThrow();
            int score = -quiesce(child, -beta, -alpha, ply + 1, eval + Evaluation.delta(mover, victim, m));
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, m);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void countNode(int ply) {
        nodes++;
        if (ply > seldepth) {
            seldepth = ply;
        }
        if (control.shouldAbort(nodes)) {
            throw ABORT;
        }
    }

    /**
     * Simplistic repetition: the current position (top of the key stack) already occurred with the same side to
     * move since the last capture, in the game or on this line. Scored as a draw whatever the check/chase rules
     * would say.
     */
    private boolean isRepetition(Position pos) {
        int current = keyTop - 1;
        int oldest = Math.max(nullBarrier, current - pos.halfmoveClock());
        long key = keys[current];
        for (int i = current - 2; i >= oldest; i -= 2) {
            if (keys[i] == key) {
                return true;
            }
        }
        return false;
    }

    private void updatePv(int ply, Move m) {
        pv[ply][ply] = m;
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            pv[ply][i] = pv[ply + 1][i];
        }
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    private static int relative(Position pos, int redEval) {
        return pos.sideToMove() == Side.RED ? redEval : -redEval;
    }

    /** True when the side to move has a rook, knight or cannon (a pawn-and-defender ending can be zugzwang). */
    private static boolean hasAttackingPieces(Position pos) {
        Map<PieceType, Integer> m = pos.material(pos.sideToMove());
        return m.containsKey(PieceType.ROOK) || m.containsKey(PieceType.KNIGHT) || m.containsKey(PieceType.CANNON);
    }

    /** Nodes visited by the latest search. */
    long nodes() {
        return nodes;
    }
}
