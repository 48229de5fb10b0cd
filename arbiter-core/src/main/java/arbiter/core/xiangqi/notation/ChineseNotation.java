package arbiter.core.xiangqi.notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.notation.Relative.Description;
import arbiter.core.xiangqi.notation.Relative.Direction;
import arbiter.core.xiangqi.notation.Relative.Pick;
import arbiter.core.xiangqi.notation.Relative.Selector;

/**
 * Chinese move notation as the rulebook (第二章第六节, 棋谱记录) sets it out: four characters naming the piece, its
 * file, the direction and the target, such as 炮二平五 or 马8进7.
 *
 * <p>Writing follows the rulebook exactly: Red's files and numbers in Chinese numerals 一..九 and Black's in
 * half-width Arabic digits 1..9, both counted from the mover's own right; the names 帅 仕 相 车 马 炮 兵 for Red and
 * 将 士 象 车 马 炮 卒 for Black; 前/后 for two like pieces on one file (never for advisors and bishops); 前/中/后兵 for
 * three pawns on a file; 前/中/后 followed by the file when two files each hold two or more pawns (前三平四); and
 * 前, 二, 三, 四, 后 counted from the front for four or five pawns on a file. The ordinals 二 三 四 are written in
 * Chinese for Black as well, since they count pawns rather than name a file.
 *
 * <p>Reading is lenient where that cannot change the meaning: the piece characters are accepted whichever side
 * they belong to and in their traditional or variant forms (俥 車 傌 馬 砲 包 帥 將 …), 進 and 後 for 进 and 后,
 * Chinese numerals or half- or full-width digits for either side, and spaces anywhere. A piece may also be named by
 * its file when it shares the file with a like piece, if only one of them can make the move, and advisors and
 * bishops may be named 前/后. Every failure is a {@link Parsed.Err} naming the text and the reason; nothing throws.
 */
public final class ChineseNotation {

    private static final String RED_NUMERALS = "一二三四五六七八九";
    private static final String BLACK_NUMERALS = "123456789";
    private static final String ORDINALS = "二三四";
    private static final String ROOK = "车俥車";
    private static final String KNIGHT = "马傌馬";
    private static final String CANNON = "炮砲包";
    private static final String ADVISOR = "仕士";
    private static final String BISHOP = "相象";
    private static final String KING = "帅帥将將";
    private static final String PAWN = "兵卒";

    private ChineseNotation() {
    }

    /**
     * The rulebook's four characters for a move, e.g. 炮二平五, 马8进7, 前车进一, 中兵平四, 前3平4, 三兵平五.
     *
     * @throws IllegalArgumentException when the move is not legal in the position
     */
    public static String write(Position position, Move move) {
        Description d = Relative.describe(position, move);
        String name = d.type().chineseName(d.side());
        StringBuilder sb = new StringBuilder(4);
        if (d.count() == 1) {
            sb.append(name).append(numeral(d.side(), d.file()));
        } else if (d.perFile()) {
            // 3B: two files each hold two or more pawns, so the file stays and the piece name gives way
            char place = d.index() == 0 ? '前' : d.index() == d.count() - 1 ? '后' : '中';
            sb.append(place).append(numeral(d.side(), d.file()));
        } else {
            sb.append(place(d.index(), d.count())).append(name);
        }
        sb.append(switch (d.direction()) {
            case ADVANCE -> '进';
            case RETREAT -> '退';
            case SIDEWAYS -> '平';
        });
        return sb.append(numeral(d.side(), d.target())).toString();
    }

    /** 前/后 for two, 前/中/后 for three, and 前, 二, 三, (四,) 后 for four or five like pieces on a file. */
    private static char place(int index, int count) {
        if (index == 0) {
            return '前';
        }
        if (index == count - 1) {
            return '后';
        }
        return count == 3 ? '中' : ORDINALS.charAt(index - 1);
    }

    private static char numeral(Side side, int n) {
        return (side == Side.RED ? RED_NUMERALS : BLACK_NUMERALS).charAt(n - 1);
    }

