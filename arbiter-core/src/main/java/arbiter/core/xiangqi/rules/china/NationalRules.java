package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.GameResult;
import arbiter.core.xiangqi.rules.NaturalLimit;
import arbiter.core.xiangqi.rules.Node;
import arbiter.core.game.Termination;
import arbiter.core.xiangqi.rules.BoardEndings;
import arbiter.core.xiangqi.rules.Cycle;
import arbiter.core.game.Finding;
import arbiter.core.xiangqi.rules.Obligation;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.rules.Ruling;

/**
 * What the national rule books of 1999 and 2011 share: mate and stalemate lose; no rook, knight, cannon or pawn
 * left draws; 60 rounds without a capture draw, each side's checks counting at most ten times; a mate or
 * stalemate on the board stands though the flag fell; a cycle played three times is judged from each move's call
 * (将, 杀, 捉, 闲), and a side that must vary loses if it does not in time. The books differ in calling moves
 * ({@link Book}), in their verdict tables and in the grace they give.
 */
abstract class NationalRules implements RuleSet {
    /** Rounds without a capture that draw (1999 and 2011 4.2.4). */
    static final int NATURAL_LIMIT_ROUNDS = 60;
    /** Checks per side that count within a stretch (1999 23.3, 2011 22.2). */
    static final int COUNTED_CHECKS = 10;
    /**
     * Laps of a cycle that make a 待判局面: "循环反复三次" (1999 24, 2011 23.1), six rounds on two points (2011 23.4),
     * the cycle's first move counted (2011 23.2).
     */
    static final int LAPS = 3;
    /** Plies both sides have to vary before a 2011 draw by repetition is ruled: two rounds (23.5.2, 23.5.2.1). */
    static final int DRAW_GRACE_PLIES = 4;

    private final int naturalLimitRounds;
    /** Whether a ruling that needs a claim in human play is made at once (engine games) or only noted (records). */
    private final boolean claimsMade;

    NationalRules(int naturalLimitRounds, boolean claimsMade) {
        this.claimsMade = claimsMade;
        if (naturalLimitRounds < 1 || naturalLimitRounds > NATURAL_LIMIT_ROUNDS) {
            throw new IllegalArgumentException("the natural limit is 1 to " + NATURAL_LIMIT_ROUNDS + " rounds, not "
                    + naturalLimitRounds);
        }
        this.naturalLimitRounds = naturalLimitRounds;
    }

    /** How this book calls moves. */
    abstract Book book();

    /** The verdict on a repeated cycle, its moves called. */
    abstract Ruling verdict(CycleCalls calls);


    /** Whether a claim that needs a player is made at once (engine games), or only noted (records). */
    boolean claimsMade() {
        return claimsMade;
    }

    /** Rounds without a capture that draw here. */
    int naturalLimitRounds() {
        return naturalLimitRounds;
    }

    /** The name with the organiser's natural limit when it is not the book's 60 rounds ({@code china-1999/40}). */
    @Override
    public String ruleName() {
        return naturalLimitRounds == NATURAL_LIMIT_ROUNDS ? name() : name() + "/" + naturalLimitRounds;
    }

    @Override
    public boolean mateAfterFlagStands() {
        return true;
    }

    @Override
    public int countedChecks() {
        return COUNTED_CHECKS;
    }

    /**
     * Every ruling here needs a mate, a standing duty, a position come round (the three laps, their grace and the
     * nine rounds all ask that the last position repeat one a lap before), bare material or the natural limit.
     */
    @Override
    public int quietBelow() {
        return 2 * naturalLimitRounds;
    }

