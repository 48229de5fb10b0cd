package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * What one move is under the national rules (1999 第28-29条, 第七章): 将 (check), 杀 (a threat to mate by a check or
 * checks in a row), 捉 (a new threat to win a piece of material), or 闲 (anything else: 兑, 献, 拦, 跟 included).
 * A move that is several at once is called by the heaviest (27.4): 将, then 杀, then 捉.
 *
 * @param kind      the call
 * @param chased    for 捉, the points of the pieces it newly threatens to win (after the move)
 * @param pawnChase the move is 闲 only because its one new threat is a pawn's own (27.2): in mutual perpetual
 *                  attack it counts as 捉 (1999)
 * @param rookOrUnprotected for 捉, whether a piece it chases by one piece alone (not 联合捉子, 24.17) is a rook or
 *                  has no protector at all (无根子): the chases 2011's 26.8.1 names; a joint chase is not among them,
 *                  so 26.8.2 and 26.8.3 (a plain chase against a joint one: the plain chaser varies) follow
 */
record MoveKind(Kind kind, List<Square> chased, boolean pawnChase, boolean rookOrUnprotected) {

    /** The four calls, heaviest first. */
    enum Kind {
        CHECK("将", "check"), KILL("杀", "kill"), CHASE("捉", "chase"), IDLE("闲", "idle");

        final String chinese;
        /** The name reports give the kind. */
        final String report;

        Kind(String chinese, String report) {
            this.chinese = chinese;
            this.report = report;
        }
    }

    MoveKind {
        chased = List.copyOf(chased);
    }

    /** Whether the move is an attack (打: 将, 杀 or 捉), counting a pawn's own chase when {@code withPawns}. */
    boolean attacks(boolean withPawns) {
        return kind != Kind.IDLE || (withPawns && pawnChase);
    }

    /**
     * The move {@code move}, which took {@code before} to {@code after}, called as {@code book} calls it. The call
     * depends on the placement, the side to move, the move and the book only, so a call this thread made before
     * (a cycle is judged again at every ply while it goes round, by the three laps, 2011's grace and the nine
     * rounds) is reused when the placement is the same square for square.
     */
    static MoveKind of(Position before, Move move, Position after, Book book) {
        return Calls.LOCAL.get().of(before, move, after, book);
    }

    /** The last calls made on this thread, by position key and move: a cache that forgets, never a wrong answer. */
    private static final class Calls {
        static final ThreadLocal<Calls> LOCAL = ThreadLocal.withInitial(Calls::new);
        private static final int SIZE = 1 << 12;
        private final long[] keys = new long[SIZE];
        private final int[] moves = new int[SIZE];
        private final Book[] books = new Book[SIZE];
        private final Position[] befores = new Position[SIZE];
        private final MoveKind[] kinds = new MoveKind[SIZE];

        MoveKind of(Position before, Move move, Position after, Book book) {
            long key = before.key();
            int code = move.code();
            int i = (int) (key ^ key >>> 29 ^ code * 0x9E3779B9L) & (SIZE - 1);
            MoveKind k = kinds[i];
            if (k != null && keys[i] == key && moves[i] == code && books[i] == book
                    && befores[i].samePlacement(before)) {
                return k;
            }
            k = call(before, move, after, book);
            keys[i] = key;
            moves[i] = code;
            books[i] = book;
            befores[i] = before;
            kinds[i] = k;
            return k;
        }
    }

