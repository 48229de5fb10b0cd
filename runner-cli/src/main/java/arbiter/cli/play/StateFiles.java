package arbiter.cli.play;

import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.tournament.EventState;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import picocli.CommandLine;

/**
 * The state files of {@code match} and {@code tournament}: their default names, which event owns one, and the
 * steps a new or resumed event takes with it. A state file is named after the event's PGN ({@code games.pgn}:
 * {@code games.state.json}), else its JSON, else its event name, so that events and shards that write different
 * files never share one; an existing state is replaced only when it cannot be resumed usefully (its event finished,
 * or played no game), never when it holds games of an unfinished event.
 */
public final class StateFiles {
    private StateFiles() {
    }

    /**
     * Where the state goes when {@code --state} is not given: next to the PGN ({@code X.pgn}: {@code X.state.json}),
     * else next to the JSON, else {@code arbiter-EVENT.state.json} in the working folder when {@code byEvent}; else
     * null (a match that writes no file keeps no state). A device (like {@code /dev/null}) names nothing.
     *
     * @param shard the {@code --shard} text or null; a shard's state named after the event says which shard
     */
    static Path defaultFor(Path pgnOut, Path jsonOut, String event, String shard, boolean byEvent) {
        for (Path p : new Path[] {pgnOut, jsonOut}) {
            if (p != null && p.getFileName() != null && (!Files.exists(p) || Files.isRegularFile(p))) {
                String name = p.getFileName().toString();
                int dot = name.lastIndexOf('.');
                return p.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".state.json");
            }
        }
        if (!byEvent) {
            return null;
        }
        String safe = event.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^[-.]+|-+$", "");
        safe = safe.isEmpty() ? "event" : safe.substring(0, Math.min(60, safe.length()));
        String part = shard == null ? "" : "-shard-" + shard.trim().replace('/', '-');
        return Path.of("arbiter-" + safe + part + ".state.json");
    }

    /** The command's own arguments as given (without the subcommand's name when run from the top level). */
    static List<String> args(CommandLine.Model.CommandSpec spec) {
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        if (!args.isEmpty() && args.get(0).equals(spec.name())) {
            args = args.subList(1, args.size());
        }
        return List.copyOf(args);
    }

    /**
     * Claims {@code file} for a new event and saves its first state at once, so that a runner killed from now on
     * leaves something to resume. An existing state is replaced when its event finished or played no game; one
     * that holds games of an unfinished event is refused, naming it and how to continue it.
     *
     * @param pgnOut the event's PGN file (its games are appended after what it holds now), or null
     * @throws UserError naming the file when it may not be replaced or cannot be written
     */
    static EventState start(Path file, String command, List<String> args, List<String> names, Path pgnOut)
            throws IOException {
        if (Files.exists(file)) {
            EventState old;
            try {
                old = EventState.load(file);
            } catch (IllegalArgumentException | IOException e) {
                throw new UserError("--state: " + file + " exists and is not a state file; remove it or give "
                        + "another --state");
            }
            if (!old.finished() && !old.games().isEmpty()) {
                String resume = "arbiter " + old.command() + " --resume " + file;
                String played = Words.count(old.games().size(), "game") + " played";
                throw new UserError(old.command().equals(command) && old.args().equals(args)
                        ? "--state: " + file + " holds this event, unfinished (" + played + "); continue it with "
                                + resume + ", or remove the file to start again"
                        : "--state: " + file + " holds another unfinished event (" + played + ", started as: arbiter "
                                + old.command() + " " + String.join(" ", old.args()) + "); continue it with "
                                + resume + ", or give another --state");
            }
        }
        EventState state = new EventState(command, args, names);
        state.startPgnAt(pgnOut != null && Files.isRegularFile(pgnOut) ? Files.size(pgnOut) : 0);
        save(state, file);
        return state;
    }

    /** Saves the state, a failure being the user's to fix (a full disk, a removed folder). */
    static void save(EventState state, Path file) {
        try {
            state.save(file);
        } catch (IOException e) {
            throw new UserError("--state: cannot write " + file + " (" + e.getMessage() + ")");
        }
    }

    /**
     * Reads the state {@code --resume} names.
     *
     * @throws UserError naming the file when it is missing, not a state, or another command's
     */
    static EventState load(Path file, String command) throws IOException {
        EventState state;
        try {
            state = EventState.load(file);
        } catch (NoSuchFileException ex) {
            throw new UserError("--resume: " + file + ": no such file");
        } catch (IllegalArgumentException ex) {
            throw new UserError("--resume: " + ex.getMessage());
        }
        if (!state.command().equals(command)) {
            throw new UserError("--resume: " + file + " is the state of a " + state.command() + "; continue it with "
                    + "arbiter " + state.command() + " --resume " + file);
        }
        return state;
    }

    /** The saved arguments parsed into a new instance of the command ({@code getCommand()}), as first given. */
    static CommandLine reparse(Object fresh, CommandLine cl, EventState state, Path file) {
        CommandLine again = new CommandLine(fresh);
        again.setOut(cl.getOut());
        again.setErr(cl.getErr());
        try {
            again.parseArgs(state.args().toArray(String[]::new));
        } catch (CommandLine.ParameterException ex) {
            throw new UserError("--resume: " + file + ": the saved arguments are no longer valid: "
                    + ex.getMessage());
        }
        return again;
    }

    /** Checks that the engines are those the state was saved with. */
    static void sameEngines(EventState state, List<String> names, Path file) {
        if (!names.equals(state.names())) {
            throw new UserError("--resume: " + file + ": the saved engines " + state.names() + " differ from "
                    + names);
        }
    }

    /**
     * Cuts the PGN back to the length the state records, dropping a game written after the last save.
     *
     * @throws UserError when the PGN is shorter than recorded (changed since the event stopped)
     */
    static void cutPgn(Path pgn, EventState state) throws IOException {
        if (pgn == null) {
            return;
        }
        long size = Files.exists(pgn) ? Files.size(pgn) : 0;
        if (size < state.pgnBytes()) {
            throw new UserError("--resume: " + pgn + " has " + size + " bytes but the state records "
                    + state.pgnBytes() + "; the PGN file was changed since the event stopped");
        }
        if (size > state.pgnBytes()) {
            try (FileChannel ch = FileChannel.open(pgn, StandardOpenOption.WRITE)) {
                ch.truncate(state.pgnBytes());
                ch.force(true);
            }
        }
    }
}
