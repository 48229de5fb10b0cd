package arbiter.core.xiangqi.rules;

import arbiter.core.game.Side;
import java.util.List;

/**
 * How one side played a repetition cycle.
 *
 * @param side      the side
 * @param violation its violation level
 * @param chased    the opponent's pieces it chased perpetually (empty unless it is a perpetual chase)
 */
public record SideVerdict(Side side, Violation violation, List<ChasedPiece> chased) {

    public SideVerdict {
        chased = List.copyOf(chased);
    }

    /** "Black perpetually chases Red's rook on g5 (长捉, level 1)" or "Red allowed (0)". */
    public String describe() {
        return switch (violation) {
            case ALLOWED -> side.displayName() + " allowed (0)";
            case PERPETUAL_CHECK -> side.displayName() + " checks perpetually (长将, level 3)";
            default -> side.displayName() + " perpetually chases "
                    + String.join(", ", chased.stream().map(ChasedPiece::describe).toList())
                    + " (长捉, level " + violation.level() + ")";
        };
    }
}
