package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
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

    /** Every ruling here needs a mate, a position come round twice, bare material or the natural limit. */
    @Override
    public int quietBelow() {
        return NATURAL_LIMIT_PLIES;
    }

    @Override
    public Ruling judge(Node node) {
        Position p = node.position();
        Ruling board = BoardEndings.mateOrStalemate(p, "第一章第四节 1.A", "第一章第四节 1.B");
        if (board != null) {
            return board;
        }
        Cycle cycle = node.repetitionCycle();
        if (cycle != null) {
            return repetition(RepetitionJudge.judge(cycle));
        }
        if (p.isBareMaterial()) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.INSUFFICIENT_MATERIAL,
                    "no rook, knight, cannon or pawn is left on the board; draw", "第一章第四节 2.A");
        }
        NaturalLimit limit = node.naturalLimit();
        if (limit.counted() >= NATURAL_LIMIT_PLIES) {
            String extra = limit.uncounted() == 0 ? ""
                    : " (" + limit.uncounted() + " plies not counted: checks beyond " + COUNTED_CHECKS
                    + " per side and the replies to them)";
            return Ruling.Ended.of(GameResult.DRAW, Termination.NATURAL_LIMIT,
                    NATURAL_LIMIT_PLIES + " counted plies without a capture (自然限着)" + extra + "; draw", "第一章第五节");
        }
        return Ruling.GOES_ON;
    }

    /** Maps a repetition verdict to a ruling: the higher level loses, equal levels draw. */
    static Ruling repetition(RepetitionVerdict v) {
        Side loser = v.loser();
        String cycle = " (repetition from ply " + v.firstPly() + " to " + v.lastPly() + ")";
        if (loser == null) {
            return new Ruling.Ended(GameResult.DRAW, Termination.REPETITION_DRAW,
                    v.red().describe() + "; " + v.black().describe() + ": equal levels, draw" + cycle,
                    "第三章第二节", v);
        }
        SideVerdict lost = v.of(loser);
        Termination t = lost.violation() == Violation.PERPETUAL_CHECK ? Termination.PERPETUAL_CHECK
                : Termination.PERPETUAL_CHASE;
        return new Ruling.Ended(GameResult.lossFor(loser), t,
                lost.describe() + "; " + v.of(loser.opponent()).describe() + ": " + loser.displayName() + " loses"
                        + cycle, "第三章第二节", v);
    }
}
