package arbiter.core;

import arbiter.core.game.Variant;
import arbiter.core.xiangqi.Xiangqi;

import arbiter.core.game.Parsed;
import arbiter.core.chess.Chess;
import arbiter.core.pgn.PgnGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The games this build knows, by name ({@code --game}). */
public final class Variants {
    private static final List<Variant> ALL = List.of(Xiangqi.INSTANCE, Chess.STANDARD, Chess.CHESS960);

    private Variants() {
    }

    /** The default game, the first registered: xiangqi. */
    public static Variant defaultVariant() {
        return ALL.get(0);
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
        if (game != null) {
            for (Variant v : ALL) {
                if (v.namedBy(game)) {
                    return v;
                }
            }
        }
        if (g.tag("FEN") != null) {
            Optional<Variant> v = fromFen(g.tag("FEN"));
            if (v.isPresent()) {
                return v.get();
            }
        }
        if (!g.moves().isEmpty()) {
            String first = g.moves().get(0);
            for (Variant v : ALL) {
                if (v.claimsFirstMove(first, g::tag)) {
                    return v;
                }
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
        if (asked.commonGame(told) != null) {
            return new Parsed.Ok<>(asked.commonGame(told)); // chess960 judges a standard game too
        }
        return new Parsed.Err<>("Variant tag", "[Variant \"" + g.tag("Variant") + "\"] names " + told.name()
                + ", but --game says " + asked.name() + "; give --game " + told.name() + " or leave --game out");
    }

    /** The game a record's {@code [Variant]} tag names, when it names one this build knows, in any case. */
    static Optional<Variant> fromVariantTag(PgnGame g) {
        String variant = lower(g.tag("Variant"));
        return variant == null ? Optional.empty() : ALL.stream().filter(v -> v.namedBy(variant)).findFirst();
    }

    /** The game fastchess and cutechess-cli call {@code name} in {@code -variant}, if this build plays it. */
    public static Optional<Variant> byManagerName(String name) {
        return ALL.stream().filter(v -> v.managerName().equals(name)).findFirst();
    }

    private static String lower(String s) {
        return s == null ? null : s.trim().toLowerCase(Locale.ROOT);
    }

    /** The first game (in {@link #all()} order) whose FEN shape {@code fen} has, if any. */
    public static Optional<Variant> fromFen(String fen) {
        return ALL.stream().filter(v -> v.fits(fen)).findFirst();
    }
}
