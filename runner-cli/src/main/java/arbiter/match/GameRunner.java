package arbiter.match;

import arbiter.core.game.Side;
import arbiter.core.book.Opening;
import arbiter.core.clock.GameClock;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.ScoreAdjudicator;
import arbiter.core.game.Termination;
import arbiter.core.pgn.PgnWriter;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.game.Restriction;
import arbiter.core.game.Variant;
import arbiter.engine.Answer;
import arbiter.engine.BestMove;
import arbiter.engine.Engine;
import arbiter.engine.GoLimits;
import arbiter.engine.Info;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Plays one game between two running engines: book moves first, then each engine in turn under its clock, every
 * move through the rule core. An engine that crashes, stalls, runs out of time, or answers garbage or an illegal
 * move loses with the matching termination; the caller restarts engines that {@link #needsRestart}.
 */
public final class GameRunner {
    /**
     * How long after its flag fell an engine's own move is still awaited under rules where a mate on the board
     * stands though the clock was late (1999 22.5), ms. Nothing is sent to hurry it.
     */
    static final long LATE_MOVE_GRACE_MS = 1000;

    private final GameRules rules;
    private final ScoreAdjudicator adjudication;
    private final long stallMs;
    private final boolean[] restart = new boolean[2];
    private final GameObserver observer;

    /**
     * @param rules        the game and the rule set judging it
     * @param adjudication resign/draw/max-plies adjudication ({@link ScoreAdjudicator#none()} for none)
     * @param stallMs      how long to wait for a move when the engine has no clock (node or depth limits)
     */
    public GameRunner(GameRules rules, ScoreAdjudicator adjudication, long stallMs) {
        this(rules, adjudication, stallMs, GameObserver.NONE);
    }

    /** As {@link #GameRunner(GameRules, ScoreAdjudicator, long)}, each game watched by {@code observer}. */
    public GameRunner(GameRules rules, ScoreAdjudicator adjudication, long stallMs, GameObserver observer) {
        this.rules = rules;
        this.adjudication = adjudication;
        this.stallMs = stallMs;
        this.observer = observer;
    }

    /** Whether the engine that played {@code side} in the last game must be restarted before its next game. */
    public boolean needsRestart(Side side) {
        return restart[side.ordinal()];
    }

    /** Whether each answer's principal variation is checked against the rules ({@link PvCheck}). */
    private boolean checkPvs;

    /** The engine lines kept with each move for the PGN ({@code match_line}), or null. */
    private java.util.regex.Pattern capture;

    /** Keeps each engine's output lines that {@code pattern} finds something in with its move (null: none). */
    public GameRunner capturing(java.util.regex.Pattern pattern) {
        capture = pattern;
        return this;
    }

    /** Checks every answer's principal variation from now on (fastchess's {@code -check-mate-pvs}). */
    public GameRunner checkingPvs(boolean on) {
        checkPvs = on;
        return this;
    }

    /** Plays the game; interrupting the thread abandons it (InterruptedException). */
    public PlayedGame play(int number, int round, Opening opening, EngineSpec redSpec, Engine red,
                           EngineSpec blackSpec, Engine black) throws InterruptedException {
        return play(String.valueOf(number), number, round, opening, redSpec, red, blackSpec, black);
    }

    /** As {@link #play(int, int, Opening, EngineSpec, Engine, EngineSpec, Engine)}, known to observers as {@code id}. */
    public PlayedGame play(String id, int number, int round, Opening opening, EngineSpec redSpec, Engine red,
                           EngineSpec blackSpec, Engine black) throws InterruptedException {
        PlayedGame played = null;
        try {
            played = playWatched(id, number, round, opening, redSpec, red, blackSpec, black);
            return played;
        } finally {
            red.watch(null);
            black.watch(null);
            observer.ended(id, played);
        }
    }

    private PlayedGame playWatched(String id, int number, int round, Opening opening, EngineSpec redSpec, Engine red,
                                   EngineSpec blackSpec, Engine black) throws InterruptedException {
        restart[0] = restart[1] = false;
        long startWall = System.currentTimeMillis();
        long start = System.nanoTime();
        long[] think = new long[2];
        List<PgnWriter.MoveText> moves = new ArrayList<>();
        List<PlayedGame.MoveDetail> details = new ArrayList<>();
        GameState g = book(opening, moves);
        Variant game = rules.game();
        GameClock clock = GameClock.start(redSpec.clock(), blackSpec.clock());
        ScoreAdjudicator adj = adjudication;
        int firstMoveNumber = g.startFullmoveNumber();
        boolean watched = observer != GameObserver.NONE;
        red.capture(capture);
        black.capture(capture);
        if (watched) {
            observer.started(id, round, redSpec.name(), blackSpec.name(), g, clock.timeLeft(Side.RED),
                    clock.timeLeft(Side.BLACK));
            red.watch(i -> observer.thinking(id, Side.RED, i));
            black.watch(i -> observer.thinking(id, Side.BLACK, i));
        }
        while (!g.isOver()) {
            Side side = g.sideToMove();
            String who = game.sideName(side);
            EngineSpec spec = side == Side.RED ? redSpec : blackSpec;
            Engine engine = side == Side.RED ? red : black;
            String name = spec.name();
            GoLimits limits = limits(clock, side, spec);
            long waitMs = clock.control(side) instanceof TimeControl.Unlimited ? stallMs
                    : clock.deadlineMs(side, spec.marginMs());
            Restriction ban = g.restriction();
            Answer a = engine.think(opening.fen(), g.moves(), limits, side == Side.RED,
                    TimeUnit.MILLISECONDS.toNanos(waitMs), ban == null ? null : ban.banned(),
                    ban == null ? null : g.legalMoves());
            think[side.ordinal()] += a.elapsedNanos();
            if (a instanceof Answer.Crash c) {
                restart[side.ordinal()] = true;
                g = g.end(Termination.ENGINE_CRASH, side, name + " (" + who + ") crashed at ply "
                        + (g.ply() + 1) + (c.exitCode() == null ? "" : " (exit code " + c.exitCode() + ")")
                        + "; " + who + " loses");
                break;
            }
            if (a instanceof Answer.Violation v) {
                restart[side.ordinal()] = true;
                g = g.end(Termination.ILLEGAL_MOVE, side, name + " (" + who + ") " + v.what()
                        + " at ply " + (g.ply() + 1) + "; " + who + " loses");
                break;
            }
            if (a instanceof Answer.Timeout) {
                BestMove late = g.lateMoveMayStand() ? engine.lateAnswer(LATE_MOVE_GRACE_MS) : null;
                if (late instanceof BestMove.Played p && !(clock.control(side) instanceof TimeControl.Unlimited)) {
                    String move = engine.protocol().readMove(p.move(), g);
                    if (move != null) {
                        String why = flagReason(name, who, side, clock, a, g);
                        g = g.lateMove(move, side, why);
                        if (g.ply() > moves.size()) {
                            moves.add(new PgnWriter.MoveText(move, "after the flag: a mate on the board stands"));
                        }
                        break;
                    }
                }
                restart[side.ordinal()] = !engine.resync(200);
                if (clock.control(side) instanceof TimeControl.Unlimited) {
                    restart[side.ordinal()] = true;
                    g = g.end(Termination.STALLED, side, name + " (" + who + ") gave no move in "
                            + stallMs + " ms at ply " + (g.ply() + 1) + "; " + who + " loses");
                } else {
                    g = g.flagFell(side, flagReason(name, who, side, clock, a, g));
                }
                break;
            }
            Answer.Reply reply = (Answer.Reply) a;
            if (clock.flagFellNanos(side, reply.elapsedNanos(), spec.marginMs())) {
                String late = reply.bestMove() instanceof BestMove.Played p ? engine.protocol().readMove(p.move(), g)
                        : null;
                String why = flagReason(name, who, side, clock, reply, g);
                g = late == null ? g.flagFell(side, why) : g.lateMove(late, side, why);
                if (g.ply() > moves.size()) {
                    moves.add(new PgnWriter.MoveText(late, "after the flag: a mate on the board stands"));
                }
                break;
            }
            clock = clock.afterMoveNanos(side, reply.elapsedNanos());
            BestMove bm = reply.bestMove();
            if (bm instanceof BestMove.Resigned) {
                g = g.end(Termination.ADJUDICATION, side, name + " (" + who + ") resigns");
                break;
            }
            if (!(bm instanceof BestMove.Played played)) {
                restart[side.ordinal()] = bm instanceof BestMove.Garbled;
                String what = bm instanceof BestMove.NoMove n ? "answered '" + n.line().trim() + "' with "
                        + g.legalMoveCount() + " legal moves" : "answered garbage '" + ((BestMove.Garbled) bm).line()
                        + "'";
                g = g.end(Termination.ILLEGAL_MOVE, side, name + " (" + who + ") " + what
                        + " at ply " + (g.ply() + 1) + "; " + who + " loses");
                break;
            }
            String move = engine.protocol().readMove(played.move(), g);
            if (move == null) {
                restart[side.ordinal()] = true; // out of step: whatever it says next cannot be trusted
                g = g.refuse(played.move(), "'" + played.move() + "' is not a move in " + engine.protocol().name()
                        + " notation");
                break;
            }
            if (ban != null && ban.banned().contains(move)) {
                g = g.end(Termination.RULE_VIOLATION, side, name + " (" + who + ") played " + move + " at ply "
                        + (g.ply() + 1) + ", a move it was told it may not play (it had to vary, " + ban.article()
                        + "): " + ban.reason() + "; " + who + " loses");
                break;
            }
            List<String> pvProblems = checkPvs ? PvCheck.problems(g, played.move(), reply.info(), engine.protocol())
                    : List.of();
            String fenBefore = pvProblems.isEmpty() ? null : g.fen();
            int before = g.ply();
            g = g.play(move);
            if (g.ply() == before) {
                break; // illegal: the rule core has ended the game
            }
            moves.add(new PgnWriter.MoveText(move, comment(reply)));
            while (details.size() < moves.size() - 1) {
                details.add(null);
            }
            details.add(new PlayedGame.MoveDetail(reply.info(), TimeUnit.NANOSECONDS.toMillis(reply.elapsedNanos()),
                    clock.control(side) instanceof TimeControl.Unlimited ? -1 : clock.timeLeft(side), pvProblems,
                    fenBefore, capture == null ? List.of() : engine.captured()));
            if (watched) {
                observer.moved(id, g, clock.timeLeft(Side.RED), clock.timeLeft(Side.BLACK), reply.info(),
                        TimeUnit.NANOSECONDS.toMillis(reply.elapsedNanos()));
            }
            if (g.isOver()) {
                break;
            }
            if ("resign".equals(played.offer())) {
                g = g.end(Termination.ADJUDICATION, side, name + " (" + who + ") resigns");
                break;
            }
            Info info = reply.info();
            adj = adj.record(info == null || info.score() == null ? null : info.score().centipawns());
            ScoreAdjudicator.Verdict v = adj.verdict(side, firstMoveNumber, g.ply());
            if (v != null) {
                g = g.end(Termination.ADJUDICATION, v.loser(), v.reason());
            }
        }
        while (details.size() < moves.size()) {
            details.add(null);
        }
        return new PlayedGame(number, round, opening, redSpec.name(), blackSpec.name(), g, moves, startWall,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), TimeUnit.NANOSECONDS.toMillis(think[0]),
                TimeUnit.NANOSECONDS.toMillis(think[1]), details);
    }

    /**
     * A game lost before it began because an engine that had played in this match could not be started again:
     * the opening is set up and the game ends as {@code engine-crash} for that engine's side.
     */
    public PlayedGame forfeit(int number, int round, Opening opening, EngineSpec redSpec, EngineSpec blackSpec,
                              Side loser, String why) {
        List<PgnWriter.MoveText> moves = new ArrayList<>();
        GameState g = book(opening, moves);
        if (!g.isOver()) {
            String name = loser == Side.RED ? redSpec.name() : blackSpec.name();
            String who = rules.game().sideName(loser);
            g = g.end(Termination.ENGINE_CRASH, loser, name + " (" + who + ") could not be started ("
                    + why + "); " + who + " loses");
        }
        return new PlayedGame(number, round, opening, redSpec.name(), blackSpec.name(), g, moves,
                System.currentTimeMillis(), 0, 0, 0);
    }

    /** The game after the opening's book moves, each added to {@code moves} marked {@code book}. */
    private GameState book(Opening opening, List<PgnWriter.MoveText> moves) {
        GameState g = rules.start(opening.fen()).orThrow();
        for (String m : opening.moves()) {
            g = g.play(m);
            moves.add(new PgnWriter.MoveText(m, "book"));
        }
        return g;
    }

    /**
     * Why the flag fell, with the figures a reader needs to tell whose delay it was: the think time the runner
     * measured (from writing {@code go} to the answer's arrival), the time that was left, and the engine's own
     * last {@code info time}, if it gave one.
     */
    static String flagReason(String name, String who, Side side, GameClock clock, Answer a, GameState g) {
        Info info = a.info();
        String own = info == null || info.timeMs() == null ? "" : " (engine's last info time " + info.timeMs() + " ms)";
        String how = a instanceof Answer.Timeout ? "gave no move after" : "thought";
        return String.format(Locale.ROOT, "%s (%s) lost on time at ply %d: %s %.3f s with %.3f s left%s; %s loses",
                name, who, g.ply() + 1, how, a.elapsedNanos() / 1e9,
                Math.max(0, clock.timeLeft(side)) / 1e3, own, who);
    }

    static GoLimits limits(GameClock clock, Side side, EngineSpec spec) {
        TimeControl tc = clock.control(side);
        Long own = null, opp = null, ownInc = null, oppInc = null, moveTime = null;
        Integer togo = null;
        if (tc instanceof TimeControl.FixedPerMove) {
            moveTime = clock.moveTimeLimit(side);
        } else if (!(tc instanceof TimeControl.Unlimited)) {
            Side other = side.opponent();
            own = Math.max(0, clock.timeLeft(side));
            long o = clock.timeLeft(other);
            opp = o == Long.MAX_VALUE ? own : Math.max(0, o);
            ownInc = clock.increment(side);
            oppInc = clock.increment(other);
            togo = clock.movesToGo(side) > 0 ? clock.movesToGo(side) : null;
        }
        return new GoLimits(own, opp, ownInc, oppInc, togo, moveTime, spec.nodes(), spec.depth());
    }

    /** {@code +0.35/14 0.812s}; mate as {@code +M5}; just the time when the engine gave no score. */
    static String comment(Answer.Reply r) {
        String time = seconds(r.elapsedNanos()) + "s";
        Info i = r.info();
        if (i == null || i.score() == null) {
            return time;
        }
        return i.score().pgn() + "/" + (i.depth() == null ? 0 : i.depth()) + " " + time;
    }

    /** {@code nanos} as seconds with three decimals, rounded half up ({@code 0.812}); a formatter costs more a ply. */
    public static String seconds(long nanos) {
        long ms = Math.max(0, (nanos + 500_000) / 1_000_000);
        long frac = ms % 1000;
        return ms / 1000 + "." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + frac;
    }
}
