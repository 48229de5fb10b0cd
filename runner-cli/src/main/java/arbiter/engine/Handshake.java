package arbiter.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What an engine said in answer to {@code uci}/{@code ucci}: its name and the options it offers, each with the
 * values of a {@code combo} ({@code var ...}).
 *
 * @param idName  the {@code id name}, or null
 * @param options option name to its {@code var} values (empty for other types), in the engine's order
 * @param features xboard's {@code feature name=value} pairs, quotes removed (empty for UCI and UCCI)
 * @param ranges  the {@code min} and {@code max} of each option that gives them ({@code spin} options)
 */
public record Handshake(String idName, Map<String, List<String>> options, Map<String, String> features,
                        Map<String, Range> ranges) {

    public Handshake {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
        features = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(features));
        ranges = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(ranges));
    }

    /** A handshake without option ranges. */
    public Handshake(String idName, Map<String, List<String>> options, Map<String, String> features) {
        this(idName, options, features, Map.of());
    }

    /**
     * A {@code spin} option's bounds.
     *
     * @param min the least value it takes
     * @param max the greatest
     */
    public record Range(long min, long max) {
    }

    /** The {@code min} and {@code max} on an option line, or null when it lacks either (or they are not numbers). */
    static Range range(String line) {
        String[] t = line.trim().split("\\s+");
        Long min = null, max = null;
        for (int i = 0; i + 1 < t.length; i++) {
            String w = t[i].toLowerCase(Locale.ROOT);
            try {
                if (w.equals("min")) {
                    min = Long.parseLong(t[i + 1]);
                } else if (w.equals("max")) {
                    max = Long.parseLong(t[i + 1]);
                }
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return min == null || max == null ? null : new Range(min, max);
    }

    /** A UCI or UCCI handshake (no xboard features). */
    public Handshake(String idName, Map<String, List<String>> options) {
        this(idName, options, Map.of());
    }

    /** An xboard {@code feature}'s value as the engine gave it, or null. */
    public String feature(String name) {
        return features.get(name);
    }

    /** Whether the engine offers an option of this name (ignoring case, as UCI does). */
    public boolean offers(String option) {
        return options.keySet().stream().anyMatch(o -> o.equalsIgnoreCase(option));
    }

    /** Whether a combo option offers {@code value} among its vars (ignoring case). */
    public boolean offers(String option, String value) {
        return options.entrySet().stream().anyMatch(e -> e.getKey().equalsIgnoreCase(option)
                && e.getValue().stream().anyMatch(v -> v.equalsIgnoreCase(value)));
    }

    /** The {@code var} values on an option line: each word after a {@code var}. */
    static List<String> vars(String line) {
        String[] t = line.trim().split("\\s+");
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < t.length; i++) {
            if (t[i].toLowerCase(Locale.ROOT).equals("var")) {
                out.add(t[i + 1]);
            }
        }
        return out;
    }
}
