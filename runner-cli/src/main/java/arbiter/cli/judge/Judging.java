package arbiter.cli.judge;

import arbiter.cli.common.Options;
import arbiter.core.Variants;
import arbiter.core.game.Adjudication;
import arbiter.core.game.GameState;
import arbiter.core.game.Notation;
import arbiter.core.game.Parsed;
import arbiter.core.game.Rules;
import arbiter.core.game.Variant;
import arbiter.core.pgn.PgnGame;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * How game records are judged: in the game {@code --game} names, or the one each record tells
 * ({@link Variants#ofRecord}), under the rule set {@code --rules} names or each game's default, as that rule set
 * judges records of human play ({@link Rules#forRecords}). Each game replays its records its own way
 * ({@link Variant#replay}).
 *
 * @param game    the game of every record, or null to tell it per record
 * @param rules   the rule set's name, or null for each game's default
 * @param perGame each game's rule set of that name (by the game's name), or the error that it has none
 */
public record Judging(Variant game, String rules, Map<String, Parsed<Rules>> perGame) {

    /** Records of any game judged under the rule set named {@code rules} (null: each game's default). */
    public static Judging of(Variant game, String rules) {
        String name = rules == null ? null : rules.trim().toLowerCase(java.util.Locale.ROOT);
        Map<String, Parsed<Rules>> m = new HashMap<>();
        for (Variant v : Variants.all()) {
            m.put(v.name(), v.rules(name).map(Rules::forRecords));
        }
        return new Judging(game, name, Map.copyOf(m));
    }

    /** From the command's options; an unknown game, or rules that no game (or not the given one) has, is an error. */
    static Judging of(CommandLine cl, String gameName, String rulesName) {
        Variant game = gameName == null ? null : Options.game(cl, gameName);
        if (game != null) {
            Options.rules(cl, game, rulesName); // checks the name against the game
        }
        Judging j = of(game, rulesName);
        if (game == null && rulesName != null
                && j.perGame().values().stream().noneMatch(r -> r instanceof Parsed.Ok<Rules>)) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--rules': unknown rule set '"
                    + rulesName + "'; expected one of " + String.join(", ", Variants.all().stream()
                    .flatMap(v -> v.ruleNames().stream()).distinct().toList()));
        }
        return j;
    }

    /** The game a record is of, or an error when its {@code [Variant]} tag and {@code --game} disagree. */
    Parsed<Variant> gameOf(PgnGame g) {
        return Variants.ofRecord(game, g);
    }

    /**
     * Replays a record's moves, written in {@code notation} ({@link Variant#recordNotation}), from its start
     * ({@code fen}, null for the game's initial position): the judgement, or an error saying what could not be read
     * (the FEN, a move, rules that are not the game's).
     */
    Parsed<Adjudication> replay(Variant v, String fen, List<String> moves, Notation notation) {
        Parsed<Rules> r = perGame.get(v.name()); // looked up once per game in of(), not once per record
        if (r == null) {
            r = v.rules(rules).map(Rules::forRecords);
        }
        if (r instanceof Parsed.Err<Rules> e) {
            return new Parsed.Err<>("rules", "the record is " + v.name() + ": " + e.message());
        }
        Parsed<GameState> start = v.startUnder(fen == null ? v.initialFen() : fen, r.orThrow());
        if (start instanceof Parsed.Err<GameState> e) {
            return new Parsed.Err<>("FEN tag", e.describe());
        }
        return v.replay(start.orThrow(), moves, notation);
    }
}
