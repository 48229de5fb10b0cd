package arbiter.core.xiangqi.notation;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.PieceType;
import arbiter.core.xiangqi.board.Played;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

/**
 * What Chinese and WXF notation share: a move seen from the side that makes it. Both name the piece (by its file
 * counted from the mover's right, or by its place among like pieces on one file), the way it goes (advance,
 * retreat, sideways) and a number (a distance, or the file it ends on). Only the characters differ, so the two
 * notations keep their own spelling and leave the geometry, the choice of form and the search for the one legal
 * move a text names to this class.
 */
final class Relative {

    private Relative() {
    }

    /** The way a piece goes, from its own side's point of view. */
    enum Direction { ADVANCE, RETREAT, SIDEWAYS }

    /**
     * A legal move seen from the mover's side.
     *
     * @param file      the file the piece stands on, 1-9 counted from the mover's right
     * @param index     its place among the like pieces named together on that file, 0 for the front one
     * @param count     how many like pieces the notation tells apart on that file; 1 means "name it by its file"
     * @param perFile   pawns only: two files each hold two or more, so the place is written with the file (前三)
     * @param target    the distance in ranks, or the file (1-9) the piece ends on
     */
    record Description(Side side, PieceType type, int file, int index, int count, boolean perFile,
                       Direction direction, int target) {
    }

    /** Which of the like pieces on one file a place word (前, 中, 二, +, ++ ...) picks, given how many there are. */
    enum Pick {
        FRONT, REAR, MIDDLE, SECOND, THIRD, FOURTH,
        /** WXF "P+": the front one, but the second from the front when four or five pawns share the file. */
        WXF_FRONT,
        /** WXF "P-": the rear one, but the second from the rear when four or five pawns share the file. */
        WXF_REAR,
        /** WXF "+P": refused for four or five pawns, where it could mean "++" as well as "P+". */
        PREFIX_FRONT,
        PREFIX_REAR;

        /** The index from the front, or -1 when this word does not fit that many pieces. */
        int index(int count) {
            return switch (this) {
                case FRONT -> count >= 2 ? 0 : -1;
                case REAR -> count >= 2 ? count - 1 : -1;
                case MIDDLE -> count == 3 || count == 5 ? count / 2 : -1;
                case SECOND -> count >= 2 ? 1 : -1;
                case THIRD -> count >= 3 ? 2 : -1;
                case FOURTH -> count >= 4 ? 3 : -1;
                case WXF_FRONT -> count >= 4 ? 1 : count >= 2 ? 0 : -1;
                case WXF_REAR -> count >= 4 ? count - 2 : count >= 2 ? count - 1 : -1;
                case PREFIX_FRONT -> count == 2 || count == 3 ? 0 : -1;
                case PREFIX_REAR -> count == 2 || count == 3 ? count - 1 : -1;
            };
        }

        /** How many like pieces a file must hold for this word, for the error when none does. */
        String needs(String plural) {
            return switch (this) {
                case MIDDLE -> "three or five " + plural;
                case THIRD -> "three or more " + plural;
                case FOURTH -> "four or more " + plural;
                case PREFIX_FRONT, PREFIX_REAR -> "two or three " + plural
                        + " (with four or five pawns on a file WXF writes ++, P+, P-, --)";
                default -> "two or more " + plural;
            };
        }
    }

    /** How a text picks out the moving piece. */
    sealed interface Selector permits OnFile, Placed, PlacedOnFile {
    }

    /**
     * The pieces of a type on a file (1-9 from the mover's right). WXF names the middle pawn of three or five on
     * a file by its file, so {@code middleOfOddPile} narrows the choice to that pawn.
     */
    record OnFile(PieceType type, int file, boolean middleOfOddPile) implements Selector {
    }

    /** One piece on each file that holds two or more of the type: 前车, 中兵, 二兵, C+. */
    record Placed(PieceType type, Pick pick) implements Selector {
    }

    /** A pawn by its place on a named file, used when two files each hold two or more: 前三, 3+. */
    record PlacedOnFile(int file, Pick pick) implements Selector {
    }

    /**
     * The text being read, four characters, whose words are made only for an error message (most moves read
     * have none, and a record holds hundreds).
     *
     * @param notation the notation's name, e.g. "Chinese"
     * @param source   the text as given
     * @param c        its four characters (code points), folded as read
     * @param hint     how to tell two pieces apart in this notation, for the "ambiguous" error
     */
    record Text(String notation, String source, int[] c, String hint) {
        /** Names the whole text, e.g. "Chinese move '炮二平五'". */
        String field() {
            return field(notation, source);
        }

        /** The part naming the piece, e.g. "炮二". */
        String who() {
            return str(c[0]) + str(c[1]);
        }

        /** The part naming direction and number, e.g. "平五". */
        String motion() {
            return str(c[2]) + str(c[3]);
        }

        static String field(String notation, String source) {
            return notation + " move '" + (source == null ? "" : source.strip()) + "'";
        }
    }

