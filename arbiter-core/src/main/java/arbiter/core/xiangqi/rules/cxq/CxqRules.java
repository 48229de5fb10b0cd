package arbiter.core.xiangqi.rules.cxq;

import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import arbiter.core.game.GameResult;
import arbiter.core.xiangqi.rules.Node;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.BoardEndings;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.rules.Ruling;
import arbiter.core.xiangqi.rules.Tally;
import java.util.ArrayList;
import java.util.List;

/**
 * The CXQ rules (the CXQ ruleset, English edition): mate and stalemate lose; no repetition is needed for a
 * violation: 6 checks in a row with one piece, 12 with two or 18 with three or more is perpetual check, and the
 * same counts of chases of one unprotected piece are a perpetual chase. The violator loses; both violating is a
 * draw, except check against chase, where the checker loses. Automatic draws: 300 moves by each side, 120
 * effective moves by each side, 30 moves by each side without progress. The readings this class takes where the
 * text is loose are listed in docs/rules/xiangqi-national-and-cxq.md ("CXQ rules, as read here").
 */
public final class CxqRules implements RuleSet {
    /** The name: {@code cxq}. */
    public static final String NAME = "cxq";
    /** Moves by each side that draw (Moves Rule). */
    public static final int MOVES_LIMIT = 300;
    /** Effective moves by each side that draw (Effective Rule). */
    public static final int EFFECTIVE_LIMIT = 120;
    /** Moves by each side without progress that draw (Progress Rule). */
    public static final int PROGRESS_LIMIT = 30;

    private static final String ADVANCED = "CXQ Advanced Rules";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "CXQ rules: perpetual check/chase counted (6 in a row with one piece, 12 with two, 18 with three), "
                + "draws at 300 moves, 120 effective moves, 30 moves without progress";
    }

    /** CXQ has no natural limit with a check cap; its effective rule counts differently (see {@link CxqTally}). */
    @Override
    public int countedChecks() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Tally tally(Position start) {
        return CxqTally.start(start);
    }

    @Override
    public Ruling judge(Node node) {
        Position p = node.position();
        Ruling board = BoardEndings.mateOrStalemate(p, "CXQ Basic Rules: checkmate", "CXQ Basic Rules: stalemate");
        if (board != null) {
            return board;
        }
        CxqTally t = (CxqTally) node.tally();
        if (t.lastMove() != null) {
            Ruling v = violation(t, node.lastMover(), p);
            if (v != null) {
                return v;
            }
        }
        if (Math.min(t.redMoves(), t.blackMoves()) >= MOVES_LIMIT) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.MOVE_LIMIT,
                    "each side has made " + MOVES_LIMIT + " moves; draw", "CXQ Automatic Drawing Rules: Moves Rule");
        }
        if (Math.min(t.redEffective(), t.blackEffective()) >= EFFECTIVE_LIMIT) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.NATURAL_LIMIT,
                    "each side has made " + EFFECTIVE_LIMIT + " effective moves (neither checking or chasing nor "
                            + "answering a check or chase); draw", "CXQ Automatic Drawing Rules: Effective Rule");
        }
        if (t.sinceProgress() >= 2 * PROGRESS_LIMIT) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.NO_PROGRESS,
                    "each side has made " + PROGRESS_LIMIT + " moves since the last capture or advance of a pawn "
                            + "across the river; draw", "CXQ Automatic Drawing Rules: Progress Rule");
        }
        return Ruling.GOES_ON;
    }

    /**
     * The ruling when the last mover's run has just become perpetual, or null. Over the same stretch the other
     * side's moves (one fewer) are looked at too: if each of them checked, or each chased one same piece, both
     * violate.
     */
    static Ruling violation(CxqTally t, Side mover, Position p) {
        CxqTally.Runs mine = t.of(mover);
        Streak run = mine.check();
        boolean check = run != null && run.count() >= run.limit();
        if (!check) {
            run = null;
            for (Streak s : mine.chases()) {
                if (s.count() >= s.limit() && (run == null || s.count() > run.count())) {
                    run = s;
                }
            }
            if (run == null) {
                return null;
            }
        }
        Side other = mover.opponent();
        CxqTally.Runs theirs = t.of(other);
        int span = run.count() - 1;
        Streak otherRun = theirs.check() != null && theirs.check().count() >= span ? theirs.check() : null;
        boolean otherChecks = otherRun != null;
        if (!otherChecks) {
            Streak c = theirs.longestChase();
            otherRun = c != null && c.count() >= span ? c : null;
        }
        String mine1 = describe(mover, run, check, p);
        if (otherRun == null) {
            return lose(mover, check, mine1 + "; " + mover.displayName() + " loses");
        }
        String theirs1 = describe(other, otherRun, otherChecks, p);
        if (check == otherChecks) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.REPETITION_DRAW, mine1 + ", and " + theirs1
                    + " over the same moves: both violate; draw", ADVANCED);
        }
        Side checker = check ? mover : other;
        return lose(checker, true, mine1 + ", and " + theirs1 + " over the same moves: perpetual check against "
                + "perpetual chase; " + checker.displayName() + ", the checker, loses");
    }

    private static Ruling lose(Side loser, boolean check, String reason) {
        return Ruling.Ended.lossFor(loser, check ? Termination.PERPETUAL_CHECK : Termination.PERPETUAL_CHASE, reason,
                ADVANCED + (check ? ": perpetual check" : ": perpetual chase"));
    }

    /** "Red checks 6 times in a row with 1 piece (rook on e8)", "Black chases Red's knight on c4 12 times ...". */
    private static String describe(Side side, Streak run, boolean check, Position p) {
        List<String> used = new ArrayList<>();
        for (int sq : run.pieces()) {
            used.add(sq < 0 ? "a piece since captured" : p.pieceAt(Square.ofIndex(sq)).type().englishName()
                    + " on " + Square.ofIndex(sq));
        }
        String with = run.count() + " times in a row with " + run.pieceCount()
                + (run.pieceCount() == 1 ? " piece (" : " pieces (") + String.join(", ", used) + ")";
        if (check) {
            return side.displayName() + " checks " + with;
        }
        Square target = Square.ofIndex(run.target());
        return side.displayName() + " chases " + p.pieceAt(target).describe() + " on " + target + " " + with;
    }
}
