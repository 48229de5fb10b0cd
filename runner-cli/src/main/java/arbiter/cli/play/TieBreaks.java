package arbiter.cli.play;

import arbiter.core.event.RankBy;
import arbiter.core.event.TieBreak;
import arbiter.core.event.TieBreakChain;
import arbiter.tournament.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;

/** Tie-break chains by preset name or as a list of tie-break names. */
public final class TieBreaks {
    static final Map<String, TieBreakChain> BY_NAME = Map.of(
            "rr2011", TieBreakChain.ROUND_ROBIN_2011,
            "rr2011-multi", TieBreakChain.ROUND_ROBIN_MULTI_2011,
            "swiss2011", TieBreakChain.SWISS_2011_OPPONENTS,
            "swiss2011-cumulative", TieBreakChain.SWISS_2011_CUMULATIVE,
            "rr1999", TieBreakChain.ROUND_ROBIN_1999,
            "swiss1999", TieBreakChain.SWISS_1999);
    static final String PRESETS = "rr2011, rr2011-multi, swiss2011, swiss2011-cumulative, rr1999, swiss1999";

    private TieBreaks() {
    }

    /**
     * The chain named by {@code --tiebreaks}: a preset, or names separated by commas, each a rulebook label
     * ({@code 小分}) or a constant name ({@code small_points}, {@code small-points}); null picks the format's
     * default (2011 14.2 by match points, 14.3.1 for Swiss, 14.1 otherwise). {@code none} ranks by points alone.
     */
    static TieBreakChain chain(CommandLine cl, String text, Format format, RankBy rankBy) {
        if (text == null) {
            return rankBy == RankBy.MATCH_POINTS ? TieBreakChain.ROUND_ROBIN_MULTI_2011
                    : format == Format.SWISS ? TieBreakChain.SWISS_2011_OPPONENTS : TieBreakChain.ROUND_ROBIN_2011;
        }
        String t = text.trim();
        if (BY_NAME.containsKey(t)) {
            return BY_NAME.get(t);
        }
        if (t.equals("none")) {
            return new TieBreakChain("none", List.of());
        }
        List<TieBreak> order = new ArrayList<>();
        for (String part : t.split("[,，、]")) {
            String name = part.trim();
            TieBreak found = null;
            for (TieBreak b : TieBreak.values()) {
                if (b.label().equals(name) || b.key().equalsIgnoreCase(name)
                        || b.name().equalsIgnoreCase(name.replace('-', '_'))) {
                    found = b;
                }
            }
            if (found == null) {
                List<String> known = new ArrayList<>();
                for (TieBreak b : TieBreak.values()) {
                    known.add(b.label() + " (" + b.name().toLowerCase(Locale.ROOT).replace('_', '-') + ")");
                }
                throw new CommandLine.ParameterException(cl, "Invalid value for option '--tiebreaks': unknown "
                        + "tie-break '" + name + "'; expected a preset (" + PRESETS + ", none) or names from "
                        + String.join(", ", known));
            }
            order.add(found);
        }
        return new TieBreakChain(t, order);
    }
}
