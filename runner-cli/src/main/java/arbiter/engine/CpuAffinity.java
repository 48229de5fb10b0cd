package arbiter.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Which CPUs the engines of each game slot run on ({@code --affinity}): with K games at once on N usable CPUs,
 * slot k gets its own N/K consecutive CPUs (the rest are left unused, so that every game gets the same), and both
 * engines of a game share them, never another slot's. Pinning keeps an engine's caches warm and stops one game's
 * engines from taking another game's cores. Engines are pinned by starting them through {@code taskset}
 * (util-linux), which sets the affinity and execs the engine in place, so every thread the engine starts
 * inherits it.
 *
 * @param slots the CPU numbers of each slot, slot 0 first
 */
public record CpuAffinity(List<List<Integer>> slots) {
    private static final Path TASKSET = Path.of("/usr/bin/taskset");
    /** The most CPUs a list may name (Linux's own limit is far lower than this on any real machine). */
    private static final int MAX_CPU = 65_535;

    public CpuAffinity {
        slots = slots.stream().map(List::copyOf).toList();
    }

    /**
     * Splits {@code cpus} among {@code slotCount} game slots.
     *
     * @throws IllegalArgumentException when there are fewer CPUs than slots
     */
    public static CpuAffinity plan(List<Integer> cpus, int slotCount) {
        List<Integer> sorted = List.copyOf(new TreeSet<>(cpus));
        if (slotCount < 1 || sorted.size() < slotCount) {
            throw new IllegalArgumentException(slotCount + " games at once need at least " + slotCount
                    + " CPUs to pin each to its own; there are " + sorted.size() + " (" + format(sorted) + ")");
        }
        int each = sorted.size() / slotCount;
        List<List<Integer>> slots = new ArrayList<>();
        for (int k = 0; k < slotCount; k++) {
            slots.add(sorted.subList(k * each, (k + 1) * each));
        }
        return new CpuAffinity(slots);
    }

    /** The CPUs of slot {@code slot} (0-based) as a {@code taskset -c} list, e.g. {@code 2,3}. */
    public String cpus(int slot) {
        return format(slots.get(slot % slots.size()));
    }

    /** The layout for the console: {@code game slot 1: CPU 0; game slot 2: CPU 1}. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < slots.size(); k++) {
            List<Integer> c = slots.get(k);
            sb.append(k == 0 ? "" : "; ").append("game slot ").append(k + 1).append(c.size() == 1 ? ": CPU " : ": CPUs ")
                    .append(format(c));
        }
        return sb.toString();
    }

    /** The program engines are pinned through, or null where there is none (not Linux, no util-linux). */
    static Path taskset() {
        return Files.isExecutable(TASKSET) ? TASKSET : null;
    }

    /** Whether engines can be pinned on this machine. */
    public static boolean supported() {
        return taskset() != null && Files.isReadable(Path.of("/proc/self/status"));
    }

    /**
     * The CPUs this process may run on: Linux's {@code Cpus_allowed_list} (which honours {@code taskset} and
     * container limits on the runner itself), else CPUs 0 to {@code availableProcessors - 1}.
     */
    public static List<Integer> allowed() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return parse(line.substring(line.indexOf(':') + 1).strip());
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            // not Linux: all processors below
        }
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
            all.add(i);
        }
        return all;
    }

    /**
     * Reads a CPU list as Linux writes it: numbers and ranges separated by commas, e.g. {@code 0-3,8,10-11}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static List<Integer> parse(String list) {
        TreeSet<Integer> cpus = new TreeSet<>();
        if (list == null || list.isBlank()) {
            throw new IllegalArgumentException("an empty CPU list; expected numbers and ranges such as 0-3,6");
        }
        for (String part : list.split(",", -1)) {
            String p = part.strip();
            int dash = p.indexOf('-');
            int lo = number(dash < 0 ? p : p.substring(0, dash).strip(), list);
            int hi = dash < 0 ? lo : number(p.substring(dash + 1).strip(), list);
            if (hi < lo) {
                throw new IllegalArgumentException("CPU range '" + p + "' in '" + list + "' runs backwards");
            }
            for (int c = lo; c <= hi; c++) {
                cpus.add(c);
            }
        }
        return List.copyOf(cpus);
    }

    private static int number(String s, String list) {
        if (s.isEmpty() || s.length() > 5 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new IllegalArgumentException("'" + s + "' in CPU list '" + list
                    + "' is not a CPU number; expected numbers and ranges such as 0-3,6");
        }
        int n = Integer.parseInt(s);
        if (n > MAX_CPU) {
            throw new IllegalArgumentException("CPU " + n + " in '" + list + "' is out of range");
        }
        return n;
    }

    /** Writes CPU numbers as a list with ranges: {@code 0-3,6}. */
    static String format(List<Integer> cpus) {
        StringBuilder sb = new StringBuilder();
        List<Integer> s = List.copyOf(new TreeSet<>(cpus));
        for (int i = 0; i < s.size(); ) {
            int j = i;
            while (j + 1 < s.size() && s.get(j + 1) == s.get(j) + 1) {
                j++;
            }
            sb.append(sb.length() == 0 ? "" : ",").append(s.get(i));
            if (j > i) {
                sb.append('-').append(s.get(j));
            }
            i = j + 1;
        }
        return sb.toString();
    }
}
