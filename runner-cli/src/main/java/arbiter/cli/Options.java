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

    static RuleSet rules(CommandLine cl, String name) {
        return RuleSets.byName(name).orElseThrow(() -> new CommandLine.ParameterException(cl,
                "Invalid value for option '--rules': unknown rule set '" + name + "'; expected one of "
                        + String.join(", ", RuleSets.names())));
    }
}
