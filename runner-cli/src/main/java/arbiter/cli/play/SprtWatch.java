package arbiter.cli.play;

import arbiter.core.stats.Decision;
import arbiter.core.stats.Pentanomial;
import arbiter.core.stats.Sprt;
import arbiter.core.stats.SprtConfig;
import arbiter.core.stats.SprtResult;
import arbiter.match.Standing;
import java.util.Locale;
import java.util.function.Predicate;

/** The match's stop rule: stop once the GSPRT on the pentanomial counts accepts H0 or H1. */
public final class SprtWatch implements Predicate<Standing> {
    /**
     * Games a match with {@code --sprt} plays when {@code --games} is not given: 100,000 game pairs, so many that
     * the test practically always decides first (an SPRT of 0 against 5 Elo at α = β = 0.05 needs some tens of
     * thousands of games on average), as fastchess and fishtest run until the test decides.
     */
    static final int DEFAULT_GAMES = 200_000;

    private final SprtConfig config;

    SprtWatch(SprtConfig config) {
        this.config = config;
    }

    @Override
    public boolean test(Standing s) {
        return config != null && decision(s) != Decision.CONTINUE;
    }

    Decision decision(Standing s) {
        return config == null ? Decision.CONTINUE : result(s).decision();
    }

    /** The test's state; an LLR of 0 before the first complete pair. Null without {@code --sprt}. */
    SprtResult result(Standing s) {
        if (config == null) {
            return null;
        }
        long[] p = s.pentanomial();
        if (p[0] + p[1] + p[2] + p[3] + p[4] == 0) {
            return SprtResult.of(0, config);
        }
        return Sprt.decide(Pentanomial.of(p), config);
    }

    /**
     * "LLR 1.23 (-2.94, 2.94) [0.00, 5.00]": the log-likelihood ratio, its lower and upper bounds, and the Elo
     * of H0 and H1 (normalized Elo with {@code model=normalized}); null without {@code --sprt}.
     */
    String line(Standing s) {
        SprtResult r = result(s);
        if (r == null) {
            return null;
        }
        return String.format(Locale.ROOT, "LLR %.2f (%.2f, %.2f) [%.2f, %.2f]", r.llr(), r.lowerBound(),
                r.upperBound(), config.elo0(), config.elo1());
    }
}
