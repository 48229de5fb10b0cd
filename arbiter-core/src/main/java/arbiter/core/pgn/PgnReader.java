package arbiter.core.pgn;

import static arbiter.core.pgn.MoveTextChars.BOM;
import static arbiter.core.pgn.MoveTextChars.ENDS_TOKEN;
import static arbiter.core.pgn.MoveTextChars.afterMoveNumber;
import static arbiter.core.pgn.MoveTextChars.isAsciiDigit;
import static arbiter.core.pgn.MoveTextChars.isDot;
import static arbiter.core.pgn.MoveTextChars.isLineEnd;
import static arbiter.core.pgn.MoveTextChars.isMarksOrDots;
import static arbiter.core.pgn.MoveTextChars.isMoveNumber;
import static arbiter.core.pgn.MoveTextChars.result;
import static arbiter.core.pgn.MoveTextChars.withoutMarks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN text into games. Tolerates comments ({@code {...}} and {@code ;} to end of line), variations
 * (skipped, nested), NAGs ({@code $n}), move numbers ({@code 12.}, {@code 12...}, {@code 12…}, full-width
 * {@code １２．}, and {@code ...} standing alone as in {@code 1. ... 马８进７}), move marks ({@code !? ?! !! ?? ! ?},
 * also full-width, written apart or attached to the move), the escape {@code %} at line start, byte-order marks
 * between games, and line ends LF, CRLF or CR alone. A tag value with unescaped quotes inside
 * ({@code [Event ""Huangshan Cup" National 2002"]}) is read up to the last quote before the {@code ]}, with a
 * {@link PgnGame.Warning}. A malformed game is returned as {@link PgnEntry.Unreadable} with its line and column,
 * and reading resumes at the next game.
 */
public final class PgnReader {
    private final String text;
    /** End of the part being read (exclusive); the reader never looks at or past it. */
    private final int end;
    private int pos;
    private int line;
    /** Offset of the current line's first character: the column is derived from it only when needed. */
    private int lineStart;
    /** Reused from game to game: only the finished list is kept. */
    private final TokenList.Builder tokens;
    /** Set when a comment or variation is still open at the end of the part. */
    private boolean ranOut;
    /** Offset of each entry's first character, one int per entry, for {@link #readPart}. */
    private int[] starts = new int[64];
    /** The current game's warnings; null while it has none, as almost every game. */
    private List<PgnGame.Warning> warnings;

    /** What the reader says when a tag value holds unescaped quotes. */
    static final String UNESCAPED_QUOTES = "tag value with unescaped quotes read up to the last quote";

    private PgnReader(String text, int from, int to, int firstLine) {
        this.text = text;
        this.pos = from == 0 && text.startsWith("\uFEFF") ? 1 : from; // columns count from after the mark
        this.end = to;
        this.line = firstLine;
        this.lineStart = pos;
        this.tokens = new TokenList.Builder(text, from, firstLine);
    }

    /**
     * Every game of the text, in order. The games' move lists keep the text and cut each move out when asked
     * for, so a file's games share one copy of it.
     */
    public static List<PgnEntry> read(String text) {
        return new PgnReader(text, 0, text.length(), 1).all();
    }

    /**
     * The games of {@code text[from, to)}, read as if that part were a file of its own that begins on line
     * {@code firstLine} ({@code from} is 0 or a line start), numbered from 1; for {@link PgnStream}.
     */
    static Part readPart(String text, int from, int to, int firstLine) {
        PgnReader r = new PgnReader(text, from, to, firstLine);
        List<PgnEntry> entries = r.all();
        return new Part(entries, r.ranOut, java.util.Arrays.copyOf(r.starts, entries.size()), r.line - firstLine);
    }

    /**
     * The games of a part of a text, and whether a comment or variation ran to the part's end (in the whole text
     * it may close later, so the part cannot be read apart).
     *
     * @param starts    the offset in the text of each entry's first character
     * @param lineBreaks how many line breaks the part holds (the next part's first line is this many further on)
     */
    record Part(List<PgnEntry> entries, boolean ranOut, int[] starts, int lineBreaks) {
    }

    private int col() {
        return pos - lineStart + 1;
    }

