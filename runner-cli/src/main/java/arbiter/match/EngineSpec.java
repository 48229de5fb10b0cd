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
 * @param marginMs the organiser's grace: the flag falls only when think time exceeds time left plus this
 */
public record EngineSpec(EngineConfig config, TimeControl clock, Long nodes, Integer depth, long marginMs) {

    /** The engine's name. */
    public String name() {
        return config.name();
    }
}
