package arbiter.core.xiangqi.rules.china;

import arbiter.core.game.GameResult;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.Game;
import arbiter.core.xiangqi.RuleSets;
import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.board.Square;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The random search behind the rebuilt figures of the 2011 book (the rows of {@code rules/china-2011-figures-*.json}
 * whose {@code how} or {@code skipped} says "a random search"): a core position and the figure's cycle of moves are
 * fixed, extra pieces are put on the board at random from a pool, and a position is kept when the cycle played
 * three times gives the calls and the verdict asked for under {@code china-2011} and no side to move can mate
 * instead of going round, as {@code China2011FiguresTest} asks of every played row. Each kept position is then cut
 * down: the pieces without which it still holds are named, so that a row can say which pieces every call needs.
 *
 * <p>Run from the project root after {@code mvn -q install -DskipTests} and {@code mvn -q -pl arbiter-core
 * test-compile}:
 *
 * <pre>
 * java -cp arbiter-core/target/classes:arbiter-core/target/test-classes \
 *     arbiter.core.xiangqi.rules.china.FigureSearch CORE-FEN "MOVES" "CALLS" VERDICT SEED TRIES POOL...
 * </pre>
 *
 * with the moves in coordinates ({@code "e1e0 f3f0 e0e1 f0f3"}), the calls as the fixtures write them
 * ({@code "Red: 闲 闲 闲 闲|Black: 将 捉 将 捉"}), the verdict as they write it ({@code "Black must vary"},
 * {@code "draw"}) and each pool entry {@code LETTER:POINT,POINT,...:CHANCE} (a FEN letter put, with the given chance,
 * on one of the points at random when that point is empty). 参考图30 was found with the core
 * {@code 4k4/4a4/9/9/9/9/5r3/3p2R2/4K4/9 w} and a pool of black knights and pawns, red advisors and elephants.
 */
final class FigureSearch {
    /** Laps played at most: three make the 待判局面, a draw needs two rounds of a fourth. */
    static final int LAPS = 5;

    /**
     * One entry of the pool.
     *
     * @param letter the FEN letter of the piece
     * @param points where it may go
     * @param chance the chance that it is put on the board at all (0-1)
     */
    record Extra(char letter, List<Square> points, double chance) {
        /** Parses {@code LETTER:POINT,POINT,...[:CHANCE]}; the chance is one half when left out. */
        static Extra parse(String text) {
            String[] parts = text.split(":");
            if (parts.length < 2 || parts[0].length() != 1) {
                throw new IllegalArgumentException("pool entry '" + text + "': expected LETTER:POINT,POINT,...[:CHANCE]");
            }
            List<Square> points = new ArrayList<>();
            for (String p : parts[1].split(",")) {
                Square s = Square.parse(p);
                if (s == null) {
                    throw new IllegalArgumentException("pool entry '" + text + "': '" + p + "' is not a point");
                }
                points.add(s);
            }
            return new Extra(parts[0].charAt(0), points, parts.length > 2 ? Double.parseDouble(parts[2]) : 0.5);
        }
    }

    private FigureSearch() {
    }

    /**
     * The reason the rules give when the cycle {@code moves} from {@code fen} gives every side's {@code calls} and the
     * {@code verdict} (and no side to move can mate by checks at any point of the cycle), or null when it does not
     * or the position or a move is not legal.
     */
    static String judge(String fen, List<String> moves, String calls, String verdict) {
        Position start;
        try {
            start = Fen.parse(fen).orThrow();
        } catch (RuntimeException notAPosition) {
            return null;
        }
        Position p = start;
        for (String m : moves) {
            Move move = Move.parse(m);
            if (move == null || !p.isLegal(move)
                    || !p.inCheck() && Threats.matesByChecks(p, Threats.MATE_CHECKS)) {
                return null;
            }
            p = p.play(move).orThrow();
        }
        Game g = played(start, moves);
        if (!verdict.equals(verdict(g))) {
            return null;
        }
        String reason = g.obligation() != null ? g.obligation().reason() : g.outcome().reason();
        for (String side : calls.split("\\|")) {
            if (!reason.contains(side + " (")) {
                return null;
            }
        }
        return reason;
    }

    /**
     * The game from {@code start} under {@code china-2011} with the cycle {@code moves} played lap after lap until a
     * verdict or a duty to vary, at most {@value #LAPS} laps.
     */
    static Game played(Position start, List<String> moves) {
        Game g = Game.start(start, RuleSets.byName("china-2011").orElseThrow());
        for (int lap = 0; lap < LAPS && !g.isOver() && g.obligation() == null; lap++) {
            for (String m : moves) {
                if (!g.isOver() && g.obligation() == null) {
                    g = g.play(m);
                }
            }
        }
        return g;
    }

