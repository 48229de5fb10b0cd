package arbiter.core.game;

import arbiter.core.board.Move;
import arbiter.core.board.Played;
import arbiter.core.board.Position;
import arbiter.core.board.Side;
import arbiter.core.rules.Cycle;
import arbiter.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An immutable game record judged ply by ply: each {@code Game} is one node of a persistent history (it points at
 * the node before it), carrying the position, the natural-limit counters and the outcome under its rule set.
 * {@link #play(Move)} costs O(1) apart from the repetition look-back, which only scans the current stretch
 * without captures.
 */
public final class Game {
    private final RuleSet rules;
    private final Game previous;
    private final Position position;
    private final Move lastMove;
    private final int ply;
    private final int sinceCapture;
    private final NaturalLimit limit;
    private final KeyTrail trail;
    private final Outcome outcome;

    private Game(RuleSet rules, Game previous, Position position, Move lastMove, int ply, int sinceCapture,
                 NaturalLimit limit, KeyTrail trail, Outcome forced) {
        this.rules = rules;
        this.previous = previous;
        this.position = position;
        this.lastMove = lastMove;
        this.ply = ply;
        this.sinceCapture = sinceCapture;
        this.limit = limit;
        this.trail = trail;
        this.outcome = forced != null ? forced : rules.judge(this);
    }

    /** A game from a start position; it may already be over (mate, stalemate, bare material). */
    public static Game start(Position start, RuleSet rules) {
        return new Game(rules, null, start, null, 0, 0, NaturalLimit.start(start.halfmoveClock()),
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
            throw new IllegalStateException("the game is over at ply " + outcome.ply() + " (" + outcome.termination()
                    + "); " + move + " cannot be played");
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
        return new Game(rules, this, next, move, ply + 1, capture ? 0 : sinceCapture + 1, nl, t, null);
    }

    /**
     * Plays a move given as text ({@code h2e2} or {@code H2-E2}); text that is no move at all is an illegal move.
     */
    public Game play(String moveText) {
        Move m = Move.parse(moveText);
        if (m == null) {
            if (outcome.isOver()) {
                throw new IllegalStateException("the game is over at ply " + outcome.ply());
            }
            return illegal(moveText, "'" + moveText + "' is not a move; expected four characters such as h2e2");
        }
        return play(m);
    }

    private Game illegal(String moveText, String why) {
        Side mover = position.sideToMove();
        Outcome o = Outcome.ended(GameResult.lossFor(mover), Termination.ILLEGAL_MOVE, ply + 1,
                mover.displayName() + " played an illegal move " + moveText + " at ply " + (ply + 1) + " ("
                        + why + "); " + mover.displayName() + " loses");
        return new Game(rules, this, position, null, ply, sinceCapture, limit, trail, o);
    }

    /**
     * When the current position occurs for the third time in the current stretch without captures, the cycle
     * from its first occurrence to now; otherwise null.
     */
    public Cycle repetitionCycle() {
        if (sinceCapture < 8 || trail.earlierOccurrences() < 2) {
            return null; // keys are a filter; the placements are compared below
        }
        long key = position.key();
        Game first = null;
        int found = 0;
        Game g = previous;
        for (int back = 1; g != null && back <= sinceCapture; back++, g = g.previous) {
            if ((back & 1) == 0 && back >= 4 && g.position.key() == key && g.position.samePlacement(position)) {
                first = g;
                if (++found == 2) {
                    break;
                }
            }
        }
        if (found < 2) {
            return null;
        }
        List<Position> positions = new ArrayList<>();
        List<Move> moves = new ArrayList<>();
        for (Game n = this; n != first; n = n.previous) {
            positions.add(n.position);
            moves.add(n.lastMove);
        }
        positions.add(first.position);
        Collections.reverse(positions);
        Collections.reverse(moves);
        return new Cycle(first.ply, positions, moves);
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
        return sinceCapture;
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

    /** The node before this one, or null at the start. */
    public Game previous() {
        return previous;
    }

    /** The move that led here, or null at the start and after an illegal move. */
    public Move lastMove() {
        return lastMove;
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        List<Move> out = new ArrayList<>(ply);
        for (Game g = this; g.previous != null; g = g.previous) {
            if (g.lastMove != null) {
                out.add(g.lastMove);
            }
        }
        Collections.reverse(out);
        return out;
    }

    /** The start position. */
    public Position startPosition() {
        Game g = this;
        while (g.previous != null) {
            g = g.previous;
        }
        return g.position;
    }
}
