package arbiter.core.game;

/** FEN's first field, written from a board of any size: ranks from the top, runs of empty squares as digits. */
public final class Placement {
    private Placement() {
    }

    /** What stands on a square, as its FEN letter, or 0 for an empty square. */
    @FunctionalInterface
    public interface Squares {
        char at(int file, int rank);
    }

    /** Appends the placement of a {@code files} x {@code ranks} board to {@code sb} (rank {@code ranks - 1} first). */
    public static StringBuilder write(StringBuilder sb, int files, int ranks, Squares board) {
        for (int rank = ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < files; file++) {
                char c = board.at(file, rank);
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(c);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb;
    }
}
