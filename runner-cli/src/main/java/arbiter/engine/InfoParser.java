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

    private static boolean isMove(String s) {
        return (s.length() == 4 || s.length() == 5 && "qrbn".indexOf(s.charAt(4)) >= 0)
                && s.charAt(0) >= 'a' && s.charAt(0) <= 'i' && Character.isDigit(s.charAt(1))
                && s.charAt(2) >= 'a' && s.charAt(2) <= 'i' && Character.isDigit(s.charAt(3));
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
