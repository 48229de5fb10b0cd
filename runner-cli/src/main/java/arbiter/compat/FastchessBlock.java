package arbiter.compat;

import java.util.ArrayList;
import java.util.List;

/**
 * The result block fastchess 1.8 prints for a two-engine match (its default output format), line by line:
 * <pre>
 * --------------------------------------------------
 * Results of sf1 vs sf2 (1+0.01, 1t, 16MB, book8.epd):
 * Elo: 43.66 +/- 153.04, nElo: 74.07 +/- 240.76
 * LOS: 72.68 %, DrawRatio: 25.00 %, PairsRatio: 2.00
 * Games: 8, Wins: 3, Losses: 2, Draws: 3, Points: 4.5 (56.25 %)
 * Ptnml(0-2): [0, 1, 1, 2, 0], WL/DD Ratio: inf
 * LLR: 2.95 (100.2%) (-2.94, 2.94) [0.00, 10.00]
 * --------------------------------------------------
 * </pre>
 * Without pentanomial statistics the {@code PairsRatio} part and the {@code Ptnml} line are absent and the
 * statistics are those of single games; the {@code LLR} line appears only with {@code -sprt}. All numbers are
 * from the first engine's view. Degenerate values print as C prints them ({@code -nan}, {@code inf},
 * {@code -0.00}), see {@link CNumber}.
 */
final class FastchessBlock {
    /** The line that opens and closes the block. */
    static final String DASHES = "--------------------------------------------------";

    private FastchessBlock() {
    }

    /**
     * The whole block: dashes, header, the statistics lines, the LLR line if given (null without SPRT), dashes.
     *
     * @param pairs the pair counts with pentanomial statistics on, null with them off
     */
    static List<String> block(String header, int wins, int losses, int draws, Ptnml pairs, String llrLine) {
        List<String> lines = new ArrayList<>();
        lines.add(DASHES);
        lines.add(header);
        lines.addAll(statistics(wins, losses, draws, pairs));
        if (llrLine != null) {
            lines.add(llrLine);
        }
        lines.add(DASHES);
        return lines;
    }

    /**
     * The {@code Elo}, {@code LOS}, {@code Games} and, with pairs, {@code Ptnml} lines.
     *
     * @param pairs the pair counts with pentanomial statistics on (then Elo, LOS and the draw ratio come from
     *              them), null with them off
     */
    static List<String> statistics(int wins, int losses, int draws, Ptnml pairs) {
        FastchessElo elo = pairs == null ? FastchessElo.trinomial(wins, losses, draws)
                : FastchessElo.pentanomial(pairs);
        List<String> lines = new ArrayList<>();
        lines.add(eloLine(elo));
        lines.add(losLine(elo, wins, losses, draws, pairs));
        lines.add(gamesLine(wins, losses, draws));
        if (pairs != null) {
            lines.add(ptnmlLine(pairs));
        }
        return lines;
    }

    /** {@code Elo: {elo:.2f} +/- {err:.2f}, nElo: {nelo:.2f} +/- {nerr:.2f}}. */
    static String eloLine(FastchessElo elo) {
        return "Elo: " + elo.elo().fixed(2) + " +/- " + elo.error().fixed(2)
                + ", nElo: " + elo.nElo().fixed(2) + " +/- " + elo.nEloError().fixed(2);
    }

    /**
     * {@code LOS: {los:.2f} %, DrawRatio: {dr:.2f} %} and, with pairs, {@code , PairsRatio: {pr:.2f}}. The draw
     * ratio is 100·D/n of games without pairs and 100·(WL + DD)/N of pairs with them; the pairs ratio is
     * (WW + WD)/(LD + LL).
     */
    static String losLine(FastchessElo elo, int wins, int losses, int draws, Ptnml pairs) {
        String los = "LOS: " + elo.los().mul(100.0).fixed(2) + " %";
        if (pairs == null) {
            CNumber drawRatio = CNumber.of(100.0 * draws).div(wins + losses + draws);
            return los + ", DrawRatio: " + drawRatio.fixed(2) + " %";
        }
        CNumber drawRatio = CNumber.of(pairs.wl() + pairs.dd()).div(pairs.pairs()).mul(100.0);
        CNumber pairsRatio = CNumber.of(pairs.ww() + pairs.wd()).div(pairs.ld() + pairs.ll());
        return los + ", DrawRatio: " + drawRatio.fixed(2) + " %, PairsRatio: " + pairsRatio.fixed(2);
    }

    /** {@code Games: {n}, Wins: {w}, Losses: {l}, Draws: {d}, Points: {pts:.1f} ({pct:.2f} %)}. */
    static String gamesLine(int wins, int losses, int draws) {
        int games = wins + losses + draws;
        CNumber points = CNumber.of(wins + 0.5 * draws);
        return "Games: " + games + ", Wins: " + wins + ", Losses: " + losses + ", Draws: " + draws
                + ", Points: " + points.fixed(1) + " (" + points.div(games).mul(100).fixed(2) + " %)";
    }

