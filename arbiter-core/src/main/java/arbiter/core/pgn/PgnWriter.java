package arbiter.core.pgn;

import java.util.List;
import java.util.Map;

/**
 * Writes one game as PGN text: the tags in the order given, then the movetext with move numbers, a comment after
 * any move that has one, a final comment, and the result. Lines are wrapped at 79 characters; tag values and
 * comments are escaped so that {@link PgnReader} reads back the same game.
 */
public final class PgnWriter {
    private static final int WIDTH = 79;

    private PgnWriter() {
    }

    /**
     * One move of the movetext.
     *
     * @param text    the move as it should appear ({@code h2e2})
     * @param comment a comment to write after it, or null
     */
    public record MoveText(String text, String comment) {
    }

    /**
     * The PGN text of a game, ending with a blank line.
     *
     * @param tags          tag name to value, in order
     * @param moves         the moves
     * @param firstMoveNumber the move number of the first move (FEN field 6)
     * @param blackFirst    true when Black makes the first move (written {@code 1... h9g7})
     * @param finalComment  a comment before the result, or null
     * @param result        {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     */
    public static String write(Map<String, String> tags, List<MoveText> moves, int firstMoveNumber, boolean blackFirst,
                               String finalComment, String result) {
        StringBuilder sb = new StringBuilder();
        tags.forEach((k, v) -> sb.append('[').append(k).append(" \"").append(escape(v)).append("\"]\n"));
        sb.append('\n');
        Wrapper w = new Wrapper(sb);
        int number = firstMoveNumber;
        boolean black = blackFirst;
        for (int i = 0; i < moves.size(); i++) {
            MoveText m = moves.get(i);
            if (!black) {
                w.add(number + ".");
            } else if (i == 0) {
                w.add(number + "...");
            }
            w.add(m.text());
            if (m.comment() != null && !m.comment().isBlank()) {
                w.add("{" + comment(m.comment()) + "}");
            }
            if (black) {
                number++;
            }
            black = !black;
        }
        if (finalComment != null && !finalComment.isBlank()) {
            w.add("{" + comment(finalComment) + "}");
        }
        w.add(result);
        sb.append("\n\n");
        return sb.toString();
    }

    private static String escape(String v) {
        return v.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ');
    }

    private static String comment(String c) {
        return c.replace('}', ')').replace('{', '(').replace('\n', ' ').strip();
    }

    /** Appends tokens, breaking lines before they pass the width (a long comment may still make a long line). */
    private static final class Wrapper {
        private final StringBuilder sb;
        private int col;

        Wrapper(StringBuilder sb) {
            this.sb = sb;
        }

        void add(String token) {
            if (col > 0 && col + 1 + token.length() > WIDTH) {
                sb.append('\n');
                col = 0;
            }
            if (col > 0) {
                sb.append(' ');
                col++;
            }
            sb.append(token);
            col += token.length();
        }
    }
}