    private static MoveKind call(Position before, Move move, Position after, Book book) {
        Side mover = before.sideToMove();
        if (after.inCheck()) {
            return new MoveKind(Kind.CHECK, List.of(), false, false);
        }
        if (book.kingAnswerIsIdle && before.inCheck()
                && before.pieceAt(move.from()).type() == PieceType.KING) {
            return new MoveKind(Kind.IDLE, List.of(), false, false); // 2011 26.1.2: the king's answer to a check
        }
        Position again = after.withSideToMove(mover);
        // a mate threat this move made: one that stood before it (the mover to move again) is no new 杀, as a chase
        // is no new 捉 (2011 26.1.2 and 26.3 speak of a "new" 杀); an answer to a check that threatens mate is 杀
        // (26.3 "若另一方应将着法产生新的杀法，仍应按杀判处", 图19: the mate it adds is new though another stood)
        // 2011 24.18, 26.3 (自毙) and 26.1.2 ("走动其他棋子应将后产生新的…杀"): a mate threat the check laid open is the
        // checking side's doing, and one that stood before it is not new; an answer is 杀 only for a mate it adds:
        // a mating first check that needs the answering piece's own power where it went (图19: the cannon that
        // blocks on d7 and, screened by the checking rook, covers d0 for 马退6's mate; made an inert blocker there,
        // that mate goes), or one that the answer laid open by leaving its point (参考图46: the advisor's return
        // opens the e-file to the flying general; before it, with the checking rook inert, the king still had e0)
        if (Threats.matesByChecks(again, Threats.MATE_CHECKS)
                && (before.inCheck()
                        ? !book.selfInflicted || again.pieceAt(move.to()).type() == PieceType.KING
                                || Threats.newMatingCheck(again, again.withInertBlocker(move.to()))
                                || Threats.newMatingCheck(again, Standing.checkersInert(before))
                        : !Threats.matesByChecks(before, Threats.MATE_CHECKS))) {
            return new MoveKind(Kind.KILL, List.of(), false, false);
        }
        Position stood = Standing.standing(before);
        PieceType moved = before.pieceAt(move.from()).type();
        boolean movedPieceCounts = book.movedPieceChases && !before.inCheck() && moved != PieceType.KING
                && moved != PieceType.PAWN;
        List<Square> chased = new ArrayList<>();
        boolean pawnOnly = false;
        for (Square t : Threats.targets(again, mover)) {
            Threats.Win now = Threats.win(again, t, Threats.CAPTURE_CHECKS, book);
            // 2011 26.9: an invitation to exchange that harms the invited side if it accepts is a chase
            boolean harmful = book.invitedExchanges && Invitation.harmful(again, after, t, null);
            if (now == null && !harmful) {
                continue;
            }
            // 1999 29.2 and 第七章 2, 6: only a threat this move made; one that stood before it is no new chase. 2011
            // 24.3 also counts a standing threat the moved piece takes part in, except after a king's or pawn's
            // move (26.1.1 "其他子产生新的捉") or an answer to a check (26.1.2 "新的捉")
            if (Standing.stoodBefore(stood, again, after, move.from(), t, now != null, harmful, book)
                    && !(movedPieceCounts && (harmful ? Invitation.harmful(again, after, t, move.to())
                        : takesPart(again, move.to(), t, book)))
                    && !(book.movedPieceChases && now != null && Standing.newAttacker(stood, again, t, move.to()))) {
                continue;
            }
            if (!harmful && (exchangeOffer(again, after, t)
                    || book.rookAndLikePiece && Invitation.rookAndLikePiece(again, after, t))) {
                continue; // 兑 (24.4, 1999 28.5): the piece can take its attacker back, like for like (2011 26.10.2)
            }
            if (now != null && now.pawnOnly()) {
                pawnOnly = true;
            } else {
                chased.add(t);
            }
        }
        if (!chased.isEmpty() && DrawingPoint.taken(again, mover, chased)) {
            return new MoveKind(Kind.IDLE, List.of(), false, false); // 2011 26.2, 1999 27.3: 守和要点
        }
        if (!chased.isEmpty()) {
            boolean rookOrUnprotected = false;
            for (Square t : chased) {
                // 2011 24.3: a piece won only through checks is the moved piece's own chase when it takes at the end;
                // one it lets another piece take is their joint chase (参考图17, 38, 40)
                rookOrUnprotected |= !joint(again, t, book.movedPieceChases ? move.to() : null)
                        && (again.pieceAt(t).type() == PieceType.ROOK
                        || Exchange.unprotected(again, t))
                        && (!book.movedPieceChases || Exchange.gainsNow(again, t)
                                || Threats.winsByChecksWith(again, t, move.to(), book));
            }
            return new MoveKind(Kind.CHASE, chased, false, rookOrUnprotected);
        }
        return new MoveKind(Kind.IDLE, List.of(), pawnOnly, false);
    }

