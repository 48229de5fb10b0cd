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
 */
public record Handshake(String idName, Map<String, List<String>> options, Map<String, String> features) {

    public Handshake {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
        features = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(features));
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
