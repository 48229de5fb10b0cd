package arbiter.core.xiangqi.notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.notation.Relative.Description;
import arbiter.core.xiangqi.notation.Relative.Direction;
import arbiter.core.xiangqi.notation.Relative.Pick;
import arbiter.core.xiangqi.notation.Relative.Selector;

/**
 * WXF move notation, the World Xiangqi Federation's letters for the Chinese four-character moves: piece letter
 * K A E H R C P, file 1-9 counted from the mover's own right (as in Chinese notation, but in digits for both
 * sides), {@code +} advance, {@code -} retreat, {@code .} sideways, then the distance or target file. Examples:
 * {@code C2.5}, {@code H8+7}, {@code R1.2}.
 *
 * <p>Like pieces on one file follow the WXF's published rules for tandem pieces: the file digit gives way to
 * {@code +} (front) or {@code -} (rear), {@code C+.5}, {@code R--1}. For pawns:
 * <ul>
 * <li>three on a file: {@code P+}, then the middle one by its file as usual ({@code P3}), then {@code P-};</li>
 * <li>four on a file: {@code ++} (foremost), {@code P+}, {@code P-}, {@code --} (rearmost);</li>
 * <li>five on a file: {@code ++}, {@code P+}, {@code P3} (the middle one), {@code P-}, {@code --};</li>
 * <li>two files each with two or more: the file digit replaces the letter and the place follows it:
 *     {@code 3+}, {@code 33} (the middle of three), {@code 3-}, as in {@code 3+.4}.</li>
 * </ul>
 *
 * <p>Reading also accepts {@code =} for sideways, the letters B (bishop) and N (knight), any letter case,
 * full-width characters, spaces, and the prefix form {@code +C.5} / {@code -C.5} for front and rear. The prefix
 * form is refused for a file of four or five pawns, where {@code +P} could mean {@code ++} as well as
 * {@code P+}. A piece may be named by its file when it shares the file with a like piece, if only one of them can
 * make the move (except that {@code P3} on a file of three or five pawns is always the middle one, as the WXF
 * defines it). Not supported: the form without a sideways sign ({@code C25}) and letter-numbered pawns
 * ({@code Pa}, {@code Pb} ...) used by some programs. Errors are {@link Parsed.Err} values; nothing throws.
 */
public final class WxfNotation {

    private WxfNotation() {
    }

    /**
     * The WXF text for a legal move, e.g. {@code C2.5}, {@code H8+7}, {@code C+.5}, {@code ++.4}, {@code 3-.4}.
     *
     * @throws IllegalArgumentException when the move is not legal in the position
     */
    public static String write(Position position, Move move) {
        Description d = Relative.describe(position, move);
        char letter = letter(d.type());
        char digit = (char) ('0' + d.file());
        StringBuilder sb = new StringBuilder(4);
        int i = d.index();
        int n = d.count();
        if (n == 1) {
            sb.append(letter).append(digit);
        } else if (d.perFile()) {
            sb.append(digit).append(i == 0 ? '+' : i == n - 1 ? '-' : digit);
        } else if (n <= 3) {
            // two like pieces, or three pawns whose middle one keeps its ordinary name
            sb.append(letter).append(i == 0 ? '+' : i == n - 1 ? '-' : digit);
        } else {
            // four or five pawns: ++ and -- for the ends, P+ and P- next to them, P3 for the middle of five
            sb.append(i == 0 ? "++" : i == n - 1 ? "--" : i == 1 ? "P+" : i == n - 2 ? "P-" : "P" + digit);
        }
        sb.append(switch (d.direction()) {
            case ADVANCE -> '+';
            case RETREAT -> '-';
            case SIDEWAYS -> '.';
        });
        return sb.append(d.target()).toString();
    }

    private static char letter(PieceType t) {
        return switch (t) {
            case KING -> 'K';
            case ADVISOR -> 'A';
            case BISHOP -> 'E';
            case KNIGHT -> 'H';
            case ROOK -> 'R';
            case CANNON -> 'C';
            case PAWN -> 'P';
        };
    }

