package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.Ruling;

/**
 * 象棋竞赛规则 (2011, trial), the national competition rules: as 1999
 * in its endings (4.1, 4.2.2, 4.2.4 with 22.2's ten checks, 21.6's mate after the flag), with 2011's calls of moves
 * ({@link Book#Y2011}: the king's and a pawn's own chases idle (26.1), the king's answer to a check idle (26.1.2), a
 * cycle whose first move captures counted from the next (23.2)) and its verdicts: one-sided 长将 loses at once
 * (23.5.1, 25.1); both allowed draw (25.2); forbidden against allowed, the forbidden side must vary (25.3); both
 * forbidden (25.4, 26.8): a side whose play is 长杀, 一将一杀, 长捉车, 长捉无根子 or a mix of those must vary when the
 * other's is not (26.8.1), else draw (26.8.4). A repetition is judged when the cycle's moves have been played three
 * times (23.1, 23.4: six rounds on two points, the first move counted unless it captures, 23.2). A side that must
 * vary has two rounds (23.5.2): if its next two moves are still the cycle's, it loses; a draw comes only when
 * neither side has left the cycle two rounds later (23.5.2.1). Nine rounds of forbidden or aimless moves on three or
 * more points make a 待判局面 too (23.4, {@link NineRounds}): at once in an engine game, as a finding in a record.
 */
public final class China2011Rules extends NationalRules {
    /** The name: {@code china-2011}. */
    public static final String NAME = "china-2011";
    /** Moves a side that must vary is given: two rounds (23.5.2). */
    static final int GRACE_ROUNDS = 2;

    /** The rules with the 60-round natural limit. */
    public China2011Rules() {
        this(NATURAL_LIMIT_ROUNDS);
    }

    /**
     * The rules with a lower natural limit, as an organiser may set it (4.2.4 "可根据比赛等级酌减").
     *
     * @param naturalLimitRounds rounds (two plies each) without a capture that draw, 1 to 60
     */
    public China2011Rules(int naturalLimitRounds) {
        this(naturalLimitRounds, true);
    }

    private China2011Rules(int naturalLimitRounds, boolean claimsMade) {
        super(naturalLimitRounds, claimsMade);
    }

    /** The rules with 23.4's nine rounds noted as a finding, not ruled: in human play they need a claim. */
    @Override
    public China2011Rules forRecords() {
        return claimsMade() ? new China2011Rules(naturalLimitRounds(), false) : this;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Chinese national competition rules (2011, trial): 将/杀/捉/闲 with the 26.8 table, two rounds to "
                + "vary, " + naturalLimitRounds() + "-round natural limit";
    }

    @Override
    Book book() {
        return Book.Y2011;
    }

    @Override
    Ruling verdict(CycleCalls calls) {
        SideCall red = calls.red(), black = calls.black();
        String what = calls.describe();
        Ruling check = oneSidedPerpetualCheck(calls, "23.5.1, 25.1");
        if (check != null) {
            return check;
        }
        if (!red.forbidden() && !black.forbidden()) {
            return draw(what + ": both ways of play are allowed (双方均为允许着法)", "25.2");
        }
        if (red.forbidden() != black.forbidden()) {
            Side must = red.forbidden() ? Side.RED : Side.BLACK;
            return mustVary(calls, must, what + ": " + must.displayName() + "'s way of play is forbidden against "
                    + "an allowed one (25.3)", "25.3, 23.5.2");
        }
        boolean r = red.mustVaryAgainstForbidden(), b = black.mustVaryAgainstForbidden();
        if (r != b) {
            Side must = r ? Side.RED : Side.BLACK;
            return mustVary(calls, must, what + ": both forbidden, and " + must.displayName() + "'s is one 26.8.1 "
                    + "names (长杀, 一将一杀, 长捉车, 长捉无根子 or their mix)", "26.8.1, 23.5.2");
        }
        return draw(what + ": both ways of play are forbidden (双方均为禁止着法) and neither side's alone is one 26.8.1 "
                + "names", "25.4, 26.8.4");
    }

    private static Ruling draw(String why, String article) {
        return Ruling.Ended.of(GameResult.DRAW, Termination.REPETITION_DRAW, why + ": a draw (不变作和)", article);
    }

    private static Ruling mustVary(CycleCalls calls, Side must, String why, String article) {
        return new Ruling.MustVary(calls.obligation(must, article, why + ", so " + must.displayName()
                + " must vary within two rounds (应变着)", GRACE_ROUNDS));
    }
}
