package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.Ruling;

/**
 * 中国象棋规则 (1999), the national association's rules: mate and
 * stalemate lose (4.1); 60 rounds without a capture draw, each side's checks counting at most ten times (4.2.4,
 * 23.3); no rook, knight, cannon or pawn left is a draw (4.2.1); a mate on the board stands though the flag fell
 * (22.5); a repetition is judged when the cycle's moves have been played three times (24: "双方着法循环反复三次", read
 * as 2011 23.4 spells it out) by 第24-29条 and 第七章: one-sided 长将 loses at once, both sides allowed or both
 * forbidden draw at once (24.2), and a forbidden way of play against an allowed one must vary (变着): the game goes
 * on, and the forbidden side loses if the cycle comes round once more unchanged (24.3, 26.4).
 */
public final class China1999Rules extends NationalRules {
    /** The name: {@code china-1999}. */
    public static final String NAME = "china-1999";
    /** Rounds without a capture that draw (4.2.4). */
    public static final int NATURAL_LIMIT_ROUNDS = NationalRules.NATURAL_LIMIT_ROUNDS;
    /** Checks per side that count within a stretch (23.3). */
    public static final int COUNTED_CHECKS = NationalRules.COUNTED_CHECKS;

    /** The rules with the 60-round natural limit. */
    public China1999Rules() {
        this(NATURAL_LIMIT_ROUNDS);
    }

    /**
     * The rules with a lower natural limit, as an organiser may set it (4.2.4 "也可根据比赛等级酌减").
     *
     * @param naturalLimitRounds rounds (two plies each) without a capture that draw, 1 to 60
     */
    public China1999Rules(int naturalLimitRounds) {
        super(naturalLimitRounds, true); // 1999 has no ruling that needs a claim beyond those judged as endings
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Chinese Xiangqi Association rules (1999): 将/杀/捉/闲 repetition verdicts with a duty to vary, "
                + naturalLimitRounds() + "-round natural limit";
    }

    @Override
    Book book() {
        return Book.Y1999;
    }

    @Override
    Ruling verdict(CycleCalls calls) {
        SideCall red = calls.red(), black = calls.black();
        String what = calls.describe();
        Ruling check = oneSidedPerpetualCheck(calls, "24.1, 26.1");
        if (check != null) {
            return check;
        }
        if (red.forbidden() == black.forbidden()) {
            String both = red.forbidden() ? "both ways of play are forbidden (双方均为禁止着法)"
                    : "both ways of play are allowed (双方均为允许着法)";
            return Ruling.Ended.of(GameResult.DRAW, Termination.REPETITION_DRAW,
                    what + ": " + both + ": a draw at once (立即判和)", red.forbidden() ? "24.2, 26.3" : "24.2, 26.2");
        }
        Side must = red.forbidden() ? Side.RED : Side.BLACK;
        String reason = what + ": " + must.displayName() + "'s way of play is forbidden against an allowed one, so "
                + must.displayName() + " must vary (犯禁方必须变着)";
        return new Ruling.MustVary(calls.obligation(must, "24.3, 26.4", reason, -1));
    }
}
