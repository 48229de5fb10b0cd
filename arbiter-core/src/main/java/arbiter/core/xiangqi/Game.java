package arbiter.core.xiangqi;

import arbiter.core.xiangqi.rules.NaturalLimit;
import arbiter.core.xiangqi.rules.Node;

import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.rules.Cycle;
import arbiter.core.game.Duty;
import arbiter.core.game.Finding;
import arbiter.core.xiangqi.rules.Obligation;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.rules.Ruling;
import arbiter.core.xiangqi.rules.Tally;
import java.util.List;

/**
 * An immutable game record judged ply by ply. Each {@code Game} is a complete {@link Node} (position, counters,
 * history) and the ruling of its rule set on that node: the outcome, and an obligation to vary when the rules
 * impose one. {@link #play(Move)} costs O(1) apart from the repetition look-up, which scans the keys of the
 * current stretch.
 */
public final class Game {
    private final RuleSet rules;
    private final Node node;
    private final Outcome outcome;
    private final Obligation obligation;
    /** The duties to vary so far, newest first (null: none ever arose, the common case). */
    private final DutyLog duties;
    /** The claims a player could have made so far, newest first (null: none). */
    private final FindingLog findings;

    private Game(RuleSet rules, Node node, Outcome outcome, Obligation obligation, DutyLog duties,
                 FindingLog findings) {
        this.rules = rules;
        this.node = node;
        this.outcome = outcome;
        this.obligation = obligation;
        this.duties = duties;
        this.findings = findings;
    }

    /** A persistent list of duties, newest first. */
    private record DutyLog(Duty duty, DutyLog older) {
    }

    /** A persistent list of findings, newest first. */
    private record FindingLog(Finding finding, FindingLog older) {
    }

    /** The node ruled on by {@code rules}; {@code duties} as they stood before it. */
    private static Game ruled(RuleSet rules, Node node, DutyLog duties, FindingLog findings) {
        Ruling r = rules.judge(node);
        if (r instanceof Ruling.GoesOn && duties == null) {
            return new Game(rules, node, Outcome.ongoing(node.ply()), null, null, findings); // every ply's fast path
        }
        if (r instanceof Ruling.Noted n) {
            findings = new FindingLog(n.finding(), findings);
            r = Ruling.GOES_ON;
        }
        Obligation now = r instanceof Ruling.MustVary v ? v.obligation() : null;
        Outcome outcome = r instanceof Ruling.Ended e ? new Outcome(e.result(), e.termination(), node.ply(), e.reason(),
                e.repetition(), e.article()) : Outcome.ongoing(node.ply());
        DutyLog log = duties;
        if (node.standingObligation() != null && now != node.standingObligation()) {
            boolean broken = outcome.termination() == Termination.RULE_VIOLATION;
            log = new DutyLog(log.duty().ended(broken ? Duty.Status.BROKEN : Duty.Status.MET, node.ply()), log.older());
        }
        if (now != null && now != node.standingObligation()) {
            log = new DutyLog(new Duty(now.side(), node.ply(), now.article(), now.reason(), Duty.Status.STANDING, -1),
                    log);
        }
        return new Game(rules, node, outcome, now, log, findings);
    }

    /** A game from a start position; it may already be over (mate, stalemate, bare material). */
    public static Game start(Position start, RuleSet rules) {
        return ruled(rules, Node.start(start, rules.tally(start)), null, null);
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
        Position position = node.position();
        Played played = position.play(move);
        if (played instanceof Played.Illegal illegal) {
            return illegal(String.valueOf(move), illegal.reason());
        }
        Position next = ((Played.Ok) played).position();
        return ruled(rules, node.next(move, next, rules.countedChecks(), obligation), duties, findings);
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
        DutyLog log = duties;
        if (obligation != null && termination == Termination.RULE_VIOLATION && loser == obligation.side()) {
            log = new DutyLog(log.duty().ended(Duty.Status.BROKEN, node.ply() + 1), log.older()); // a banned move
        }
        return new Game(rules, node, Outcome.ended(r, termination, node.ply(), reason), null, log, findings);
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
        Side mover = node.position().sideToMove();
        int ply = node.ply();
        Outcome o = Outcome.ended(GameResult.lossFor(mover), Termination.ILLEGAL_MOVE, ply + 1,
                mover.displayName() + " played an illegal move " + moveText + " at ply " + (ply + 1) + " ("
                        + why + "); " + mover.displayName() + " loses");
        return new Game(rules, node, o, null, duties, findings);
    }

    /**
     * When the current position occurs for the third time in the current stretch without captures, the cycle
     * from its first occurrence to now; otherwise null.
     */
    public Cycle repetitionCycle() {
        return node.repetitionCycle();
    }

    /**
     * Whether a replay may play on from here without nodes ({@link QuietRun}): the game goes on, no obligation
     * stands, and the rule set keeps no tally and says when it is sure to go on.
     */
    boolean mayRunQuietly() {
        return !outcome.isOver() && obligation == null && node.tally() == null && rules.quietBelow() > 0;
    }

    /**
     * This game at {@code node}, a later node of its line that a replay reached over plies where its rule set was
     * sure to go on ({@link arbiter.core.xiangqi.rules.RuleSet#quietBelow()}): as playing them one by one would
     * have left it, with the same duties and findings.
     */
    Game resumed(Node later) {
        return new Game(rules, later, Outcome.ongoing(later.ply()), null, duties, findings);
    }

    /** The game at this ply as its rule set saw it. */
    public Node node() {
        return node;
    }

    /** The duties to vary that arose in the game, in order, each as it stands now. */
    public List<Duty> duties() {
        java.util.ArrayList<Duty> out = new java.util.ArrayList<>();
        for (DutyLog d = duties; d != null; d = d.older()) {
            out.add(0, d.duty());
        }
        return out;
    }

    /** What a player could have claimed in the game and did not, in order (empty where claims are applied). */
    public List<Finding> findings() {
        java.util.ArrayList<Finding> out = new java.util.ArrayList<>();
        for (FindingLog f = findings; f != null; f = f.older()) {
            out.add(0, f.finding());
        }
        return out;
    }

    /** The obligation to vary the rules impose now, or null (also once the game is over). */
    public Obligation obligation() {
        return obligation;
    }

    /** The position now (unchanged by an illegal move). */
    public Position position() {
        return node.position();
    }

    /** Plies played from the start position. */
    public int ply() {
        return node.ply();
    }

    /** The natural-limit counters after the last ply. */
    public NaturalLimit naturalLimit() {
        return node.naturalLimit();
    }

    /** Plies since the last capture (or since the start). */
    public int pliesSinceCapture() {
        return node.pliesSinceCapture();
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
        return outcome.termination() == Termination.ILLEGAL_MOVE ? null : node.lastMove();
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        return node.moves();
    }

    /** The start position of the game. */
    public Position startPosition() {
        return node.startPosition();
    }
}