    /** The verdict as the fixtures write it. */
    static String verdict(Game g) {
        if (g.obligation() != null) {
            return g.obligation().side().displayName() + " must vary";
        }
        if (!g.isOver()) {
            return "goes on";
        }
        if (g.outcome().result() == GameResult.DRAW) {
            return g.outcome().termination() == Termination.REPETITION_DRAW ? "draw" : g.outcome().termination().tag();
        }
        return (g.outcome().result() == GameResult.RED_WINS ? "Black" : "Red") + " loses";
    }

    /**
     * Up to {@code wanted} distinct positions, from {@code tries} random placements of the pool on the core, that
     * {@link #judge} keeps; the same seed gives the same positions.
     */
    static List<String> search(String core, List<String> moves, String calls, String verdict, List<Extra> pool,
                               long seed, long tries, int wanted) {
        Random random = new Random(seed);
        char[][] base = Board.of(core);
        String rest = core.substring(core.indexOf(' '));
        Set<String> seen = new HashSet<>();
        List<String> found = new ArrayList<>();
        for (long t = 0; t < tries && found.size() < wanted; t++) {
            char[][] b = Board.copy(base);
            for (Extra e : pool) {
                if (random.nextDouble() < e.chance()) {
                    Square s = e.points().get(random.nextInt(e.points().size()));
                    if (b[s.rank()][s.file()] == 0) {
                        b[s.rank()][s.file()] = e.letter();
                    }
                }
            }
            String fen = Board.placement(b) + rest;
            if (seen.add(fen) && judge(fen, moves, calls, verdict) != null) {
                found.add(fen);
            }
        }
        return found;
    }

    /** The points of the pieces other than the kings whose removal alone still leaves {@code fen} kept by {@link #judge}. */
    static List<Square> notNeeded(String fen, List<String> moves, String calls, String verdict) {
        char[][] b = Board.of(fen);
        String rest = fen.substring(fen.indexOf(' '));
        List<Square> out = new ArrayList<>();
        for (int rank = 0; rank < Square.RANKS; rank++) {
            for (int file = 0; file < Square.FILES; file++) {
                char c = b[rank][file];
                if (c == 0 || c == 'k' || c == 'K') {
                    continue;
                }
                b[rank][file] = 0;
                if (judge(Board.placement(b) + rest, moves, calls, verdict) != null) {
                    out.add(Square.of(file, rank));
                }
                b[rank][file] = c;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        if (args.length < 6) {
            out.println("usage: FigureSearch CORE-FEN \"MOVES\" \"CALLS\" VERDICT SEED TRIES [LETTER:POINTS[:CHANCE]]...");
            return;
        }
        List<String> moves = List.of(args[1].trim().split("\\s+"));
        List<Extra> pool = new ArrayList<>();
        for (int i = 6; i < args.length; i++) {
            pool.add(Extra.parse(args[i]));
        }
        List<String> found = search(args[0], moves, args[2], args[3], pool, Long.parseLong(args[4]),
                Long.parseLong(args[5]), 20);
        for (String fen : found) {
            out.println(fen + "  not needed: " + notNeeded(fen, moves, args[2], args[3]));
        }
        out.println(found.size() + " found");
    }

    /** A placement as a 10 x 9 grid of FEN letters (0 for an empty point), rank 0 first. */
    private static final class Board {
        static char[][] of(String fen) {
            String[] ranks = fen.substring(0, fen.indexOf(' ')).split("/");
            char[][] b = new char[Square.RANKS][Square.FILES];
            for (int i = 0; i < ranks.length; i++) {
                int file = 0;
                for (char c : ranks[i].toCharArray()) {
                    if (Character.isDigit(c)) {
                        file += c - '0';
                    } else {
                        b[Square.RANKS - 1 - i][file++] = c;
                    }
                }
            }
            return b;
        }

        static char[][] copy(char[][] b) {
            char[][] c = new char[b.length][];
            for (int i = 0; i < b.length; i++) {
                c[i] = b[i].clone();
            }
            return c;
        }

        static String placement(char[][] b) {
            StringBuilder sb = new StringBuilder();
            for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
                int empty = 0;
                for (int file = 0; file < Square.FILES; file++) {
                    if (b[rank][file] == 0) {
                        empty++;
                        continue;
                    }
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(b[rank][file]);
                }
                if (empty > 0) {
                    sb.append(empty);
                }
                if (rank > 0) {
                    sb.append('/');
                }
            }
            return sb.toString();
        }
    }
}