    /**
     * Whether the piece on {@code from} takes part in winning the piece on {@code at} (2011 24.3 "所走动子能直接吃子、
     * 与其他子联合吃子、从下一着开始运用连续将军得子"): its own capture there gains; or another piece's capture there
     * gains only with it (without it that capture would be taken back without gain: it adds an attacker or pins a
     * protector, 24.17), or over it as a cannon's screen (图10: the rook that screens its cannon and takes back);
     * or the piece is won only through checks and without the moved piece it is not. A piece that
     * only guards elsewhere (against a mate after the capture, say) takes no part.
     */
    private static boolean takesPart(Position again, Square from, Square at, Book book) {
        Position without = again.without(from);
        boolean direct = false;
        for (Move m : again.legalCaptures()) {
            if (!m.to().equals(at) || Exchange.gainOf(again, m) <= 0) {
                continue;
            }
            direct = true;
            boolean screen = again.pieceAt(m.from()).type() == PieceType.CANNON && between(m.from(), at, from);
            if (m.from().equals(from) || screen
                    || without.legalCaptures().contains(m) && Exchange.gainOf(without, m) <= 0) {
                return true;
            }
        }
        return !direct && !without.inCheck()
                && Threats.win(without, at, Threats.CAPTURE_CHECKS, book) == null;
    }

    /**
     * Whether the side to move can win the piece on {@code at} only with two pieces or more (联合捉子, 2011 24.17):
     * no capture of it wins by the capturer alone, i.e. gains even if taken back at once (or nothing can take
     * back). A cannon's screen is not a partner: 图21 and 图26 call a cannon over a screen of its own side that
     * wins a rook 长捉车, a chase by one piece; the screen is a partner only when it also takes part in the
     * exchange, which the gain already tells (图10: a cannon over its own rook against a protected knight). A
     * piece won only through checks (no capture of it gains now) is no joint chase either: 图26's 炮8进3 wins a
     * rook by a discovered check, and the book calls it 长捉车.
     */
    private static boolean joint(Position p, Square at, Square moved) {
        boolean defended = !Exchange.unprotected(p, at);
        int value = Material.value(p.pieceAt(at), at);
        boolean capturable = false;
        for (Move m : p.legalCaptures()) {
            if (!m.to().equals(at)) {
                continue;
            }
            Piece c = p.pieceAt(m.from());
            if (c.type() == PieceType.KING || Exchange.gainOf(p, m) <= 0) {
                continue;
            }
            capturable = true;
            boolean alone = !defended || value - Material.givenUp(c, m.from()) > 0;
            if (alone && !partnered(p, m, moved)) {
                return false;
            }
        }
        return capturable;
    }

    /**
     * Whether another piece of the capturer's side is needed for the capture {@code m} to gain (24.17 "缺少其中任何一个
     * 都无法吃子"): without it the capture would no longer gain (图11: a cannon that pins the only protector makes a
     * rook's capture of an elephant pay). Only a piece with a root in form has partners in its capture: one whose
     * protectors are all blocked off is a 无根子, chased by the capturer alone (参考图 figures of 长捉无根子). A cannon's screen is no partner (see {@link #joint}), nor a piece whose
     * removal would leave the capturer's own king in check or make the capture illegal (it shields the king; it
     * does not take part in winning the piece).
     */
    private static boolean partnered(Position p, Move m, Square moved) {
        Side mover = p.sideToMove();
        Square screen = p.pieceAt(m.from()).type() == PieceType.CANNON ? screenOf(p, m) : null;
        if (screen != null && rootOfScreen(p, m, screen, moved)) {
            return true; // 参考图37's 车马炮联合捉车: the piece that moved guards the screen the target attacks
        }
        if (!formallyGuarded(p.play(m).orThrow(), m.to())) {
            return false; // no root at all, not even a false one: a chase by the capturer alone (捉无根子, 24.15)
        }
        for (var e : p.pieces().entrySet()) {
            Square x = e.getKey();
            if (e.getValue().side() != mover || e.getValue().type() == PieceType.KING || x.equals(m.from())) {
                continue;
            }
            if (x.equals(screen)) {
                // a screen that attacks the piece itself is the cannon's partner (参考图36: 车炮联合捉车, the rook the
                // cannon fires over faces the red rook too); one that does not is none (图21, 图26: 长捉车)
                if (p.legalCaptures().contains(Move.of(x, m.to()))) {
                    return true;
                }
                continue;
            }
            Position without = p.without(x);
            if (without.inCheck()) {
                continue;
            }
            if (without.legalCaptures().contains(m) && Exchange.gainOf(without, m) <= 0) {
                return true;
            }
        }
        return false;
    }

