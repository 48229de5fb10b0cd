package arbiter.core.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Reads a large PGN text in parts on several threads, with exactly the result of {@link PgnReader#read(String)}:
 * the same games, indexes, lines and columns, in the same order.
 * <p>
 * The text is cut where a line starting with {@code [} follows a blank line, the place where the reader itself
 * resumes after an error (so a recovery that reaches a cut stops there in one pass too). Each part is read on its
 * own; a cut is then trusted only when no comment or variation of the part before it ran to the cut, and the last
 * game before it was read with moves (a game without moves might have taken the next tags as its own). If any cut
 * fails that test, the whole text is read again in one pass.
 */
public final class PgnChunks {
    /** Below this many characters per part, splitting costs more than it saves. */
    private static final int MIN_PART = 1 << 16;

    private PgnChunks() {
    }

    /** Every game of the text, in order, read in up to {@code parts} parts on {@code pool}. */
    public static List<PgnEntry> read(String text, int parts, ExecutorService pool) throws InterruptedException {
        return read(text, parts, pool, MIN_PART);
    }

    static List<PgnEntry> read(String text, int parts, ExecutorService pool, int minPart)
            throws InterruptedException {
        int[] cuts = cuts(text, Math.max(1, Math.min(parts, text.length() / minPart)));
        if (cuts.length == 2) {
            return PgnReader.read(text);
        }
        int[] lines = firstLines(text, cuts);
        List<Callable<PgnReader.Part>> tasks = new ArrayList<>(cuts.length - 1);
        for (int i = 0; i + 1 < cuts.length; i++) {
            int from = cuts[i], to = cuts[i + 1], line = lines[i];
            tasks.add(() -> PgnReader.readPart(text, from, to, line));
        }
        List<PgnReader.Part> read = new ArrayList<>(tasks.size());
        try {
            for (Future<PgnReader.Part> f : pool.invokeAll(tasks)) {
                read.add(f.get());
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("reading a part of the PGN text failed", e.getCause());
        }
        for (int i = 0; i + 1 < read.size(); i++) {
            if (read.get(i).ranOut() || !endsCleanly(read.get(i).entries())) {
                return PgnReader.read(text);
            }
        }
        List<PgnEntry> out = new ArrayList<>();
        for (PgnReader.Part part : read) {
            for (PgnEntry e : part.entries()) {
                int index = out.size() + 1;
                out.add(e instanceof PgnEntry.Read r ? new PgnEntry.Read(index, r.game())
                        : renumber((PgnEntry.Unreadable) e, index));
            }
        }
        return out;
    }

    private static PgnEntry renumber(PgnEntry.Unreadable u, int index) {
        return new PgnEntry.Unreadable(index, u.line(), u.column(), u.message());
    }

    /**
     * True when the part's last game would also have ended at the cut in one pass. A game with moves ends there
     * either way (by its result or by the next tag); one without moves might have taken the next tags as its own.
     */
    private static boolean endsCleanly(List<PgnEntry> part) {
        return !part.isEmpty() && part.get(part.size() - 1) instanceof PgnEntry.Read r && !r.game().moves().isEmpty();
    }

    /** Offsets where the parts start, ascending, with 0 first and the text's length last. */
    static int[] cuts(String text, int parts) {
        List<Integer> at = new ArrayList<>();
        at.add(0);
        for (int i = 1; i < parts; i++) {
            int c = nextGameLine(text, Math.max(at.get(at.size() - 1) + 1, (int) ((long) text.length() * i / parts)));
            if (c < 0) {
                break;
            }
            if (c > at.get(at.size() - 1)) {
                at.add(c);
            }
        }
        at.add(text.length());
        return at.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The first offset at or after {@code from} of a line that starts with '[' right after a blank line; or -1. */
    private static int nextGameLine(String text, int from) {
        int eol = text.indexOf('\n', from);
        while (eol >= 0 && eol + 1 < text.length()) {
            int start = eol + 1;
            int prevStart = text.lastIndexOf('\n', eol - 1) + 1;
            if (text.charAt(start) == '[' && text.substring(prevStart, eol).isBlank()) {
                return start;
            }
            eol = text.indexOf('\n', start);
        }
        return -1;
    }

    /** The 1-based line number at each cut but the last. */
    private static int[] firstLines(String text, int[] cuts) {
        int[] lines = new int[cuts.length - 1];
        int line = 1;
        int pos = 0;
        for (int i = 0; i < lines.length; i++) {
            for (int nl = text.indexOf('\n', pos); nl >= 0 && nl < cuts[i]; nl = text.indexOf('\n', nl + 1)) {
                line++;
            }
            pos = cuts[i];
            lines[i] = line;
        }
        return lines;
    }
}
