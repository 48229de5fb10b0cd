package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Judges a repetition cycle by the Pikafish rules (第三章). Only the cycle counts, closed into a ring: the
 * move that formed the last position is also the one that formed the first.
 * <p>
 * Pieces keep an identity through the cycle (named by the point they stood on in its first position), so
 * "one and the same piece" is chased on every move even when it moves about. A side checks perpetually (3)
 * when every one of its moves is a check. It chases perpetually when some enemy piece is chased by every one
 * of its moves and escapes (逃捉) with every move of the other side: chased before that move, chased by no
 * piece after it. The chase is level 2 when a perpetually chased piece is a rook pinned by one of the chaser's
 * knights in a position after one of the chaser's moves, else level 1. Otherwise the side is allowed (0).
 */
public final class RepetitionJudge {
    private RepetitionJudge() {
    }

    /** The verdict on a cycle. */
    public static RepetitionVerdict judge(Cycle cycle) {
        List<Position> pos = cycle.positions();
        List<Move> moves = cycle.moves();
        int n = moves.size();
        int[][] ids = identities(pos.get(0), moves);

        boolean[] check = new boolean[n + 1];
        List<List<Attack>> chases = new ArrayList<>();
        List<Set<Integer>> chasedIds = new ArrayList<>();
        chases.add(List.of());
        chasedIds.add(Set.of());
        for (int i = 1; i <= n; i++) {
            Side mover = pos.get(i - 1).sideToMove();
            check[i] = Attacks.givesCheck(pos.get(i), mover);
            List<Attack> c = check[i] ? List.of() : Chases.of(pos.get(i), mover);
            chases.add(c);
            chasedIds.add(targetIds(c, ids[i]));
        }
        // The ring: what stood chased before the first move is what the last move left chased, by point.
        Set<Integer> ringBefore = targetIds(chases.get(n), ids[0]);

        List<Set<Integer>> escaped = new ArrayList<>();
        List<MoveClass> classes = new ArrayList<>();
        escaped.add(Set.of());
        for (int i = 1; i <= n; i++) {
            Side mover = pos.get(i - 1).sideToMove();
            Set<Integer> before = i == 1 ? ringBefore : chasedIds.get(i - 1);
            Set<Integer> esc = new LinkedHashSet<>(before);
            if (!esc.isEmpty()) {
                esc.removeAll(targetIds(Chases.of(pos.get(i), mover.opponent()), ids[i]));
            }
            escaped.add(esc);
            List<String> escNames = new ArrayList<>();
            for (int id : esc) {
                Square at = squareOf(ids[i], id);
                escNames.add(pos.get(i).pieceAt(at).describe() + " on " + at);
            }
            classes.add(new MoveClass(cycle.firstPly() + i, mover, moves.get(i - 1), check[i], chases.get(i), escNames));
        }

        SideVerdict red = verdict(Side.RED, cycle, ids, check, chasedIds, escaped);
        SideVerdict black = verdict(Side.BLACK, cycle, ids, check, chasedIds, escaped);
        return new RepetitionVerdict(cycle.firstPly(), cycle.lastPly(), red, black, classes);
    }

    private static SideVerdict verdict(Side side, Cycle cycle, int[][] ids, boolean[] check,
                                       List<Set<Integer>> chasedIds, List<Set<Integer>> escaped) {
        List<Position> pos = cycle.positions();
        int n = cycle.moves().size();
        boolean allChecks = true;
        boolean any = false;
        Set<Integer> candidates = null;
        for (int i = 1; i <= n; i++) {
            boolean mine = pos.get(i - 1).sideToMove() == side;
            any |= mine;
            if (mine) {
                allChecks &= check[i];
            }
            Set<Integer> step = mine ? chasedIds.get(i) : escaped.get(i);
            if (candidates == null) {
                candidates = new LinkedHashSet<>(step);
            } else {
                candidates.retainAll(step);
            }
        }
        if (!any) {
            return new SideVerdict(side, Violation.ALLOWED, List.of());
        }
        if (allChecks) {
            return new SideVerdict(side, Violation.PERPETUAL_CHECK, List.of());
        }
        if (candidates == null || candidates.isEmpty()) {
            return new SideVerdict(side, Violation.ALLOWED, List.of());
        }
        List<ChasedPiece> chased = new ArrayList<>();
        boolean pinnedRook = false;
        Position first = pos.get(0);
        for (int id : candidates) {
            Piece piece = first.pieceAt(Square.ofIndex(id));
            boolean pinned = piece.type() == PieceType.ROOK && pinnedByKnight(side, id, cycle, ids);
            pinnedRook |= pinned;
            chased.add(new ChasedPiece(piece, Square.ofIndex(id), pinned));
        }
        return new SideVerdict(side, pinnedRook ? Violation.PERPETUAL_CHASE_OF_PINNED_ROOK : Violation.PERPETUAL_CHASE,
                chased);
    }

    /** True when, after one of the chaser's moves, the rook with this identity is pinned by a chaser's knight. */
    private static boolean pinnedByKnight(Side chaser, int rookId, Cycle cycle, int[][] ids) {
        List<Position> pos = cycle.positions();
        for (int i = 1; i < pos.size(); i++) {
            if (pos.get(i - 1).sideToMove() != chaser) {
                continue;
            }
            Position p = pos.get(i);
            Square rook = squareOf(ids[i], rookId);
            for (var e : p.pieces().entrySet()) {
                Piece k = e.getValue();
                if (k.side() == chaser && k.type() == PieceType.KNIGHT && Attacks.isPinnedBy(p, rook, e.getKey())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** ids[i][square] = identity of the piece on that square after move i (-1 if empty); identity = start point. */
    private static int[][] identities(Position start, List<Move> moves) {
        int[][] ids = new int[moves.size() + 1][];
        int[] cur = new int[90];
        Arrays.fill(cur, -1);
        for (Square s : start.pieces().keySet()) {
            cur[s.index()] = s.index();
        }
        ids[0] = cur;
        for (int i = 0; i < moves.size(); i++) {
            cur = cur.clone();
            Move m = moves.get(i);
            cur[m.to().index()] = cur[m.from().index()];
            cur[m.from().index()] = -1;
            ids[i + 1] = cur;
        }
        return ids;
    }

    private static Set<Integer> targetIds(List<Attack> chases, int[] ids) {
        Set<Integer> out = new LinkedHashSet<>();
        for (Attack a : chases) {
            out.add(ids[a.to().index()]);
        }
        return out;
    }

    private static Square squareOf(int[] ids, int id) {
        for (int s = 0; s < 90; s++) {
            if (ids[s] == id) {
                return Square.ofIndex(s);
            }
        }
        throw new IllegalStateException("piece " + id + " left the board inside a repetition cycle");
    }
}
