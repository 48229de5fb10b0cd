package arbiter.cli.common;

import arbiter.core.game.Outcome;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.rules.Attack;
import arbiter.core.xiangqi.rules.CalledCycle;
import arbiter.core.xiangqi.rules.ChasedPiece;
import arbiter.core.xiangqi.rules.MoveClass;
import arbiter.core.xiangqi.rules.RepetitionVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The moves of the cycle behind an outcome, each with its call, in one form for every report (console, JSON, HTML),
 * whichever xiangqi rule set judged it: Pikafish's classification or the national rules' calls.
 *
 * @param ply     the game ply of the move (1 for the first move of the game)
 * @param mover   the side that played it
 * @param move    the move
 * @param kind    check, kill (a mate threat, 杀), chase or idle
 * @param call    the call in the rule book's words (将, 杀, 捉, 闲, 捉(兵)); empty under Pikafish's rules
 * @param chases  the pieces it chases, described
 * @param escapes the mover's pieces that escaped a chase with it (Pikafish's rules; empty otherwise)
 */
public record CycleMoves(int ply, Side mover, Move move, String kind, String call, List<String> chases,
                         List<String> escapes) {

    public CycleMoves {
        chases = List.copyOf(chases);
        escapes = List.copyOf(escapes);
    }

    /** The cycle's moves behind {@code o}, or an empty list when no judged cycle ended the game. */
    public static List<CycleMoves> of(Outcome o) {
        List<CycleMoves> out = new ArrayList<>();
        RepetitionVerdict v = RepetitionVerdict.of(o);
        if (v != null) {
            for (MoveClass m : v.moves()) {
                out.add(new CycleMoves(m.ply(), m.mover(), m.move(), m.kind(), "",
                        m.chases().stream().map(Attack::describe).toList(), m.escapes()));
            }
        }
        CalledCycle c = CalledCycle.of(o);
        if (c != null) {
            for (CalledCycle.Call m : c.moves()) {
                out.add(new CycleMoves(m.ply(), m.mover(), m.move(), m.kind(), m.call(),
                        m.chased().stream().map(ChasedPiece::describe).toList(), List.of()));
            }
        }
        return out;
    }
}
