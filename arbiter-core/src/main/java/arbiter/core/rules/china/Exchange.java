package arbiter.core.rules.china;

import arbiter.core.board.Move;
import arbiter.core.board.Piece;
import arbiter.core.board.Played;
import arbiter.core.board.Position;
import arbiter.core.board.Square;

/**
 * The complete exchange on one point (完整的交换过程), played out on the board with legal moves only: each side in
 * turn may take back on the point with its lightest piece that can legally do so, or stop. So a protector that
 * cannot legally take back (pinned, or facing the other king) protects nothing (假根), a piece behind the first
 * capturer protects once the line opens (暗根), and too few protectors lose the piece (少根).
 */
final class Exchange {
    private Exchange() {
    }

    /**
     * What the side to move in {@code p} wins at best by starting captures on {@code at} (0 when it had better not
     * start): the swap-off value, every capture legal.
     */
    static int bestGain(Position p, Square at) {
        Piece target = p.pieceAt(at);
        if (target == null) {
            return 0;
        }
        Move lightest = lightestCapture(p, at);
        if (lightest == null) {
            return 0;
        }
        return Math.max(0, gainOf(p, lightest));
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
        return Material.value(target, capture.to()) - bestGainOfCapturer(ok.position(), capture.to());
    }

    /** As {@link #bestGain}, where the piece on {@code at} is weighted as a capturer (it may be worth 0 as material). */
    private static int bestGainOfCapturer(Position p, Square at) {
        Move lightest = lightestCapture(p, at);
        if (lightest == null) {
            return 0;
        }
        Piece victim = p.pieceAt(at);
        Played after = p.play(lightest);
        if (!(after instanceof Played.Ok ok)) {
            return 0;
        }
        int taken = victim.type() == arbiter.core.board.PieceType.KING ? Material.KING : Material.weight(victim, at);
        return Math.max(0, taken - bestGainOfCapturer(ok.position(), at));
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