    /**
     * The legal move a WXF text names for the side to move. Errors name the text ("WXF move '…'") and say what is
     * wrong: not four characters, an unknown letter, file or place, an unknown direction, no such piece, a
     * direction or target the piece cannot make, more than one piece fitting, or a move the position forbids.
     */
    public static Parsed<Move> read(Position position, String text) {
        if (text == null || text.isBlank()) {
            return new Parsed.Err<>(Relative.Text.field("WXF", text), "is empty; expected four characters such as C2.5, H8+7 or C+.5");
        }
        int[] c = Relative.compact(text);
        for (int i = 0; i < c.length; i++) {
            c[i] = Character.toUpperCase(c[i]);
        }
        if (c.length != 4) {
            return new Parsed.Err<>(Relative.Text.field("WXF", text), "has " + c.length + " characters; expected four such as C2.5, H8+7 or C+.5");
        }
        Selector sel;
        PieceType first = piece(c[0]);
        if (first != null) {
            if (digit(c[1]) > 0) {
                sel = new Relative.OnFile(first, digit(c[1]), true);
            } else if (c[1] == '+' || c[1] == '-') {
                sel = new Relative.Placed(first, c[1] == '+' ? Pick.WXF_FRONT : Pick.WXF_REAR);
            } else {
                return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[1]) + "' after the piece letter is not a file "
                        + "1-9, + (front) or - (rear)");
            }
        } else if (c[0] == '+' || c[0] == '-') {
            PieceType second = piece(c[1]);
            if (second != null) {
                sel = new Relative.Placed(second, c[0] == '+' ? Pick.PREFIX_FRONT : Pick.PREFIX_REAR);
            } else if (c[1] == c[0]) {
                sel = new Relative.Placed(PieceType.PAWN, c[0] == '+' ? Pick.FRONT : Pick.REAR);
            } else {
                return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[1]) + "' after '" + Relative.str(c[0])
                        + "' is not a piece letter; expected e.g. " + Relative.str(c[0]) + "C or "
                        + Relative.str(c[0]) + Relative.str(c[0]) + " (foremost or rearmost pawn)");
            }
        } else if (digit(c[0]) > 0) {
            // pawns on two files: the file first, then + (front), - (rear) or the file again (middle)
            Pick pick = c[1] == '+' ? Pick.FRONT : c[1] == '-' ? Pick.REAR : c[1] == c[0] ? Pick.MIDDLE : null;
            if (pick == null) {
                return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[1]) + "' after the file " + Relative.str(c[0])
                        + " is not a pawn's place; expected + (front), - (rear) or " + Relative.str(c[0])
                        + " again (middle)");
            }
            sel = new Relative.PlacedOnFile(digit(c[0]), pick);
        } else {
            return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[0]) + "' is not a piece letter; expected K A E B H N "
                    + "R C P, or + - or a file digit for tandem pawns");
        }
        Direction dir = switch (c[2]) {
            case '+' -> Direction.ADVANCE;
            case '-' -> Direction.RETREAT;
            case '.', '=' -> Direction.SIDEWAYS;
            default -> null;
        };
        if (dir == null) {
            return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[2]) + "' is not a direction; expected + (advance), "
                    + "- (retreat) or . or = (sideways)");
        }
        int target = digit(c[3]);
        if (target < 0) {
            return new Parsed.Err<>(Relative.Text.field("WXF", text), "'" + Relative.str(c[3]) + "' is not a number; expected a digit 1 to 9");
        }
        return Relative.resolve(position, sel, dir, target, new Relative.Text("WXF", text, c, "name the piece by + or - (front or rear)"));
    }

    private static PieceType piece(int c) {
        return switch (c) {
            case 'K' -> PieceType.KING;
            case 'A' -> PieceType.ADVISOR;
            case 'E', 'B' -> PieceType.BISHOP;
            case 'H', 'N' -> PieceType.KNIGHT;
            case 'R' -> PieceType.ROOK;
            case 'C' -> PieceType.CANNON;
            case 'P' -> PieceType.PAWN;
            default -> null;
        };
    }

    private static int digit(int c) {
        return c >= '1' && c <= '9' ? c - '0' : -1;
    }
}
