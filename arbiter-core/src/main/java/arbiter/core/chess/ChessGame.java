package arbiter.core.chess;

import arbiter.core.game.Parsed;
import arbiter.core.game.PlyTrail;
import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.game.Notation;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import arbiter.core.game.IndexedList;
import java.util.List;
import java.util.Map;

/**
 * An immutable chess game judged ply by ply by a {@link ChessRules}. A ply costs one position and one small state:
 * the states of a line share a {@link PlyTrail} of keys and moves, and a state keeps only the position before its
 * last move and the one where the stretch since the last capture or pawn move began. The repetition test scans the
 * keys of that stretch (a position cannot recur across a capture or pawn move) and confirms a matching key on the
 * whole position, replayed from the stretch's beginning.
 */
public final class ChessGame implements GameState {
    private final ChessRules rules;
    private final ChessPosition start;
    private final PlyTrail trail;
    /** The position where the current stretch without a capture or pawn move began, at ply {@link #anchorPly}. */
    private final ChessPosition anchor;
    private final int anchorPly;
    /** The position before the last move, or null at the start. */
    private final ChessPosition before;
    private final ChessPosition position;
    private final int ply;
    private final boolean extendedMoveCount;
    private final Outcome outcome;

    /** The start of a game. */
    private ChessGame(ChessRules rules, ChessPosition start) {
        this.rules = rules;
        this.start = start;
        this.trail = PlyTrail.start(start.key());
        this.anchor = start;
        this.anchorPly = 0;
        this.before = null;
        this.position = start;
        this.ply = 0;
        this.extendedMoveCount = rules.knightsBlockade() && start.halfmoveClock() >= 100
                && Material.knightsBlockadeAPawn(start.board());
        this.outcome = ChessJudge.judge(this);
    }

    /** The game after the legal move {@code code}, which led from {@code previous}'s position to {@code after}. */
    private ChessGame(ChessGame previous, int code, ChessPosition after) {
        this.rules = previous.rules;
        this.start = previous.start;
        this.ply = previous.ply + 1;
        this.trail = previous.trail.with(ply, code, after.key());
        boolean irreversible = after.halfmoveClock() == 0;
        this.anchor = irreversible ? after : previous.anchor;
        this.anchorPly = irreversible ? ply : previous.anchorPly;
        this.before = previous.position;
        this.position = after;
        this.extendedMoveCount = rules.knightsBlockade() && extended(previous.extendedMoveCount, after.board());
        this.outcome = ChessJudge.judge(this);
    }

    /** The game after the plies {@code r} played from {@code from} on its board. */
    private ChessGame(ChessGame from, RecordReplay r) {
        this.rules = from.rules;
        this.start = from.start;
        this.trail = r.trail();
        this.ply = r.ply();
        ChessPosition anchored = r.anchor();
        this.anchor = anchored != null ? anchored : from.anchor;
        this.anchorPly = r.anchorPly();
        this.before = r.before();
        this.position = r.position();
        this.extendedMoveCount = r.extended();
        this.outcome = ChessJudge.judge(this);
    }

    /** The same game ended otherwise than by the board rules. */
    private ChessGame(ChessGame g, Outcome ended) {
        this.rules = g.rules;
        this.start = g.start;
        this.trail = g.trail;
        this.anchor = g.anchor;
        this.anchorPly = g.anchorPly;
        this.before = g.before;
        this.position = g.position;
        this.ply = g.ply;
        this.extendedMoveCount = g.extendedMoveCount;
        this.outcome = ended;
    }

    /**
     * Whether the 1984 hundred-move count applies after a ply to {@code b}: decided when the count reaches 100 plies
     * (or at the start when it already has), by the position then, and kept ({@code before}) until a capture or
     * pawn move starts a new count.
     */
    static boolean extended(boolean before, Board b) {
        if (b.half < 100) {
            return false;
        }
        return b.half == 100 ? Material.knightsBlockadeAPawn(b) : before;
    }

    /** A game from {@code start} judged by {@code rules}; it may already be over (a mate in the FEN). */
    public static ChessGame start(ChessPosition start, ChessRules rules) {
        return new ChessGame(rules, start);
    }

    /** The game after one more move; an illegal move ends it as a loss for the mover (see {@link #play(String)}). */
    public ChessGame play(ChessMove move) {
        requireOngoing(move);
        int code = position.code(move);
        if (code < 0) {
            return illegal(position.text(move), ((ChessPlayed.Illegal) position.play(move)).reason());
        }
        return new ChessGame(this, code, position.after(code));
    }

