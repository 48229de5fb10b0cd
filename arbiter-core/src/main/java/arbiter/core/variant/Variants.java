package arbiter.core.variant;

import arbiter.core.chess.Chess;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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

    /** The first game (in {@link #all()} order) whose FEN shape {@code fen} has, if any. */
    public static Optional<Variant> fromFen(String fen) {
        return ALL.stream().filter(v -> v.fits(fen)).findFirst();
    }
}