    private List<PgnEntry> all() {
        List<PgnEntry> out = new ArrayList<>();
        int index = 0;
        while (true) {
            skipSpace();
            if (pos >= end) {
                return out;
            }
            if (index == starts.length) {
                starts = java.util.Arrays.copyOf(starts, 2 * index);
            }
            starts[index] = pos;
            index++;
            int startLine = line;
            try {
                out.add(new PgnEntry.Read(index, game(startLine)));
            } catch (Problem p) {
                out.add(new PgnEntry.Unreadable(index, p.line, p.col, p.getMessage()));
                // resume from where the trouble began: an unclosed comment must not swallow later games
                pos = p.offset;
                line = p.line;
                lineStart = p.offset - (p.col - 1);
                skipToNextGame();
            }
        }
    }

    private PgnGame game(int startLine) {
        warnings = null;
        Map<String, String> tags = new LinkedHashMap<>();
        while (pos < end && peek() == '[') {
            tag(tags);
            skipSpace();
        }
        TokenList.Builder moves = tokens.clear();
        String result = "*";
        boolean sawResult = false;
        while (pos < end) {
            char c = peek();
            if (c == ' ') {
                pos++; // the commonest character, and no line end
                continue;
            }
            int number = isAsciiDigit(c) ? moveNumberEnd() : pos;
            if (number > pos) {
                pos = number; // a move number, skipped
            } else if (Character.isWhitespace(c) || c == BOM) {
                advance();
            } else if (c == '{') {
                braceComment();
            } else if (c == ';') {
                skipLine();
            } else if (c == '%' && col() == 1) {
                skipLine();
            } else if (c == '(') {
                variation();
            } else if (c == ')') {
                throw new Problem(line, col(), pos, "')' closes no variation");
            } else if (c == '[') {
                if (moves.isEmpty() && !tags.isEmpty()) {
                    throw new Problem(line, col(), pos, "tag after the movetext began; expected moves or a result");
                }
                break; // next game without a result token
            } else {
                int o = pos;
                int stop = tokenEnd();
                if (((c | 0x20) >= 'a' && (c | 0x20) <= 'z') && stop - o <= 12) {
                    // a move written with letters: no result, number or NAG
                    moves.add(o, withoutMarks(text, o, stop));
                    continue;
                }
                int length = stop - o;
                String res = result(text, o, length);
                if (res != null) {
                    result = res;
                    sawResult = true;
                    break;
                }
                if (c == '$' || isMoveNumber(text, o, stop) || isMarksOrDots(text, o, stop)) {
                    continue;
                }
                int from = afterMoveNumber(text, o, stop);
                stop = withoutMarks(text, from, stop);
                if (from == stop) {
                    continue;
                }
                if (stop - from > 12) {
                    String move = text.substring(from, stop);
                    throw new Problem(line, o - lineStart + 1, o, "'" + shorten(move) + "' is not a move token");
                }
                moves.add(from, stop);
            }
        }
        if (!sawResult && tags.isEmpty() && moves.isEmpty()) {
            throw new Problem(line, col(), pos, "no game here; expected tags or movetext");
        }
        return new PgnGame(tags, moves.build(), result, startLine, warnings == null ? List.of() : warnings);
    }

    private void tag(Map<String, String> tags) {
        int l = line, k = col(), o = pos;
        advance(); // [
        skipInlineSpace();
        StringBuilder name = new StringBuilder();
        while (pos < end && (Character.isLetterOrDigit(peek()) || peek() == '_')) {
            name.append(advance());
        }
        if (name.length() == 0) {
            throw new Problem(line, col(), pos, "tag without a name; expected [Name \"value\"]");
        }
        skipInlineSpace();
        if (pos >= end || peek() != '"') {
            throw new Problem(line, col(), pos, "tag " + name + " has no quoted value; expected [" + name + " \"value\"]");
        }
        advance();
        StringBuilder value = new StringBuilder();
        // a quote that is not followed by ']' is taken as part of the value (real files hold such values); the
        // last one is remembered in case no quote closes the tag
        int quoted = -1;
        int afterQuote = -1;
        while (true) {
            if (pos >= end || isLineEnd(peek())) {
                if (quoted < 0) {
                    throw new Problem(l, k, o, "tag " + name + " value is not closed by '\"' on its line");
                }
                pos = afterQuote;
                skipInlineSpace();
                throw new Problem(line, col(), pos, "tag " + name + " is not closed by ']'");
            }
            char c = advance();
            if (c == '\\' && pos < end && (peek() == '"' || peek() == '\\')) {
                value.append(advance());
            } else if (c == '"') {
                if (closesTag()) {
                    break;
                }
                quoted = value.length();
                afterQuote = pos;
                value.append(c);
            } else {
                value.append(c);
            }
        }
        if (quoted >= 0) {
            warn(l, UNESCAPED_QUOTES);
        }
        skipInlineSpace();
        if (pos >= end || peek() != ']') {
            throw new Problem(line, col(), pos, "tag " + name + " is not closed by ']'");
        }
        advance();
        tags.put(name.toString(), value.toString());
    }

