package arbiter.core.pgn;

/**
 * One game of a PGN text together with the text it was read from: for tools that rewrite a file game by game and
 * must keep what the reader skips (comments, NAGs, variations) or copy an unreadable game as it is.
 *
 * @param entry  the game as read (its index and lines as in the whole text)
 * @param source the text read (a chunk of the file); the game is {@code source[from, to)}
 * @param from   offset of the game's first character in {@code source}
 * @param to     offset just past the game, white space after it included, up to the next game's first character
 */
public record PgnText(PgnEntry entry, String source, int from, int to) {

    /** The game's own text, from its first character up to the next game's. */
    public String text() {
        return source.substring(from, to);
    }

    /**
     * Where main-line move {@code index} ends in {@link #text()}, or -1 when the reader did not keep the places of
     * the moves (then only the tags and the result can be rewritten).
     */
    public int moveEnd(int index) {
        return entry instanceof PgnEntry.Read r && r.game().moves() instanceof TokenList t ? t.end(index) - from : -1;
    }

    /** Where main-line move {@code index} starts in {@link #text()}, or -1 as for {@link #moveEnd}. */
    public int moveStart(int index) {
        return entry instanceof PgnEntry.Read r && r.game().moves() instanceof TokenList t ? t.start(index) - from : -1;
    }

    PgnText shifted(int games, int lines) {
        PgnEntry e = entry instanceof PgnEntry.Read r
                ? new PgnEntry.Read(r.index() + games, new PgnGame(r.game().tags(), r.game().moves(),
                r.game().result(), r.game().line() + lines))
                : shifted((PgnEntry.Unreadable) entry, games, lines);
        return new PgnText(e, source, from, to);
    }

    private static PgnEntry shifted(PgnEntry.Unreadable u, int games, int lines) {
        return new PgnEntry.Unreadable(u.index() + games, u.line() + lines, u.column(), u.message());
    }
}
