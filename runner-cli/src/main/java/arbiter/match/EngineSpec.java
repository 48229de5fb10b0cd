package arbiter.match;

import arbiter.core.clock.TimeControl;
import arbiter.engine.EngineConfig;

/**
 * One engine of a match: how to run it and the limits it plays under.
 *
 * @param config   process and protocol settings
 * @param clock    its time control ({@link TimeControl.Unlimited} when it plays by nodes or depth only)
 * @param nodes    node limit per move, or null
 * @param depth    depth limit per move, or null
 * @param marginMs the organiser's grace: the flag falls only when think time exceeds time left plus this, ms
 * @param build    the build chosen for this host when the engine lists builds ({@code build=}), else null; its
 *                 command is {@code config.command()}
 */
public record EngineSpec(EngineConfig config, TimeControl clock, Long nodes, Integer depth, long marginMs,
                         arbiter.engine.Build.Choice build) {
    /** An engine given by one command, not a list of builds. */
    public EngineSpec(EngineConfig config, TimeControl clock, Long nodes, Integer depth, long marginMs) {
        this(config, clock, nodes, depth, marginMs, null);
    }

    /**
     * The default {@code timemargin}, ms: the 99.9th percentile of the delay outside the engine's own think time
     * (pipes, scheduling, the runner's reading thread) measured on a heavily loaded 2-core machine, rounded up; see
     * docs/matches.md and {@code RunnerDelayProbe}.
     */
    public static final long DEFAULT_MARGIN_MS = 100;

    /** Where its stderr goes in {@code logDir}: {@code NAME.stderr.log}, the name made safe; null when logDir is. */
    public java.nio.file.Path stderrLog(java.nio.file.Path logDir) {
        return log(logDir, ".stderr.log");
    }

    /** This engine set up to play {@code game}. */
    public EngineSpec withVariant(arbiter.core.game.Variant game) {
        return new EngineSpec(config.withVariant(game), clock, nodes, depth, marginMs, build);
    }

    /** This engine with its protocol logged to {@code logDir/NAME.protocol.log} (the name made safe). */
    public EngineSpec withProtocolLog(java.nio.file.Path logDir) {
        return new EngineSpec(config.withProtocolLog(log(logDir, ".protocol.log")), clock, nodes, depth, marginMs,
                build);
    }

    private java.nio.file.Path log(java.nio.file.Path logDir, String suffix) {
        return logDir == null ? null : logDir.resolve(name().replaceAll("[^A-Za-z0-9._-]", "_") + suffix);
    }

    /** The engine's name. */
    public String name() {
        return config.name();
    }
}
