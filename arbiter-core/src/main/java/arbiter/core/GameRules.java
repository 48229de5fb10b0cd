package arbiter.core;

import arbiter.core.game.GameState;
import arbiter.core.game.Variant;

import arbiter.core.game.Parsed;
import arbiter.core.game.Rules;

/**
 * A game and the rule set that judges it, as an event is played under ({@code --game chess --rules fide}).
 *
 * @param game the game
 * @param name the rule set's name, one of the game's {@link Variant#ruleNames()}
 */
public record GameRules(Variant game, String name) {

    /** The game under its default rule set. */
    public static GameRules defaultsOf(Variant game) {
        return new GameRules(game, game.defaultRules());
    }

    /** The named rule set of {@code game} (null: its default), or an error listing the game's rule sets. */
    public static Parsed<GameRules> of(Variant game, String rules) {
        if (rules == null) {
            return new Parsed.Ok<>(defaultsOf(game));
        }
        String n = rules.trim().toLowerCase(java.util.Locale.ROOT);
        if (game.rules(n) instanceof Parsed.Err<Rules>) {
            return new Parsed.Err<>("rules", "unknown rule set '" + rules + "' for " + game.name() + "; expected one of "
                    + String.join(", ", game.ruleNames()));
        }
        return new Parsed.Ok<>(new GameRules(game, n));
    }

    /** The rule set itself, found through its game. */
    public Rules rules() {
        return game.rules(name).orThrow();
    }

    /** A game from {@code fen} under these rules, or an error naming the FEN field. */
    public Parsed<GameState> start(String fen) {
        return game.start(fen, name);
    }
}
