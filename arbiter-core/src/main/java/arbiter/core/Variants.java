package arbiter.core;

import arbiter.core.game.Variant;
import arbiter.core.xiangqi.Xiangqi;

import arbiter.core.game.Parsed;
import arbiter.core.chess.Chess;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.pgn.PgnGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** The games this build knows, by name ({@code --game}). */
public final class Variants {
    private static final List<Variant> ALL = List.of(Xiangqi.INSTANCE, Chess.STANDARD, Chess.CHESS960);

    private Variants() {
    }

    /** The default game, xiangqi. */
    public static Variant defaultVariant() {
        return Xiangqi.INSTANCE;
    }

    /** The game with this name, case-insensitive. */
    public static Optional<Variant> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(v -> v.name().equals(n)).findFirst();
    }

    /** Every game, the default first. */
    public static List<Variant> all() {
        return ALL;
    }

    /** The names, for help and error messages. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (Variant v : ALL) {
            out.add(v.name());
        }
        return out;
    }

    /**
     * The game a PGN record is of, from the first of these that tells: a {@code [Variant]} tag ({@code chess960},
     * {@code fischerandom}, {@code xiangqi}, {@code standard} ...); a {@code [Game]} tag ({@code Chinese Chess},
     * {@code Chess}); the shape of the {@code [FEN]} tag; the first move's notation: Chinese or WXF is xiangqi, SAN
     * such as {@code Nf3}, {@code e4}, {@code O-O} chess, and coordinates chess only when no {@code [Red]} player
     * is named and the move is one of chess's twenty first moves ({@code e2e4}, {@code g1f3}). Xiangqi when nothing
     * tells.
     */
    public static Variant fromRecord(PgnGame g) {
        Optional<Variant> tagged = fromVariantTag(g);
        if (tagged.isPresent()) {
            return tagged.get();
        }
        String game = lower(g.tag("Game"));
        if (game != null && (game.contains("chinese") || game.contains("xiangqi"))) {
            return Xiangqi.INSTANCE;
        } else if (game != null && game.equals("chess")) {
            return Chess.STANDARD;
        }
        if (g.tag("FEN") != null) {
            Optional<Variant> v = fromFen(g.tag("FEN"));
            if (v.isPresent()) {
                return v.get();
            }
        }
        if (!g.moves().isEmpty()) {
            String first = g.moves().get(0);
            Notation n = Notations.detect(first);
            if (n == Notation.CHINESE || n == Notation.WXF || n == Notation.COORDINATE_1_10) {
                return Xiangqi.INSTANCE;
            }
            if (n == null) {
                return SAN.matcher(first).matches() ? Chess.STANDARD : defaultVariant();
            }
            // coordinates: chess when a chess opening move from the standard array, with no Red player named
            if (g.tag("FEN") == null && g.tag("Red") == null && CHESS_FIRST.matcher(first).matches()) {
                return Chess.STANDARD;
            }
        }
        return defaultVariant();
    }

    /**
     * The game a record is of when {@code asked} is the game the user named ({@code --game}; null: none, and the
     * record tells, {@link #fromRecord}). A {@code [Variant]} tag that names Chess960 makes it Chess960 under
     * {@code chess} too: the tag says which chess the record is of, and read as standard chess its 960 castling and
     * start position make no sense. A tag that names a game of the other family (xiangqi against chess or chess960,
     * or the reverse) is an error (field {@code Variant tag}) saying the tag and {@code --game} disagree.
     */
    public static Parsed<Variant> ofRecord(Variant asked, PgnGame g) {
        if (asked == null) {
            return new Parsed.Ok<>(fromRecord(g));
        }
        Optional<Variant> tagged = fromVariantTag(g);
        if (tagged.isEmpty() || tagged.get() == asked) {
            return new Parsed.Ok<>(asked);
        }
        Variant told = tagged.get();
        if (told instanceof Chess && asked instanceof Chess) {
            // they differ, so one is chess960, which judges a standard game too (its start is one of the 960)
            return new Parsed.Ok<>(Chess.CHESS960);
        }
        return new Parsed.Err<>("Variant tag", "[Variant \"" + g.tag("Variant") + "\"] names " + told.name()
                + ", but --game says " + asked.name() + "; give --game " + told.name() + " or leave --game out");
    }

    /** The game a record's {@code [Variant]} tag names, when it names one this build knows, in any case. */
    static Optional<Variant> fromVariantTag(PgnGame g) {
        String variant = lower(g.tag("Variant"));
        if (variant == null) {
            return Optional.empty();
        }
        if (variant.contains("960") || variant.contains("fischer")) {
            return Optional.of(Chess.CHESS960);
        }
        if (variant.contains("xiangqi") || variant.contains("chinese")) {
            return Optional.of(Xiangqi.INSTANCE);
        }
        if (variant.equals("standard") || variant.equals("chess") || variant.equals("normal")) {
            return Optional.of(Chess.STANDARD);
        }
        return Optional.empty();
    }

    /** A SAN move's shape (pawn moves, piece moves, castling), annotations allowed. */
    private static final Pattern SAN = Pattern.compile(
            "(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[QRBN])?|[O0]-[O0](?:-[O0])?)[+#!?]*");
    /** A legal first move of chess in coordinates (pawn one or two ahead, a knight out). */
    private static final Pattern CHESS_FIRST = Pattern.compile("(?i)([a-h])2-?\\1[34]|b1-?[ac]3|g1-?[fh]3");

    private static String lower(String s) {
        return s == null ? null : s.trim().toLowerCase(Locale.ROOT);
    }

    /** The first game (in {@link #all()} order) whose FEN shape {@code fen} has, if any. */
    public static Optional<Variant> fromFen(String fen) {
        return ALL.stream().filter(v -> v.fits(fen)).findFirst();
    }
}
