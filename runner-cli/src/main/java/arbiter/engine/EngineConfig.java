package arbiter.engine;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How to start and talk to one engine.
 *
 * @param name     the engine's name in the match and the PGN
 * @param command  the executable (a path, or a name looked up on PATH)
 * @param args     arguments, passed as they are
 * @param dir      working directory, or null
 * @param protocol UCI or UCCI
 * @param options  engine options to set after the handshake, in order
 */
public record EngineConfig(String name, String command, List<String> args, Path dir, Protocol protocol,
                           Map<String, String> options) {

    public EngineConfig {
        args = List.copyOf(args);
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }
}
