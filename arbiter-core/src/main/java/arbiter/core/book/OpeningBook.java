package arbiter.core.book;

import arbiter.core.game.Parsed;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads opening books. Every entry is checked (FEN and moves legal, the game not already over by a lack of moves)
 * and the first bad one is returned as an error naming {@code file:line}. Moves after a point where the game's
 * default rule set ends the game are kept as written: an event checks its book against its own rule set.
 * <p>
 * FEN/EPD books hold one position a line: a FEN whose last four fields may be left out, optionally followed by
 * {@code moves m1 m2 ...} (moves played from it, in the game's coordinates or, for chess, SAN), optionally followed by {@code ;} and a name (or EPD
 * operations such as {@code id "name";}). Blank lines and lines starting with {@code #} are skipped.
 * PGN books hold games with a {@code [FEN]} tag where needed and their moves; the name comes from the
 * {@code Opening} tag, else {@code Event}.
 */
public final class OpeningBook {
    private OpeningBook() {
    }

    /** Book formats. */
    public enum Format { EPD, PGN }

    /** The format a file name suggests: PGN for {@code .pgn}, else EPD. */
    public static Format formatOf(String fileName) {
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".pgn") ? Format.PGN : Format.EPD;
    }

    /** Reads a whole book of {@code variant}'s positions; {@code file} names it in errors. */
    public static Parsed<List<Opening>> read(String text, String file, Format format, Variant variant) {
        Parsed<List<Opening>> r = format == Format.PGN ? readPgn(text, file, variant) : readEpd(text, file, variant);
        if (r instanceof Parsed.Ok<List<Opening>> ok && ok.value().isEmpty()) {
            return new Parsed.Err<>(file, "holds no opening; expected one FEN a line (or PGN games)");
        }
        return r;
    }

    private static Parsed<List<Opening>> readEpd(String text, String file, Variant variant) {
        List<Opening> out = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + ":" + (i + 1);
            String name = "";
            int semi = line.indexOf(';');
            if (semi >= 0) {
                name = name(line.substring(semi + 1));
                line = line.substring(0, semi).strip();
            }
            List<String> moveTexts = new ArrayList<>();
            int mv = line.indexOf(" moves");
            if (mv >= 0 && (mv + 6 == line.length() || line.charAt(mv + 6) == ' ')) {
                for (String m : line.substring(mv + 6).trim().split("\\s+")) {
                    if (!m.isEmpty()) {
                        moveTexts.add(m);
                    }
                }
                line = line.substring(0, mv).strip();
            }
            // EPD lines may carry operations without ';' (e.g. 'bm h2e2'); keep the FEN's first six fields at most
            String[] f = line.split("\\s+");
            String fen = String.join(" ", java.util.Arrays.copyOf(f, Math.min(f.length, fenFields(f))));
            Parsed<Opening> o = opening(variant, fen, moveTexts, name, where);
            if (o instanceof Parsed.Err<Opening> e) {
                return new Parsed.Err<>(e.field(), e.message());
            }
            out.add(o.orThrow());
        }
        return new Parsed.Ok<>(out);
    }

    /** FEN field 3: castling rights ({@code -} in xiangqi; {@code KQkq}, X-FEN or Shredder-FEN letters in chess). */
    private static final java.util.regex.Pattern CASTLING = java.util.regex.Pattern.compile("-|[KQkqA-Ha-h]{1,4}");
    /** FEN field 4: the en-passant square or {@code -}. */
    private static final java.util.regex.Pattern EN_PASSANT = java.util.regex.Pattern.compile("-|[a-h][36]");

    /** How many leading fields of an EPD line are FEN fields (2, 4, 5 or 6); the rest are EPD operations. */
    private static int fenFields(String[] f) {
        int n = Math.min(f.length, 2);
        if (f.length >= 4 && CASTLING.matcher(f[2]).matches() && EN_PASSANT.matcher(f[3]).matches()) {
            n = 4;
            if (f.length >= 5 && f[4].matches("\\d+")) {
                n = 5;
                if (f.length >= 6 && f[5].matches("\\d+")) {
                    n = 6;
                }
            }
        }
        return n;
    }

    private static String name(String ops) {
        String s = ops.strip();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:id|c0)\\s+\"([^\"]*)\"").matcher(s);
        if (m.find()) {
            return m.group(1);
        }
        return s.replaceAll(";+$", "").strip();
    }

    private static Parsed<List<Opening>> readPgn(String text, String file, Variant variant) {
        List<Opening> out = new ArrayList<>();
        for (PgnEntry e : PgnReader.read(text)) {
            if (e instanceof PgnEntry.Unreadable u) {
                return new Parsed.Err<>(file + ":" + u.line() + ":" + u.column(), "game " + u.index() + ": "
                        + u.message());
            }
            PgnGame g = ((PgnEntry.Read) e).game();
            String fen = g.tag("FEN") != null ? g.tag("FEN") : variant.initialFen();
            String name = g.tag("Opening") != null ? g.tag("Opening") : g.tag("Event") != null ? g.tag("Event") : "";
            Parsed<Opening> o = opening(variant, fen, g.moves(), name, file + ":" + g.line(), i -> {
                int[] place = g.movePlace(i); // a bad move is named where it stands, not where the game begins
                return place == null ? file + ":" + g.line() : file + ":" + place[0] + ":" + place[1];
            });
            if (o instanceof Parsed.Err<Opening> err) {
                return new Parsed.Err<>(err.field(), err.message());
            }
            out.add(o.orThrow());
        }
        return new Parsed.Ok<>(out);
    }

    private static Parsed<Opening> opening(Variant variant, String fen, List<String> moveTexts, String name,
                                           String where) {
        return opening(variant, fen, moveTexts, name, where, i -> where);
    }

    /** As above, {@code moveWhere} naming the place of move {@code i} (from 0) in an error about it. */
    private static Parsed<Opening> opening(Variant variant, String fen, List<String> moveTexts, String name,
                                           String where, java.util.function.IntFunction<String> moveWhere) {
        Parsed<GameState> p = variant.start(fen, null);
        if (p instanceof Parsed.Err<GameState> e) {
            return new Parsed.Err<>(where, e.describe());
        }
        GameState g = p.orThrow();
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < moveTexts.size(); i++) {
            if (g.isOver()) {
                // the rule set ends the game inside the line: kept as written, for the event to name the ending
                moves.addAll(moveTexts.subList(i, moveTexts.size()));
                break;
            }
            Parsed<String> m = g.readMove(moveTexts.get(i));
            if (m instanceof Parsed.Err<String> err) {
                return new Parsed.Err<>(moveWhere.apply(i), "move " + (i + 1) + ": " + err.message());
            }
            g = g.play(m.orThrow());
            moves.add(m.orThrow());
        }
        if (!g.isOver() && g.legalMoveCount() == 0) {
            return new Parsed.Err<>(where, "the opening leaves " + variant.sideName(g.sideToMove())
                    + " without a legal move; expected a playable position");
        }
        return new Parsed.Ok<>(new Opening(name, variant, fen, moves, where));
    }

    /**
     * Opening lines walked through a Polyglot book from {@code variant}'s initial position: at each ply a book move
     * is drawn with probability proportional to its weight (from {@code random}, so a seed repeats the book), until
     * {@code depth} plies, a position the book does not know, or a move the position does not allow (a damaged
     * entry ends the line there). Up to {@code count} different lines, each named after its moves.
     *
     * @param file names the book in each opening's source ({@code file#N})
     */
    public static Parsed<List<Opening>> polyglot(PolyglotBook book, String file, Variant variant, int depth, int count,
                                                 java.util.Random random) {
        GameState start = variant.start(variant.initialFen(), null).orThrow();
        if (book.moves(start.fen()).isEmpty()) {
            return new Parsed.Err<>(file, "has no move for the initial position; expected a Polyglot book of "
                    + variant.name() + " openings");
        }
        List<Opening> out = new ArrayList<>();
        java.util.Set<List<String>> seen = new java.util.HashSet<>();
        for (int attempt = 0; attempt < count * 20 && out.size() < count; attempt++) {
            GameState g = start;
            List<String> line = new ArrayList<>();
            while (line.size() < depth && !g.isOver()) {
                List<PolyglotBook.BookMove> moves = book.moves(g.fen());
                if (moves.isEmpty()) {
                    break;
                }
                int total = moves.stream().mapToInt(PolyglotBook.BookMove::weight).sum();
                int pick = random.nextInt(total);
                String chosen = null;
                for (PolyglotBook.BookMove m : moves) {
                    pick -= m.weight();
                    if (pick < 0) {
                        chosen = m.move();
                        break;
                    }
                }
                Parsed<String> legal = g.readMove(chosen);
                if (legal instanceof Parsed.Err<String>) {
                    break;
                }
                g = g.play(legal.orThrow());
                line.add(legal.orThrow());
            }
            if (!line.isEmpty() && !g.isOver() && seen.add(line)) {
                out.add(new Opening(String.join(" ", g.notate(variant.notations().get(0))), variant,
                        variant.initialFen(), line, file + "#" + (out.size() + 1)));
            }
        }
        return new Parsed.Ok<>(out);
    }
}
