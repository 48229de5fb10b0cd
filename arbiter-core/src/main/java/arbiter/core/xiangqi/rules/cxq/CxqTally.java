package arbiter.core.xiangqi.rules.cxq;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.rules.Tally;
import java.util.ArrayList;
import java.util.List;

/**
 * The CXQ counters after each ply: moves by each side (the moves rule), plies since the last progress (the
 * progress rule), effective moves by each side (the effective rule), and each side's runs of checks and chases
 * (the Advanced Rules).
 *
 * @param redMoves       moves Red has made, counted from the FEN's move number
 * @param blackMoves     moves Black has made
 * @param sinceProgress  plies since the last capture or advance of a pawn that had crossed the river (from the
 *                       FEN's halfmove clock at the start)
 * @param redEffective   Red's effective moves: neither a check or chase nor the reply to one
 * @param blackEffective Black's effective moves
 * @param lastThreat     whether the last move was a check or chase (so that the reply is not effective)
 * @param red            Red's runs
 * @param black          Black's runs
 * @param lastMove       the last move classified, or null at the start
 */
record CxqTally(int redMoves, int blackMoves, int sinceProgress, int redEffective, int blackEffective,
                boolean lastThreat, Runs red, Runs black, CxqMove lastMove) implements Tally {

    /**
     * A side's runs: of checks (null when its last move was no check), and of chases, one per piece it chased on
     * each of its moves in a row.
     */
    record Runs(Streak check, List<Streak> chases) {
        static final Runs NONE = new Runs(null, List.of());

        Runs follow(Move move) {
            if (check == null && chases.isEmpty()) {
                return this;
            }
            Streak c = check == null ? null : check.follow(move);
            List<Streak> out = new ArrayList<>(chases.size());
            for (Streak s : chases) {
                Streak f = s.follow(move);
                if (f != null) {
                    out.add(f);
                }
            }
            return new Runs(c, out);
        }

        /** The runs after this side's own move {@code m}. */
        Runs after(CxqMove m) {
            if (!m.isCheck() && !m.isChase()) {
                return NONE;
            }
            if (m.isCheck()) {
                return new Runs(check == null ? Streak.first(-1, m.checkers()) : check.extend(m.checkers()), List.of());
            }
            List<Streak> out = new ArrayList<>(m.chases().size());
            for (CxqMove.Chase c : m.chases()) {
                int t = c.target().index();
                Streak prev = chases.stream().filter(s -> s.target() == t).findFirst().orElse(null);
                out.add(prev == null ? Streak.first(t, c.attackers()) : prev.extend(c.attackers()));
            }
            return new Runs(null, out);
        }

        /** The longest run of chases, or null. */
        Streak longestChase() {
            Streak best = null;
            for (Streak s : chases) {
                if (best == null || s.count() > best.count()) {
                    best = s;
                }
            }
            return best;
        }
    }

    /** The counters at the start of a game from {@code start}. */
    static CxqTally start(Position start) {
        int done = Math.max(0, start.fullmoveNumber() - 1);
        int red = done + (start.sideToMove() == Side.BLACK ? 1 : 0);
        return new CxqTally(red, done, Math.max(0, start.halfmoveClock()), 0, 0, false, Runs.NONE, Runs.NONE, null);
    }

    @Override
    public Tally next(Position before, Move move, Position after, boolean capture) {
        Side mover = before.sideToMove();
        CxqMove m = CxqMove.of(before, move, after);
        boolean threat = m.isCheck() || m.isChase();
        boolean effective = !threat && !lastThreat;
        Runs mine = (mover == Side.RED ? red : black).follow(move).after(m);
        Runs theirs = (mover == Side.RED ? black : red).follow(move);
        int progress = capture || crossedPawnAdvance(before, move) ? 0 : sinceProgress + 1;
        boolean r = mover == Side.RED;
        return new CxqTally(redMoves + (r ? 1 : 0), blackMoves + (r ? 0 : 1), progress,
                redEffective + (r && effective ? 1 : 0), blackEffective + (!r && effective ? 1 : 0), threat,
                r ? mine : theirs, r ? theirs : mine, m);
    }

    /** A pawn that stood across the river moved forward (sideways moves are no advance). */
    private static boolean crossedPawnAdvance(Position before, Move move) {
        Piece p = before.pieceAt(move.from());
        if (p == null || p.type() != PieceType.PAWN || move.from().onOwnHalf(p.side())) {
            return false;
        }
        int forward = p.side() == Side.RED ? 1 : -1;
        return move.to().rank() - move.from().rank() == forward;
    }

    Runs of(Side side) {
        return side == Side.RED ? red : black;
    }

    int moves(Side side) {
        return side == Side.RED ? redMoves : blackMoves;
    }

    int effective(Side side) {
        return side == Side.RED ? redEffective : blackEffective;
    }
}
