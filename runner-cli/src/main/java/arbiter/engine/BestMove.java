package arbiter.engine;

/** An engine's answer to {@code go}, as parsed from {@code bestmove ...} or UCCI's {@code nobestmove}. */
public sealed interface BestMove permits BestMove.Played, BestMove.NoMove, BestMove.Garbled, BestMove.Resigned {

    /**
     * A move (not yet checked for legality).
     *
     * @param move   the move text as written
     * @param offer  UCCI's trailing {@code draw} or {@code resign}, or null
     */
    record Played(String move, String offer) implements BestMove {
    }

    /** {@code bestmove (none)}, {@code bestmove 0000} or {@code nobestmove}: the engine says it has no move. */
    record NoMove(String line) implements BestMove {
    }

    /** The engine resigned instead of moving (xboard's {@code resign}). */
    record Resigned(String line) implements BestMove {
    }

    /** A {@code bestmove} line with no move on it. */
    record Garbled(String line) implements BestMove {
    }

    /** The answer on a line, or null when the line is not an answer. */
    static BestMove parse(String line) {
        String[] t = InfoParser.words(line);
        if (t.length == 0) {
            return null;
        }
        if (t[0].equals("nobestmove")) {
            return new NoMove(line);
        }
        if (!t[0].equals("bestmove")) {
            return null;
        }
        if (t.length < 2) {
            return new Garbled(line);
        }
        if (t[1].equals("(none)") || t[1].equals("0000") || t[1].equals("none")) {
            return new NoMove(line);
        }
        String offer = null;
        for (int i = 2; i < t.length; i++) {
            if (t[i].equals("draw") || t[i].equals("resign")) {
                offer = t[i];
            }
        }
        return new Played(t[1], offer);
    }
}
