package arbiter.cli;

import arbiter.core.stats.Decision;
import arbiter.core.stats.Pentanomial;
import arbiter.core.stats.Sprt;
import arbiter.core.stats.SprtConfig;
import arbiter.match.Standing;
import java.util.function.Predicate;

/** The match's stop rule: stop once the GSPRT on the pentanomial counts accepts H0 or H1. */
final class SprtWatch implements Predicate<Standing> {
    private final SprtConfig config;

    SprtWatch(SprtConfig config) {
        this.config = config;
    }

    @Override
    public boolean test(Standing s) {
        return config != null && decision(s) != Decision.CONTINUE;
    }

    Decision decision(Standing s) {
        long[] p = s.pentanomial();
        if (p[0] + p[1] + p[2] + p[3] + p[4] == 0) {
            return Decision.CONTINUE;
        }
        return Sprt.decide(Pentanomial.of(p), config).decision();
    }
}
