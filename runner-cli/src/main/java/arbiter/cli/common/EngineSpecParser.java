package arbiter.cli.common;

import arbiter.core.game.Parsed;
import arbiter.core.clock.TimeControl;
import arbiter.engine.EngineConfig;
import arbiter.engine.EngineProtocol;
import arbiter.match.EngineSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns cutechess-style {@code key=value} engine settings into an {@link EngineSpec}. Keys: {@code name cmd build
 * arg dir proto option.NAME threads hash sandbox tc st nodes depth timemargin}. Settings from {@code --each} come first and the engine's
 * own override them ({@code arg}, {@code build} and {@code option.*} accumulate). {@code build=CMD@FLAG,FLAG}, given
 * once per build in order of preference, replaces {@code cmd=}: the first build whose CPU flags the host has runs.
 */
public final class EngineSpecParser {
    static final String KEYS = "name, cmd, build, arg, dir, proto, option.NAME, threads, hash, sandbox, tc, st, "
            + "nodes, depth, timemargin, timeunit";

    private EngineSpecParser() {
    }

    /** Parses one engine's settings; {@code label} (e.g. "--engine #1") starts every error message. */
    public static EngineSpec parse(List<String> each, List<String> own, String label) {
        return parse(each, own, label, arbiter.engine.CpuFlags.host());
    }

