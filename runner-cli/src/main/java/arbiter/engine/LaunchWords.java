package arbiter.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** How an engine process is started: the wrappers around the engine's own command, outermost first. */
final class LaunchWords {
    private LaunchWords() {
    }

    /**
     * The words that start the engine: its own session ({@code setsid}, when there is one), its CPUs
     * ({@code taskset -c}), its sandbox ({@code bwrap ...}), then the engine and its arguments.
     */
    static List<String> of(String name, Path launcher, String cpus, Sandbox sandbox, Path exe, Path dir,
                           List<String> args) throws EngineStartException {
        List<String> words = new ArrayList<>();
        if (launcher != null) {
            words.add(launcher.toString());
        }
        if (cpus != null) {
            Path taskset = CpuAffinity.taskset();
            if (taskset == null) {
                throw new EngineStartException("engine " + name + ": cannot pin it to CPUs " + cpus
                        + ": taskset (util-linux) is missing");
            }
            words.addAll(List.of(taskset.toString(), "-c", cpus));
        }
        words.addAll(sandbox.prefix(dir != null ? dir : exe.toAbsolutePath().getParent()));
        words.add(exe.toString());
        words.addAll(args);
        return words;
    }
}
