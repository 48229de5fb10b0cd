package arbiter.core.xiangqi.rules;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Side;
import java.util.List;

/**
 * The classification of one move of a repetition cycle, for reports.
 *
 * @param ply     the game ply of the move (1 for the first move of the game)
 * @param mover   the side that played it
 * @param move    the move
 * @param check   true when it is a check (将)
 * @param chases  the chases it makes (捉); empty for a check or an idle move (闲)
 * @param escapes the mover's pieces that escaped a chase with this move (逃捉), as described at that moment
 */
public record MoveClass(int ply, Side mover, Move move, boolean check, List<Attack> chases, List<String> escapes) {

    public MoveClass {
        chases = List.copyOf(chases);
        escapes = List.copyOf(escapes);
    }

    /** 将, 捉 or 闲. */
    public String kind() {
        return check ? "check" : chases.isEmpty() ? "idle" : "chase";
    }
}
