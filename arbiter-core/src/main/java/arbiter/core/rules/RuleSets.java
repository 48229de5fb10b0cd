package arbiter.core.rules;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The rule sets this build knows, by name. */
public final class RuleSets {
    /** The default rule set's name. */
    public static final String DEFAULT = PikafishRules.NAME;

    private static final List<RuleSet> ALL = List.of(new PikafishRules(),
            new arbiter.core.rules.china.China1999Rules(), new arbiter.core.rules.cxq.CxqRules());

    private RuleSets() {
    }

    /** The rule set with this name (case-insensitive). */
    public static Optional<RuleSet> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(r -> r.name().equals(n)).findFirst();
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
