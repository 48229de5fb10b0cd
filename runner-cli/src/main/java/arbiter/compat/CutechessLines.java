package arbiter.compat;

import arbiter.core.stats.Decision;
import java.util.ArrayList;
import java.util.List;

/**
 * The statistics lines of cutechess-cli 1.x and of fastchess's imitation of them ({@code -output
 * format=cutechess}). The two share the {@code Score of} line but not the rest:
 * <pre>
 * fastchess -output format=cutechess           cutechess-cli 1.5
 * Score of a vs b: 2 - 0 - 6  [0.625] 8        Score of a vs b: 1 - 0 - 7  [0.563] 8
 *                                              ...      a playing White: 0 - 0 - 4  [0.500] 4
 *                                              ...      a playing Black: 1 - 0 - 3  [0.625] 4
 *                                              ...      White vs Black: 0 - 1 - 7  [0.438] 8
 * Elo difference: 88.74 +/- 116.14, LOS: ...   Elo difference: 43.7 +/- 82.4, LOS: 84.1 %, DrawRatio: 87.5 %
 * SPRT: llr 2.96 (100.7%), lbound -2.94, ...   SPRT: llr 3 (101.9%), lbound -2.94, ubound 2.94
 * </pre>
 * fastchess formats with {fmt} (two decimals, C's NaN signs, ties to even) and its own trinomial statistics;
 * cutechess with Qt (one decimal, {@code 'g'} with three digits for the SPRT, ties away from zero) and
 * {@link CutechessStats}.
 */
final class CutechessLines {
    private CutechessLines() {
    }

    /**
     * fastchess's {@code Score of {first} vs {second}: {w} - {l} - {d}  [{score:.3f}] {n}}, the score
     * W/n + 0.5·D/n rounded half to even (0.8125 → {@code 0.812}).
     */
    static String fastchessScore(String first, String second, int wins, int losses, int draws) {
        String score = FastchessElo.trinomial(wins, losses, draws).score().fixed(3);
        return scoreLine(first, second, wins, losses, draws, score);
    }

    /**
     * fastchess's {@code Elo difference: {elo:.2f} +/- {err:.2f}, LOS: {los:.2f} %, DrawRatio: {dr:.2f} %}, from
     * its trinomial statistics ({@link FastchessElo#trinomial}).
     */
    static String fastchessElo(int wins, int losses, int draws) {
        FastchessElo elo = FastchessElo.trinomial(wins, losses, draws);
        CNumber drawRatio = CNumber.of(100.0 * draws).div(wins + losses + draws);
        return "Elo difference: " + elo.elo().fixed(2) + " +/- " + elo.error().fixed(2) + ", LOS: "
                + elo.los().mul(100.0).fixed(2) + " %, DrawRatio: " + drawRatio.fixed(2) + " %";
    }

    /**
     * fastchess's {@code SPRT: llr {llr:.2f} ({pct:.1f}%), lbound {lower:.2f}, ubound {upper:.2f}} plus
     * {@code  - H1 was accepted} once llr ≥ upper or {@code  - H0 was accepted} once llr &lt; lower (strictly,
     * unlike the decision itself). The percentage is of the bound on the LLR's side, so always positive.
     */
    static String fastchessSprt(double llr, double lower, double upper) {
        CNumber l = CNumber.of(llr);
        CNumber percentage = (llr < 0 ? l.div(lower) : l.div(upper)).mul(100);
        String result = llr >= upper ? " - H1 was accepted" : llr < lower ? " - H0 was accepted" : "";
        return "SPRT: llr " + l.fixed(2) + " (" + percentage.fixed(1) + "%), lbound " + CNumber.of(lower).fixed(2)
                + ", ubound " + CNumber.of(upper).fixed(2) + result;
    }

    /**
     * cutechess-cli's {@code Score of {first} vs {second}: {w} - {l} - {d}  [{score:.3f}] {n}}, the score
     * (2W + D)/(2n) rounded the Qt way (0.5625 → {@code 0.563}).
     */
    static String cutechessScore(String first, String second, int wins, int losses, int draws) {
        int games = wins + losses + draws;
        String score = QtNumber.fixed((double) (2 * wins + draws) / (games * 2), 3);
        return scoreLine(first, second, wins, losses, draws, score);
    }

