package arbiter.core.rules;

import arbiter.core.board.Position;
import arbiter.core.board.Side;
import arbiter.core.game.Game;
import arbiter.core.game.GameResult;
import arbiter.core.game.NaturalLimit;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;

/**
 * The Pikafish program competition rules (象棋程序竞赛规则, 2023-11-22): mate and stalemate lose; a threefold
 * repetition is judged by the violation levels of 第三章; no rook, knight, cannon or pawn left is a draw; 120
 * counted plies without a capture are a draw, each side's checks counting at most ten times. On the ply where
 * the limit is reached, mate, stalemate and repetition take precedence.
 */
public final class PikafishRules implements RuleSet {
    /** The name: {@code pikafish}. */
    public static final String NAME = "pikafish";
    /** Plies without capture that draw (第一章第五节 1). */
    public static final int NATURAL_LIMIT_PLIES = 120;
    /** Checks per side that count within a stretch (第一章第五节 2). */
    public static final int COUNTED_CHECKS = 10;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Pikafish program competition rules (2023-11-22): check/chase repetition levels, 120-ply natural limit";
    }

    @Override
    public int countedChecks() {
        return COUNTED_CHECKS;
    }

    @Override
    public Outcome judge(Game game) {
        Position p = game.position();
        int ply = game.ply();
        Side toMove = p.sideToMove();
        if (!p.hasLegalMove()) {
            Side winner = toMove.opponent();
            if (p.inCheck()) {
                return Outcome.ended(GameResult.winFor(winner), Termination.CHECKMATE, ply,
                        winner.displayName() + " checkmates " + toMove.displayName() + " (将死)");
            }
            return Outcome.ended(GameResult.winFor(winner), Termination.STALEMATE, ply,
                    toMove.displayName() + " has no legal move and is not in check (困毙); "
                            + toMove.displayName() + " loses");
        }
        Cycle cycle = game.repetitionCycle();
        if (cycle != null) {
            return repetition(RepetitionJudge.judge(cycle), ply);
        }
        if (p.isBareMaterial()) {
            return Outcome.ended(GameResult.DRAW, Termination.INSUFFICIENT_MATERIAL, ply,
                    "no rook, knight, cannon or pawn is left on the board; draw");
        }
        NaturalLimit limit = game.naturalLimit();
        if (limit.counted() >= NATURAL_LIMIT_PLIES) {
            String extra = limit.uncounted() == 0 ? ""
                    : " (" + limit.uncounted() + " plies not counted: checks beyond " + COUNTED_CHECKS
                    + " per side and the replies to them)";
            return Outcome.ended(GameResult.DRAW, Termination.NATURAL_LIMIT, ply,
                    NATURAL_LIMIT_PLIES + " counted plies without a capture (自然限着)" + extra + "; draw");
        }
        return Outcome.ongoing(ply);
    }

    /** Maps a repetition verdict to an outcome: the higher level loses, equal levels draw. */
    static Outcome repetition(RepetitionVerdict v, int ply) {
        Side loser = v.loser();
        String cycle = " (repetition from ply " + v.firstPly() + " to " + v.lastPly() + ")";
        if (loser == null) {
            return new Outcome(GameResult.DRAW, Termination.REPETITION_DRAW, ply,
                    v.red().describe() + "; " + v.black().describe() + ": equal levels, draw" + cycle, v);
        }
        SideVerdict lost = v.of(loser);
        Termination t = lost.violation() == Violation.PERPETUAL_CHECK ? Termination.PERPETUAL_CHECK
                : Termination.PERPETUAL_CHASE;
        return new Outcome(GameResult.lossFor(loser), t, ply,
                lost.describe() + "; " + v.of(loser.opponent()).describe() + ": " + loser.displayName() + " loses"
                        + cycle, v);
    }
}
