package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Side;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the arguments of {@code go} in either protocol into {@link SearchLimits}.
 * <ul>
 *   <li>UCI: {@code wtime btime winc binc movestogo movetime nodes depth infinite ponder searchmoves}, all
 *       times in milliseconds; the side to move picks {@code wtime/winc} or {@code btime/binc}.</li>
 *   <li>UCCI: {@code go [ponder|draw] time T increment I opptime T2 oppincrement I2 movestogo N}, or
 *       {@code depth D} ({@code depth infinite}), or {@code nodes N}; T and I are seconds unless
 *       {@code setoption usemillisec true} was sent. The opponent's clock is read and ignored.</li>
 * </ul>
 * Unknown words and unreadable numbers are skipped rather than refused, as engines usually do.
 */
final class GoParser {
    private GoParser() {
    }

    static SearchLimits parse(List<String> args, Dialect dialect, boolean useMillisec, Side toMove) {
        long wtime = -1, btime = -1, winc = -1, binc = -1, time = -1, increment = -1, movetime = -1, nodes = -1;
        int movestogo = -1, depth = -1;
        boolean infinite = false, ponder = false;
        List<Move> searchMoves = new ArrayList<>();
        double unit = dialect == Dialect.UCCI && !useMillisec ? 1000.0 : 1.0;
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            String next = i + 1 < args.size() ? args.get(i + 1) : null;
            switch (word) {
                case "infinite" -> infinite = true;
                case "ponder" -> ponder = true;
                case "draw" -> { } // UCCI: the opponent offers a draw; this engine never accepts
                case "wtime" -> { wtime = millis(next, 1.0); i++; }
                case "btime" -> { btime = millis(next, 1.0); i++; }
                case "winc" -> { winc = millis(next, 1.0); i++; }
                case "binc" -> { binc = millis(next, 1.0); i++; }
                case "movetime" -> { movetime = millis(next, 1.0); i++; }
                case "time" -> { time = millis(next, unit); i++; }
                case "increment" -> { increment = millis(next, unit); i++; }
                case "opptime", "oppincrement", "mate" -> i++;
                case "movestogo" -> { movestogo = (int) Math.min(Integer.MAX_VALUE, millis(next, 1.0)); i++; }
                case "nodes" -> { nodes = millis(next, 1.0); i++; }
                case "depth" -> {
                    if ("infinite".equals(next)) {
                        infinite = true;
                    } else {
                        depth = (int) Math.min(Integer.MAX_VALUE, millis(next, 1.0));
                    }
                    i++;
                }
                case "searchmoves" -> {
                    while (i + 1 < args.size() && Move.parse(args.get(i + 1)) != null) {
                        searchMoves.add(Move.parse(args.get(++i)));
                    }
                }
                default -> { } // unknown word: ignored
            }
        }
        long left = toMove == Side.RED ? wtime : btime;
        long inc = toMove == Side.RED ? winc : binc;
        if (time >= 0) {
            left = time;
        }
        if (increment >= 0) {
            inc = increment;
        }
        return new SearchLimits(left, inc, movestogo, movetime, nodes, depth, infinite, ponder, searchMoves);
    }

    /** A non-negative number times {@code unit}, or -1 when missing or unreadable (negative clocks count as 0). */
    private static long millis(String text, double unit) {
        if (text == null) {
            return -1;
        }
        try {
            double v = Double.parseDouble(text);
            if (Double.isNaN(v)) {
                return -1;
            }
            return (long) Math.max(0, Math.min(v * unit, Long.MAX_VALUE / 4.0));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