    /**
     * cutechess-cli's per-colour lines of the first engine {@code name}, each only if there are games to count:
     * <pre>
     * ...      {name} playing White: {w} - {l} - {d}  [{score:.3f}] {n}
     * ...      {name} playing Black: {w} - {l} - {d}  [{score:.3f}] {n}
     * ...      White vs Black: {white wins} - {black wins} - {draws}  [{white's score:.3f}] {n}
     * </pre>
     */
    static List<String> cutechessSides(String name, int whiteWins, int whiteLosses, int whiteDraws,
                                       int blackWins, int blackLosses, int blackDraws) {
        List<String> lines = new ArrayList<>();
        int withWhite = whiteWins + whiteLosses + whiteDraws;
        int whiteScore = 2 * whiteWins + whiteDraws;
        if (withWhite > 0) {
            lines.add(sideLine(name + " playing White", whiteWins, whiteLosses, whiteDraws, whiteScore, withWhite));
        }
        int withBlack = blackWins + blackLosses + blackDraws;
        int blackScore = 2 * blackWins + blackDraws;
        if (withBlack > 0) {
            lines.add(sideLine(name + " playing Black", blackWins, blackLosses, blackDraws, blackScore, withBlack));
        }
        int games = withWhite + withBlack;
        if (games > 0) {
            // White's points: the first engine's as White plus its opponent's when the first engine had Black
            int whitePoints = whiteScore + 2 * withBlack - blackScore;
            lines.add(sideLine("White vs Black", whiteWins + blackLosses, whiteLosses + blackWins,
                    whiteDraws + blackDraws, whitePoints, games));
        }
        return lines;
    }

    /**
     * cutechess-cli's {@code Elo difference: {elo:.1f} +/- {err:.1f}, LOS: {los:.1f} %, DrawRatio: {dr:.1f} %}
     * ({@link CutechessStats#elo}; no games give {@code nan} everywhere).
     */
    static String cutechessElo(int wins, int losses, int draws) {
        CutechessStats.Elo elo = CutechessStats.elo(wins, losses, draws);
        return "Elo difference: " + QtNumber.fixed(elo.diff(), 1) + " +/- " + QtNumber.fixed(elo.errorMargin(), 1)
                + ", LOS: " + QtNumber.fixed(elo.los(), 1) + " %, DrawRatio: "
                + QtNumber.fixed(elo.drawRatio() * 100, 1) + " %";
    }

    /**
     * cutechess-cli's {@code SPRT: llr {llr} ({pct:.1f}%), lbound {lower}, ubound {upper}}, the three numbers
     * with Qt's 'g' and three digits ({@code 0}, {@code 2.94}, {@code -inf}), pct = llr/upper·100 whatever
     * the LLR's sign, and {@code  - H0 was accepted} / {@code  - H1 was accepted} once decided. Printed even
     * without {@code -sprt}: {@code SPRT: llr 0 (0.0%), lbound -inf, ubound inf}.
     */
    static String cutechessSprt(CutechessStats.Sprt sprt) {
        String line = "SPRT: llr " + QtNumber.general(sprt.llr(), 3) + " ("
                + QtNumber.fixed(sprt.llr() / sprt.upperBound() * 100, 1) + "%), lbound "
                + QtNumber.general(sprt.lowerBound(), 3) + ", ubound " + QtNumber.general(sprt.upperBound(), 3);
        if (sprt.decision() == Decision.H0_ACCEPTED) {
            return line + " - H0 was accepted";
        }
        return sprt.decision() == Decision.H1_ACCEPTED ? line + " - H1 was accepted" : line;
    }

    private static String scoreLine(String first, String second, int wins, int losses, int draws, String score) {
        return "Score of " + first + " vs " + second + ": " + wins + " - " + losses + " - " + draws + "  [" + score
                + "] " + (wins + losses + draws);
    }

    private static String sideLine(String label, int wins, int losses, int draws, int score, int games) {
        return "...      " + label + ": " + wins + " - " + losses + " - " + draws + "  ["
                + QtNumber.fixed((double) score / (games * 2), 3) + "] " + games;
    }
}
