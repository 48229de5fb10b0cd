package arbiter.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * What an engine is kept from during play, through bubblewrap ({@code bwrap}, Debian's {@code bubblewrap}) on
 * Linux: with {@code net}, a network namespace of its own with nothing in it, so it cannot reach the outside or
 * even the host's loopback; with {@code fs}, a read-only view of the file system in which only its own folder
 * (its {@code dir=}, else its executable's folder) and a private {@code /tmp} can be written.
 *
 * @param net no network
 * @param fs  read-only file system except its own folder
 */
public record Sandbox(boolean net, boolean fs) {
    /** No sandbox: the engine runs as the runner does. */
    public static final Sandbox NONE = new Sandbox(false, false);
    /** The accepted values of {@code sandbox=}. */
    public static final String VALUES = "none, net, fs, net,fs";

    /** The system property naming another bwrap program (tests: one that fails as a host without namespaces does). */
    public static final String BWRAP_PROPERTY = "arbiter.bwrap";

    private static final Map<String, String> CHECKED = new ConcurrentHashMap<>();

    /** Parses {@code sandbox=}: {@code none}, or {@code net} and/or {@code fs} joined by commas; null when wrong. */
    public static Sandbox parse(String value) {
        boolean net = false, fs = false;
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("none")) {
            return NONE;
        }
        for (String part : v.split(",")) {
            switch (part.trim()) {
                case "net" -> net = true;
                case "fs" -> fs = true;
                default -> {
                    return null;
                }
            }
        }
        return new Sandbox(net, fs);
    }

    /** Whether anything is sandboxed. */
    public boolean any() {
        return net || fs;
    }

    /** The {@code sandbox=} value of this sandbox. */
    public String label() {
        return !any() ? "none" : net && fs ? "net,fs" : net ? "net" : "fs";
    }

    /**
     * The arguments that start a program in this sandbox, to be followed by the program and its arguments; empty
     * for {@link #NONE}.
     *
     * @param writable the one folder left writable under {@code fs}
     */
    List<String> prefix(Path writable) {
        if (!any()) {
            return List.of();
        }
        Path bwrap = bwrap();
        List<String> a = new ArrayList<>(List.of(bwrap == null ? "bwrap" : bwrap.toString(), "--die-with-parent"));
        if (net) {
            a.add("--unshare-net");
        }
        if (fs) {
            a.addAll(List.of("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"));
            if (writable != null) {
                String w = writable.toAbsolutePath().normalize().toString();
                a.addAll(List.of("--bind", w, w));
            }
        } else {
            a.addAll(List.of("--dev-bind", "/", "/"));
        }
        a.add("--");
        return a;
    }

    /**
     * Why this sandbox cannot be made on this host (bubblewrap missing, or the kernel or a container forbids
     * namespaces), or null when it can: found by starting {@code true} in it, once per run.
     */
    public String unavailable() {
        if (!any()) {
            return null;
        }
        return CHECKED.computeIfAbsent(bwrap() + " " + label(), k -> probe()).transform(w -> w.isEmpty() ? null : w);
    }

    private static Path bwrap() {
        String other = System.getProperty(BWRAP_PROPERTY);
        return other != null ? Path.of(other) : ProcessGroups.find("bwrap");
    }

    private String probe() {
        if (bwrap() == null) {
            return "bubblewrap (bwrap) is not installed; install the Debian package bubblewrap";
        }
        List<String> cmd = new ArrayList<>(prefix(Path.of("/tmp")));
        cmd.add("true");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.PIPE)
                    .start();
            p.getOutputStream().close();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "bwrap did not finish a test start in 10 s";
            }
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            String first = said.lines().findFirst().orElse("exit " + p.exitValue()).replaceFirst("^bwrap: ", "");
            return p.exitValue() == 0 ? "" : "this host does not allow it (bwrap: " + first + ")";
        } catch (IOException e) {
            return "bwrap cannot be started (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while testing bwrap";
        }
    }
}
