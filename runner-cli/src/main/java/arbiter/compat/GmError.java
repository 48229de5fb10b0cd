package arbiter.compat;

import java.util.List;

/**
 * A mistake on a game manager's command line, worded as the imitated program words it (fastchess prints it on
 * standard output and exits 1; cutechess-cli prints {@code Warning: ...} on standard error and exits 1).
 */
public final class GmError extends RuntimeException {
    private final List<String> lines;

    public GmError(String... lines) {
        super(String.join(" / ", lines));
        this.lines = List.of(lines);
    }

    /** The lines to print, in order. */
    public List<String> lines() {
        return lines;
    }
}