    @Override
    public ChessGame play(String move) {
        requireOngoing(move);
        Parsed<ChessMove> m = position.parseMove(move);
        if (m instanceof Parsed.Err<ChessMove> e) {
            return illegal(move, e.message());
        }
        return play(m.orThrow());
    }

    @Override
    public ChessGame refuse(String moveText, String why) {
        requireOngoing(moveText);
        return illegal(moveText, why);
    }

    @Override
    public ChessGame end(Termination termination, Side loser, String reason) {
        requireOngoing("end by " + termination);
        GameResult r = loser == null ? GameResult.DRAW : GameResult.lossFor(loser);
        return ended(Outcome.ended(r, termination, ply, reason));
    }

    /**
     * A fallen flag loses, except under {@link ChessRules#FIDE} and {@link ChessRules#FIDE_FIVEFOLD} when the
     * opponent could not mate by any series of legal moves (read as {@link Material} documents): then a draw,
     * still {@link Termination#TIME_FORFEIT}, with the reason saying why.
     */
    @Override
    public ChessGame flagFell(Side side, String reason) {
        requireOngoing("flag of " + side);
        Side opponent = side.opponent();
        String them = ChessFen.colourName(opponent.ordinal());
        boolean canMate = Material.canMate(position.board(), opponent.ordinal());
        if (canMate) {
            return end(Termination.TIME_FORFEIT, side, reason);
        }
        String material = Material.describe(position.board());
        if (rules.flagAlwaysLoses()) {
            return end(Termination.TIME_FORFEIT, side, reason + "; under the 1984 laws the flag loses although "
                    + them + " could not mate (" + material + ", 12.4 note 1)");
        }
        return ended(Outcome.ended(GameResult.DRAW, Termination.TIME_FORFEIT, ply, reason + "; " + them
                + " could not mate by any series of legal moves (" + material + "), so the game is drawn"));
    }

    private ChessGame illegal(String moveText, String why) {
        String mover = ChessFen.colourName(position.sideToMove().ordinal());
        return ended(Outcome.ended(GameResult.lossFor(position.sideToMove()), Termination.ILLEGAL_MOVE, ply + 1,
                mover + " played an illegal move " + moveText + " at ply " + (ply + 1) + " (" + why + "); " + mover
                        + " loses"));
    }

    private ChessGame ended(Outcome o) {
        return new ChessGame(this, o);
    }

    /** Throws when the game is over; {@code what} (a move, an ending) is only made text then. */
    private void requireOngoing(Object what) {
        if (outcome.isOver()) {
            throw new IllegalStateException("the game is over at ply " + outcome.ply() + " (" + outcome.termination()
                    + "); " + what + " cannot be played");
        }
    }

    @Override
    public Variant variant() {
        return position.isChess960() ? Chess.CHESS960 : Chess.STANDARD;
    }

    @Override
    public String rulesName() {
        return rules.ruleName();
    }

    /** The rule set. */
    public ChessRules rules() {
        return rules;
    }

    @Override
    public String startFen() {
        return start.fen();
    }

    @Override
    public String fen() {
        return position.fen();
    }

    /** The position now (unchanged by an illegal move). */
    public ChessPosition position() {
        return position;
    }

    /** The start position. */
    public ChessPosition startPosition() {
        return start;
    }

    @Override
    public Side sideToMove() {
        return position.sideToMove();
    }

    @Override
    public Side startSide() {
        return start.sideToMove();
    }

    @Override
    public int startFullmoveNumber() {
        return start.fullmoveNumber();
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public int legalMoveCount() {
        return position.legalMoveCount();
    }

    @Override
    public List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        for (ChessMove m : position.legalMoves()) {
            out.add(position.text(m));
        }
        return out;
    }

    @Override
    public List<String> moves() {
        PlyTrail t = trail; // slots 1 to ply of this trail are never written again
        boolean chess960 = position.isChess960();
        return IndexedList.of(ply, i -> ChessPosition.text(t.code(i + 1), chess960), t);
    }

    /** The moves played from the start, in order. */
    public List<ChessMove> chessMoves() {
        List<ChessMove> out = new ArrayList<>(ply);
        for (int i = 1; i <= ply; i++) {
            out.add(ChessPosition.toMove(trail.code(i)));
        }
        return out;
    }

