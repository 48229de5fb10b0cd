package arbiter.core.event;

import arbiter.core.game.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * One knockout mini-match between two players, as an immutable value: the games played so far
 * and what happens next (see {@link KnockoutFormat} for the rules).
 *
 * <p>Colours: the lot decides who is Red in game 1; colours then alternate every game, so
 * each regular and tie-break pair is colour-balanced. A second lot, drawn when the match is
 * created so the value stays immutable, gives the armageddon colours. Game points: win 1,
 * draw ½, whatever the event's scoring scheme. All regular games are played even if one player
 * can no longer be caught, so every match has a fixed minimum length.
 */
public final class KnockoutMatch {

    /** Which part of the match a game belongs to. */
    public enum Phase {
        /** The regular games. */
        REGULAR,
        /** An extra pair after level regular games. */
        TIEBREAK,
        /** The single decisive game: Red must win, a draw advances Black. */
        ARMAGEDDON
    }

    /** Where the match stands. */
    public sealed interface Status permits NextGame, Decided {
    }

    /**
     * The next game to play.
     *
     * @param game 1-based game number within the match
     * @param red the player with Red
     * @param black the player with Black
     * @param phase regular, tie-break or armageddon
     */
    public record NextGame(int game, int red, int black, Phase phase) implements Status {
    }

    /**
     * The match is over.
     *
     * @param winner the player who advances
     * @param loser the player who is out
     */
    public record Decided(int winner, int loser) implements Status {
    }

    private final KnockoutFormat format;
    private final int a;
    private final int b;
    private final boolean aRedFirst;
    private final boolean aRedInArmageddon;
    private final List<GameRecord> games;

    private KnockoutMatch(KnockoutFormat format, int a, int b, boolean aRedFirst,
            boolean aRedInArmageddon, List<GameRecord> games) {
        this.format = format;
        this.a = a;
        this.b = b;
        this.aRedFirst = aRedFirst;
        this.aRedInArmageddon = aRedInArmageddon;
        this.games = games;
    }

    /**
     * Starts a match, drawing both colour lots from {@code lots} (two {@code nextBoolean} calls).
     *
     * @param a one player (1-based number)
     * @param b the other player
     * @param format regular and tie-break game counts
     * @param lots seeded source for the lots, so a replayed event draws the same colours
     * @return the match before its first game
     */
    public static KnockoutMatch start(int a, int b, KnockoutFormat format, RandomGenerator lots) {
        boolean first = lots.nextBoolean();
        boolean armageddon = lots.nextBoolean();
        return of(a, b, format, first, armageddon);
    }

    /**
     * Starts a match with the lots already drawn.
     *
     * @param a one player
     * @param b the other player
     * @param format regular and tie-break game counts
     * @param aRedFirst whether {@code a} has Red in game 1
     * @param aRedInArmageddon whether {@code a} has Red in the armageddon game, if any
     * @return the match before its first game
     */
    public static KnockoutMatch of(int a, int b, KnockoutFormat format, boolean aRedFirst,
            boolean aRedInArmageddon) {
        if (a < 1 || b < 1 || a == b || format == null) {
            throw new IllegalArgumentException("bad match " + a + " v " + b);
        }
        return new KnockoutMatch(format, a, b, aRedFirst, aRedInArmageddon, List.of());
    }

    /** @return the player named first */
    public int a() {
        return a;
    }

    /** @return the player named second */
    public int b() {
        return b;
    }

    /** @return the match format */
    public KnockoutFormat format() {
        return format;
    }

    /** @return the games played so far; {@link GameRecord#round()} is the game number */
    public List<GameRecord> games() {
        return games;
    }

    /**
     * @param player {@link #a()} or {@link #b()}
     * @return game points so far (win 1, draw ½), armageddon included
     */
    public double points(int player) {
        if (player != a && player != b) {
            throw new IllegalArgumentException("player " + player + " not in this match");
        }
        double sum = 0;
        for (GameRecord g : games) {
            sum += g.wonBy(player) ? 1 : g.result() == GameResult.DRAW ? 0.5 : 0;
        }
        return sum;
    }

    /** @return the next game, or the decision */
    public Status status() {
        int played = games.size();
        int regular = format.gamesPerMatch();
        int beforeArmageddon = regular + 2 * format.tiebreakPairs();
        if (played > beforeArmageddon) {
            GameRecord last = games.get(played - 1);
            int winner = last.result() == GameResult.RED_WINS ? last.red() : last.black();
            return new Decided(winner, other(winner));
        }
        if (played >= regular && played % 2 == 0 && points(a) != points(b)) {
            int winner = points(a) > points(b) ? a : b;
            return new Decided(winner, other(winner));
        }
        int game = played + 1;
        if (played == beforeArmageddon) {
            int red = aRedInArmageddon ? a : b;
            return new NextGame(game, red, other(red), Phase.ARMAGEDDON);
        }
        // Odd games repeat game 1's colours, even games swap them.
        boolean aRed = (game % 2 == 1) == aRedFirst;
        int red = aRed ? a : b;
        return new NextGame(game, red, other(red), game <= regular ? Phase.REGULAR : Phase.TIEBREAK);
    }

    /**
     * Records the result of the game {@link #status()} asks for.
     *
     * @param result the board result
     * @return the match with one more game
     * @throws IllegalStateException if the match is already decided
     */
    public KnockoutMatch withResult(GameResult result) {
        if (result == null) {
            throw new IllegalArgumentException("result required");
        }
        if (!(status() instanceof NextGame next)) {
            throw new IllegalStateException("match " + a + " v " + b + " is already decided");
        }
        List<GameRecord> more = new ArrayList<>(games);
        more.add(GameRecord.played(next.game(), next.red(), next.black(), result));
        return new KnockoutMatch(format, a, b, aRedFirst, aRedInArmageddon, List.copyOf(more));
    }

    private int other(int player) {
        return player == a ? b : a;
    }

    @Override
    public String toString() {
        return a + " v " + b + " " + points(a) + "-" + points(b) + " " + status();
    }
}
