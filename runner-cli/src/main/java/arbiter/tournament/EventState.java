package arbiter.tournament;

import arbiter.io.AtomicFile;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What survives a crash of the runner: the command ({@code match} or {@code tournament}) and the command line that
 * started the event, the finished games, how long the PGN file was after the last of them, and whether the event
 * is finished (a finished event's state may be replaced by a new event's). A match is a two-player event: game
 * {@code n} is key {@code pair.1.leg} with pair {@code (n + 1) / 2} and leg 1 or 2, player 1 the first engine.
 * Saved after every game as {@link StateJournal} keeps it: a line appended and forced to disk, so the file on disk
 * always reads as one complete state. The PGN is appended and forced before the state is saved; on resume it is
 * cut back to {@link #pgnBytes()}, dropping a game that was written but not recorded. Not thread-safe: the
 * runner's collector owns it.
 */
public final class EventState {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private final String command;
    private final List<String> args;
    private final List<String> names;
    private final Map<GameKey, EventGame> games = new LinkedHashMap<>();
    /** What a command keeps of a game beyond {@link EventGame} (a match's JSON game entry), by key. */
    private final Map<GameKey, JsonNode> details = new LinkedHashMap<>();
    /** Each finished game's JSON as saved, written once: a save after every game would else write them all again. */
    private final Map<GameKey, byte[]> written = new java.util.HashMap<>();
    private long pgnBytes;
    private boolean finished;
    private final StateJournal journal = new StateJournal();

    /**
     * @param command the command that runs the event: {@code match} or {@code tournament}
     * @param args    the command's arguments (without {@code --resume})
     * @param names   the players' names in player-number order
     */
    public EventState(String command, List<String> args, List<String> names) {
        this.command = command;
        this.args = List.copyOf(args);
        this.names = List.copyOf(names);
    }

    /** A tournament's state. */
    public EventState(List<String> args, List<String> names) {
        this("tournament", args, names);
    }

    /** The command that runs the event: {@code match} or {@code tournament}. */
    public String command() {
        return command;
    }

    /** Whether the event ended (every game played, or a match's sequential test decided). */
    public boolean finished() {
        return finished;
    }

    /** Marks the event ended: a new event may then replace this state. */
    public void finish() {
        finished = true;
    }

    /** What the command kept of a game beyond {@link EventGame}, or null. */
    public JsonNode detail(GameKey key) {
        return details.get(key);
    }

    /** The arguments the event was started with. */
    public List<String> args() {
        return args;
    }

    /** The players' names in player-number order. */
    public List<String> names() {
        return names;
    }

    /** Finished games by key, in finishing order. */
    public Map<GameKey, EventGame> games() {
        return Collections.unmodifiableMap(games);
    }

    /** Length of the PGN file holding exactly the finished games, bytes (0 when none is written). */
    public long pgnBytes() {
        return pgnBytes;
    }

    /** Sets the PGN length before the event's first game (a file the event appends to may hold older games). */
    public void startPgnAt(long bytes) {
        pgnBytes = bytes;
    }

    /** Records a finished game and the PGN length after it. */
    public void add(EventGame g, long pgnBytesAfter) {
        add(g, null, pgnBytesAfter);
    }

    /** Records a finished game with what the command keeps of it beyond {@link EventGame} (may be null). */
    public void add(EventGame g, JsonNode detail, long pgnBytesAfter) {
        if (games.putIfAbsent(g.key(), g) != null) {
            throw new IllegalStateException("game " + g.key() + " finished twice");
        }
        if (detail != null) {
            details.put(g.key(), detail);
        }
        pgnBytes = pgnBytesAfter;
    }

    /**
     * Takes back the last game added, whose saving failed, and the PGN length before it: the state is again the
     * one last saved.
     */
    public void withdraw(GameKey key, long pgnBytesBefore) {
        games.remove(key);
        written.remove(key);
        pgnBytes = pgnBytesBefore;
        journal.invalidate();
    }

    /** The state as one JSON object: the header's fields and {@code games}. */
    public ObjectNode toJson() {
        ObjectNode n = header(StateJournal.VERSION);
        ArrayNode a = n.putArray("games");
        games.values().forEach(g -> a.add(gameNode(g)));
        return n;
    }

    /** A game as saved: its {@link #gamesJson} entry and what the command keeps of it ({@code detail}). */
    private ObjectNode gameNode(EventGame g) {
        ObjectNode o = (ObjectNode) gamesJson(List.of(g)).get(0);
        JsonNode d = details.get(g.key());
        if (d != null) {
            o.set("detail", d);
        }
        return o;
    }

    /** Everything but the games, marked with the file format's {@code version}. */
    ObjectNode header(int version) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("version", version);
        n.put("command", command);
        n.put("finished", finished);
        args.forEach(n.putArray("args")::add);
        names.forEach(n.putArray("names")::add);
        n.put("pgnBytes", pgnBytes);
        return n;
    }

    /** Each finished game's JSON as saved, in finishing order, each written once and kept. */
    List<byte[]> gameBytes() throws IOException {
        List<byte[]> out = new ArrayList<>(games.size());
        for (EventGame g : games.values()) {
            byte[] b = written.get(g.key());
            if (b == null) {
                b = MAPPER.writeValueAsBytes(gameNode(g));
                written.put(g.key(), b);
            }
            out.add(b);
        }
        return out;
    }

    /** Games as a JSON array of {key, number, red, black, result, forfeit, termination, plies}. */
    public static ArrayNode gamesJson(Iterable<EventGame> list) {
        ArrayNode a = MAPPER.createArrayNode();
        for (EventGame g : list) {
            ObjectNode o = a.addObject();
            o.put("key", g.key().toString());
            o.put("number", g.number());
            o.put("red", g.red());
            o.put("black", g.black());
            o.put("result", g.pgnResult());
            o.put("forfeit", g.forfeit());
            o.put("termination", g.termination());
            o.put("plies", g.plies());
        }
        return a;
    }

    /**
     * Reads games written by {@link #gamesJson}.
     *
     * @param where names the file in error messages
     * @throws IllegalArgumentException naming the file, the game and the field when a game is malformed
     */
    public static List<EventGame> readGames(JsonNode array, String where) {
        if (array == null || !array.isArray()) {
            throw new IllegalArgumentException(where + ": 'games' must be an array");
        }
        List<EventGame> out = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode o = array.get(i);
            String at = where + ": game " + (i + 1);
            String result = text(o, "result", at);
            var r = EventGame.resultOf(result);
            if (r == null) {
                throw new IllegalArgumentException(at + ": result '" + result + "'; expected 1-0, 0-1 or 1/2-1/2");
            }
            GameKey key;
            try {
                key = GameKey.parse(text(o, "key", at));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + ": " + e.getMessage());
            }
            try {
                out.add(new EventGame(key, number(o, "number", at), number(o, "red", at), number(o, "black", at), r,
                        o.path("forfeit").asBoolean(false), text(o, "termination", at), number(o, "plies", at)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + ": " + e.getMessage());
            }
        }
        return out;
    }

    /** Saves the state ({@link StateJournal}): the file on disk is always one complete state. */
    public void save(Path file) throws IOException {
        journal.save(this, file);
    }

    /**
     * Loads a saved state.
     *
     * @throws IllegalArgumentException with a one-line message naming the file when it is not a state file
     */
    public static EventState load(Path file) throws IOException {
        return StateJournal.load(file);
    }

    /** The state {@code n} holds ({@link #toJson}'s shape); errors name {@code where}. */
    static EventState fromJson(JsonNode n, String where) {
        if (n == null || !n.isObject() || !n.path("args").isArray() || !n.path("names").isArray()) {
            throw new IllegalArgumentException(where + ": not a state file (expected version, args, names, "
                    + "pgnBytes and games)");
        }
        String command = n.path("command").asText("tournament");
        if (!java.util.Set.of("match", "tournament", "fastchess", "cutechess-cli").contains(command)) {
            throw new IllegalArgumentException(where + ": command '" + command + "'; expected match, tournament, "
                    + "fastchess or cutechess-cli");
        }
        List<String> args = new ArrayList<>();
        n.get("args").forEach(a -> args.add(a.asText()));
        List<String> names = new ArrayList<>();
        n.get("names").forEach(a -> names.add(a.asText()));
        EventState s = new EventState(command, args, names);
        List<EventGame> read = readGames(n.get("games"), where);
        for (int i = 0; i < read.size(); i++) {
            EventGame g = read.get(i);
            JsonNode d = n.get("games").get(i).get("detail");
            try {
                s.add(g, d != null && d.isObject() ? d : null, 0);
            } catch (IllegalStateException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage());
            }
        }
        s.pgnBytes = n.path("pgnBytes").asLong(0);
        s.finished = n.path("finished").asBoolean(false);
        return s;
    }

    private static String text(JsonNode o, String field, String at) {
        JsonNode v = o.get(field);
        if (v == null || !v.isTextual()) {
            throw new IllegalArgumentException(at + ": '" + field + "' must be a string");
        }
        return v.asText();
    }

    private static int number(JsonNode o, String field, String at) {
        JsonNode v = o.get(field);
        if (v == null || !v.isIntegralNumber()) {
            throw new IllegalArgumentException(at + ": '" + field + "' must be a whole number");
        }
        return v.intValue();
    }
}