    @Override
    public List<String> notate(Notation notation) {
        return switch (notation) {
            case SAN -> ChessSan.writeAll(start, chessMoves());
            case COORDINATE -> moves();
            default -> throw new IllegalArgumentException(notation + " is not a chess notation; expected SAN or"
                    + " COORDINATE");
        };
    }

    @Override
    public List<String> notateFrom(Notation notation, int from) {
        if (notation != Notation.SAN) {
            return GameState.super.notateFrom(notation, from);
        }
        List<ChessMove> all = chessMoves();
        ChessPosition p = start;
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (i >= from) {
                out.add(ChessSan.write(p, all.get(i)));
            }
            p = p.play(all.get(i)).orThrow();
        }
        return out;
    }

    /**
     * The legal move {@code text} names now, as canonical coordinate text: SAN read tolerantly or coordinates
     * ({@link ChessSan#read}). The error field is {@link ChessSan#ILLEGAL} ("illegal move") for a move the rules
     * forbid, {@link ChessSan#NO_MOVE} for text that names none.
     */
    public Parsed<String> readMove(String text) {
        return ChessSan.read(position, text).map(position::text);
    }

    /**
     * SAN or coordinates read straight into the move played: the move is found by testing only the pieces that
     * could make it and played without being tested again, and nothing is written as text.
     */
    @Override
    public Parsed<GameState> readAndPlay(String text) {
        requireOngoing(text);
        int code = ChessSan.code(position, text);
        if (code >= 0) {
            return new Parsed.Ok<>(new ChessGame(this, code, position.after(code)));
        }
        return ChessSan.read(position, text).map(this::play); // an error, which says why
    }

    /**
     * Records are read on one board: a move is found as {@link #readAndPlay(String)} finds it and played in place,
     * and a state is built only where the replay stops (see {@link RecordReplay}).
     */
    @Override
    public GameState readAndPlay(List<String> tokens, int from) {
        requireOngoing(from < tokens.size() ? tokens.get(from) : "a record's moves");
        return RecordReplay.play(this, tokens, from);
    }

    /** The state a {@link RecordReplay} from this one reached. */
    ChessGame replayed(RecordReplay r) {
        return new ChessGame(this, r);
    }

    PlyTrail trail() {
        return trail;
    }

    int anchorPly() {
        return anchorPly;
    }

    /** Perft from the current position (1 at depth 0). */
    public long perft(int depth) {
        return ChessPerft.count(position, depth);
    }

    /** Perft below each legal move (canonical text), in generation order; depth 1 or more. */
    public Map<String, Long> divide(int depth) {
        Map<String, Long> out = new LinkedHashMap<>();
        ChessPerft.divide(position, depth).forEach((m, n) -> out.put(position.text(m), n));
        return out;
    }

    /** The position after ply {@code i} (0: the start), from 0 to {@link #ply()}. */
    ChessPosition positionAt(int i) {
        if (i == ply) {
            return position;
        }
        if (i == ply - 1 && before != null) {
            return before;
        }
        return i >= anchorPly ? RecordReplay.positionAfter(trail, anchor, anchorPly, i)
                : RecordReplay.positionAfter(trail, start, 0, i);
    }

    /** The move of ply {@code i} (1 to {@link #ply()}). */
    ChessMove moveAt(int i) {
        return ChessPosition.toMove(trail.code(i));
    }

    /**
     * The earlier plies, newest first, after which the position was the current one (same placement, side to
     * move, castling rights and en-passant capture): only the stretch since the last capture or pawn move is
     * searched, by key, and a matching key is confirmed on the whole position. They go to {@code out} when it is
     * given, as many as fit; returns how many there are.
     */
    int earlierOccurrences(int[] out) {
        long key = position.key();
        int lowest = Math.max(0, ply - position.halfmoveClock());
        int n = 0;
        for (int i = trail.lastWithKey(key, ply - 4, lowest); i >= 0; i = trail.lastWithKey(key, i - 2, lowest)) {
            if (positionAt(i).samePosition(position)) {
                if (out != null && n < out.length) {
                    out[n] = i;
                }
                n++;
            }
        }
        return n;
    }

    boolean extendedMoveCount() {
        return extendedMoveCount;
    }

    @Override
    public String toString() {
        return "ChessGame[" + rules + ", ply " + ply + ", " + fen() + (outcome.isOver() ? ", " + outcome.reason() : "")
                + "]";
    }
}
