package arbiter.core.game;

import arbiter.core.board.Move;
import arbiter.core.board.Played;
import arbiter.core.board.Position;
import arbiter.core.board.Side;
import arbiter.core.rules.Cycle;
import arbiter.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable game record judged ply by ply. Each {@code Game} carries the current position, the natural-limit
 * counters, the keys of the current stretch without captures, the moves so far (a shared packed trail) and
 * the outcome under its rule set. {@link #play(Move)} costs O(1) apart from the repetition look-up, which scans
 * the keys of the current stretch. Earlier positions are not kept: a repetition cycle is rebuilt from the
 * position at the start of the stretch when one is found.
 */
public final class Game {
    private final RuleSet rules;
    private final Position start;
    private final Position position;
    private final MoveTrail history;
    private final int ply;
    private final Position stretchStart;
    private final NaturalLimit limit;
    private final KeyTrail trail;
    private final Outcome outcome;

    private Game(RuleSet rules, Position start, Position position, MoveTrail history, int ply, Position stretchStart,
                 NaturalLimit limit, KeyTrail trail, Outcome forced) {
        this.rules = rules;
        this.start = start;
        this.position = position;
        this.history = history;
        this.ply = ply;
        this.stretchStart = stretchStart;
        this.limit = limit;
        this.trail = trail;
        this.outcome = forced != null ? forced : rules.judge(this);
    }

    /** A game from a start position; it may already be over (mate, stalemate, bare material). */
    public static Game start(Position start, RuleSet rules) {
        return new Game(rules, start, start, MoveTrail.empty(), 0, start, NaturalLimit.start(start.halfmoveClock()),
                KeyTrail.start(start.key()), null);
    }

    /**
     * The game after one more move. An illegal move is not played: the returned game ends with
     * {@link Termination#ILLEGAL_MOVE}, a loss for the side that tried it, at the ply the move would have had.
     *
     * @throws IllegalStateException when the game is already over
     */
    public Game play(Move move) {
        if (outcome.isOver()) {
            requireOngoing(move.toString()); // throws; the text is built only then
        }
        Played played = position.play(move);
        if (played instanceof Played.Illegal illegal) {
            return illegal(String.valueOf(move), illegal.reason());
        }
        Position next = ((Played.Ok) played).position();
        boolean capture = position.isCapture(move);
        Side mover = position.sideToMove();
        NaturalLimit nl = limit.next(mover, capture, next.inCheck(), rules.countedChecks());
        KeyTrail t = capture ? KeyTrail.start(next.key()) : trail.append(next.key());
        return new Game(rules, start, next, history.append(move), ply + 1, capture ? next : stretchStart, nl, t, null);
    }

    /**
     * Plays a move given as text ({@code h2e2} or {@code H2-E2}); text that is no move at all is an illegal move.
     */
    public Game play(String moveText) {
        Move m = Move.parse(moveText);
        if (m == null) {
            requireOngoing(moveText);
            return illegal(moveText, "'" + moveText + "' is not a move; expected four characters such as h2e2");
        }
        return play(m);
    }

    private void requireOngoing(String move) {
        if (outcome.isOver()) {
            throw new IllegalStateException("the game is over at ply " + outcome.ply() + " (" + outcome.termination()
                    + "); " + move + " cannot be played");
        }
    }

    /**
     * The game ended from outside the board rules, at the current ply: a time forfeit, an engine crash or stall,
     * or an organiser's adjudication. {@code loser} null means a draw.
     *
     * @throws IllegalStateException when the game is already over
     */
    public Game end(Termination termination, Side loser, String reason) {
        requireOngoing("end by " + termination);
        GameResult r = loser == null ? GameResult.DRAW : GameResult.lossFor(loser);
        return new Game(rules, start, position, history, ply, stretchStart, limit, trail,
                Outcome.ended(r, termination, ply, reason));
    }

    /**
     * The game after a recorded move that cannot be played, given as text with the reason (e.g. a Chinese move
     * that names an illegal move): the side to move loses by {@link Termination#ILLEGAL_MOVE} at the next ply.
     *
     * @throws IllegalStateException when the game is already over
     */
    public Game refuse(String moveText, String why) {
        requireOngoing(moveText);
        return illegal(moveText, why);
    }

    private Game illegal(String moveText, String why) {
        Side mover = position.sideToMove();
        Outcome o = Outcome.ended(GameResult.lossFor(mover), Termination.ILLEGAL_MOVE, ply + 1,
                mover.displayName() + " played an illegal move " + moveText + " at ply " + (ply + 1) + " ("
                        + why + "); " + mover.displayName() + " loses");
        return new Game(rules, start, position, history, ply, stretchStart, limit, trail, o);
    }

    /**
     * When the current position occurs for the third time in the current stretch without captures, the cycle
     * from its first occurrence to now; otherwise null.
     */
    public Cycle repetitionCycle() {
        int length = trail.length();
        if (length < 9 || trail.earlierOccurrences() < 2) {
            return null;
        }
        return cycle(length); // rare: kept out of line so that the per-ply test stays small
    }

    private Cycle cycle(int length) {
        // Rebuild the stretch's positions, then confirm with whole placements (keys are only a filter).
        List<Move> moves = new ArrayList<>(length - 1);
        for (int i = history.length() - (length - 1); i < history.length(); i++) {
            moves.add(history.get(i));
        }
        List<Position> positions = new ArrayList<>(length);
        positions.add(stretchStart);
        for (Move m : moves) {
            positions.add(positions.get(positions.size() - 1).play(m).orThrow());
        }
        int found = 0;
        int first = -1;
        for (int i = length - 5; i >= 0 && found < 2; i -= 2) {
            if (positions.get(i).samePlacement(position)) {
                found++;
                first = i;
            }
        }
        if (found < 2) {
            return null;
        }
        int firstPly = ply - (length - 1 - first);
        return new Cycle(firstPly, positions.subList(first, length), moves.subList(first, length - 1));
    }

    /** The position now (unchanged by an illegal move). */
    public Position position() {
        return position;
    }

    /** Plies played from the start position. */
    public int ply() {
        return ply;
    }

    /** The natural-limit counters after the last ply. */
    public NaturalLimit naturalLimit() {
        return limit;
    }

    /** Plies since the last capture (or since the start). */
    public int pliesSinceCapture() {
        return trail.length() - 1;
    }

    /** The result, termination and reason at this node. */
    public Outcome outcome() {
        return outcome;
    }

    /** True once the game is over. */
    public boolean isOver() {
        return outcome.isOver();
    }

    /** The rule set judging this game. */
    public RuleSet rules() {
        return rules;
    }

    /** The last move played, or null at the start; an illegal move is not played and is not returned. */
    public Move lastMove() {
        return outcome.termination() == Termination.ILLEGAL_MOVE || history.length() == 0 ? null
                : history.get(history.length() - 1);
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        List<Move> out = new ArrayList<>(history.length());
        for (int i = 0; i < history.length(); i++) {
            out.add(history.get(i));
        }
        return out;
    }

    /** The start position of the game. */
    public Position startPosition() {
        return start;
    }
}
