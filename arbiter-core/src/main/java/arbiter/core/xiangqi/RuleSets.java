package arbiter.core.xiangqi;

import arbiter.core.xiangqi.rules.PikafishRules;
import arbiter.core.xiangqi.rules.RuleSet;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The rule sets this build knows, by name. */
public final class RuleSets {
    /** The default rule set's name. */
    public static final String DEFAULT = PikafishRules.NAME;

    private static final List<RuleSet> ALL = List.of(new PikafishRules(),
            new arbiter.core.xiangqi.rules.china.China1999Rules(), new arbiter.core.xiangqi.rules.china.China2011Rules(),
            new arbiter.core.xiangqi.rules.cxq.CxqRules());

    private RuleSets() {
    }

    /** The rule sets whose natural limit an organiser may lower. */
    private static final List<String> LIMITED = List.of(arbiter.core.xiangqi.rules.china.China1999Rules.NAME,
            arbiter.core.xiangqi.rules.china.China2011Rules.NAME);

    /** The separator of a rule set's name and the natural limit an organiser set: {@code china-1999/40}. */
    public static final char LIMIT = '/';

    /**
     * The rule set with this name (case-insensitive), also in the form {@code NAME/ROUNDS} that
     * {@link #withNaturalLimit} writes.
     */
    public static Optional<RuleSet> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        int slash = n.indexOf(LIMIT);
        if (slash > 0) {
            String rounds = n.substring(slash + 1);
            String base = n.substring(0, slash);
            if (!LIMITED.contains(base) || rounds.isEmpty() || rounds.length() > 3
                    || !rounds.chars().allMatch(Character::isDigit)) {
                return Optional.empty();
            }
            int r = Integer.parseInt(rounds);
            if (r < 1 || r > arbiter.core.xiangqi.rules.china.China1999Rules.NATURAL_LIMIT_ROUNDS) {
                return Optional.empty();
            }
            return Optional.of(base.equals(arbiter.core.xiangqi.rules.china.China1999Rules.NAME)
                    ? new arbiter.core.xiangqi.rules.china.China1999Rules(r) : new arbiter.core.xiangqi.rules.china.China2011Rules(r));
        }
        return ALL.stream().filter(r -> r.name().equals(n)).findFirst();
    }

    /** The name without an organiser's natural limit: {@code china-1999} for {@code china-1999/40}. */
    public static String baseName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        int slash = n.indexOf(LIMIT);
        return slash > 0 ? n.substring(0, slash) : n;
    }

    /**
     * The name of rule set {@code name} with its natural limit lowered to {@code rounds} by the organiser (1999
     * 4.2.4), or an error: only the national rules have such a limit, of 1 to 60 rounds.
     */
    public static arbiter.core.game.Parsed<String> withNaturalLimit(String name, int rounds) {
        String base = baseName(name == null ? DEFAULT : name);
        if (!LIMITED.contains(base)) {
            return new arbiter.core.game.Parsed.Err<>("natural-limit", "an organiser's natural limit applies to "
                    + String.join(" and ", LIMITED) + " (4.2.4), not to " + base);
        }
        int max = arbiter.core.xiangqi.rules.china.China1999Rules.NATURAL_LIMIT_ROUNDS;
        if (rounds < 1 || rounds > max) {
            return new arbiter.core.game.Parsed.Err<>("natural-limit", "expected 1 to " + max + " rounds, got "
                    + rounds);
        }
        return new arbiter.core.game.Parsed.Ok<>(base + LIMIT + rounds);
    }

    /** The default, {@code pikafish}. */
    public static RuleSet defaultRules() {
        return ALL.get(0);
    }

    /** Every known rule set. */
    public static List<RuleSet> all() {
        return ALL;
    }

    /** The known names, for error messages and help. */
    public static List<String> names() {
        return ALL.stream().map(RuleSet::name).toList();
    }
}
