package arbiter.cli.judge;

import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnText;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code --fix} form of a judged game, edited in its own text so that everything the judge does not rule on
 * stays as written (tags, comments with evaluations and clocks, NAGs, variations, line breaks): only the
 * {@code Result} tag and token change, a {@code Termination} tag is set, and moves the rules never let be played
 * are cut. A game that agrees, that the rules do not end, or that cannot be read is copied as it is.
 */
public final class Fixer {
    private static final Pattern RESULT_TOKEN = Pattern.compile("(?:^|(?<=[\\s})]))(?:1-0|0-1|1/2-1/2|\\*)$");

    private Fixer() {
    }

    /** True when {@code --fix} changes the game. */
    static boolean changes(BatchJudge.Judged j) {
        Adjudication a = j.adjudication();
        if (a == null || !a.outcome().isOver() || a.endedAsRecorded()) {
            return false;
        }
        return !j.kind().agrees() || !a.unplayed().isEmpty();
    }

    /** The game's text as it should have been recorded (the text as read when nothing changes). */
    static String fixed(BatchJudge.Judged j) {
        String text = j.source().text();
        if (!changes(j)) {
            return text;
        }
        Adjudication a = j.adjudication();
        Outcome o = a.outcome();
        String result = o.result().pgn();
        String eol = text.contains("\r\n") ? "\r\n" : "\n";
        int end = trimmedEnd(text, text.length());
        String trailing = text.substring(end);
        if (trailing.indexOf('\n') < 0 && trailing.indexOf('\r') < 0) {
            trailing = eol;
        }
        int tokens = j.game().moves().size();
        int kept = tokens - a.unplayed().size();
        String body;
        // a reader that kept no places of the moves (-1) leaves them uncut: only the result can be corrected
        if (kept < tokens && j.source().moveStart(kept) >= 0) {
            int cut = kept == 0 ? beforeMoveNumber(text, j.source().moveStart(0))
                    : afterAnnotations(text, j.source().moveEnd(kept - 1));
            body = text.substring(0, trimmedEnd(text, cut)) + " {" + o.reason().replace('}', ')') + "} " + result;
        } else {
            String head = text.substring(0, end);
            Matcher m = RESULT_TOKEN.matcher(head);
            body = m.find() ? head.substring(0, m.start()) + result : head + " " + result;
        }
        body = tag(body, "Result", result, eol);
        body = tag(body, "Termination", o.termination().tag(), eol);
        return body + trailing;
    }

    /** Sets a tag in the tag section at the start of {@code text}, replacing its value or adding it at the end. */
    private static String tag(String text, String name, String value, String eol) {
        int end = tagSectionEnd(text);
        String tags = text.substring(0, end);
        Matcher m = Pattern.compile("\\[\\s*" + name + "\\s+\"[^\\n\\r]*?\"\\s*]").matcher(tags);
        String line = "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
        if (m.find()) {
            return tags.substring(0, m.start()) + line + tags.substring(m.end()) + text.substring(end);
        }
        int at = trimmedEnd(tags, tags.length());
        String before = tags.substring(0, at);
        return before + (at == 0 ? line + eol + eol : eol + line) + text.substring(at);
    }

    /** Where the tag section at the start of a game's text ends (just past its last {@code ]}), 0 without tags. */
    static int tagSectionEnd(String text) {
        int pos = 0;
        int end = 0;
        while (pos < text.length()) {
            int eol = text.indexOf('\n', pos);
            int lineEnd = eol < 0 ? text.length() : eol;
            String line = text.substring(pos, lineEnd).strip();
            if (!line.isEmpty() && line.charAt(0) != '[') {
                break;
            }
            if (!line.isEmpty()) {
                end = text.lastIndexOf(']', lineEnd) + 1;
            }
            pos = lineEnd + 1;
        }
        return end;
    }

    /**
     * The text of every comment after the game's last move (an engine's evaluation, the reason for the ending),
     * joined with spaces; null when there are none or the game was not read.
     */
    static String finalComments(PgnText t) {
        if (!(t.entry() instanceof PgnEntry.Read r)) {
            return null;
        }
        PgnGame g = r.game();
        // scanned in place: a game's text is cut out only for the rare game without moves
        String text = t.source();
        int from = t.from() + (g.moves().isEmpty() ? tagSectionEnd(t.text()) : t.moveEnd(g.moves().size() - 1));
        if (from < t.from()) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        int depth = 0;
        for (int i = from; i < t.to(); i++) {
            char c = text.charAt(i);
            if (c == '{' || c == ';') {
                int close = c == '{' ? text.indexOf('}', i) : text.indexOf('\n', i);
                close = close < 0 || close > t.to() ? t.to() : close;
                if (depth == 0) {
                    out.append(out.length() == 0 ? "" : " ").append(text, i + 1, close);
                }
                i = close;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && depth > 0) {
                depth--;
            }
        }
        return out.length() == 0 ? null : out.toString();
    }

    /** Past the comments, NAGs, marks and variations that follow a move at {@code from}: they belong to it. */
    private static int afterAnnotations(String text, int from) {
        int pos = from;
        int kept = from;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '{') {
                int close = text.indexOf('}', pos);
                pos = kept = close < 0 ? text.length() : close + 1;
            } else if (c == '(') {
                depth++;
                pos++;
            } else if (c == ')' && depth > 0) {
                depth--;
                pos++;
                kept = depth == 0 ? pos : kept;
            } else if (depth > 0) {
                pos++;
            } else if (c == '$' || c == '!' || c == '?') {
                while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && "{(".indexOf(
                        text.charAt(pos)) < 0) {
                    pos++;
                }
                kept = pos;
            } else {
                break;
            }
        }
        return kept;
    }

    /** Back over the move number ({@code 1.} or {@code 1...}) written before a move at {@code at}. */
    private static int beforeMoveNumber(String text, int at) {
        int pos = trimmedEnd(text, at);
        int p = pos;
        while (p > 0 && text.charAt(p - 1) == '.') {
            p--;
        }
        int digits = p;
        while (digits > 0 && Character.isDigit(text.charAt(digits - 1))) {
            digits--;
        }
        return p < pos && digits < p ? digits : at;
    }

    private static int trimmedEnd(String text, int end) {
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return end;
    }
}
