package arbiter.cli.common;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the JSON forms of the match settings: {@code --config FILE.json} (the command line's options as keys)
 * and {@code --engines FILE.json} (an array of engines), turning engine objects into the {@code key=value}
 * tokens the command line uses, so both go through the same checks. Paths in a file are relative to the file's
 * folder, so a settings file works from any working directory.
 */
public final class JsonSettings {
    static final Set<String> ENGINE_KEYS = Set.of("name", "cmd", "builds", "args", "dir", "proto", "options",
            "threads", "hash", "sandbox", "tc", "st", "nodes", "depth", "timemargin", "timeunit");
    public static final Set<String> CONFIG_KEYS = Set.of("engines", "each", "openings", "games", "concurrency", "game", "rules",
            "pgnout", "jsonOut", "resign", "draw", "maxplies", "sprt", "event", "stallTimeout", "handshakeTimeout",
            "logDir", "protocolLog", "affinity");

    private JsonSettings() {
    }

    public static JsonNode read(Path file, String option) {
        String text = Options.readText(file, option + ": ", true);
        try (JsonParser p = OutcomeJson.MAPPER.getFactory().createParser(text)) {
            if (p.nextToken() == null) {
                throw new UserError(option + ": " + file + ": empty; expected a JSON object");
            }
            return tracked(p);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw new UserError(option + ": " + file + (loc == null ? "" : ":" + loc.getLineNr() + ":"
                    + loc.getColumnNr()) + ": not valid JSON (" + e.getOriginalMessage() + ")");
        } catch (java.io.IOException e) {
            throw new UserError(option + ": " + file + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /** The line of each key of each object read by {@link #read}, so that an unknown key is named with its line. */
    private static final Map<JsonNode, Map<String, Integer>> KEY_LINES =
            java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /** The value at the parser's current token, as a tree, with the lines of its objects' keys kept. */
    private static JsonNode tracked(JsonParser p) throws java.io.IOException {
        if (p.currentToken() == JsonToken.START_OBJECT) {
            ObjectNode o = OutcomeJson.MAPPER.createObjectNode();
            Map<String, Integer> lines = new java.util.HashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String k = p.getCurrentName();
                lines.put(k, p.getTokenLocation().getLineNr());
                p.nextToken();
                o.set(k, tracked(p));
            }
            KEY_LINES.put(o, lines);
            return o;
        }
        if (p.currentToken() == JsonToken.START_ARRAY) {
            ArrayNode a = OutcomeJson.MAPPER.createArrayNode();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                a.add(tracked(p));
            }
            return a;
        }
        return OutcomeJson.MAPPER.readTree(p);
    }

    /** Checks that an object holds only known keys. */
    public static void known(JsonNode obj, Set<String> keys, String where) {
        if (!obj.isObject()) {
            throw new UserError(where + ": expected a JSON object");
        }
        for (Iterator<String> it = obj.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!keys.contains(k)) {
                Integer line = KEY_LINES.getOrDefault(obj, Map.of()).get(k);
                throw new UserError(where + (line == null ? "" : ": line " + line) + ": unknown key '" + k
                        + "'; expected one of "
                        + String.join(", ", keys.stream().sorted().toList()));
            }
        }
    }

    /** The folder paths in {@code file} are relative to: the file's own folder, not the working directory. */
    public static Path base(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of("") : parent;
    }

    /** {@code path} from a settings file, resolved against the file's folder when relative. */
    public static String resolve(Path base, String path) {
        return path.isEmpty() ? path : base.resolve(path).normalize().toString();
    }

    /** A setting's value, with the paths among them ({@code file}, {@code dir}, a {@code cmd} with a slash) resolved. */
    private static String value(String key, String v, Path base) {
        boolean path = key.equals("file") || key.equals("dir")
                || key.equals("cmd") && (v.contains("/") || v.contains(java.io.File.separator));
        return path ? resolve(base, v) : v;
    }

    /**
     * An engine object as {@code key=value} tokens; a relative {@code dir}, and a relative {@code cmd} that names a
     * path (has a slash: a bare name is looked up on PATH), are taken from {@code base}.
     */
    public static List<String> engineTokens(JsonNode e, String where, Path base) {
        known(e, ENGINE_KEYS, where);
        List<String> t = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            switch (f.getKey()) {
                case "args" -> {
                    if (!f.getValue().isArray()) {
                        throw new UserError(where + ": args must be an array of strings");
                    }
                    f.getValue().forEach(a -> t.add("arg=" + a.asText()));
                }
                case "builds" -> t.addAll(builds(f.getValue(), where, base));
                case "options" -> {
                    if (!f.getValue().isObject()) {
                        throw new UserError(where + ": options must be an object of NAME: VALUE");
                    }
                    f.getValue().fields().forEachRemaining(o -> t.add("option." + o.getKey() + "=" + o.getValue().asText()));
                }
                default -> {
                    if (f.getValue().isContainerNode()) {
                        throw new UserError(where + ": " + f.getKey() + " must be a string or number");
                    }
                    t.add(f.getKey() + "=" + value(f.getKey(), f.getValue().asText(), base));
                }
            }
        }
        return t;
    }

    /**
     * An engine's {@code builds}: an array of {@code {"cmd": "...", "requires": ["flag", ...]}}, in order of
     * preference, as {@code build=CMD@FLAG,FLAG} tokens (a {@code cmd} with a slash taken from {@code base}).
     */
    private static List<String> builds(JsonNode arr, String where, Path base) {
        if (!arr.isArray() || arr.isEmpty()) {
            throw new UserError(where + ": builds must be a non-empty array of {\"cmd\": ..., \"requires\": [...]}");
        }
        List<String> t = new ArrayList<>();
        for (int i = 0; i < arr.size(); i++) {
            JsonNode b = arr.get(i);
            String at = where + ": builds[" + i + "]";
            known(b, Set.of("cmd", "requires"), at);
            if (!b.has("cmd") || !b.get("cmd").isTextual() || b.get("cmd").asText().isBlank()) {
                throw new UserError(at + ": cmd is missing; expected a command");
            }
            List<String> flags = new ArrayList<>();
            if (b.has("requires")) {
                if (!b.get("requires").isArray()) {
                    throw new UserError(at + ": requires must be an array of CPU flags, e.g. [\"avx2\", \"bmi2\"]");
                }
                b.get("requires").forEach(f -> flags.add(f.asText()));
            }
            arbiter.engine.Build build = new arbiter.engine.Build(value("cmd", b.get("cmd").asText(), base), flags);
            if (arbiter.engine.Build.parse(build.token()) == null) {
                throw new UserError(at + ": requires " + flags + " is not a list of CPU flags (letters, digits, _ and .)");
            }
            t.add("build=" + build.token());
        }
        return t;
    }

    /**
     * An object of simple values as {@code key=value} tokens (for --each, --openings, --resign, --draw, --sprt); a
     * relative {@code file} (the book of --openings), {@code dir} or {@code cmd} path is taken from {@code base}.
     */
    public static List<String> tokens(JsonNode obj, String where, Path base) {
        if (!obj.isObject()) {
            throw new UserError(where + ": expected a JSON object");
        }
        List<String> t = new ArrayList<>();
        obj.fields().forEachRemaining(f -> {
            if (f.getValue().isContainerNode()) {
                throw new UserError(where + ": " + f.getKey() + " must be a string or number");
            }
            t.add(f.getKey() + "=" + value(f.getKey(), f.getValue().asText(), base));
        });
        return t;
    }

    /** The engines of an {@code --engines} file: an array of engine objects (or an object with "engines"). */
    public static List<List<String>> engines(Path file) {
        JsonNode root = read(file, "--engines");
        JsonNode arr = root.isObject() && root.has("engines") ? root.get("engines") : root;
        if (!arr.isArray()) {
            throw new UserError("--engines: " + file + ": expected an array of engines");
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < arr.size(); i++) {
            out.add(engineTokens(arr.get(i), "--engines: " + file + ": engine " + (i + 1), base(file)));
        }
        return out;
    }
}
