package arbiter.core.xiangqi.rules;

import arbiter.core.game.Finding;
import arbiter.core.game.Repetition;

import arbiter.core.game.Side;
import arbiter.core.game.GameResult;
import arbiter.core.game.Termination;

/**
 * What a rule set rules about a game so far, after every ply: the game goes on, it ended, or a side must vary
 * (变着) and the game goes on under that obligation. The runner and the record judge only enforce what this says.
 */
public sealed interface Ruling permits Ruling.GoesOn, Ruling.Ended, Ruling.MustVary, Ruling.Noted {

    /** The game goes on. */
    Ruling GOES_ON = new GoesOn();

    /** The game goes on with nothing owed. */
    record GoesOn() implements Ruling {
    }

    /**
     * The game ended.
     *
     * @param result      who won, or a draw
     * @param termination why, as PGN {@code Termination} and JSON write it
     * @param reason      a sentence naming side, rule and piece
     * @param article     the article of the rule book applied, in its own words (e.g. {@code 第三章第二节},
     *                    {@code CXQ Advanced Rules: perpetual check}); empty when the board alone decides
     * @param repetition  the judged cycle when a repetition ended the game ({@link RepetitionVerdict},
     *                    {@link CalledCycle}), else null
     */
    record Ended(GameResult result, Termination termination, String reason, String article,
                 Repetition repetition) implements Ruling {

        /** An ending decided by the board or a count, with no repetition verdict. */
        public static Ended of(GameResult result, Termination termination, String reason, String article) {
            return new Ended(result, termination, reason, article, null);
        }

        /** A loss for {@code loser}. */
        public static Ended lossFor(Side loser, Termination termination, String reason, String article) {
            return of(GameResult.lossFor(loser), termination, reason, article);
        }
    }

    /**
     * The game goes on, but a side must vary: it may not play the banned moves where they are banned, until the
     * obligation lapses.
     *
     * @param obligation what is owed, by whom, and until when
     */
    record MustVary(Obligation obligation) implements Ruling {
    }

    /**
     * The game goes on, but a player could have claimed a ruling here that the rule set applies only on a claim in
     * human play (2011 23.4's nine rounds): judging a record, it is a finding to report; an engine game has no
     * claimant and is judged with the claim made.
     *
     * @param finding what a claim would have led to, and why
     */
    record Noted(Finding finding) implements Ruling {
    }
}
