package arbiter.core.xiangqi.notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import java.util.List;

/**
 * Coordinates with ranks numbered 1-10 instead of 0-9, as Fairy-Stockfish writes xiangqi moves in its UCI mode
 * ({@code UCI_Variant xiangqi}): its {@code h3e3} is {@code h2e2}, its {@code h10g8} is {@code h9g7}. Files are the
 * same letters {@code a}-{@code i}. Pure functions of their arguments.
 */
public final class OneBasedRanks {

    private OneBasedRanks() {
    }

    /**
     * The move a coordinate text with ranks 1-10 names ({@code h3e3}, {@code h10g8}, either letter case); null
     * when the text is not two different points with ranks 1-10.
     */
    public static Move parse(String move) {
        if (move == null || move.length() < 4 || move.length() > 6) {
            return null;
        }
        int second = rankEnd(move, 1);
        int end = second < 0 ? -1 : rankEnd(move, second + 1);
        if (end != move.length() || !isFile(move.charAt(0)) || !isFile(move.charAt(second))) {
            return null;
        }
        Square from = Square.of((move.charAt(0) | 0x20) - 'a', rank(move, 1, second) - 1);
        Square to = Square.of((move.charAt(second) | 0x20) - 'a', rank(move, second + 1, end) - 1);
        return from.equals(to) ? null : Move.of(from, to);
    }

    /** The move in coordinates with ranks 1-10: {@code h2e2} is written {@code h3e3}, {@code h9g7} {@code h10g8}. */
    public static String write(Move move) {
        Square f = move.from();
        Square t = move.to();
        return "" + (char) ('a' + f.file()) + (f.rank() + 1) + (char) ('a' + t.file()) + (t.rank() + 1);
    }

    /**
     * A coordinate move with ranks 0-9 ({@code h2e2}, either letter case) in the 1-10 form ({@code h3e3});
     * null when {@code move} is not four characters naming two different points.
     */
    public static String toOneBased(String move) {
        Move m = move == null || move.length() != 4 ? null : Move.parse(move);
        return m == null ? null : write(m);
    }

    /**
     * A coordinate move with ranks 1-10 ({@code h3e3}, {@code h10g8}, either letter case) in the 0-9 form
     * ({@code h2e2}, {@code h9g7}); null when {@code move} is not two different points with ranks 1-10.
     */
    public static String toZeroBased(String move) {
        Move m = parse(move);
        return m == null ? null : m.toString();
    }

    /**
     * True when a game's coordinate moves, played from {@code start}, are written with ranks 1-10: read 1-10 they
     * stay legal for longer than read 0-9 (a rank 10 cannot be read 0-9 at all). Decided without playing a move
     * in the usual case: when the first move read 1-10 starts on no piece of the side to move, it is not. From
     * the initial position that settles every game written 0-9: its first move starts on a piece on rank 0, 2 or
     * 3, and the point one rank lower, where the move starts read 1-10, is off the board or empty.
     */
    public static boolean isOneBased(Position start, List<String> moves) {
        if (moves.isEmpty()) {
            return false;
        }
        Move first = parse(moves.get(0));
        Piece piece = first == null ? null : start.pieceAt(first.from());
        if (piece == null || piece.side() != start.sideToMove()) {
            return false;
        }
        int zeroBased = legalPlies(start, moves, false, moves.size());
        return legalPlies(start, moves, true, zeroBased + 1) > zeroBased;
    }

    /**
     * How many of the moves, read with the given ranks, are legal in turn before the first that is not, counting
     * no further than {@code limit}.
     */
    private static int legalPlies(Position start, List<String> moves, boolean oneBased, int limit) {
        Position p = start;
        int n = 0;
        for (String text : moves) {
            Move m = oneBased ? parse(text) : Move.parse(text);
            if (n == limit || m == null || !(p.play(m) instanceof Played.Ok ok)) {
                return n;
            }
            p = ok.position();
            n++;
        }
        return n;
    }

    /** Where the rank that starts at {@code from} ends ("10" or one digit 1-9), or -1 when none starts there. */
    private static int rankEnd(String s, int from) {
        if (from >= s.length()) {
            return -1;
        }
        if (s.startsWith("10", from)) {
            return from + 2;
        }
        char c = s.charAt(from);
        return c >= '1' && c <= '9' ? from + 1 : -1;
    }

    private static int rank(String s, int from, int to) {
        return to - from == 2 ? 10 : s.charAt(from) - '0';
    }

    private static boolean isFile(char c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'i';
    }
}