    /** True when only spaces or tabs stand between here and a ']'. */
    private boolean closesTag() {
        int i = pos;
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i < end && text.charAt(i) == ']';
    }

    private void warn(int atLine, String message) {
        if (warnings == null) {
            warnings = new ArrayList<>(1);
        }
        warnings.add(new PgnGame.Warning(atLine, message));
    }

    private void braceComment() {
        int l = line, k = col(), o = pos;
        advance();
        while (pos < end && peek() != '}') {
            advance();
        }
        if (pos >= end) {
            ranOut = true;
            throw new Problem(l, k, o, "comment '{' is never closed by '}'");
        }
        advance();
    }

    private void variation() {
        int l = line, k = col(), o = pos;
        int depth = 0;
        while (pos < end) {
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
        ranOut = true;
        throw new Problem(l, k, o, "variation '(' is never closed by ')'");
    }

    /**
     * Where the move number at {@code pos} ends: ASCII digits, then dots, then no ASCII digit ("33.4" is a WXF
     * move); {@code pos} when there is none. The token {@link #tokenEnd} would cut there, read in one pass.
     */
    private int moveNumberEnd() {
        int i = pos;
        while (i < end && isAsciiDigit(text.charAt(i))) {
            i++;
        }
        int digits = i;
        while (i < end && isDot(text.charAt(i))) {
            i++;
        }
        return i > digits && (i == end || !isAsciiDigit(text.charAt(i))) ? i : pos;
    }

    /** Moves past one token (which never holds a line break) and returns where it ends. */
    private int tokenEnd() {
        int start = pos;
        while (pos < end) {
            char c = text.charAt(pos);
            if (c < 128 ? ENDS_TOKEN[c] : Character.isWhitespace(c)) {
                break;
            }
            pos++;
            if (isDot(c) && pos < end && !isDot(text.charAt(pos))
                    && !isAsciiDigit(text.charAt(pos)) && isMoveNumber(text, start, pos)) {
                break; // "1.h2e2" written without a space (but "33.4" is a WXF move)
            }
        }
        return pos;
    }

    private void skipToNextGame() {
        // resume at the next tag section: a line starting with '[' after a blank line
        boolean blank = false;
        while (pos < end) {
            skipLine();
            if (pos >= end) {
                return;
            }
            if (peek() == '[' && blank) {
                return;
            }
            blank = true;
            for (int i = pos; i < end && !isLineEnd(text.charAt(i)); i++) {
                blank &= Character.isWhitespace(text.charAt(i));
            }
        }
    }

    /** Moves past the rest of the line and its line end (LF, CRLF or CR). */
    private void skipLine() {
        while (pos < end && !isLineEnd(peek())) {
            pos++; // no line end in between, so the line count stays right
        }
        if (pos < end) {
            advance();
        }
        if (pos < end && text.charAt(pos - 1) == '\r' && peek() == '\n') {
            advance();
        }
    }

    private void skipSpace() {
        while (pos < end && (Character.isWhitespace(peek()) || peek() == BOM)) {
            advance();
        }
    }

    private void skipInlineSpace() {
        while (pos < end && (peek() == ' ' || peek() == '\t')) {
            advance();
        }
    }

    private char peek() {
        return text.charAt(pos);
    }

    private char advance() {
        char c = text.charAt(pos++);
        // a line ends at LF, or at CR not followed by LF (old Mac files end lines with CR alone)
        if (c <= '\r' && (c == '\n' || c == '\r' && (pos >= text.length() || text.charAt(pos) != '\n'))) {
            line++;
            lineStart = pos;
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
