package arbiter.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The resources an organiser gives an engine, set through the engine's own options so that every participant
 * gets the same: search threads and hash size.
 *
 * @param threads search threads ({@code threads=N}), or null to leave the engine's default
 * @param hashMb  hash table size in MB ({@code hash=MB}), or null to leave the engine's default
 */
public record Resources(Integer threads, Integer hashMb) {
    /** Nothing given: the engine's own defaults. */
    public static final Resources NONE = new Resources(null, null);

    /** Whether nothing is given. */
    public boolean none() {
        return threads == null && hashMb == null;
    }

    /**
     * The option commands that give a UCI or UCCI engine these resources, through the first option it offers of
     * {@code threadOptions} and of {@code hashOptions} (names compared ignoring case), each value checked against
     * the option's {@code min}/{@code max}.
     *
     * @throws EngineException when a resource is given and the engine offers no such option, or the value is out
     *                         of its range; one thread needs no option (an engine without one runs one thread)
     */
    List<String> optionCommands(EngineProtocol p, Handshake h, String who, List<String> threadOptions,
                                List<String> hashOptions) throws EngineException {
        List<String> out = new ArrayList<>();
        if (threads != null) {
            String name = offered(h, threadOptions);
            if (name == null && threads != 1) {
                throw missing(who, "threads=" + threads, threadOptions);
            }
            if (name != null) {
                out.add(p.setOption(name, String.valueOf(checked(h, name, threads, who, "threads"))));
            }
        }
        if (hashMb != null) {
            String name = offered(h, hashOptions);
            if (name == null) {
                throw missing(who, "hash=" + hashMb, hashOptions);
            }
            out.add(p.setOption(name, String.valueOf(checked(h, name, hashMb, who, "hash"))));
        }
        return out;
    }

    private static String offered(Handshake h, List<String> names) {
        for (String n : names) {
            for (String o : h.options().keySet()) {
                if (o.equalsIgnoreCase(n)) {
                    return o;
                }
            }
        }
        return null;
    }

    private static int checked(Handshake h, String option, int value, String who, String key) throws EngineException {
        Handshake.Range r = h.ranges().get(option);
        if (r != null && (value < r.min() || value > r.max())) {
            throw new EngineException(EngineException.Kind.PROTOCOL, who + ": " + key + "=" + value
                    + " is outside the range of its option " + option + " (" + r.min() + " to " + r.max() + ")");
        }
        return value;
    }

    private static EngineException missing(String who, String what, List<String> names) {
        return new EngineException(EngineException.Kind.PROTOCOL, who + " offers no " + String.join(" or ", names)
                + " option, so " + what + " cannot be set");
    }
}
