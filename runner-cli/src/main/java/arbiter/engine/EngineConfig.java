package arbiter.engine;

import arbiter.core.game.Variant;
import arbiter.core.Variants;
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
 * @param protocol UCI, UCCI or xboard, as chosen by {@code proto=} (settled at the handshake)
 * @param options  engine options to set after the handshake, in order
 * @param ucciMillis UCCI only: true to send times in ms, false in seconds, null to decide at the handshake (ms
 *                 when the engine offers {@code usemillisec} or is Fairy-Stockfish, which reads ms; else seconds)
 * @param protocolLog where every line to and from the engine is logged ({@code --protocol-log}), or null
 * @param variant  the game it will play (decides e.g. {@code UCI_Variant} or {@code UCI_Chess960} at the handshake)
 * @param resources the threads and hash the organiser gives it ({@code threads=}, {@code hash=}), set through the
 *                 engine's own options at the handshake; never null ({@link Resources#NONE}: the engine's defaults)
 * @param sandbox  what the engine is kept from ({@code sandbox=}); never null ({@link Sandbox#NONE})
 */
public record EngineConfig(String name, String command, List<String> args, Path dir, EngineProtocol protocol,
                           Map<String, String> options, Boolean ucciMillis, Path protocolLog, Variant variant,
                           Resources resources, Sandbox sandbox) {

    public EngineConfig {
        args = List.copyOf(args);
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
        variant = variant == null ? Variants.defaultVariant() : variant;
        resources = resources == null ? Resources.NONE : resources;
        sandbox = sandbox == null ? Sandbox.NONE : sandbox;
    }

    /** A config with the engine's own threads and hash. */
    public EngineConfig(String name, String command, List<String> args, Path dir, EngineProtocol protocol,
                        Map<String, String> options, Boolean ucciMillis, Path protocolLog, Variant variant) {
        this(name, command, args, dir, protocol, options, ucciMillis, protocolLog, variant, null, null);
    }

    /** A config for the default game, xiangqi. */
    public EngineConfig(String name, String command, List<String> args, Path dir, EngineProtocol protocol,
                        Map<String, String> options, Boolean ucciMillis, Path protocolLog) {
        this(name, command, args, dir, protocol, options, ucciMillis, protocolLog, null);
    }

    /** This config for playing {@code game}. */
    public EngineConfig withVariant(Variant game) {
        return new EngineConfig(name, command, args, dir, protocol, options, ucciMillis, protocolLog, game, resources, sandbox);
    }

    /** A config without a protocol log. */
    public EngineConfig(String name, String command, List<String> args, Path dir, EngineProtocol protocol,
                        Map<String, String> options, Boolean ucciMillis) {
        this(name, command, args, dir, protocol, options, ucciMillis, null);
    }

    /** This config logging the protocol to {@code file} (null: no log). */
    public EngineConfig withProtocolLog(Path file) {
        return new EngineConfig(name, command, args, dir, protocol, options, ucciMillis, file, variant, resources, sandbox);
    }

    /** This config with {@code threads=} and {@code hash=} given. */
    public EngineConfig withResources(Resources r) {
        return new EngineConfig(name, command, args, dir, protocol, options, ucciMillis, protocolLog, variant, r,
                sandbox);
    }

    /** This config run in {@code s}. */
    public EngineConfig withSandbox(Sandbox s) {
        return new EngineConfig(name, command, args, dir, protocol, options, ucciMillis, protocolLog, variant,
                resources, s);
    }

    /** A config that decides the UCCI time unit at the handshake. */
    public EngineConfig(String name, String command, List<String> args, Path dir, EngineProtocol protocol,
                        Map<String, String> options) {
        this(name, command, args, dir, protocol, options, null);
    }
}