    /** The piece a cannon's capture {@code m} fires over. */
    private static Square screenOf(Position p, Move m) {
        for (Square x : p.pieces().keySet()) {
            if (between(m.from(), m.to(), x)) {
                return x;
            }
        }
        return null;
    }

    /**
     * Whether the piece that moved, on {@code moved}, is the root of the cannon's screen on {@code screen} against the
     * piece the cannon takes (参考图37: "车三进一的作用分别为做根子捉子和车马炮联合捉车", the rook that steps behind the knight
     * the black rook attacks, and over which the cannon attacks that rook): the three chase together.
     */
    private static boolean rootOfScreen(Position p, Move m, Square screen, Square moved) {
        if (moved == null || moved.equals(m.from())) {
            return false;
        }
        Position theirs = p.withSideToMove(p.sideToMove().opponent());
        Move attack = Move.of(m.to(), screen);
        if (!theirs.legalCaptures().contains(attack)) {
            return false;
        }
        Position taken = theirs.play(attack).orThrow();
        return taken.legalCaptures().contains(Move.of(moved, screen));
    }

    /**
     * Whether a piece of the side to move in {@code after} could take on {@code at} by the way it moves, legal or not:
     * a root in form (有根), false (假根, 24.16) or not. A piece whose every root is blocked off has none.
     */
    private static boolean formallyGuarded(Position after, Square at) {
        for (var e : after.pieces().entrySet()) {
            if (e.getValue().side() == after.sideToMove() && after.canReach(e.getKey(), at)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code x} lies strictly between {@code a} and {@code b} on one file or rank. */
    private static boolean between(Square a, Square b, Square x) {
        if (a.file() == b.file() && x.file() == a.file()) {
            return x.rank() > Math.min(a.rank(), b.rank()) && x.rank() < Math.max(a.rank(), b.rank());
        }
        if (a.rank() == b.rank() && x.rank() == a.rank()) {
            return x.file() > Math.min(a.file(), b.file()) && x.file() < Math.max(a.file(), b.file());
        }
        return false;
    }

    /**
     * Whether the threat on the piece on {@code at} is an offer to exchange (兑, 2011 24.4 "可以互相交换吃去的",
     * 1999 28.5): every capture of it that gains (the mover to move in {@code again}) is by a piece of the same
     * value that the threatened piece, its side to move in {@code after}, could legally take first. A threat that
     * also wins by another piece, or only through checks, stays a chase (兑兼捉，判捉: 2011 26.4, 1999 第七章 5;
     * 26.10.1: a rook and a knight against an unguarded knight).
     */
    private static boolean exchangeOffer(Position again, Position after, Square at) {
        Piece target = again.pieceAt(at);
        boolean any = false;
        for (Move m : again.legalCaptures()) {
            if (!m.to().equals(at) || again.pieceAt(m.from()).type() == PieceType.KING
                    || Exchange.gainOf(again, m) <= 0) {
                continue;
            }
            any = true;
            Piece attacker = again.pieceAt(m.from());
            if (Material.value(attacker, m.from()) != Material.value(target, at)
                    || !after.legalCaptures().contains(new Move(at, m.from()))) {
                return false;
            }
        }
        return any;
    }
}
