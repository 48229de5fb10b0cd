package arbiter.match;

import arbiter.core.game.Termination;
import arbiter.core.game.GameState;
import arbiter.engine.EngineProtocol;
import arbiter.engine.Info;
import java.util.ArrayList;
import java.util.List;

/**
 * An engine's principal variation checked against the rules, as fastchess's {@code -check-mate-pvs} checks it: each
 * move legal, none after the game is over, the best move the PV's first, and a mate score's PV exactly as long
 * as the mate and ending in mate. Each problem is worded as fastchess's warning without its engine part
 * ({@code Illegal PV move - move e2e5}, {@code Incomplete mating PV -}).
 */
final class PvCheck {
    private PvCheck() {
    }

    /**
     * The problems of the PV {@code info} gave with the best move {@code best}, in {@code before} (its side to
     * move), its moves read by {@code protocol}.
     */
    static List<String> problems(GameState before, String best, Info info, EngineProtocol protocol) {
        List<String> out = new ArrayList<>();
        if (info == null || info.pv() == null || info.pv().isEmpty()) {
            return out;
        }
        List<String> pv = info.pv();
        if (best != null && !pv.get(0).equals(best)) {
            out.add("Bestmove does not match beginning of last PV - move " + pv.get(0));
        }
        GameState s = before;
        int played = 0;
        for (String m : pv) {
            if (s.isOver()) {
                out.add("PV continues after " + ending(s.outcome().termination()) + " - move " + m);
                break;
            }
            String move = protocol.readMove(m, s);
            int ply = s.ply();
            GameState next = move == null ? null : s.play(move);
            if (next == null || next.ply() == ply || next.outcome().termination() == Termination.ILLEGAL_MOVE) {
                out.add("Illegal PV move - move " + m);
                return out;
            }
            s = next;
            played++;
        }
        if (info.score() != null && info.score().mate() && info.score().value() != 0) {
            int n = info.score().value();
            int plies = n > 0 ? 2 * n - 1 : -2 * n;
            // the mate as the rules end it: a checkmate, or in xiangqi a stalemate, which loses as one (4.1.2)
            arbiter.core.game.Side winner = n > 0 ? before.sideToMove() : before.sideToMove().opponent();
            if (played < plies) {
                out.add("Incomplete mating PV -");
            } else if (played > plies) {
                out.add("Too long mating PV -");
            } else if (s.outcome().result() != arbiter.core.game.GameResult.winFor(winner)
                    || s.outcome().termination() != Termination.CHECKMATE
                    && s.outcome().termination() != Termination.STALEMATE) {
                out.add("Mating PV does not end with checkmate -");
            }
        }
        return out;
    }

    private static String ending(Termination t) {
        return switch (t) {
            case CHECKMATE -> "checkmate";
            case STALEMATE -> "stalemate";
            case FIFTY_MOVE_RULE, SEVENTY_FIVE_MOVE_RULE, NATURAL_LIMIT -> "fifty-move rule";
            default -> "threefold repetition";
        };
    }
}