    /**
     * The legal move a Chinese text names for the side to move. Errors name the text ("Chinese move '…'") and say
     * what is wrong: not four characters, an unknown piece or place character, a bad file or number, an unknown
     * direction, no such piece, a direction or target the piece cannot make, more than one piece fitting, or a
     * move the position does not allow.
     */
    public static Parsed<Move> read(Position position, String text) {
        if (text == null || text.isBlank()) {
            return new Parsed.Err<>(Relative.Text.field("Chinese", text), "is empty; expected four characters such as 炮二平五 or 马8进7");
        }
        int[] c = Relative.compact(text);
        for (int i = 0; i < c.length; i++) {
            c[i] = fold(c[i]);
        }
        if (c.length != 4) {
            return new Parsed.Err<>(Relative.Text.field("Chinese", text), "has " + c.length + " characters; expected four such as 炮二平五 or 马8进7");
        }
        Selector sel;
        PieceType first = piece(c[0]);
        if (first != null) {
            int file = number(c[1]);
            if (file < 0) {
                return new Parsed.Err<>(Relative.Text.field("Chinese", text), "'" + Relative.str(c[1]) + "' is not a file; expected 一 to 九 or 1 to 9");
            }
            sel = new Relative.OnFile(first, file, false);
        } else {
            Pick pick = pick(c[0]);
            if (pick == null) {
                return new Parsed.Err<>(Relative.Text.field("Chinese", text), "'" + Relative.str(c[0]) + "' is not a piece; expected one of "
                        + "车 马 炮 仕 相 帅 兵 (士 象 将 卒, 俥 傌 砲 包 帥 將 ...) or a place 前 中 后 二 三 四");
            }
            PieceType second = piece(c[1]);
            boolean fileWord = pick == Pick.FRONT || pick == Pick.MIDDLE || pick == Pick.REAR;
            if (second != null) {
                sel = new Relative.Placed(second, pick);
            } else if (fileWord && number(c[1]) > 0) {
                sel = new Relative.PlacedOnFile(number(c[1]), pick);
            } else {
                return new Parsed.Err<>(Relative.Text.field("Chinese", text), "'" + Relative.str(c[1]) + "' after '" + Relative.str(c[0])
                        + "' is not a piece" + (fileWord ? " or a file" : "") + "; expected e.g. "
                        + Relative.str(c[0]) + "兵" + (fileWord ? " or " + Relative.str(c[0]) + "三" : ""));
            }
        }
        Direction dir = switch (c[2]) {
            case '进' -> Direction.ADVANCE;
            case '退' -> Direction.RETREAT;
            case '平' -> Direction.SIDEWAYS;
            default -> null;
        };
        if (dir == null) {
            return new Parsed.Err<>(Relative.Text.field("Chinese", text), "'" + Relative.str(c[2]) + "' is not a direction; expected 进, 退 or 平");
        }
        int target = number(c[3]);
        if (target < 0) {
            return new Parsed.Err<>(Relative.Text.field("Chinese", text), "'" + Relative.str(c[3]) + "' is not a number; expected 一 to 九 or 1 to 9");
        }
        return Relative.resolve(position, sel, dir, target, new Relative.Text("Chinese", text, c, "name the piece by 前 or 后"));
    }

    /** Traditional forms of the non-piece characters; piece variants are handled by {@link #piece}. */
    private static int fold(int c) {
        return switch (c) {
            case '進' -> '进';
            case '後' -> '后';
            default -> c;
        };
    }

    private static PieceType piece(int c) {
        if (c > Character.MAX_VALUE) {
            return null;
        }
        char ch = (char) c;
        if (ROOK.indexOf(ch) >= 0) {
            return PieceType.ROOK;
        } else if (KNIGHT.indexOf(ch) >= 0) {
            return PieceType.KNIGHT;
        } else if (CANNON.indexOf(ch) >= 0) {
            return PieceType.CANNON;
        } else if (ADVISOR.indexOf(ch) >= 0) {
            return PieceType.ADVISOR;
        } else if (BISHOP.indexOf(ch) >= 0) {
            return PieceType.BISHOP;
        } else if (KING.indexOf(ch) >= 0) {
            return PieceType.KING;
        } else if (PAWN.indexOf(ch) >= 0) {
            return PieceType.PAWN;
        }
        return null;
    }

    private static Pick pick(int c) {
        return switch (c) {
            case '前' -> Pick.FRONT;
            case '中' -> Pick.MIDDLE;
            case '后' -> Pick.REAR;
            case '二' -> Pick.SECOND;
            case '三' -> Pick.THIRD;
            case '四' -> Pick.FOURTH;
            default -> null;
        };
    }

    /** 1-9 for a Chinese numeral or a digit (full-width digits were folded to ASCII already), else -1. */
    private static int number(int c) {
        int i = c > Character.MAX_VALUE ? -1 : RED_NUMERALS.indexOf((char) c);
        if (i >= 0) {
            return i + 1;
        }
        return c >= '1' && c <= '9' ? c - '0' : -1;
    }
}
