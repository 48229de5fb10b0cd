package arbiter.tournament;

import arbiter.io.AtomicFile;
import arbiter.io.DurableAppend;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * An {@link EventState} on disk, as JSON Lines: a header line (version 2: the command, its arguments, the players,
 * the PGN length and whether the event finished), then lines that each add games and may set the PGN length and
 * the finished mark. A save after a game appends one line and forces it ({@link DurableAppend}): the cost of a
 * save does not grow with the event, where rewriting the whole state made a long match's saves quadratic. Any
 * other change (a game taken back, another file) writes the file whole, atomically ({@link AtomicFile}). A last
 * line cut short by a crash is not read: the state is then the one before it, and the PGN is cut back to its
 * length on resume. A version 1 state (one JSON object) is still read.
 */
final class StateJournal {
    static final int VERSION = 2;

    /** The file this state was last written to in full or appended to, or null: the next save writes it whole. */
    private Path file;
    /** How many of the state's games (in finishing order), what PGN length and finished mark the file holds. */
    private int games;
    private long pgnBytes;
    private boolean finished;

    /** The next save writes the file whole (a game was taken back). */
    void invalidate() {
        file = null;
    }

    /** Saves {@code s} to {@code target}: one appended line when only games were added since the last save there. */
    void save(EventState s, Path target) throws IOException {
        List<byte[]> all = s.gameBytes();
        if (target.equals(file) && all.size() >= games) {
            if (all.size() == games && s.pgnBytes() == pgnBytes && s.finished() == finished) {
                return; // nothing new
            }
            ByteArrayOutputStream line = new ByteArrayOutputStream(128 + 512 * (all.size() - games));
            line.write("{\"games\":[".getBytes(StandardCharsets.UTF_8));
            for (int i = games; i < all.size(); i++) {
                if (i > games) {
                    line.write(',');
                }
                line.write(all.get(i));
            }
            line.write(("],\"pgnBytes\":" + s.pgnBytes() + ",\"finished\":" + s.finished() + "}\n")
                    .getBytes(StandardCharsets.UTF_8));
            file = null; // until the line is on disk whole: a failed append leaves the next save to write it all
            DurableAppend.append(target, line.toByteArray());
        } else {
            ByteArrayOutputStream out = new ByteArrayOutputStream(256 + 600 * all.size());
            out.write(EventState.MAPPER.writeValueAsBytes(s.header(VERSION)));
            out.write('\n');
            for (byte[] g : all) {
                out.write("{\"games\":[".getBytes(StandardCharsets.UTF_8));
                out.write(g);
                out.write("]}\n".getBytes(StandardCharsets.UTF_8));
            }
            file = null;
            AtomicFile.write(target, out.toByteArray());
        }
        file = target;
        games = all.size();
        pgnBytes = s.pgnBytes();
        finished = s.finished();
    }

    /**
     * Reads a state file of either version.
     *
     * @throws IllegalArgumentException one line naming the file (and the line) when it is not a state file
     */
    static EventState load(Path f) throws IOException {
        String text = Files.readString(f, StandardCharsets.UTF_8);
        int eol = text.indexOf('\n');
        JsonNode head = parse(f, eol < 0 ? text : text.substring(0, eol), 1);
        if (head != null && head.isObject() && head.path("version").asInt() == 1) {
            return EventState.fromJson(parse(f, text, 1), f.toString()); // version 1: the whole file is one object
        }
        if (head == null || !head.isObject() || head.path("version").asInt() != VERSION
                || !head.path("args").isArray() || !head.path("names").isArray()) {
            throw new IllegalArgumentException(f + ": not a state file of version " + VERSION
                    + " (expected a first line with version, args, names and pgnBytes)");
        }
        ObjectNode whole = head.deepCopy();
        ArrayNode games = whole.putArray("games");
        String[] lines = text.split("\n", -1);
        // the last piece has no newline after it: empty, or an append a crash cut short, which does not count
        for (int i = 1; i < lines.length - 1; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            JsonNode n;
            try {
                n = EventState.MAPPER.readTree(lines[i]);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(f + ": line " + (i + 1) + ": not a state line ("
                        + e.getOriginalMessage() + ")");
            }
            if (n == null || !n.isObject() || !n.path("games").isArray()) {
                throw new IllegalArgumentException(f + ": line " + (i + 1) + ": expected {\"games\": [...]}");
            }
            n.get("games").forEach(games::add);
            if (n.has("pgnBytes")) {
                whole.set("pgnBytes", n.get("pgnBytes"));
            }
            if (n.has("finished")) {
                whole.set("finished", n.get("finished"));
            }
        }
        return EventState.fromJson(whole, f.toString());
    }

    private static JsonNode parse(Path f, String text, int line) {
        try {
            return EventState.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(f + ": not a state file (line "
                    + (e.getLocation().getLineNr() + line - 1) + ": " + e.getOriginalMessage() + ")");
        }
    }
}