    /** The file numbered 1-9 from the side's own right, for a board file 0-8 (a-i from Red's left). */
    static int ownFile(Side side, int boardFile) {
        return side == Side.RED ? 9 - boardFile : boardFile + 1;
    }

    /** Inverse of {@link #ownFile}. */
    static int boardFile(Side side, int ownFile) {
        return side == Side.RED ? 9 - ownFile : ownFile - 1;
    }

    /** The side's pieces of a type on a board file, front first (the front one is nearer the opponent). */
    static List<Square> column(Position p, Side side, PieceType type, int boardFile) {
        int ranks = p.ranksHolding(side, type, boardFile);
        if (ranks == 0) {
            return List.of(); // most files hold none: no list is made for them
        }
        List<Square> out = new ArrayList<>(Integer.bitCount(ranks));
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = side == Side.RED ? Square.RANKS - 1 - i : i;
            if ((ranks & 1 << rank) != 0) {
                out.add(Square.of(boardFile, rank));
            }
        }
        return out;
    }

    /**
     * Describes a legal move. Advisors, bishops and kings are always named by their file: the rulebook leaves them
     * out of 前/后 because the target file already tells two on one file apart.
     *
     * @throws IllegalArgumentException when the move is not legal in the position (a caller's mistake)
     */
    static Description describe(Position p, Move m) {
        if (!p.legalMoves().contains(m)) {
            throw new IllegalArgumentException("cannot write " + m + ": it is not a legal move in " + p.fen());
        }
        Piece piece = p.pieceAt(m.from());
        Side side = piece.side();
        PieceType type = piece.type();
        int file = ownFile(side, m.from().file());
        int index = 0;
        int count = 1;
        boolean perFile = false;
        if (type != PieceType.ADVISOR && type != PieceType.BISHOP && type != PieceType.KING) {
            List<Square> col = column(p, side, type, m.from().file());
            if (col.size() >= 2) {
                index = col.indexOf(m.from());
                count = col.size();
                perFile = type == PieceType.PAWN && pawnPiles(p, side) >= 2;
            }
        }
        int dr = m.to().rank() - m.from().rank();
        Direction dir = dr == 0 ? Direction.SIDEWAYS
                : (dr > 0) == (side == Side.RED) ? Direction.ADVANCE : Direction.RETREAT;
        boolean toFile = dir == Direction.SIDEWAYS || type == PieceType.KNIGHT || type == PieceType.ADVISOR
                || type == PieceType.BISHOP;
        int target = toFile ? ownFile(side, m.to().file()) : Math.abs(dr);
        return new Description(side, type, file, index, count, perFile, dir, target);
    }

    /** How many files hold two or more of the side's pawns. */
    private static int pawnPiles(Position p, Side side) {
        int piles = 0;
        for (int f = 0; f < Square.FILES; f++) {
            if (column(p, side, PieceType.PAWN, f).size() >= 2) {
                piles++;
            }
        }
        return piles;
    }

    /**
     * Finds the one legal move a text names. Every piece the selector picks is tried, so a plain 车二 with two rooks
     * on that file is still read when only one of them can make the move, and is "ambiguous" when both can.
     */
    static Parsed<Move> resolve(Position p, Selector sel, Direction dir, int target, Text text) {
        Side side = p.sideToMove();
        List<Square> from = select(p, side, sel);
        if (from.isEmpty()) {
            return err(text, "'" + text.who() + "' names no piece: " + side.displayName() + " " + missing(sel));
        }
        List<Move> legal = new ArrayList<>(2);
        String impossible = null;
        String illegal = null;
        for (Square s : from) {
            PieceType type = p.pieceAt(s).type();
            Reach reach = destination(s, side, type, dir, target);
            if (reach.to() == null) {
                impossible = impossible == null ? "'" + text.motion() + "' is impossible: " + reach.why() : impossible;
                continue;
            }
            Move m = new Move(s, reach.to());
            if (p.isLegal(m)) {
                legal.add(m);
            } else if (illegal == null && p.play(m) instanceof Played.Illegal bad) {
                illegal = bad.reason();
            }
        }
        if (legal.size() == 1) {
            return new Parsed.Ok<>(legal.get(0));
        }
        if (legal.size() > 1) {
            return err(text, "is ambiguous: it fits " + legal.get(0) + " and " + legal.get(1) + "; " + text.hint());
        }
        return err(text, illegal != null ? illegal : impossible);
    }

    private static List<Square> select(Position p, Side side, Selector sel) {
        List<Square> out = new ArrayList<>(2);
        if (sel instanceof OnFile f) {
            List<Square> col = column(p, side, f.type(), boardFile(side, f.file()));
            boolean middle = f.middleOfOddPile() && f.type() == PieceType.PAWN && col.size() % 2 == 1;
            out.addAll(middle ? col.subList(col.size() / 2, col.size() / 2 + 1) : col);
        } else if (sel instanceof Placed pl) {
            int files = 0; // the files that hold such a piece, as bits: the others need no look
            for (Square s : p.squaresOf(side, pl.type())) {
                files |= 1 << s.file();
            }
            for (int file = 0; file < Square.FILES; file++) {
                if ((files & 1 << file) == 0) {
                    continue;
                }
                List<Square> col = column(p, side, pl.type(), file);
                int i = pl.pick().index(col.size());
                if (i >= 0) {
                    out.add(col.get(i));
                }
            }
        } else {
            PlacedOnFile pf = (PlacedOnFile) sel;
            List<Square> col = column(p, side, PieceType.PAWN, boardFile(side, pf.file()));
            int i = pf.pick().index(col.size());
            if (i >= 0) {
                out.add(col.get(i));
            }
        }
        return out;
    }

    /** What the side lacks for the selector to pick anything, after its name: "has no rook on that file". */
    private static String missing(Selector sel) {
        if (sel instanceof OnFile f) {
            return "has no " + f.type().englishName() + " on that file";
        }
        if (sel instanceof Placed pl) {
            return "has no file with " + pl.pick().needs(plural(pl.type()));
        }
        return "does not have " + (((PlacedOnFile) sel).pick() == Pick.MIDDLE ? "three" : "two or more")
                + " pawns on that file";
    }

    private static String plural(PieceType t) {
        return t.englishName() + "s";
    }

    /** Where a piece would end, or why no move of the kind a text names exists for it. */
    private record Reach(Square to, String why) {
        static Reach to(Square s) {
            return new Reach(s, null);
        }

        static Reach never(String why) {
            return new Reach(null, why);
        }
    }

    /**
     * Where the piece ends, or why no move of that kind exists. Only the shape is checked here;
     * the position (blocked legs, the palace, the river, check) is left to {@link Position#play}, whose reason
     * then names what is wrong.
     */
    private static Reach destination(Square from, Side side, PieceType type, Direction dir, int target) {
        int forward = side == Side.RED ? 1 : -1;
        int file = from.file();
        int rank;
        switch (type) {
            case KNIGHT, ADVISOR, BISHOP -> {
                if (dir == Direction.SIDEWAYS) {
                    return Reach.never(name(type) + " never moves sideways");
                }
                int toFile = boardFile(side, target);
                int df = Math.abs(toFile - file);
                int dr = switch (type) {
                    case ADVISOR -> df == 1 ? 1 : 0;
                    case BISHOP -> df == 2 ? 2 : 0;
                    default -> df == 1 ? 2 : df == 2 ? 1 : 0;
                };
                if (dr == 0) {
                    return Reach.never(name(type) + " ends " + (type == PieceType.KNIGHT ? "one or two files"
                            : type == PieceType.ADVISOR ? "one file" : "two files") + " over");
                }
                file = toFile;
                rank = from.rank() + (dir == Direction.ADVANCE ? forward : -forward) * dr;
            }
            default -> {
                if (dir == Direction.SIDEWAYS) {
                    if (boardFile(side, target) == file) {
                        return Reach.never(name(type) + " moving sideways must leave its file");
                    }
                    return Reach.to(Square.of(boardFile(side, target), from.rank()));
                }
                if (type == PieceType.PAWN && dir == Direction.RETREAT) {
                    return Reach.never("a pawn never retreats");
                }
                rank = from.rank() + (dir == Direction.ADVANCE ? forward : -forward) * target;
            }
        }
        if (rank < 0 || rank >= Square.RANKS) {
            return Reach.never("it would take " + name(type) + " on " + from + " off the board");
        }
        return Reach.to(Square.of(file, rank));
    }

    /** "a rook", "an advisor": a piece in the words of a reason, made only for one. */
    private static String name(PieceType type) {
        return (type == PieceType.ADVISOR ? "an " : "a ") + type.englishName();
    }

    /**
     * The text as a list of code points after the usual clean-up: compatibility forms folded (full-width digits,
     * letters and signs become ASCII; U+3000 becomes a space), a typographic minus read as '-', and every space
     * removed, since "炮 二 平 五" and " C2.5 " mean the same move.
     */
    static int[] compact(String text) {
        int[] plain = plain(text);
        if (plain != null) {
            return plain;
        }
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).replace('\u2212', '-');
        return t.codePoints().filter(c -> !Character.isWhitespace(c) && !Character.isSpaceChar(c)).toArray();
    }

    /**
     * The text's characters without spaces when every one is printable ASCII or a CJK unified ideograph, which
     * NFKC leaves as they are (nearly every move in every file); else null, and the text is normalized first.
     */
    private static int[] plain(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch > ' ' && ch < 0x7F || ch >= 0x4E00 && ch <= 0x9FFF) {
                n++;
            } else if (ch != ' ') {
                return null;
            }
        }
        int[] out = new int[n];
        int j = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch != ' ') {
                out[j++] = ch;
            }
        }
        return out;
    }

    /** A code point as a String, for messages. */
    static String str(int codePoint) {
        return new String(Character.toChars(codePoint));
    }

    static <T> Parsed<T> err(Text text, String message) {
        return new Parsed.Err<>(text.field(), message);
    }
}
