package arbiter.compat;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Outcome;
import arbiter.core.game.Termination;
import arbiter.core.game.Variant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a game ended, in the words a peer program prints inside {@code Finished game ... {reason}} and writes as the
 * PGN {@code Termination}: fastchess's ({@code White mates}, {@code Black loses on time (51ms overrun)},
 * {@code White disconnects}, ...) or cutechess-cli's ({@code White loses on time}, {@code White makes an illegal
 * move: e2e5}). Endings the peers do not have (xiangqi's perpetual check and chase, a side that had to vary, the
 * natural limit) are said in the same shape: {@code Red loses by perpetual check}, {@code Draw by repetition}.
 */
public final class GmReasons {
    private static final Pattern OVERRUN = Pattern.compile("(?:thought|gave no move after) ([0-9.]+) s with "
            + "([0-9.]+) s left");
    private static final Pattern REFUSED = Pattern.compile("illegal move (\\S+) at ply|'([^']{1,12})'");

    private GmReasons() {
    }

    /** The reason text of a finished game in {@code cutechess}'s words when true, else fastchess's. */
    public static String text(Outcome o, Variant game, boolean cutechess) {
        GameResult r = o.result();
        Side winner = r == GameResult.RED_WINS ? Side.RED : r == GameResult.BLACK_WINS ? Side.BLACK : null;
        String w = winner == null ? "" : game.sideName(winner);
        String l = winner == null ? "" : game.sideName(winner.opponent());
        boolean draw = r == GameResult.DRAW;
        Termination t = o.termination();
        if (t == null) {
            return cutechess ? "No result" : "Game interrupted";
        }
        return switch (t) {
            case CHECKMATE -> w + " mates";
            case STALEMATE -> draw ? "Draw by stalemate" : w + " wins by stalemate";
            case PERPETUAL_CHECK -> draw ? "Draw by perpetual check" : l + " loses by perpetual check";
            case PERPETUAL_CHASE -> draw ? "Draw by perpetual chase" : l + " loses by perpetual chase";
            case RULE_VIOLATION -> l + " loses by a rule violation (it had to vary)";
            case REPETITION_DRAW -> "Draw by repetition";
            case NATURAL_LIMIT -> "Draw by natural move limit";
            case INSUFFICIENT_MATERIAL -> "Draw by insufficient mating material";
            case MOVE_LIMIT -> "Draw by move limit";
            case NO_PROGRESS -> "Draw by no-progress rule";
            case THREEFOLD_REPETITION -> "Draw by 3-fold repetition";
            case FIFTY_MOVE_RULE -> "Draw by fifty moves rule";
            case FIVEFOLD_REPETITION -> "Draw by 5-fold repetition";
            case SEVENTY_FIVE_MOVE_RULE -> "Draw by 75 moves rule";
            case ILLEGAL_MOVE -> draw ? "Draw by illegal move" : l + " makes an illegal move"
                    + (cutechess && refused(o) != null ? ": " + refused(o) : "");
            case TIME_FORFEIT -> draw ? "Draw by timeout" : l + " loses on time"
                    + (cutechess ? "" : " (" + overrunMs(o) + "ms overrun)");
            case ENGINE_CRASH -> draw ? "Draw by disconnection" : l + " disconnects";
            case STALLED -> draw ? "Draw by stalled connection" : l + "'s connection stalls";
            case ADJUDICATION -> adjudication(o, w, l, draw, cutechess);
        };
    }

    private static String adjudication(Outcome o, String w, String l, boolean draw, boolean cutechess) {
        String why = o.reason();
        if (draw) {
            return cutechess && why.contains("plies: draw") ? "Draw by adjudication: maximal game length"
                    : "Draw by adjudication";
        }
        if (why.endsWith(" resigns") && !why.contains("(adjudication)")) {
            return l + " resigns"; // the engine's own resignation (xboard), not the organiser's rule
        }
        return w + " wins by adjudication";
    }

    /**
     * The PGN {@code Termination} as fastchess writes it: {@code normal}, {@code adjudication}, {@code time forfeit},
     * {@code illegal move}, {@code abandoned}; and {@code rules infraction} (the PGN standard's) for a side that
     * loses by a repetition rule.
     */
    public static String termination(Outcome o) {
        Termination t = o.termination();
        if (t == null) {
            return "unterminated";
        }
        return switch (t) {
            case ADJUDICATION -> "adjudication";
            case TIME_FORFEIT -> "time forfeit";
            case ILLEGAL_MOVE -> "illegal move";
            case ENGINE_CRASH, STALLED -> "abandoned";
            case PERPETUAL_CHECK, PERPETUAL_CHASE, RULE_VIOLATION -> o.result() == GameResult.DRAW ? "normal"
                    : "rules infraction";
            default -> "normal";
        };
    }

    /** How far past its time the flag's side thought, ms (0 when the reason does not tell). */
    static long overrunMs(Outcome o) {
        Matcher m = OVERRUN.matcher(o.reason());
        if (!m.find()) {
            return 0;
        }
        double over = Double.parseDouble(m.group(1)) - Double.parseDouble(m.group(2));
        return Math.max(0, Math.round(over * 1000));
    }

    /** The move an illegal-move ending names, or null. */
    static String refused(Outcome o) {
        Matcher m = REFUSED.matcher(o.reason());
        return !m.find() ? null : m.group(1) != null ? m.group(1) : m.group(2);
    }
}
