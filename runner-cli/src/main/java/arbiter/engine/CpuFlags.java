package arbiter.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The instruction-set flags of the host's CPU, as Linux lists them in {@code /proc/cpuinfo} ({@code flags} on x86,
 * {@code Features} on ARM), lower case: {@code avx2}, {@code bmi2}, {@code avx512f}, {@code asimd}, ...
 *
 * @param flags  the flags found
 * @param source where they were read (for messages)
 */
public record CpuFlags(Set<String> flags, String source) {
    /** The system property that points at another cpuinfo file (tests, or a host whose CPU is described elsewhere). */
    public static final String CPUINFO_PROPERTY = "arbiter.cpuinfo";

    public CpuFlags {
        flags = Set.copyOf(flags);
    }

    /**
     * The host's flags: from the file named by the {@value #CPUINFO_PROPERTY} system property, else
     * {@code /proc/cpuinfo}. A system without that file (not Linux) has no known flags, so only builds that
     * require nothing can be chosen there.
     */
    public static CpuFlags host() {
        String override = System.getProperty(CPUINFO_PROPERTY);
        Path file = Path.of(override != null ? override : "/proc/cpuinfo");
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            return new CpuFlags(Set.of(), file + " (unreadable: " + e.getMessage() + ")");
        }
    }

    /** The flags of the first processor in a cpuinfo text. */
    public static CpuFlags parse(String cpuinfo, String source) {
        Set<String> out = new TreeSet<>();
        for (String line : cpuinfo.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            if (key.equals("flags") || key.equals("features")) {
                for (String f : line.substring(colon + 1).trim().split("\\s+")) {
                    if (!f.isEmpty()) {
                        out.add(f.toLowerCase(Locale.ROOT));
                    }
                }
                break;
            }
        }
        return new CpuFlags(out, source);
    }

    /** Whether every flag in {@code required} is present. */
    public boolean hasAll(java.util.Collection<String> required) {
        return flags.containsAll(required);
    }
}