    /** As {@link #parse(List, List, String)} on a host with the CPU flags {@code host}. */
    public static EngineSpec parse(List<String> each, List<String> own, String label, arbiter.engine.CpuFlags host) {
        Map<String, String> kv = new LinkedHashMap<>();
        List<arbiter.engine.Build> builds = new ArrayList<>();
        List<String> args = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        List<String> all = new ArrayList<>(each);
        all.addAll(own);
        for (String tok : all) {
            int eq = tok.indexOf('=');
            if (eq <= 0) {
                throw UserError.usage(label + ": '" + tok + "' is not KEY=VALUE; expected keys " + KEYS);
            }
            String k = tok.substring(0, eq), v = tok.substring(eq + 1);
            if (k.equals("arg")) {
                args.add(v);
            } else if (k.equals("build")) {
                arbiter.engine.Build b = arbiter.engine.Build.parse(v);
                if (b == null) {
                    throw UserError.usage(label + ": build='" + v + "'; expected CMD or CMD@FLAG,FLAG (CPU flags as "
                            + "/proc/cpuinfo lists them, e.g. avx2,bmi2)");
                }
                builds.add(b);
            } else if (k.startsWith("option.") && k.length() > 7) {
                options.put(k.substring(7), v);
            } else if (KEYS.contains(k) && !k.equals("option.NAME")) {
                kv.put(k, v);
            } else {
                throw UserError.usage(label + ": unknown key '" + k + "'; expected one of " + KEYS);
            }
        }
        String name = kv.getOrDefault("name", "");
        if (name.isBlank()) {
            throw UserError.usage(label + ": name is missing; expected name=NAME");
        }
        String cmd = kv.get("cmd");
        arbiter.engine.Build.Choice chosen = null;
        if (!builds.isEmpty()) {
            if (cmd != null) {
                throw UserError.usage(label + " (" + name + "): give cmd or build, not both (the last build may "
                        + "need nothing: build=CMD)");
            }
            chosen = arbiter.engine.Build.choose(builds, host);
            if (chosen == null) {
                throw new UserError(label + " (" + name + "): no build runs on this CPU: "
                        + arbiter.engine.Build.why(builds, host) + "; add a build that needs nothing (build=CMD)");
            }
            cmd = chosen.build().command();
        }
        if (cmd == null || cmd.isBlank()) {
            throw UserError.usage(label + " (" + name + "): cmd is missing; expected cmd=PATH or build=CMD");
        }
        EngineProtocol proto = EngineProtocol.byName(kv.getOrDefault("proto", "uci"));
        if (proto == null) {
            throw UserError.usage(label + " (" + name + "): proto='" + kv.get("proto") + "'; expected "
                    + EngineProtocol.NAMES);
        }
        TimeControl tc = new TimeControl.Unlimited();
        if (kv.containsKey("tc") && kv.containsKey("st")) {
            throw UserError.usage(label + " (" + name + "): give tc or st, not both");
        }
        if (kv.containsKey("tc")) {
            tc = timeControl(TimeControl.parse(kv.get("tc")), label, name);
        } else if (kv.containsKey("st")) {
            tc = timeControl(TimeControl.fixedPerMove(kv.get("st")), label, name);
        }
        Long nodes = kv.containsKey("nodes") ? positive(kv.get("nodes"), "nodes", label, name) : null;
        Integer depth = kv.containsKey("depth")
                ? Math.toIntExact(Math.min(positive(kv.get("depth"), "depth", label, name), 1000)) : null;
        if (nodes != null && proto instanceof arbiter.engine.XboardProtocol) {
            throw UserError.usage(label + " (" + name + "): nodes= has no standard form in the xboard protocol; "
                    + "expected tc=..., st=... or depth=N for proto=xboard");
        }
        if (tc instanceof TimeControl.Unlimited && nodes == null && depth == null) {
            throw UserError.usage(label + " (" + name + "): no limit; expected tc=..., st=..., nodes=N or depth=N");
        }
        long margin = kv.containsKey("timemargin") ? nonNegative(kv.get("timemargin"), label, name)
                : EngineSpec.DEFAULT_MARGIN_MS;
        Path dir = kv.containsKey("dir") ? Path.of(kv.get("dir")) : null;
        Boolean millis = null;
        if (kv.containsKey("timeunit")) {
            String u = kv.get("timeunit");
            if (!u.equals("ms") && !u.equals("s")) {
                throw UserError.usage(label + " (" + name + "): timeunit='" + u + "'; expected ms or s (UCCI times)");
            }
            millis = u.equals("ms");
        }
        arbiter.engine.Resources resources = new arbiter.engine.Resources(
                kv.containsKey("threads") ? Math.toIntExact(Math.min(positive(kv.get("threads"), "threads", label, name),
                        Integer.MAX_VALUE)) : null,
                kv.containsKey("hash") ? Math.toIntExact(Math.min(positive(kv.get("hash"), "hash", label, name),
                        Integer.MAX_VALUE)) : null);
        for (String o : options.keySet()) {
            if (resources.threads() != null && o.equalsIgnoreCase("Threads")
                    || resources.hashMb() != null && (o.equalsIgnoreCase("Hash") || o.equalsIgnoreCase("hashsize"))) {
                throw UserError.usage(label + " (" + name + "): option." + o + " and " + (o.equalsIgnoreCase("Threads")
                        ? "threads=" : "hash=") + " set the same thing; give one");
            }
        }
        arbiter.engine.Sandbox sandbox = arbiter.engine.Sandbox.NONE;
        if (kv.containsKey("sandbox")) {
            sandbox = arbiter.engine.Sandbox.parse(kv.get("sandbox"));
            if (sandbox == null) {
                throw UserError.usage(label + " (" + name + "): sandbox='" + kv.get("sandbox") + "'; expected "
                        + arbiter.engine.Sandbox.VALUES);
            }
        }
        return new EngineSpec(new EngineConfig(name, cmd, args, dir, proto, options, millis).withResources(resources)
                .withSandbox(sandbox), tc, nodes, depth, margin, chosen);
    }

    private static TimeControl timeControl(Parsed<TimeControl> p, String label, String name) {
        if (p instanceof Parsed.Err<TimeControl> e) {
            throw UserError.usage(label + " (" + name + "): " + e.describe());
        }
        return p.orThrow();
    }

    private static long positive(String v, String key, String label, String name) {
        try {
            long n = Long.parseLong(v);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw UserError.usage(label + " (" + name + "): " + key + "='" + v + "'; expected a whole number above 0");
    }

    private static long nonNegative(String v, String label, String name) {
        try {
            long n = Long.parseLong(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw UserError.usage(label + " (" + name + "): timemargin='" + v + "'; expected milliseconds, 0 or more");
    }
}
