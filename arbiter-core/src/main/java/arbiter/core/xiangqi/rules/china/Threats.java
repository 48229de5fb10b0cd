package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;

/**
 * The searches behind 杀 and 捉: mate by a check or consecutive checks, and winning a piece directly, by
 * consecutive checks or through a complete exchange, without being mated at once. Searches are bounded, at depths
 * that deeper searches over the repetitions of real master games did not change (docs/rules/xiangqi-national-and-cxq.md).
 */
final class Threats {
    /**
     * The most checks in a row a mate threat (杀) is searched for. 图7 needs four; over the repetitions of 28,374
     * master games (docs/rules/real-records.md) five missed one 杀 that seven finds, and eleven finds nothing more.
     */
    static final int MATE_CHECKS = 7;
    /**
     * The most checks in a row before a capture that still makes a chase (连续照将吃子). Over the same games two missed
     * two chases that three finds, and five finds nothing more.
     */
    static final int CAPTURE_CHECKS = 3;

    private Threats() {
    }

    /** Whether the side to move in {@code p} mates by a check, or by checks in a row, within {@code checks} checks. */
    static boolean matesByChecks(Position p, int checks) {
        return checks <= 1 ? matesByChecks(p, checks, null) : matesByChecks(p, checks, new java.util.HashMap<>());
    }

