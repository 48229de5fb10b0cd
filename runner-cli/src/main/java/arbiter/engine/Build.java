package arbiter.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * One build of an engine: the command to run and the CPU flags it needs ({@link CpuFlags}); an entry with no
 * requirements runs anywhere.
 *
 * @param command  the executable, as {@code cmd=} takes it
 * @param requires CPU flags, lower case, all needed
 */
public record Build(String command, List<String> requires) {
    public Build {
        requires = List.copyOf(requires);
    }

    /**
     * The build chosen for a host: the first of an engine's builds, in the order given, whose flags the host has.
     *
     * @param build      the chosen one
     * @param index      its place in the list, from 0
     * @param of         how many builds the engine lists
     * @param passedOver the earlier builds, each with the flags the host lacks
     */
    public record Choice(Build build, int index, int of, List<Skip> passedOver) {
        public Choice {
            passedOver = List.copyOf(passedOver);
        }

        /** Why each earlier build was passed over: "pikafish-avx512: no avx512f, avx512bw". */
        public List<String> skipped() {
            return passedOver.stream().map(Skip::describe).toList();
        }
    }

    /**
     * A build the host cannot run.
     *
     * @param command its command
     * @param missing the CPU flags it needs that the host lacks
     */
    public record Skip(String command, List<String> missing) {
        public Skip {
            missing = List.copyOf(missing);
        }

        /** "pikafish-avx512: no avx512f, avx512bw". */
        public String describe() {
            return command + ": no " + String.join(", ", missing);
        }
    }

    /** The first of {@code builds} the host can run, or null when it can run none ({@link #why} says why). */
    public static Choice choose(List<Build> builds, CpuFlags host) {
        List<Skip> skipped = new ArrayList<>();
        for (int i = 0; i < builds.size(); i++) {
            Build b = builds.get(i);
            if (host.hasAll(b.requires())) {
                return new Choice(b, i, builds.size(), skipped);
            }
            skipped.add(new Skip(b.command(), missing(b, host)));
        }
        return null;
    }

    /** Why none of {@code builds} runs on the host: each build's missing flags. */
    public static String why(List<Build> builds, CpuFlags host) {
        List<String> parts = new ArrayList<>();
        for (Build b : builds) {
            parts.add(b.command() + " needs " + String.join(", ", missing(b, host)));
        }
        return String.join("; ", parts) + " (flags from " + host.source() + ")";
    }

    private static List<String> missing(Build b, CpuFlags host) {
        return b.requires().stream().filter(f -> !host.flags().contains(f)).toList();
    }

    /**
     * Parses the command line's {@code build=} value: {@code CMD} or {@code CMD@FLAG,FLAG...} (the last {@code @}
     * starts the flags; a command that itself holds an {@code @} and needs nothing is written {@code CMD@}). Null
     * when it is malformed.
     */
    public static Build parse(String value) {
        int at = value.lastIndexOf('@');
        String cmd = at < 0 ? value : value.substring(0, at);
        if (cmd.isBlank()) {
            return null;
        }
        List<String> flags = new ArrayList<>();
        if (at >= 0 && at < value.length() - 1) {
            for (String f : value.substring(at + 1).split(",")) {
                String t = f.trim().toLowerCase(java.util.Locale.ROOT);
                if (t.isEmpty() || !t.matches("[a-z0-9_.]+")) {
                    return null;
                }
                flags.add(t);
            }
        }
        return new Build(cmd, flags);
    }

    /** The {@code build=} value for this build: the inverse of {@link #parse}. */
    public String token() {
        if (requires.isEmpty()) {
            return command.contains("@") ? command + "@" : command;
        }
        return command + "@" + String.join(",", requires);
    }
}
