package arbiter.compat;

/**
 * fastchess's Elo estimate of one engine's results, with every number computed in the same order of operations
 * as fastchess 1.8 so that it prints identically, degenerate cases included (all draws: Elo −0.00 and nElo
 * {@code -nan}; all wins: Elo {@code inf} ± {@code -nan}; an upper score bound above 1: ± {@code nan}).
 *
 * <p>Formulas (z = 1.959963984540054, eloDiff(s) = −400·log10(1/s − 1)):
 * <ul>
 * <li>trinomial, n games: s = W/n + 0.5·D/n, σ² = W/n·(1 − s)² + D/n·(0.5 − s)² + L/n·(0 − s)² per game,
 * se = √(σ²/n); nElo(x) = (x − 0.5)/σ·800/ln 10;</li>
 * <li>pentanomial, N pairs: s = WW + 0.75·WD + 0.5·(WL + DD) + 0.25·LD (fractions of N), σ² per pair the same
 * way, se = √(σ²/N); nElo(x) = (x − 0.5)/√(2σ²)·800/ln 10;</li>
 * <li>both: Elo = eloDiff(s), its ± = (eloDiff(s + z·se) − eloDiff(s − z·se))/2, nElo's ± likewise, and
 * LOS = (1 − erf(−(s − 0.5)/√(2·se²)))/2.</li>
 * </ul>
 *
 * @param score the mean score s
 * @param elo the Elo difference
 * @param error the half width of its 95% interval
 * @param nElo the normalized Elo
 * @param nEloError the half width of its 95% interval
 * @param los the likelihood of superiority as a fraction (not yet a percentage)
 */
record FastchessElo(CNumber score, CNumber elo, CNumber error, CNumber nElo, CNumber nEloError, CNumber los) {
    /** The two-sided 95% quantile of the normal distribution, as fastchess writes it. */
    static final double Z95 = 1.959963984540054;

    /** 800/ln 10, normalized Elo per unit of t-value; glibc's and Java's ln 10 agree. */
    private static final CNumber NELO_SCALE = CNumber.of(800 / Math.log(10));

    /** The estimate from game counts (fastchess without pentanomial statistics, and its cutechess output). */
    static FastchessElo trinomial(int wins, int losses, int draws) {
        CNumber games = CNumber.of(wins + losses + draws);
        CNumber w = CNumber.of(wins).div(games);
        CNumber d = CNumber.of(draws).div(games);
        CNumber l = CNumber.of(losses).div(games);
        CNumber score = w.add(CNumber.of(0.5).mul(d));
        CNumber variance = w.mul(square(CNumber.of(1).sub(score)))
                .add(d.mul(square(CNumber.of(0.5).sub(score))))
                .add(l.mul(square(CNumber.of(0).sub(score))));
        CNumber perGame = variance.div(games);
        return estimate(score, variance.sqrt(), perGame);
    }

    /** The estimate from pair counts (fastchess's default). */
    static FastchessElo pentanomial(Ptnml p) {
        CNumber pairs = CNumber.of(p.pairs());
        CNumber ww = CNumber.of(p.ww()).div(pairs);
        CNumber wd = CNumber.of(p.wd()).div(pairs);
        CNumber wl = CNumber.of(p.wl()).div(pairs);
        CNumber dd = CNumber.of(p.dd()).div(pairs);
        CNumber ld = CNumber.of(p.ld()).div(pairs);
        CNumber ll = CNumber.of(p.ll()).div(pairs);
        CNumber score = ww.add(CNumber.of(0.75).mul(wd))
                .add(CNumber.of(0.5).mul(wl.add(dd)))
                .add(CNumber.of(0.25).mul(ld));
        CNumber variance = ww.mul(square(CNumber.of(1).sub(score)))
                .add(wd.mul(square(CNumber.of(0.75).sub(score))))
                .add(wl.add(dd).mul(square(CNumber.of(0.5).sub(score))))
                .add(ld.mul(square(CNumber.of(0.25).sub(score))))
                .add(ll.mul(square(CNumber.of(0).sub(score))));
        CNumber perPair = variance.div(pairs);
        // a pair's mean score has the per-game spread of √(2σ²) behind it
        return estimate(score, CNumber.of(2).mul(variance).sqrt(), perPair);
    }

    /**
     * The estimate from the score, the spread that normalizes Elo ({@code sigma}) and the variance of the mean.
     */
    private static FastchessElo estimate(CNumber score, CNumber sigma, CNumber varianceOfMean) {
        CNumber se = varianceOfMean.sqrt();
        CNumber upper = score.add(CNumber.of(Z95).mul(se));
        CNumber lower = score.sub(CNumber.of(Z95).mul(se));
        CNumber elo = eloDiff(score);
        CNumber error = eloDiff(upper).sub(eloDiff(lower)).div(2.0);
        CNumber nElo = nElo(score, sigma);
        CNumber nEloError = nElo(upper, sigma).sub(nElo(lower, sigma)).div(2.0);
        CNumber t = score.sub(0.5).neg().div(CNumber.of(2.0).mul(varianceOfMean).sqrt());
        CNumber los = CNumber.of(1).sub(t.erf()).div(2.0);
        return new FastchessElo(score, elo, error, nElo, nEloError, los);
    }

    /** −400·log10(1/s − 1): −0.0 at s = ½, ±inf at 1 and 0, a positive NaN beyond them. */
    static CNumber eloDiff(CNumber score) {
        return CNumber.of(-400.0).mul(CNumber.of(1.0).div(score).sub(1.0).log10());
    }

    private static CNumber nElo(CNumber score, CNumber sigma) {
        return score.sub(0.5).div(sigma).mul(NELO_SCALE);
    }

    /** std::pow(x, 2), which the compiler turns into x·x. */
    private static CNumber square(CNumber x) {
        return x.mul(x);
    }
}