    /** {@code Ptnml(0-2): [LL, LD, WL+DD, WD, WW], WL/DD Ratio: {wl/dd:.2f}}. */
    static String ptnmlLine(Ptnml p) {
        CNumber ratio = CNumber.of(p.wl()).div(p.dd());
        return "Ptnml(0-2): [" + p.ll() + ", " + p.ld() + ", " + (p.wl() + p.dd()) + ", " + p.wd() + ", " + p.ww()
                + "], WL/DD Ratio: " + ratio.fixed(2);
    }

    /**
     * {@code LLR: {llr:.2f} ({fraction:.1f}%) ({lower:.2f}, {upper:.2f}) [{elo0:.2f}, {elo1:.2f}]}, where the
     * fraction is llr/upper for llr ≥ 0 and −llr/lower below (so it is negative for a negative LLR: {@code -0.7%}).
     */
    static String llrLine(double llr, double lower, double upper, double elo0, double elo1) {
        CNumber l = CNumber.of(llr);
        CNumber fraction = llr >= 0 ? l.div(upper) : l.neg().div(lower);
        return "LLR: " + l.fixed(2) + " (" + fraction.mul(100.0).fixed(1) + "%) (" + CNumber.of(lower).fixed(2)
                + ", " + CNumber.of(upper).fixed(2) + ") [" + CNumber.of(elo0).fixed(2) + ", "
                + CNumber.of(elo1).fixed(2) + "]";
    }

    /** The SPRT's lower bound ln(β/(1 − α)), −2.94 for α = β = 0.05. */
    static double lowerBound(double alpha, double beta) {
        return Math.log(beta / (1 - alpha));
    }

    /** The SPRT's upper bound ln((1 − β)/α), 2.94 for α = β = 0.05. */
    static double upperBound(double alpha, double beta) {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * {@code Results of {first} vs {second} ({tc}, {threads}, {hash}[, {book}]):}, the parts already formatted
     * (see {@link #timeControl}, {@link #both}, {@link #bookName}); the book part is left out when null or empty.
     */
    static String header(String first, String second, String tc, String threads, String hash, String book) {
        String bookPart = book == null || book.isEmpty() ? "" : ", " + book;
        return "Results of " + first + " vs " + second + " (" + tc + ", " + threads + ", " + hash + bookPart + "):";
    }

    /** One engine's value, or {@code {first} - {second}} when the two engines differ (tc, threads, hash). */
    static String both(String first, String second) {
        return first.equals(second) ? first : first + " - " + second;
    }

    /** The threads part of the header, {@code {n}t}, or {@code NULL} when the engine has no Threads option. */
    static String threads(String value) {
        return value == null ? "NULL" : value + "t";
    }

    /** The hash part of the header, {@code {n}MB}, or {@code NULL} when the engine has no Hash option. */
    static String hash(String value) {
        return value == null ? "NULL" : value + "MB";
    }

    /** The book as the header names it: the path after its last {@code /} or {@code \}. */
    static String bookName(String path) {
        return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    }

    /**
     * One engine's limit as the header shows it, the first that applies of:
     * <ul>
     * <li>a clock (time + increment &gt; 0): {@code [{moves}/]{time}[+{inc}]}, the time in seconds in its
     * shortest form ({@code 1}, {@code 0.5}, {@code 90}) and the increment with two significant digits
     * ({@code 0.01}, {@code 0.12} for 0.125, {@code 1e+02} for 100), each left out when 0;</li>
     * <li>a fixed time per move: {@code {seconds}/move};</li>
     * <li>a depth: {@code {plies} plies};</li>
     * <li>a node limit: {@code {nodes} nodes};</li>
     * <li>otherwise the empty string.</li>
     * </ul>
     * Zero (or less) means "not set" for every argument.
     */
    static String timeControl(int moves, long timeMs, long incMs, long fixedTimeMs, long nodes, long plies) {
        if (timeMs + incMs > 0) {
            String movesPart = moves > 0 ? moves + "/" : "";
            String incPart = incMs > 0 ? "+" + CNumber.of(incMs / 1000.0).general(2) : "";
            return movesPart + CNumber.of(timeMs / 1000.0).shortest() + incPart;
        }
        if (fixedTimeMs > 0) {
            return CNumber.of(fixedTimeMs / 1000.0).shortest() + "/move";
        }
        if (plies > 0) {
            return plies + " plies";
        }
        if (nodes > 0) {
            return nodes + " nodes";
        }
        return "";
    }
}
