package arbiter.cli;

import arbiter.core.board.Fen;
import arbiter.core.board.Parsed;
import arbiter.core.board.Position;
import arbiter.core.rules.RuleSet;
import arbiter.core.rules.RuleSets;
import picocli.CommandLine;

/** Shared option parsing: FEN and rule set names, turned into usage errors that name the option. */
final class Options {
    private Options() {
    }

    static Position position(CommandLine cl, String option, String fen) {
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
    static String readText(java.nio.file.Path file, String prefix, boolean strict) {
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

    static RuleSet rules(CommandLine cl, String name) {
        return RuleSets.byName(name).orElseThrow(() -> new CommandLine.ParameterException(cl,
                "Invalid value for option '--rules': unknown rule set '" + name + "'; expected one of "
                        + String.join(", ", RuleSets.names())));
    }
}