    /**
     * Whether the side to move in {@code p} has a check that begins a mate by checks (within {@link #MATE_CHECKS})
     * and that does not begin one in {@code earlier} (the same side to move): a new way to mate (2011 26.3 "新的杀法").
     * Every check of {@code p} counts when {@code earlier} is null.
     */
    static boolean newMatingCheck(Position p, Position earlier) {
        java.util.Map<Asked, Boolean> seen = new java.util.HashMap<>();
        java.util.Map<Asked, Boolean> seenEarlier = new java.util.HashMap<>();
        for (Move m : p.checkingMoves()) {
            if (mates(p, m, MATE_CHECKS, seen)
                    && (earlier == null || !earlier.isLegal(m) || !mates(earlier, m, MATE_CHECKS, seenEarlier))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the check {@code m} of the side to move in {@code p} mates, at once or by more checks in a row, within
     * {@code checks} checks in all.
     */
    private static boolean mates(Position p, Move m, int checks, java.util.Map<Asked, Boolean> seen) {
        if (!(p.play(m) instanceof Played.Ok ok) || !ok.position().inCheck()) {
            return false;
        }
        Position q = ok.position();
        return !q.hasLegalMove() || checks > 1 && everyReply(q, r -> matesByChecks(r, checks - 1, seen));
    }

    /** A question the mate search has answered: this position (by key, side to move included), this many checks. */
    private record Asked(long key, int checks) {
    }

    /**
     * The search, with what it has found so far by position and checks left: check sequences transpose and go round
     * (a king stepping back and forth), so a deep search would otherwise answer the same question many times.
     */
    private static boolean matesByChecks(Position p, int checks, java.util.Map<Asked, Boolean> seen) {
        Asked at = seen == null ? null : new Asked(p.key(), checks);
        if (at != null) {
            Boolean known = seen.get(at);
            if (known != null) {
                return known;
            }
        }
        boolean found = false;
        for (Move m : p.checkingMoves()) {
            if (mates(p, m, checks, seen)) {
                found = true;
                break;
            }
        }
        if (at != null) {
            seen.put(at, found);
        }
        return found;
    }

    /** Whether {@code test} holds after every legal reply of the side to move in {@code q} (which has one). */
    private static boolean everyReply(Position q, java.util.function.Predicate<Position> test) {
        for (Move r : q.legalMoves()) {
            if (!test.test(q.play(r).orThrow())) {
                return false;
            }
        }
        return true;
    }

    /**
     * How the side to move in {@code p} can win the piece on {@code at}: null when it cannot; else whether only a
     * pawn's capture wins it (27.2: a pawn chasing by itself is idle). The king's own captures never count (27.1),
     * but the king may take part in the exchange. After the winning capture the side must not be mated by a check
     * or checks in a row (29.4; 2011 24.3 "不致立即（下一着不予考虑）被对方将死": a mate that needs a quiet move first is
     * not counted; 图8). Whose a win through checks is: see {@link Book#pawnTakesAlone}.
     */
    static Win win(Position p, Square at, int checks, Book book) {
        Win w = win(p, at, checks, book.exposures, book.pawnTakesAlone, 0, book, null);
        return w == null && book.exchangeThenTake ? afterExchange(p, at, book.exposures, book.pawnTakesAlone) : w;
    }

    /**
     * Whether the side to move wins the piece on {@code at} through consecutive checks with the piece on {@code moved}
     * making the capture at the end, whatever the replies (2011 24.3 "所走动子…从下一着开始运用连续将军得子": the moved
     * piece's own win). A win through checks that another piece completes is the moved piece's joint chase (24.17):
     * 参考图38's cannon that opens a discovered check for its knights, 参考图17's rook behind its cannon.
     */
    static boolean winsByChecksWith(Position p, Square at, Square moved, Book book) {
        Win w = win(p, at, CAPTURE_CHECKS, false, book.pawnTakesAlone, 0, null, moved);
        return w != null && w.byTracked();
    }

    /**
     * How the side to move wins the piece on {@code at} after a complete exchange on another point (2011 24.3
     * "通过完整互吃交换后吃掉对方子且得子", 图4 "伏以炮换马多得一卒": the cannon is traded for the knight that guarded a pawn,
     * and the pawn is then taken): the exchange takes a guard of the piece won (the piece taken first guards it, 断根,
     * or a guard of it takes back and leaves its post, 参考图16), it ends with the side to move again, and a capture
     * of the piece then gains more than the exchange lost (the two together gain: 且得子). An exchange that only
     * clears a line for another attacker is not this (图30's knight, traded on c7, opens its cannon's rank: the book
     * calls that move 兑). Null when there is none. Captures by the king do not begin such an exchange (27.1).
     */
    private static Win afterExchange(Position p, Square at, boolean exposures, boolean pawnAlone) {
        Piece target = p.pieceAt(at);
        if (target == null || target.side() == p.sideToMove()) {
            return null;
        }
        java.util.List<Move> captures = p.legalCaptures();
        boolean attacked = false;
        for (Move m : captures) {
            attacked |= m.to().equals(at) && p.pieceAt(m.from()).type() != PieceType.KING;
        }
        if (!attacked) {
            return null; // only a piece attacked but guarded can be won by cutting its guard
        }
        java.util.List<Square> guards = guards(p, at);
        for (Move m : captures) {
            if (m.to().equals(at) || p.pieceAt(m.from()).type() == PieceType.KING) {
                continue;
            }
            // the exchange must take a guard of the piece won: the piece taken first (断根: without it, that one
            // hangs), or one that took back and so left its post (参考图16: the advisor that takes back the cannon's
            // capture no longer guards the cannon beside it)
            boolean cut = directWin(p.without(m.to()), at, exposures, pawnAlone, 0, null, null) != null;
            if (!cut && guards.isEmpty()) {
                continue;
            }
            Exchange.Line line = Exchange.line(p, m);
            if (line == null || line.end().sideToMove() != p.sideToMove() || !target.equals(line.end().pieceAt(at))
                    || !cut && !left(guards, p, line.end()) || matesByChecks(p.play(m).orThrow(), MATE_CHECKS)) {
                continue;
            }
            // "且得子": the exchange and the capture after it gain together (参考图16: a cannon given for an advisor,
            // then the cannon the recapturing advisor guarded)
            Win w = directWin(line.end(), at, exposures, pawnAlone, Math.max(0, -line.net()), null, null);
            if (w != null) {
                return w;
            }
        }
        return null;
    }

    /**
     * As {@link #win(Position, Square, int, Book)}, the side to move having already given up {@code debt} more
     * than it took on the way (checks whose pieces were taken): the final capture must gain more than that, or
     * (before any check, {@code first} being the book) win by one of that book's readings of a first capture that
     * does not gain on its point: a 少根子 won evenly, a loss repaid by what the capture unmasks
     * (通过连续将军得子 is a net gain; 2011 26.6 and 图24: a crossed pawn given by a check to take a knight wins
     * nothing, given to take a rook it does). The piece on {@code tracked} (null: none) is followed through the
     * checks it gives, and {@link Win#byTracked} says whether it makes the capture at the end on every line.
     */
    private static Win win(Position p, Square at, int checks, boolean exposures, boolean pawnAlone, int debt,
                           Book first, Square tracked) {
        Win direct = directWin(p, at, exposures, pawnAlone, debt, first, tracked);
        if (direct != null || checks == 0) {
            return direct;
        }
        // through consecutive checks: a check after which every reply still leaves the piece to be won
        Piece target = p.pieceAt(at);
        boolean anyByPiece = false;
        boolean anyByTracked = false;
        boolean found = false;
        for (Move m : p.checkingMoves()) {
            Square moved = m.from().equals(tracked) ? m.to() : tracked;
            Played played = p.play(m);
            if (!(played instanceof Played.Ok ok) || !ok.position().inCheck() || !ok.position().hasLegalMove()) {
                continue;
            }
            Position q = ok.position();
            boolean all = true;
            // under 1999 a pawn's capture at the end of checks given by another piece is that piece's doing: the pawn
            // does not take by itself (本身, 27.2); under 2011 the capturer alone decides (26.7 "兵（卒）借其他子抽吃对方的子，
            // 按闲处理", 参考图9)
            boolean byPiece = !pawnAlone && p.pieceAt(m.from()).type() != PieceType.PAWN;
            boolean byTracked = tracked != null;
            for (Move r : q.legalMoves()) {
                Position after = q.play(r).orThrow();
                Square now = r.from().equals(at) ? r.to() : at; // the target may step aside
                if (!target.equals(after.pieceAt(now))) {
                    all = false; // it moved where it could, or was exchanged: follow only the piece that stays put
                    break;
                }
                // what the checks take on the way is not credited (图2: a check that takes a rook facing a rook is
                // 兑 and pays for nothing), what they lose is owed
                Piece lost = q.pieceAt(r.to());
                Win w = win(after, now, checks - 1, false, pawnAlone,
                        debt + (lost == null ? 0 : Material.givenUp(lost, r.to())), null,
                        r.to().equals(moved) ? null : moved);
                if (w == null) {
                    all = false;
                    break;
                }
                byPiece |= !w.pawnOnly();
                byTracked &= w.byTracked();
            }
            if (all) {
                found = true;
                anyByPiece |= byPiece;
                anyByTracked |= byTracked;
            }
        }
        return found ? new Win(!anyByPiece, anyByTracked) : null;
    }

    /**
     * How a capture of the piece on {@code at} wins it now, gaining more than {@code debt}. With {@code first} (a
     * book; null after a check) a capture that does not gain on its point wins too where that book says so: of a
     * piece with fewer roots than attackers, coming out even (2011 24.15, {@link Exchange#winsFewerRooted}), or
     * losing on the point and repaid by what it unmasks ({@link Exchange#winsByUnmasking}). {@link Win#byTracked}
     * says whether the piece on {@code tracked} makes such a capture.
     */
    private static Win directWin(Position p, Square at, boolean exposures, boolean pawnAlone, int debt,
                                 Book first, Square tracked) {
        Piece target = p.pieceAt(at);
        if (target == null || target.side() == p.sideToMove() || !Material.isMaterial(target, at)) {
            return null;
        }
        boolean byPiece = false;
        boolean byPawn = false;
        boolean byTracked = false;
        for (Move m : p.legalCaptures()) {
            if (!m.to().equals(at)) {
                continue;
            }
            Piece capturer = p.pieceAt(m.from());
            if (capturer.type() == PieceType.KING || Exchange.gainOf(p, m) <= debt && !winsOtherwise(p, m, debt, first)) {
                continue;
            }
            Position after = p.play(m).orThrow();
            if (matesByChecks(after, MATE_CHECKS)) {
                continue; // taken, then mated by checks from the next move on (29.4, 2011 24.3 "立即"; 图8)
            }
            if (exposures && Material.valueAgainstExposure(target, at) < Exchange.exposedLoss(p, after, at)) {
                continue; // 2011 26.5: a protector or a pinned piece that takes loses more than it wins (得不偿失)
            }
            byTracked |= m.from().equals(tracked);
            if (capturer.type() == PieceType.PAWN && !(pawnAlone && checkedByAnother(after, m.to()))) {
                byPawn = true; // 2011 26.7: a pawn's capture that lets another piece give check is that piece's 捉
            } else {
                byPiece = true;
            }
        }
        return byPiece ? new Win(false, byTracked) : byPawn ? new Win(true, byTracked) : null;
    }

    /** Whether {@code capture}, gaining no more than {@code debt} on its point, wins by {@code first}'s readings. */
    private static boolean winsOtherwise(Position p, Move capture, int debt, Book first) {
        return first != null && debt == 0 && (first.fewerRoots && Exchange.winsFewerRooted(p, capture)
                || first.unmasking && Exchange.winsByUnmasking(p, capture));
    }

    /** The points of the pieces that could take back on {@code at} after the side to move took there. */
    private static java.util.List<Square> guards(Position p, Square at) {
        java.util.List<Square> out = new java.util.ArrayList<>(2);
        for (Move c : p.legalCaptures()) {
            if (c.to().equals(at) && p.play(c) instanceof Played.Ok ok) {
                for (Move r : ok.position().legalCaptures()) {
                    if (r.to().equals(at) && !out.contains(r.from())) {
                        out.add(r.from());
                    }
                }
            }
        }
        return out;
    }

    /** Whether one of the {@code guards} of {@code p} has left its point by {@code end}. */
    private static boolean left(java.util.List<Square> guards, Position p, Position end) {
        for (Square g : guards) {
            if (!p.pieceAt(g).equals(end.pieceAt(g))) {
                return true;
            }
        }
        return false;
    }

    /** The points of the pieces, other than a king, that give check to the side to move in {@code p}. */
    static java.util.List<Square> checkers(Position p) {
        Square king = p.kingSquare(p.sideToMove());
        java.util.List<Square> out = new java.util.ArrayList<>(2);
        for (var e : p.pieces().entrySet()) {
            if (e.getValue().side() != p.sideToMove() && e.getValue().type() != PieceType.KING
                    && p.canReach(e.getKey(), king)) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    /** Whether, in {@code after}, a piece of the side that just moved other than the one on {@code taker} gives check. */
    private static boolean checkedByAnother(Position after, Square taker) {
        for (Square x : checkers(after)) {
            if (!x.equals(taker)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A piece can be won.
     *
     * @param pawnOnly  only a pawn's capture wins it
     * @param byTracked the piece followed through the search (the one that moved) makes the winning capture on every
     *                  line
     */
    record Win(boolean pawnOnly, boolean byTracked) {
    }

    /** The opponent's material pieces in {@code p} from {@code side}'s point of view. */
    static java.util.List<Square> targets(Position p, Side side) {
        java.util.List<Square> out = new java.util.ArrayList<>();
        for (var e : p.pieces().entrySet()) {
            if (e.getValue().side() != side && Material.isMaterial(e.getValue(), e.getKey())) {
                out.add(e.getKey());
            }
        }
        return out;
    }
}
