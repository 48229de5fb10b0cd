package arbiter.core.xiangqi;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Square;

/**
 * Xiangqi moves as engines write them: file {@code a}-{@code i} and rank, from and to, nothing else ({@code h2e2}). The
 * ranks count from 0 (Pikafish, UCCI, this project) or, for Fairy-Stockfish in UCI mode, from 1 ({@code h3e3},
 * {@code h10g8}).
 */
final class EngineCoordinates {
    private EngineCoordinates() {
    }

    /** The move's text with ranks counted from {@code rankBase} (0 or 1). */
    static String write(Move m, int rankBase) {
        return square(m.from(), rankBase) + square(m.to(), rankBase);
    }

    private static String square(Square s, int rankBase) {
        return (char) ('a' + s.file()) + Integer.toString(s.rank() + rankBase);
    }

    /**
     * The move in {@code text}, exactly in this form (lower-case files, ranks from {@code rankBase}, no separator),
     * or null. {@code H2-E2}, {@code h2-e2} and {@code h2e} are not moves here.
     */
    static Move read(String text, int rankBase) {
        int[] at = {0};
        Square from = square(text, at, rankBase);
        Square to = from == null ? null : square(text, at, rankBase);
        return to == null || at[0] != text.length() || from.equals(to) ? null : Move.of(from, to);
    }

    private static Square square(String t, int[] at, int rankBase) {
        int i = at[0];
        if (i >= t.length() || t.charAt(i) < 'a' || t.charAt(i) > 'i') {
            return null;
        }
        int file = t.charAt(i++) - 'a';
        int start = i;
        while (i < t.length() && i - start < 2 && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
            i++;
        }
        if (i == start || (i - start == 2 && t.charAt(start) == '0')) {
            return null;
        }
        int rank = Integer.parseInt(t, start, i, 10) - rankBase;
        if (rank < 0 || rank >= Square.RANKS) {
            return null;
        }
        at[0] = i;
        return Square.of(file, rank);
    }
}
