package arbiter.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses UCI and UCCI {@code info} lines. Unknown keys are skipped, malformed numbers leave the field absent, and
 * {@code info string} ends the line: an engine's chatter never breaks the runner.
 */
public final class InfoParser {
    private InfoParser() {
    }

    /** Whether the line's first word is {@code info}: {@link #parse} reads it (not null). */
    public static boolean isInfoLine(String line) {
        int n = line.length();
        int i = 0;
        while (i < n && isSpace(line.charAt(i))) {
            i++;
        }
        return line.startsWith("info", i) && (i + 4 == n || isSpace(line.charAt(i + 4)));
    }

    /**
     * Whether {@link #parse} of {@code line} may give a field {@code merged} lacks: a field is read only after its
     * key, so a line without the key's letters gives none (a key found inside another word, or after {@code
     * string}, only costs a reading).
     */
    public static boolean mayAdd(String line, Info merged) {
        return merged.depth() == null && line.contains("depth")
                || merged.seldepth() == null && line.contains("seldepth")
                || merged.score() == null && line.contains("score")
                || merged.nodes() == null && line.contains("nodes")
                || merged.nps() == null && line.contains("nps")
                || merged.timeMs() == null && line.contains("time")
                || merged.hashfull() == null && line.contains("hashfull")
                || merged.pv().isEmpty() && line.contains("pv");
    }

    /** The fields of an {@code info ...} line, or null when the line is not an info line. */
    public static Info parse(String line) {
        String[] t = words(line);
        if (t.length == 0 || !t[0].equals("info")) {
            return null;
        }
        Integer depth = null, seldepth = null, hashfull = null;
        Long nodes = null, nps = null, time = null;
        Score score = null;
        List<String> pv = new ArrayList<>();
        int i = 1;
        while (i < t.length) {
            String k = t[i++];
            switch (k) {
                case "string" -> i = t.length;
                case "depth" -> depth = intAt(t, i++);
                case "seldepth" -> seldepth = intAt(t, i++);
                case "hashfull" -> hashfull = intAt(t, i++);
                case "nodes" -> nodes = longAt(t, i++);
                case "nps" -> nps = longAt(t, i++);
                case "time" -> time = longAt(t, i++);
                case "score" -> {
                    if (i + 1 < t.length && (t[i].equals("cp") || t[i].equals("mate"))) {
                        Integer v = intAt(t, i + 1);
                        if (v != null) {
                            score = t[i].equals("cp") ? Score.cp(v) : Score.mateIn(v);
                        }
                        i += 2;
                    } else if (i < t.length) {
                        // UCCI engines may write "score 35" without cp
                        Integer v = intAt(t, i);
                        if (v != null) {
                            score = Score.cp(v);
                            i++;
                        }
                    }
                }
                case "pv" -> {
                    while (i < t.length && isMove(t[i])) {
                        pv.add(t[i++]);
                    }
                }
                default -> {
                    // lowerbound, upperbound, multipv n, currmove m, currmovenumber n, tbhits n, wdl w d l, ...
                }
            }
        }
        return new Info(depth, seldepth, score, nodes, nps, time, hashfull, pv);
    }

    /**
     * The line's words, split at runs of spaces and tabs (as {@code trim().split("\\s+")} would, without a regular
     * expression: every info line of every ply passes here).
     */
    static String[] words(String line) {
        int n = line.length();
        int count = 0;
        for (int i = 0; i < n; ) {
            while (i < n && isSpace(line.charAt(i))) {
                i++;
            }
            if (i < n) {
                count++;
            }
            while (i < n && !isSpace(line.charAt(i))) {
                i++;
            }
        }
        String[] out = new String[count];
        int k = 0;
        for (int i = 0; i < n; ) {
            while (i < n && isSpace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !isSpace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                out[k++] = line.substring(start, i);
            }
        }
        return out;
    }

    /** The characters {@code \\s} matches. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /**
     * A coordinate move: a file a-i and a rank of one or two digits, twice (Fairy-Stockfish numbers xiangqi's ranks
     * 1-10: {@code h10g8}), then perhaps a promotion piece.
     */
    private static boolean isMove(String s) {
        int i = square(s, 0);
        int j = i < 0 ? -1 : square(s, i);
        return j > 0 && (j == s.length() || j == s.length() - 1 && "qrbn".indexOf(s.charAt(j)) >= 0);
    }

    /** The index after a square starting at {@code from} (a file a-i, one or two digits), or -1. */
    private static int square(String s, int from) {
        if (from >= s.length() || s.charAt(from) < 'a' || s.charAt(from) > 'i') {
            return -1;
        }
        int i = from + 1;
        int digits = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i)) && digits < 2) {
            i++;
            digits++;
        }
        return digits == 0 ? -1 : i;
    }

    private static Integer intAt(String[] t, int i) {
        Long v = longAt(t, i);
        return v == null || v > Integer.MAX_VALUE || v < Integer.MIN_VALUE ? null : v.intValue();
    }

    private static Long longAt(String[] t, int i) {
        if (i >= t.length) {
            return null;
        }
        try {
            return Long.parseLong(t[i]);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
