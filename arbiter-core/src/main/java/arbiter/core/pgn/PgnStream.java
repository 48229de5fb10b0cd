package arbiter.core.pgn;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads PGN text from a {@link Reader} in bounded chunks, so that a file of any size is read in constant memory,
 * with exactly the games, indexes and lines of {@link PgnReader#read(String)} on the whole text.
 * <p>
 * A chunk ends where a line starting with {@code [} follows a line that does not (the first tag of a game). Each
 * chunk is read on its own ({@link #read}); a cut is trusted only when no comment or variation ran to it and the
 * last game before it was read with moves (a game without moves, or one being skipped after an error, might have
 * taken the next lines as its own). A chunk whose cut fails that test is {@link Chunk#join joined} to the next one
 * and read again, up to {@link #MAX_JOINED} characters: past that (a comment left open for megabytes) the cut stands,
 * and the game with the open comment is reported unreadable where the comment opens, as it would be at the end of
 * the file.
 * <p>
 * Chunks may be read on other threads; the caller puts the pieces back in order and renumbers them with
 * {@link Piece#shifted}. {@link #games} does all of this on one thread.
 */
public final class PgnStream {
    /**
     * Characters a chunk holds at least (unless the text ends first): 256 Ki characters, 0.25-0.5 MB of heap, a few
     * hundred games; large enough that cutting costs nothing, small enough that the games judged from a chunk,
     * held until they are written, stay a few megabytes.
     */
    public static final int CHUNK = 1 << 18;
    /** Characters a joined chunk may reach before its cut is accepted as it is: 8 Mi, 8-16 MB of heap. */
    public static final int MAX_JOINED = 8 << 20;

    private final Reader in;
    private final int chunkChars;
    private final StringBuilder pending = new StringBuilder();
    private final char[] buffer = new char[1 << 16];
    private boolean eof;

    /** A stream over {@code in} that cuts chunks of at least {@code chunkChars} characters. */
    public PgnStream(Reader in, int chunkChars) {
        this.in = in;
        this.chunkChars = Math.max(16, chunkChars);
    }

    /**
     * A part of a PGN text that starts at a game's first tag (or at the text's start).
     *
     * @param text   the characters
     * @param last   true when the text ends with this chunk
     */
    public record Chunk(String text, boolean last) {
        /** This chunk followed by {@code next}, as one. */
        public Chunk join(Chunk next) {
            return new Chunk(text + next.text, next.last);
        }
    }

    /**
     * The games of one chunk, numbered from 1 with lines counted from 1, and whether its end is a safe cut.
     *
     * @param games      the games in order
     * @param clean      true when the games are those the whole text has there (always true for the last chunk)
     * @param lineBreaks the line breaks in the chunk: the next chunk's first line is this many lines further on
     */
    public record Piece(List<PgnText> games, boolean clean, int lineBreaks) {
        /** This piece with its games' indexes raised by {@code games} and their lines by {@code lines}. */
        public Piece shifted(int games, int lines) {
            if (games == 0 && lines == 0) {
                return this;
            }
            List<PgnText> out = new ArrayList<>(this.games.size());
            for (PgnText t : this.games) {
                out.add(t.shifted(games, lines));
            }
            return new Piece(out, clean, lineBreaks);
        }
    }

    /** The next chunk of the text, or null when it has been read to the end. */
    public Chunk next() throws IOException {
        int searchFrom = chunkChars;
        while (true) {
            int cut = cut(searchFrom);
            if (cut > 0) {
                String text = pending.substring(0, cut);
                pending.delete(0, cut);
                return new Chunk(text, false);
            }
            if (eof) {
                if (pending.length() == 0) {
                    return null;
                }
                String text = pending.toString();
                pending.setLength(0);
                pending.trimToSize();
                return new Chunk(text, true);
            }
            searchFrom = Math.max(chunkChars, pending.length());
            fill();
        }
    }

    private void fill() throws IOException {
        int want = pending.length() + chunkChars;
        while (pending.length() < want) {
            int n = in.read(buffer);
            if (n < 0) {
                eof = true;
                return;
            }
            pending.append(buffer, 0, n);
        }
    }

    /** The first offset at or after {@code from} where a game's first tag line starts; -1 when none is read yet. */
    private int cut(int from) {
        for (int i = pending.indexOf("[", Math.max(1, from)); i >= 0; i = pending.indexOf("[", i + 1)) {
            char before = pending.charAt(i - 1);
            if ((before == '\n' || before == '\r') && !previousLineIsTag(i)) {
                return i;
            }
        }
        return -1;
    }

    private boolean previousLineIsTag(int lineStart) {
        int end = lineStart - 1;
        if (end > 0 && pending.charAt(end) == '\n' && pending.charAt(end - 1) == '\r') {
            end--;
        }
        int start = end;
        while (start > 0 && pending.charAt(start - 1) != '\n' && pending.charAt(start - 1) != '\r') {
            start--;
        }
        while (start < end && (pending.charAt(start) == ' ' || pending.charAt(start) == '\t')) {
            start++;
        }
        return start < end && pending.charAt(start) == '[';
    }

    /** Reads a chunk's games (on any thread). */
    public static Piece read(Chunk chunk) {
        String text = chunk.text();
        PgnReader.Part part = PgnReader.readPart(text, 0, text.length(), 1);
        List<PgnEntry> entries = part.entries();
        List<PgnText> games = new ArrayList<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            int to = i + 1 < entries.size() ? part.starts()[i + 1] : text.length();
            games.add(new PgnText(entries.get(i), text, part.starts()[i], to));
        }
        boolean clean = chunk.last() || chunk.text().length() >= MAX_JOINED
                || !part.ranOut() && !entries.isEmpty() && entries.get(entries.size() - 1) instanceof PgnEntry.Read r
                && !r.game().moves().isEmpty();
        return new Piece(games, clean, part.lineBreaks());
    }

    /** Every game of the text in order, one at a time, on this thread. */
    public static void games(Reader in, Consumer<PgnText> sink) throws IOException {
        games(in, CHUNK, sink);
    }

    /** As {@link #games(Reader, Consumer)}, cutting chunks of at least {@code chunkChars} characters. */
    public static void games(Reader in, int chunkChars, Consumer<PgnText> sink) throws IOException {
        PgnStream stream = new PgnStream(in, chunkChars);
        int games = 0;
        int lines = 0;
        Chunk next = stream.next();
        while (next != null) {
            Chunk chunk = next;
            Piece piece = read(chunk);
            next = stream.next();
            while (!piece.clean() && next != null) {
                chunk = chunk.join(next);
                piece = read(chunk);
                next = stream.next();
            }
            piece.shifted(games, lines).games().forEach(sink);
            games += piece.games().size();
            lines += piece.lineBreaks();
        }
    }
}
