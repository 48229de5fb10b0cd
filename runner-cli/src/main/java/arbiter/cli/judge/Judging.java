package arbiter.cli.judge;

import arbiter.cli.common.Options;

import arbiter.core.xiangqi.Replay;
import arbiter.core.xiangqi.board.Fen;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Notation;
import arbiter.core.pgn.PgnGame;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.RuleSets;
import arbiter.core.GameRules;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.core.xiangqi.Xiangqi;
import java.util.List;
import picocli.CommandLine;

/**
 * How game records are judged: in the game {@code --game} names, or the one each record tells
 * ({@link Variants#ofRecord}), under the rule set {@code --rules} names or each game's default. Xiangqi records take
 * the rule core's fast path (notation read straight into the xiangqi game); other games go through
 * {@link GameState#readMove}.
 *
 * @param game    the game of every record, or null to tell it per record
 * @param rules   the rule set's name, or null for each game's default
 * @param xiangqi the xiangqi rule set for {@code rules}, or null when {@code rules} is not one
 */
public record Judging(Variant game, String rules, RuleSet xiangqi) {

    /** From the command's options; an unknown game, or rules that no game (or not the given one) has, is an error. */
    static Judging of(CommandLine cl, String gameName, String rulesName) {
        Variant game = gameName == null ? null : Options.game(cl, gameName);
        if (game != null) {
            Options.rules(cl, game, rulesName); // checks the name against the game
        } else if (rulesName != null && Variants.all().stream().noneMatch(v -> v.ruleNames().contains(
                RuleSets.baseName(rulesName)))) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--rules': unknown rule set '"
                    + rulesName + "'; expected one of " + String.join(", ", Variants.all().stream()
                    .flatMap(v -> v.ruleNames().stream()).distinct().toList()));
        }
        // records of human play: a ruling that needs a player's claim there is reported, not applied (2011 23.4)
        RuleSet x = rulesName == null ? RuleSets.defaultRules().forRecords()
                : RuleSets.byName(rulesName).map(RuleSet::forRecords).orElse(null);
        return new Judging(game, rulesName == null ? null : rulesName.trim().toLowerCase(java.util.Locale.ROOT), x);
    }

    /** The game a record is of, or an error when its {@code [Variant]} tag and {@code --game} disagree. */
    Parsed<Variant> gameOf(PgnGame g) {
        return Variants.ofRecord(game, g);
    }

    /**
     * Replays a record's moves from its start ({@code fen}, null for the game's initial position): the judgement, or
     * an error saying what could not be read (the FEN, a move, rules that are not the game's).
     */
    Parsed<Adjudication> replay(Variant v, String fen, List<String> moves, Notation xiangqiNotation) {
        if (v == Xiangqi.INSTANCE) {
            if (xiangqi == null) {
                return new Parsed.Err<>("rules", "the record is xiangqi and '" + rules + "' is not a xiangqi rule set");
            }
            Position start = Position.initial();
            if (fen != null) {
                Parsed<Position> p = Fen.parse(fen);
                if (p instanceof Parsed.Err<Position> e) {
                    return new Parsed.Err<>("FEN tag", e.describe());
                }
                start = p.orThrow();
            }
            return Replay.ofNotation(start, moves, xiangqiNotation, xiangqi);
        }
        Parsed<GameRules> r = GameRules.of(v, rules);
        if (r instanceof Parsed.Err<GameRules> e) {
            return new Parsed.Err<>("rules", "the record is " + v.name() + ": " + e.message());
        }
        Parsed<GameState> start = r.orThrow().start(fen == null ? v.initialFen() : fen);
        if (start instanceof Parsed.Err<GameState> e) {
            return new Parsed.Err<>("FEN tag", e.describe());
        }
        return Adjudication.ofMoves(start.orThrow(), moves);
    }
}
