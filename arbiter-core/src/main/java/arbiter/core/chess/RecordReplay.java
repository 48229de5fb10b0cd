package arbiter.core.chess;

import arbiter.core.game.PlyTrail;
import arbiter.core.pgn.TokenPlaces;
import java.util.List;

/**
 * A record's moves played on one mutable board, for {@link ChessGame#readAndPlay(List, int)}: each token is read
 * straight into a move code ({@link ChessSan#code(Board, boolean, boolean, String, int, int)}; where it stands in
 * the text when the list is a reader's {@link TokenPlaces}), played in place and judged by
 * {@link ChessJudge#ending}, which needs no words; the game state, with the words of its ending, is built once, at
 * the ply where the replay stops. A ply so costs no string, no position and no state of its own. Used by one
 * thread, once.
 */
final class RecordReplay {
    private final ChessRules rules;
    private final boolean chess960;
    private final Board board;
    /** The board before the last move played. */
    private final Board before = new Board();
    /** The board where the stretch without a capture or pawn move began, once one began during the replay. */
    private Board anchor;
    private int anchorPly;
    private boolean inCheck;
    private boolean extended;
    private PlyTrail trail;
    private int ply;
    /**
     * The square behind the pawn that made the last move's double step, kept when the board drops it (no capture
     * onto it is legal): a record that captures onto it all the same plays an illegal move, and the position where
     * the replay stops must still know the double step was made to say so.
     */
    private int doubleStep;

    private RecordReplay(ChessGame g, int moves) {
        ChessPosition p = g.position();
        this.rules = g.rules();
        this.chess960 = p.isChess960();
        this.board = p.board().copy();
        this.inCheck = p.inCheck();
        this.extended = g.extendedMoveCount();
        this.trail = g.trail().claimAfter(g.ply(), g.ply() + moves);
        this.ply = g.ply();
        this.anchorPly = g.anchorPly();
        this.doubleStep = p.doubleStepSquare();
    }

    /**
     * The game after {@code tokens[from..]} are played from {@code g} in turn, up to the first token that names no
     * legal move, the ply where the rules may end the game (the state then judges it in full), or the end.
     */
    static ChessGame play(ChessGame g, List<String> tokens, int from) {
        RecordReplay r = new RecordReplay(g, tokens.size() - from);
        TokenPlaces places = tokens instanceof TokenPlaces t ? t : null; // read in place: no string a move
        for (int i = from; i < tokens.size(); i++) {
            String text = places != null ? places.text() : tokens.get(i);
            if (!r.step(text, places != null ? places.start(i) : 0, places != null ? places.end(i) : text.length())) {
                break;
            }
        }
        r.trail.release(r.ply);
        return r.ply == g.ply() ? g : g.replayed(r);
    }

    /** Plays the move {@code text[from, to)} names; false when it names no legal move or the game may have ended. */
    private boolean step(String text, int from, int to) {
        Board b = board;
        int code = ChessSan.code(b, inCheck, chess960, text, from, to);
        if (code < 0) {
            return false;
        }
        before.copyFrom(b);
        b.make(code);
        doubleStep = b.ep;
        b.settle();
        inCheck = b.checkers() != 0;
        ply++;
        trail = trail.put(ply, code, b.key);
        if (b.half == 0) {
            if (anchor == null) {
                anchor = new Board();
            }
            anchor.copyFrom(b);
            anchorPly = ply;
        }
        extended = rules.knightsBlockade() && ChessGame.extended(extended, b);
        int earlier = trail.keyRepetitions(ply, b.half, b.key);
        return ChessJudge.ending(b, inCheck, MoveGen.any(b, inCheck), rules, earlier, extended) == null;
    }

    PlyTrail trail() {
        return trail;
    }

    int ply() {
        return ply;
    }

    /** The position now; its board is a copy, as positions never share theirs. */
    ChessPosition position() {
        return new ChessPosition(board.copy(), chess960, doubleStep);
    }

    /** The position before the last move. */
    ChessPosition before() {
        return new ChessPosition(before.copy(), chess960);
    }

    /** The position where the current stretch began, or null when it began before the replay. */
    ChessPosition anchor() {
        return anchor == null ? null : new ChessPosition(anchor.copy(), chess960);
    }

    int anchorPly() {
        return anchorPly;
    }

    boolean extended() {
        return extended;
    }

    /** The position after plies {@code fromPly + 1} to {@code toPly} of {@code trail} played from {@code base}. */
    static ChessPosition positionAfter(PlyTrail trail, ChessPosition base, int fromPly, int toPly) {
        if (fromPly == toPly) {
            return base;
        }
        Board b = base.board().copy();
        for (int i = fromPly + 1; i <= toPly; i++) {
            b.make(trail.code(i));
        }
        return new ChessPosition(b, base.isChess960());
    }
}
