package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;

/**
 * The complete exchange on one point (完整的交换过程), played out on the board with legal moves only: each side in
 * turn may take back on the point with any piece that can legally do so, or stop, and chooses what serves it best. So a protector that
 * cannot legally take back (pinned, or facing the other king) protects nothing (假根), a piece behind the first
 * capturer protects once the line opens (暗根), and too few protectors lose the piece (少根). Also what a capture
 * costs elsewhere: what it lays open (26.5) and what it leaves hanging (a capture held back).
 */
final class Exchange {
    private Exchange() {
    }

    /**
     * What the side to move in {@code p} wins by capturing with {@code capture} and then trading off on that
     * point as well as both sides can: the captured value less what the other side wins back.
     */
    static int gainOf(Position p, Move capture) {
        Piece target = p.pieceAt(capture.to());
        Played after = p.play(capture);
        if (target == null || !(after instanceof Played.Ok ok)) {
            return Integer.MIN_VALUE;
        }
        return Material.value(target, capture.to()) - bestGainOfCapturer(ok.position(), capture.to(), p.sideToMove());
    }

    /**
     * What the side to move in {@code p} wins at best by taking back on {@code at} and trading on, or 0 when it had
     * better stop. Every legal recapture is tried, not only the lightest: with cannons, which piece takes first
     * decides which screens remain. The piece on {@code at} is weighted as a capturer (it may be worth 0 as
     * material), and a crossed pawn of {@code chaser} given up counts as {@link Material#GIVEN_PAWN}.
     */
    private static int bestGainOfCapturer(Position p, Square at, Side chaser) {
        Piece victim = p.pieceAt(at);
        int taken = victim.type() == PieceType.KING ? Material.KING
                : victim.side() == chaser ? Material.givenUp(victim, at) : Material.weight(victim, at);
        int best = 0;
        for (Move m : p.legalCaptures()) {
            if (m.to().equals(at) && p.play(m) instanceof Played.Ok ok) {
                best = Math.max(best, taken - bestGainOfCapturer(ok.position(), at, chaser));
                if (best == taken) {
                    break; // nothing can be taken back: no other capture does better
                }
            }
        }
        return best;
    }

    /**
     * The complete exchange that {@code capture} starts, played out (2011 24.3 "通过完整互吃交换"): each side in turn
     * takes back on the point with its best recapture while taking back does not lose (a recapture that comes out
     * even is made: the exchange is complete), and stops otherwise.
     *
     * @return the position when the exchange has ended and what the first capturer has won net on the point (may be
     *         negative), or null when the capture is not legal
     */
    static Line line(Position p, Move capture) {
        return line(p, capture, false);
    }

    /**
     * As {@link #line(Position, Move)}, the kings taking back too when {@code kings} (a king is a root like any
     * other piece when the question is who stands on the point at the end).
     */
    static Line line(Position p, Move capture, boolean kings) {
        Side chaser = p.sideToMove();
        Square at = capture.to();
        Piece first = p.pieceAt(at);
        if (first == null || !(p.play(capture) instanceof Played.Ok ok)) {
            return null;
        }
        int net = Material.value(first, at);
        Position q = ok.position();
        while (true) {
            Piece victim = q.pieceAt(at);
            int taken = victim.side() == chaser ? Material.givenUp(victim, at) : Material.weight(victim, at);
            Position next = null;
            int best = Integer.MIN_VALUE;
            for (Move m : q.legalCaptures()) {
                if (m.to().equals(at) && (kings || q.pieceAt(m.from()).type() != PieceType.KING)
                        && q.play(m) instanceof Played.Ok r) {
                    int v = taken - bestGainOfCapturer(r.position(), at, chaser);
                    if (v > best) {
                        best = v;
                        next = r.position();
                    }
                }
            }
            if (next == null || best < 0) {
                return new Line(q, net);
            }
            net += q.sideToMove() == chaser ? taken : -taken;
            q = next;
        }
    }

    /**
     * Whether {@code capture} wins a 少根子 (2011 24.15 "作为根的棋子少于对方捉的棋子"): the complete exchange it begins,
     * every root taking back, ends with a piece of the capturer's side on the point and the capturer not behind in
     * value (26.5 "交换后价值相当或得子者，为捉"), and the other side wins nothing elsewhere that the exchange laid open
     * (参考图5: the elephant that takes back opens a cannon's rank to the chaser's rook, so 炮6平7 is 闲). The attackers
     * outnumber the roots; an exchange that comes out even and leaves the last root on the point is no such win (1999
     * defines 少根 by effect only, 28.16: no count).
     */
    static boolean winsFewerRooted(Position p, Move capture) {
        if (gainOf(p, capture) != 0) {
            return false;
        }
        Line line = line(p, capture, true);
        Piece last = line == null ? null : line.end().pieceAt(capture.to());
        return last != null && last.side() == p.sideToMove() && line.net() >= 0
                && exposedLoss(p, line.end(), capture.to()) == 0;
    }

