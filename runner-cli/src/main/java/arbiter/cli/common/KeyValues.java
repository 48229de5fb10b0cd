package arbiter.cli.common;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code key=value} tokens of one option (e.g. {@code --resign movecount=3 score=600}), checked against known keys. */
public final class KeyValues {
    private final String option;
    private final Map<String, String> values = new LinkedHashMap<>();

    public KeyValues(String option, List<String> tokens, Set<String> keys) {
        this.option = option;
        for (String t : tokens) {
            int eq = t.indexOf('=');
            if (eq <= 0) {
                throw UserError.usage(option + ": '" + t + "' is not KEY=VALUE; expected keys " + String.join(", ", keys));
            }
            String k = t.substring(0, eq);
            if (!keys.contains(k)) {
                throw UserError.usage(option + ": unknown key '" + k + "'; expected " + String.join(", ", keys));
            }
            values.put(k, t.substring(eq + 1));
        }
    }

    public String get(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    public boolean has(String key) {
        return values.containsKey(key);
    }

    public String require(String key) {
        String v = values.get(key);
        if (v == null || v.isBlank()) {
            throw UserError.usage(option + ": " + key + " is missing; expected " + key + "=VALUE");
        }
        return v;
    }

    public int integer(String key, int fallback, int min) {
        String v = values.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw UserError.usage(option + ": " + key + "='" + v + "'; expected a whole number, " + min + " or more");
    }

    public double number(String key) {
        String v = require(key);
        try {
            double d = Double.parseDouble(v.trim());
            if (Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw UserError.usage(option + ": " + key + "='" + v + "'; expected a number");
    }

    public boolean bool(String key, boolean fallback) {
        String v = values.get(key);
        if (v == null) {
            return fallback;
        }
        if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(v);
        }
        throw UserError.usage(option + ": " + key + "='" + v + "'; expected true or false");
    }
}
