package arbiter.core.xiangqi.rules.china;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.rules.CalledCycle;
import arbiter.core.xiangqi.rules.ChasedPiece;
import arbiter.core.xiangqi.rules.Cycle;
import arbiter.core.xiangqi.rules.Obligation;
import java.util.ArrayList;
import java.util.List;

/**
 * Every move of a repetition cycle called (将, 杀, 捉, 闲) and each side's way of play. A pawn's own chases count
 * only when, counted, both sides attack with every move (互打: 27.2, 第七章 11).
 *
 * @param cycle the cycle
 * @param kinds every move's call, in the cycle's order
 * @param red   Red's call
 * @param black Black's call
 * @param span  what made the 待判局面, for reasons ("a cycle of 4 plies three times, plies 1 to 12")
 */
record CycleCalls(Cycle cycle, List<MoveKind> kinds, SideCall red, SideCall black, String span) {

    CycleCalls {
        kinds = List.copyOf(kinds);
    }

    /** The calls of a repetition played three times: its last two laps, {@code cycle}. */
    CycleCalls(Cycle cycle, List<MoveKind> kinds, SideCall red, SideCall black) {
        this(cycle, kinds, red, black, threeLaps(cycle));
    }

    private static String threeLaps(Cycle cycle) {
        int lap = cycle.moves().size() / 2;
        return "待判局面: a cycle of " + lap + " plies three times, plies " + (cycle.lastPly() - NationalRules.LAPS * lap
                + 1) + " to " + cycle.lastPly();
    }

    /**
     * The calls of 23.4's nine rounds ({@code window}, 18 plies) in which one side's moves reached {@code points}:
     * all of them forbidden when {@code forbidden}, else forbidden or aimless (the play goes round).
     */
    static CycleCalls nineRounds(Cycle window, Book book, int points, boolean forbidden) {
        CycleCalls c = of(window, book);
        return new CycleCalls(window, c.kinds, c.red, c.black, "待判局面 of 23.4: nine rounds of "
                + (forbidden ? "forbidden moves" : "forbidden or aimless moves (the play goes round)") + " on "
                + points + " points, plies " + (window.firstPly() + 1) + " to " + window.lastPly());
    }

    static CycleCalls of(Cycle cycle, Book book) {
        List<MoveKind> kinds = new ArrayList<>();
        List<Position> pos = cycle.positions();
        for (int i = 0; i < cycle.moves().size(); i++) {
            // a call depends only on the position before and the move: a move that comes round again (the second lap
            // of a repetition, a long cycle inside nine rounds) has the call it had, not searched again
            int same = -1;
            for (int j = i % 2; j < i && same < 0; j += 2) {
                if (cycle.moves().get(j).equals(cycle.moves().get(i)) && pos.get(j).samePlacement(pos.get(i))) {
                    same = j;
                }
            }
            kinds.add(same >= 0 ? kinds.get(same)
                    : MoveKind.of(pos.get(i), cycle.moves().get(i), pos.get(i + 1), book));
        }
        boolean mutual = book.pawnChasesInMutualAttack && sideCall(Side.RED, cycle, kinds, true).forbidden()
                && sideCall(Side.BLACK, cycle, kinds, true).forbidden();
        return new CycleCalls(cycle, kinds, sideCall(Side.RED, cycle, kinds, mutual),
                sideCall(Side.BLACK, cycle, kinds, mutual));
    }

    private static SideCall sideCall(Side side, Cycle cycle, List<MoveKind> kinds, boolean withPawns) {
        List<MoveKind> mine = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            if (cycle.positions().get(i).sideToMove() == side) {
                mine.add(kinds.get(i));
            }
        }
        return new SideCall(side, mine, withPawns);
    }

    SideCall of(Side side) {
        return side == Side.RED ? red : black;
    }

    /** Every move of the cycle with its call and the pieces it chases, for reports. */
    CalledCycle called() {
        List<CalledCycle.Call> calls = new ArrayList<>(kinds.size());
        for (int i = 0; i < kinds.size(); i++) {
            Side mover = cycle.positions().get(i).sideToMove();
            MoveKind k = kinds.get(i);
            List<ChasedPiece> chased = new ArrayList<>(k.chased().size());
            for (arbiter.core.xiangqi.board.Square t : k.chased()) {
                chased.add(new ChasedPiece(cycle.positions().get(i + 1).pieceAt(t), t, false));
            }
            calls.add(new CalledCycle.Call(cycle.firstPly() + i + 1, mover, cycle.moves().get(i),
                    of(mover).counted(k).report, of(mover).call(k), chased));
        }
        return new CalledCycle(cycle.firstPly(), cycle.lastPly(), calls);
    }

    /** "Red: 将 将 (长将); Black: 闲 闲 (允许着法（有闲着）) (待判局面: a cycle of 4 plies three times, plies 1 to 12)". */
    String describe() {
        return red.describe() + "; " + black.describe() + " (" + span + ")";
    }

    /**
     * The duty of {@code side} to vary: each of its moves of the cycle is banned in the position it was played
     * from, until its own next {@code rounds} moves are played (the last of them still the cycle's breaks the duty),
     * or ({@code rounds} -1) until the cycle would have come round once more (one more lap, as long as the last).
     */
    Obligation obligation(Side side, String article, String reason, int rounds) {
        List<Obligation.Ban> bans = new ArrayList<>();
        List<Position> pos = cycle.positions();
        for (int i = 0; i < cycle.moves().size(); i++) {
            if (pos.get(i).sideToMove() == side) {
                Move m = cycle.moves().get(i);
                bans.add(new Obligation.Ban(pos.get(i), m, pos.get(i + 1)));
            }
        }
        Position at = pos.get(pos.size() - 1);
        int lap = 0;
        for (int i = pos.size() - 3; i > 0 && lap == 0; i -= 2) {
            if (pos.get(i).samePlacement(at)) {
                lap = pos.size() - 1 - i;
            }
        }
        int grace = rounds >= 0 ? 2 * rounds - (at.sideToMove() == side ? 1 : 0)
                : lap == 0 ? cycle.moves().size() / 2 : lap;
        return new Obligation(side, bans, at, cycle.lastPly() + grace, article, reason, called());
    }
}