    /**
     * Whether {@code capture}, which loses on its point, wins by what it unmasks (2011 参考图2, 马二退四 "伏前马进五吃象":
     * the front knight's capture of a guarded elephant frees the rear knight's leg against a rook). Leaving its point,
     * the capturer opens another piece of its side onto a piece it could not take with gain before (a line or a leg
     * cleared, a pin lifted). The other side cannot both take back and save that piece: left alone, the capture keeps
     * what it took; taken back (the complete exchange on the point, ending with the capturer's side to move), the
     * unmasked capture follows, and the two together must gain. Not when the other side has play of its own after
     * the capture (any capture elsewhere that does not lose: an unmasked rook that faces a rook is taken first).
     */
    static boolean winsByUnmasking(Position p, Move capture) {
        Piece target = p.pieceAt(capture.to());
        Side chaser = p.sideToMove();
        if (target == null || Material.value(target, capture.to()) <= 0 || gainOf(p, capture) >= 0) {
            return false;
        }
        // what the capture opens first: most captures open nothing, and the exchange and the other side's play
        // need not be searched for them
        Position after = p.play(capture).orThrow();
        Position opened = after.withSideToMove(chaser);
        java.util.List<Move> earlier = p.legalCaptures();
        java.util.List<Move> unmasked = new java.util.ArrayList<>(1);
        for (Move x : opened.legalCaptures()) {
            if (!x.to().equals(capture.to()) && !x.from().equals(capture.to())
                    && !(earlier.contains(x) && gainOf(p, x) > 0) && gainOf(opened, x) > 0) {
                unmasked.add(x);
            }
        }
        if (unmasked.isEmpty()) {
            return false;
        }
        Line line = line(p, capture);
        if (line == null || line.end().sideToMove() != chaser) {
            return false;
        }
        for (Move y : after.legalCaptures()) {
            if (!y.to().equals(capture.to()) && gainOf(after, y) >= 0) {
                return false; // the other side has play of its own
            }
        }
        for (Move x : unmasked) {
            if (line.end().isLegal(x)) {
                int then = gainOf(line.end(), x); // MIN_VALUE: the exchange took that piece off already
                if (then != Integer.MIN_VALUE && line.net() + then > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * What the capturer's side loses at worst elsewhere for having made the capture that led from {@code before}
     * to {@code after} by taking on {@code taken} (2011 26.5, 做根子和被牵子捉子): the most the other side, to move in {@code after}, wins by a
     * capture that did not win before it (the piece that took was a protector, or was pinned in front of another),
     * counted as the complete exchange on that point; 0 when nothing was exposed.
     */
    static int exposedLoss(Position before, Position after, Square taken) {
        Position otherBefore = before.withSideToMove(after.sideToMove());
        java.util.List<Move> earlier = otherBefore.legalCaptures();
        int worst = 0;
        for (Move x : after.legalCaptures()) {
            if (x.to().equals(taken)) {
                continue; // the exchange on the point taken is already counted
            }
            int now = gainOf(after, x);
            int then = earlier.contains(x) ? Math.max(0, gainOf(otherBefore, x)) : 0;
            worst = Math.max(worst, now - then);
        }
        return worst;
    }

    /**
     * Whether every capture of the piece on {@code at} that gains on its point would let the other side win the
     * piece on {@code hanging} (or, when {@code hanging} is null, anything on another point) for as much as the
     * capture gained or more, counted as the complete exchange there: the capture gains nothing net (no 得子, 24.3).
     * False when no capture gains on the point (a win through checks or an exchange elsewhere is not weighed so).
     */
    static boolean heldBack(Position p, Square at, Square hanging) {
        boolean any = false;
        for (Move m : p.legalCaptures()) {
            if (!m.to().equals(at) || p.pieceAt(m.from()).type() == PieceType.KING) {
                continue;
            }
            int gain = gainOf(p, m);
            if (gain <= 0) {
                continue;
            }
            any = true;
            Position after = p.play(m).orThrow();
            int worst = 0;
            for (Move x : after.legalCaptures()) {
                if (!x.to().equals(at) && (hanging == null || x.to().equals(hanging))) {
                    worst = Math.max(worst, gainOf(after, x));
                }
            }
            if (gain > worst) {
                return false;
            }
        }
        return any;
    }

    /** Whether a capture of the piece on {@code at} by a piece other than the king gains on its point, nothing else weighed. */
    static boolean gainsNow(Position p, Square at) {
        for (Move m : p.legalCaptures()) {
            if (m.to().equals(at) && p.pieceAt(m.from()).type() != PieceType.KING && gainOf(p, m) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The end of a complete exchange.
     *
     * @param end the position when it has ended
     * @param net what the side that began it won on the point, in {@link Material} units
     */
    record Line(Position end, int net) {
    }

    /** Whether no piece could take back on {@code at} after the side to move took the piece there (无根子). */
    static boolean unprotected(Position p, Square at) {
        for (Move m : p.legalCaptures()) {
            if (m.to().equals(at) && lightestCapture(p.play(m).orThrow(), at) != null) {
                return false;
            }
        }
        return true;
    }

    /** The side to move's legal capture on {@code at} with its lightest piece, or null. */
    static Move lightestCapture(Position p, Square at) {
        Move best = null;
        int bestWeight = Integer.MAX_VALUE;
        for (Move m : p.legalCaptures()) {
            if (m.to().equals(at)) {
                int w = Material.weight(p.pieceAt(m.from()), m.from());
                if (w < bestWeight) {
                    best = m;
                    bestWeight = w;
                }
            }
        }
        return best;
    }
}