    @Override
    public Ruling judge(Node node) {
        Position p = node.position();
        Book b = book();
        Ruling board = BoardEndings.mateOrStalemate(p, b.article(0), b.article(1));
        if (board != null) {
            return board;
        }
        Obligation standing = node.standingObligation();
        Ruling kept = standing == null ? null : keep(standing, node);
        if (kept != null) {
            return kept; // while the duty stands, the cycle's own positions recurring are not judged anew
        }
        Cycle cycle = node.repetitionInLaps(LAPS, 0, b.captureStartCounts);
        if (cycle != null) {
            Ruling r = called(CycleCalls.of(cycle, b));
            return b.drawAfterGrace && isDraw(r) ? Ruling.GOES_ON : r; // 2011 23.5.2.1: a draw waits two rounds
        }
        Cycle graced = b.drawAfterGrace ? node.repetitionInLaps(LAPS, DRAW_GRACE_PLIES, b.captureStartCounts) : null;
        if (graced != null) {
            Ruling r = called(CycleCalls.of(graced, b));
            if (isDraw(r)) {
                Ruling.Ended e = (Ruling.Ended) r;
                return new Ruling.Ended(e.result(), e.termination(), e.reason() + "; neither side varied within two "
                        + "rounds of the 待判局面 at ply " + graced.lastPly() + " (双方不变判和)", e.article() + ", 23.5.2.1",
                        e.repetition());
            }
        }
        CycleCalls nine = b.nineRounds ? NineRounds.of(node, b) : null;
        Ruling claimed = nine == null ? null : nineRounds(called(nine), nine);
        if (claimed != null) {
            return claimsMade ? claimed : new Ruling.Noted(new Finding(node.ply(), "a claim would have made it a "
                    + "待判局面: " + (claimed instanceof Ruling.MustVary v ? v.obligation().reason()
                    : ((Ruling.Ended) claimed).reason()), article(claimed)));
        }
        if (p.isBareMaterial()) {
            return Ruling.Ended.of(GameResult.DRAW, Termination.INSUFFICIENT_MATERIAL,
                    "no rook, knight, cannon or pawn is left: neither side can win (双方均无可能取胜); draw", b.article(2));
        }
        NaturalLimit limit = node.naturalLimit();
        if (limit.counted() >= 2 * naturalLimitRounds) {
            String extra = limit.uncounted() == 0 ? ""
                    : " (" + limit.uncounted() + " plies not counted: checks beyond " + COUNTED_CHECKS
                    + " per side and the replies to them)";
            return Ruling.Ended.of(GameResult.DRAW, Termination.NATURAL_LIMIT, naturalLimitRounds
                    + " rounds without a capture (自然限着)" + extra + "; draw", b.article(3));
        }
        return Ruling.GOES_ON;
    }

    /**
     * The standing duty after the last move: lapsed (null) when the side varied (变着) or, where the grace is a lap,
     * the cycle did not come round; the side's loss when the grace ran out unchanged; else still standing.
     */
    private Ruling keep(Obligation o, Node node) {
        if (node.lastMover() == o.side() && !o.bans(node.lastMove(), node.position())) {
            return null;
        }
        if (node.ply() < o.lastPly()) {
            return new Ruling.MustVary(o);
        }
        if (!book().graceIsALap || node.ply() == o.lastPly() && o.at().samePlacement(node.position())) {
            return broken(o, book().failed);
        }
        return null;
    }

    /**
     * A verdict on 23.4's nine rounds as a 待判局面 ("可按待判局面的有关规定进行裁决"), its article led by 23.4; null for a
     * draw: both sides attacking with every move and neither one 26.8.1 names is left to the three laps, where
     * "neither varies" can be seen.
     */
    private static Ruling nineRounds(Ruling r, CycleCalls calls) {
        if (r instanceof Ruling.Ended e && e.termination() != Termination.REPETITION_DRAW) {
            return new Ruling.Ended(e.result(), e.termination(), e.reason(), "23.4, " + e.article(), e.repetition());
        }
        if (r instanceof Ruling.MustVary v) {
            Obligation o = v.obligation();
            return new Ruling.MustVary(new Obligation(o.side(), o.bans(), o.at(), o.lastPly(), "23.4, " + o.article(),
                    o.reason(), o.cycle()));
        }
        return null;
    }

    /** The verdict on {@code calls} with the cycle's moves as called attached, for reports. */
    private Ruling called(CycleCalls calls) {
        Ruling r = verdict(calls);
        return r instanceof Ruling.Ended e && e.repetition() == null ? new Ruling.Ended(e.result(), e.termination(),
                e.reason(), e.article(), calls.called()) : r;
    }

    private static String article(Ruling r) {
        return r instanceof Ruling.MustVary v ? v.obligation().article() : ((Ruling.Ended) r).article();
    }

    private static boolean isDraw(Ruling r) {
        return r instanceof Ruling.Ended e && e.termination() == Termination.REPETITION_DRAW;
    }

    /** The loss of the side that alone checks perpetually (单方长将), or null when not exactly one does. */
    static Ruling oneSidedPerpetualCheck(CycleCalls calls, String article) {
        if (calls.red().perpetualCheck() == calls.black().perpetualCheck()) {
            return null;
        }
        arbiter.core.game.Side loser = calls.red().perpetualCheck() ? arbiter.core.game.Side.RED
                : arbiter.core.game.Side.BLACK;
        return Ruling.Ended.lossFor(loser, Termination.PERPETUAL_CHECK, calls.describe() + ": "
                + loser.displayName() + " checks perpetually on its own (单方长将); " + loser.displayName() + " loses",
                article);
    }

    /** The loss of a side that did not vary in time. */
    private static Ruling broken(Obligation o, String how) {
        return new Ruling.Ended(GameResult.lossFor(o.side()), Termination.RULE_VIOLATION, o.side().displayName()
                + " had to vary " + how + "; " + o.reason() + "; " + o.side().displayName() + " loses", o.article(),
                o.cycle());
    }
}
