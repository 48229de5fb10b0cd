package arbiter.cli.common;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.GameRules;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import picocli.CommandLine;

/** Shared option parsing: FEN and rule set names, turned into usage errors that name the option. */
public final class Options {
    private Options() {
    }

    public static Position position(CommandLine cl, String option, String fen) {
        Parsed<Position> p = Fen.parse(fen);
        if (p instanceof Parsed.Err<Position> e) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '" + option + "': "
                    + e.describe());
        }
        return p.orThrow();
    }

    /**
     * A text file's contents as UTF-8; a missing or unreadable file, or (when {@code strict}) bytes that are not
     * UTF-8, are a one-line {@link UserError} starting with {@code prefix} (e.g. "--openings: ").
     */
    public static String readText(java.nio.file.Path file, String prefix, boolean strict) {
        byte[] bytes;
        try {
            bytes = java.nio.file.Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UserError(prefix + file + ": no such file");
        } catch (java.io.IOException e) {
            throw new UserError(prefix + file + ": cannot read (" + e.getMessage() + ")");
        }
        if (!strict) {
            return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        }
        try {
            return java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new UserError(prefix + file + ": not UTF-8 text; expected a UTF-8 file");
        }
    }

    /**
     * The rule set's name with the organiser's {@code --natural-limit} (rounds; null: none) folded in, as
     * {@code china-1999/40}.
     */
    public static String withNaturalLimit(CommandLine cl, String rulesName, Integer rounds) {
        if (rounds == null) {
            return rulesName;
        }
        var r = arbiter.core.xiangqi.RuleSets.withNaturalLimit(rulesName, rounds);
        if (r instanceof arbiter.core.game.Parsed.Err<String> e) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--natural-limit': " + e.message());
        }
        return r.orThrow();
    }

    /** The game named by {@code --game} (null: xiangqi). */
    public static Variant game(CommandLine cl, String name) {
        if (name == null) {
            return Variants.defaultVariant();
        }
        return Variants.byName(name).orElseThrow(() -> new CommandLine.ParameterException(cl,
                "Invalid value for option '--game': unknown game '" + name + "'; expected one of "
                        + String.join(", ", Variants.names())));
    }

    /** The rule set of {@code game} named by {@code --rules} (null: the game's default). */
    public static GameRules rules(CommandLine cl, Variant game, String name) {
        var r = GameRules.of(game, name);
        if (r instanceof arbiter.core.game.Parsed.Err<GameRules> e) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--rules': " + e.message());
        }
        return r.orThrow();
    }
}
