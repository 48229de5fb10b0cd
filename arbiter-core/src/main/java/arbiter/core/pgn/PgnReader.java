package arbiter.core.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN text into games. Tolerates comments ({@code {...}} and {@code ;} to end of line), variations
 * (skipped, nested), NAGs ({@code $n}), move numbers ({@code 12.} and {@code 12...}) and the escape
 * {@code %} at line start. A malformed game is returned as {@link PgnEntry.Unreadable} with its line and column,
 * and reading resumes at the next game.
 */
public final class PgnReader {
    private final String text;
    private int pos;
    private int line = 1;
    private int col = 1;

    private PgnReader(String text) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** Every game of the text, in order. */
    public static List<PgnEntry> read(String text) {
        return new PgnReader(text).all();
    }

    private List<PgnEntry> all() {
        List<PgnEntry> out = new ArrayList<>();
        int index = 0;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                return out;
            }
            index++;
            int startLine = line;
            try {
                out.add(new PgnEntry.Read(index, game(startLine)));
            } catch (Problem p) {
                out.add(new PgnEntry.Unreadable(index, p.line, p.col, p.getMessage()));
                // resume from where the trouble began: an unclosed comment must not swallow later games
                pos = p.offset;
                line = p.line;
                col = p.col;
                skipToNextGame();
            }
        }
    }

    private PgnGame game(int startLine) {
        Map<String, String> tags = new LinkedHashMap<>();
        while (pos < text.length() && peek() == '[') {
            tag(tags);
            skipSpace();
        }
        List<String> moves = new ArrayList<>();
        String result = "*";
        boolean sawResult = false;
        while (pos < text.length()) {
            char c = peek();
            if (Character.isWhitespace(c)) {
                advance();
            } else if (c == '{') {
                braceComment();
            } else if (c == ';') {
                skipLine();
            } else if (c == '%' && col == 1) {
                skipLine();
            } else if (c == '(') {
                variation();
            } else if (c == ')') {
                throw new Problem(line, col, pos, "')' closes no variation");
            } else if (c == '[') {
                if (moves.isEmpty() && !tags.isEmpty()) {
                    throw new Problem(line, col, pos, "tag after the movetext began; expected moves or a result");
                }
                break; // next game without a result token
            } else {
                int l = line, k = col, o = pos;
                String tok = token();
                if (isResult(tok)) {
                    result = tok;
                    sawResult = true;
                    break;
                }
                if (tok.startsWith("$") || isMoveNumber(tok) || isAnnotation(tok)) {
                    continue;
                }
                String move = withoutMoveNumber(tok);
                if (move.isEmpty()) {
                    continue;
                }
                if (move.length() > 12) {
                    throw new Problem(l, k, o, "'" + shorten(move) + "' is not a move token");
                }
                moves.add(move);
            }
        }
        if (!sawResult && tags.isEmpty() && moves.isEmpty()) {
            throw new Problem(line, col, pos, "no game here; expected tags or movetext");
        }
        return new PgnGame(tags, moves, result, startLine);
    }

    private void tag(Map<String, String> tags) {
        int l = line, k = col, o = pos;
        advance(); // [
        skipInlineSpace();
        StringBuilder name = new StringBuilder();
        while (pos < text.length() && (Character.isLetterOrDigit(peek()) || peek() == '_')) {
            name.append(advance());
        }
        if (name.length() == 0) {
            throw new Problem(line, col, pos, "tag without a name; expected [Name \"value\"]");
        }
        skipInlineSpace();
        if (pos >= text.length() || peek() != '"') {
            throw new Problem(line, col, pos, "tag " + name + " has no quoted value; expected [" + name + " \"value\"]");
        }
        advance();
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos >= text.length() || peek() == '\n') {
                throw new Problem(l, k, o, "tag " + name + " value is not closed by '\"' on its line");
            }
            char c = advance();
            if (c == '\\' && pos < text.length() && (peek() == '"' || peek() == '\\')) {
                value.append(advance());
            } else if (c == '"') {
                break;
            } else {
                value.append(c);
            }
        }
        skipInlineSpace();
        if (pos >= text.length() || peek() != ']') {
            throw new Problem(line, col, pos, "tag " + name + " is not closed by ']'");
        }
        advance();
        tags.put(name.toString(), value.toString());
    }

    private void braceComment() {
        int l = line, k = col, o = pos;
        advance();
        while (pos < text.length() && peek() != '}') {
            advance();
        }
        if (pos >= text.length()) {
            throw new Problem(l, k, o, "comment '{' is never closed by '}'");
        }
        advance();
    }

    private void variation() {
        int l = line, k = col, o = pos;
        int depth = 0;
        while (pos < text.length()) {
            char c = peek();
            if (c == '{') {
                braceComment();
                continue;
            }
            if (c == ';') {
                skipLine();
                continue;
            }
            advance();
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return;
            }
        }
        throw new Problem(l, k, o, "variation '(' is never closed by ')'");
    }

    private String token() {
        StringBuilder sb = new StringBuilder();
        while (pos < text.length()) {
            char c = peek();
            if (Character.isWhitespace(c) || c == '{' || c == '(' || c == ')' || c == ';' || c == '[') {
                break;
            }
            sb.append(advance());
            if (c == '.' && pos < text.length() && peek() != '.' && isMoveNumber(sb)) {
                break; // "1.h2e2" written without a space
            }
        }
        return sb.toString();
    }

    /** "12." or "12..." (digits, then dots). */
    private static boolean isMoveNumber(CharSequence t) {
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        if (i == 0 || i == t.length()) {
            return false;
        }
        while (i < t.length() && t.charAt(i) == '.') {
            i++;
        }
        return i == t.length();
    }

    /** "!", "?!", "!!" and the like, written apart from the move. */
    private static boolean isAnnotation(String t) {
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) != '!' && t.charAt(i) != '?') {
                return false;
            }
        }
        return !t.isEmpty();
    }

    /** "1.h2e2" written without a space gives "h2e2". */
    private static String withoutMoveNumber(String t) {
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        int j = i;
        while (j < t.length() && t.charAt(j) == '.') {
            j++;
        }
        return i > 0 && j > i ? t.substring(j) : t;
    }

    private static boolean isResult(String t) {
        return t.equals("1-0") || t.equals("0-1") || t.equals("1/2-1/2") || t.equals("*");
    }

    private void skipToNextGame() {
        // resume at the next tag section: a line starting with '[' after a blank line
        boolean blank = false;
        while (pos < text.length()) {
            skipLine();
            if (pos >= text.length()) {
                return;
            }
            if (peek() == '[' && blank) {
                return;
            }
            int end = text.indexOf('\n', pos);
            blank = text.substring(pos, end < 0 ? text.length() : end).isBlank();
        }
    }

    private void skipLine() {
        while (pos < text.length() && peek() != '\n') {
            advance();
        }
        if (pos < text.length()) {
            advance();
        }
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(peek())) {
            advance();
        }
    }

    private void skipInlineSpace() {
        while (pos < text.length() && (peek() == ' ' || peek() == '\t')) {
            advance();
        }
    }

    private char peek() {
        return text.charAt(pos);
    }

    private char advance() {
        char c = text.charAt(pos++);
        if (c == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
        return c;
    }

    private static String shorten(String s) {
        return s.length() > 20 ? s.substring(0, 20) + "..." : s;
    }

    /** A parse failure at a place in the text. */
    private static final class Problem extends RuntimeException {
        final int line;
        final int col;
        final int offset;

        Problem(int line, int col, int offset, String message) {
            super(message, null, false, false);
            this.line = line;
            this.col = col;
            this.offset = offset;
        }
    }
}
