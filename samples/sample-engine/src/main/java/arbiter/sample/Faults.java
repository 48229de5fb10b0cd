package arbiter.sample;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * When faults fire and what the faulty answers look like.
 * <p>
 * <b>Ply:</b> a fault that acts on {@code go} fires on every {@code go} whose position has at least
 * {@code FaultPly} moves listed after {@code startpos} or the FEN in the latest {@code position} command (the
 * moves actually applied). "At least" rather than "exactly" because an engine only sees every other ply: with
 * {@code FaultPly} 10, a Black engine first misbehaves at ply 11. FaultPly 0 (the default) fires on the first
 * {@code go}. The FEN's own move counter is not counted.
 */
final class Faults {
    private Faults() {
    }

    /** The fault to act on for a {@code go} at this ply, or {@link Fault#OFF}. */
    static Fault atGo(EngineOptions options, int ply) {
        Fault f = options.fault();
        return f.actsOnGo() && ply >= options.faultPly() ? f : Fault.OFF;
    }

    /**
     * A move that is never legal but well-formed: the side to move's king jumps five ranks along its file,
     * which takes it out of the palace (e.g. {@code e0e5}).
     */
    static Move illegalMove(Position position) {
        Side side = position.sideToMove();
        Square king = position.kingSquare(side);
        int rank = side == Side.RED ? king.rank() + 5 : king.rank() - 5;
        return new Move(king, Square.of(king.file(), rank));
    }

    /**
     * A few lines of printable junk, none starting with a protocol word. Seeded by the ply so that a run can be
     * repeated exactly.
     */
    static List<String> garbage(int ply) {
        Random random = new Random(0x6A7BA6EL + ply);
        String alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#$%&*+-/:;<=>?@^_|~";
        List<String> lines = new ArrayList<>();
        int count = 2 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            StringBuilder sb = new StringBuilder("~");
            int length = 12 + random.nextInt(40);
            for (int j = 0; j < length; j++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            lines.add(sb.toString().trim());
        }
        return lines;
    }

    /** The move in ICCS, as the iccs fault writes it: {@code H2-E2}. */
    static String iccs(Move m) {
        String t = m.toString().toUpperCase(java.util.Locale.ROOT);
        return t.substring(0, 2) + "-" + t.substring(2);
    }

    /** The answer of the garbage fault after its junk lines. */
    static final String GARBAGE_BESTMOVE = "bestmove xyzzy";
}
