package arbiter.core.chess;

import arbiter.core.board.Parsed;
import arbiter.core.board.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.notation.Notation;
import arbiter.core.variant.GameState;
import arbiter.core.variant.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable chess game judged ply by ply by a {@link ChessRules}. Each state links to the one before it, so a
 * ply costs one position and one small object; the repetition test walks back over the stretch since the last
 * capture or pawn move (a position cannot recur across one), comparing keys and then whole positions.
 */
public final class ChessGame implements GameState {
    private final ChessRules rules;
    private final ChessPosition start;
    private final ChessGame previous;
    private final ChessMove lastMove;
    private final String lastMoveText;
    private final ChessPosition position;
    private final int ply;
    private final boolean extendedMoveCount;
    private final Outcome outcome;

    private ChessGame(ChessRules rules, ChessPosition start, ChessGame previous, ChessMove lastMove,
                      String lastMoveText, ChessPosition position, int ply, Outcome forced) {
        this.rules = rules;
        this.start = start;
        this.previous = previous;
        this.lastMove = lastMove;
        this.lastMoveText = lastMoveText;
        this.position = position;
        this.ply = ply;
        this.extendedMoveCount = rules.knightsBlockade() && extended(previous, position);
        this.outcome = forced != null ? forced : ChessJudge.judge(this);
    }

    /**
     * Whether the 1984 hundred-move count applies: decided when the count reaches 100 plies (or at the start when
     * it already has), by the position then, and kept until a capture or pawn move starts a new count.
     */
    private static boolean extended(ChessGame previous, ChessPosition position) {
        int half = position.halfmoveClock();
        if (half < 100) {
            return false;
        }
        return previous == null || half == 100 ? Material.knightsBlockadeAPawn(position.board())
                : previous.extendedMoveCount;
    }

    /** A game from {@code start} judged by {@code rules}; it may already be over (a mate in the FEN). */
    public static ChessGame start(ChessPosition start, ChessRules rules) {
        return new ChessGame(rules, start, null, null, null, start, 0, null);
    }

    /** The game after one more move; an illegal move ends it as a loss for the mover (see {@link #play(String)}). */
    public ChessGame play(ChessMove move) {
        requireOngoing(move.toString());
        ChessPlayed played = position.play(move);
        if (played instanceof ChessPlayed.Illegal illegal) {
            return illegal(position.text(move), illegal.reason());
        }
        return new ChessGame(rules, start, this, move, position.text(move), ((ChessPlayed.Ok) played).position(),
                ply + 1, null);
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
        return new ChessGame(rules, start, previous, lastMove, lastMoveText, position, ply, o);
    }

    private void requireOngoing(String what) {
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
        List<String> out = new ArrayList<>(ply);
        for (ChessGame g : line()) {
            out.add(g.lastMoveText);
        }
        return out;
    }

    /** The moves played from the start, in order. */
    public List<ChessMove> chessMoves() {
        List<ChessMove> out = new ArrayList<>(ply);
        for (ChessGame g : line()) {
            out.add(g.lastMove);
        }
        return out;
    }

    /** The states after each ply, oldest first (the start excluded). */
    private List<ChessGame> line() {
        List<ChessGame> out = new ArrayList<>(ply);
        for (ChessGame g = this; g.previous != null; g = g.previous) {
            out.add(g);
        }
        Collections.reverse(out);
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

    /**
     * The legal move {@code text} names now, as canonical coordinate text: SAN read tolerantly or coordinates
     * ({@link ChessSan#read}). The error field is {@link ChessSan#ILLEGAL} ("illegal move") for a move the rules
     * forbid, {@link ChessSan#NO_MOVE} for text that names none.
     */
    public Parsed<String> readMove(String text) {
        return ChessSan.read(position, text).map(position::text);
    }

    /** SAN or coordinates read straight into the move played, without writing and reading its text again. */
    @Override
    public Parsed<GameState> readAndPlay(String text) {
        requireOngoing(text);
        return ChessSan.read(position, text).map(this::play);
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

    ChessGame previous() {
        return previous;
    }

    /** The move that led here, or null at the start. */
    ChessMove lastMove() {
        return lastMove;
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
