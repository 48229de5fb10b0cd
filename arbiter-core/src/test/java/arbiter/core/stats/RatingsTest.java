package arbiter.core.stats;

import static arbiter.core.game.GameResult.BLACK_WINS;
import static arbiter.core.game.GameResult.DRAW;
import static arbiter.core.game.GameResult.RED_WINS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.event.GameRecord;
import arbiter.core.game.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RatingsTest {

    private static final double C = Math.log(10) / 400;

    private static List<GameRecord> repeat(int times, int red, int black, GameResult result) {
        List<GameRecord> out = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            out.add(GameRecord.played(i + 1, red, black, result));
        }
        return out;
    }

    private static List<GameRecord> concat(List<List<GameRecord>> parts) {
        return parts.stream().flatMap(List::stream).toList();
    }

    static Stream<Arguments> twoPlayerScores() {
        return Stream.of(
                Arguments.of(Named.of("3 wins 1 loss", concat(List.of(repeat(3, 1, 2, RED_WINS),
                        repeat(1, 2, 1, RED_WINS)))), 4),
                Arguments.of(Named.of("2 wins 2 draws (colours mixed)", concat(List.of(
                        repeat(2, 2, 1, BLACK_WINS), repeat(2, 1, 2, DRAW)))), 4),
                Arguments.of(Named.of("30 wins 10 losses", concat(List.of(
                        repeat(30, 1, 2, RED_WINS), repeat(10, 1, 2, BLACK_WINS)))), 40));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("twoPlayerScores")
    void aSeventyFivePercentScoreIsPlus190EloWithTheBinomialError(List<GameRecord> games,
            int n) {
        Ratings r = Ratings.of(2, games);
        assertFalse(r.regularized());
        double diff = r.player(1).elo() - r.player(2).elo();
        assertEquals(400 * Math.log10(3), diff, 1e-7);
        assertEquals(190.85, diff, 0.01);
        // the model's information does not depend on the draws: Var(score) = p(1-p)/n mapped through d(Elo)/ds = 1/(c p (1-p)); each player carries
        // half of the difference
        double diffError = Math.sqrt(0.75 * 0.25 / n) / (C * 0.75 * 0.25);
        assertEquals(diffError / 2, r.player(1).standardError(), 1e-7);
        assertEquals(diffError / 2, r.player(2).standardError(), 1e-7);
        assertEquals(n, r.player(1).games());
    }

    @Test
    void aBalancedCycleRatesEveryoneZeroWithTheHandComputedError() {
        // each pair plays k = 4 draws: Laplacian a(3I - J), a = c^2 k/4, pseudo-inverse
        // (I - J/3)/(3a), so each variance is 2/(9a)
        int k = 4;
        List<GameRecord> games = concat(List.of(repeat(k, 1, 2, DRAW), repeat(k, 2, 3, DRAW),
                repeat(k, 3, 1, DRAW)));
        Ratings r = Ratings.of(3, games);
        double a = C * C * k / 4;
        for (PlayerRating p : r.players()) {
            assertEquals(0.0, p.elo(), 1e-9);
            assertEquals(Math.sqrt(2 / (9 * a)), p.standardError(), 1e-7);
        }
    }

    @Test
    void swappingTwoPlayersResultsSwapsTheirRatings() {
        List<GameRecord> games = List.of(GameRecord.played(1, 1, 2, RED_WINS),
                GameRecord.played(2, 2, 3, DRAW), GameRecord.played(3, 3, 1, RED_WINS),
                GameRecord.played(4, 2, 1, DRAW), GameRecord.played(5, 3, 2, BLACK_WINS),
                GameRecord.played(6, 1, 3, DRAW));
        List<GameRecord> swapped = games.stream().map(g -> new GameRecord(g.round(),
                swap(g.red()), swap(g.black()), g.result(), false)).toList();
        Ratings r = Ratings.of(3, games);
        Ratings s = Ratings.of(3, swapped);
        assertEquals(r.player(1).elo(), s.player(2).elo(), 1e-9);
        assertEquals(r.player(3).elo(), s.player(3).elo(), 1e-9);
        assertEquals(r.player(1).standardError(), s.player(2).standardError(), 1e-9);
    }

    private static int swap(int p) {
        return p == 1 ? 2 : p == 2 ? 1 : p;
    }

    @Test
    void theEstimateMatchesAnIndependentMinorizationMaximization() {
        List<GameRecord> games = randomEvent(6, 60, new Random(7));
        Ratings r = Ratings.of(6, games);
        assertFalse(r.regularized());
        double[] mm = MinorizationMaximization.ratings(6, games);
        for (int i = 0; i < 6; i++) {
            assertEquals(mm[i], r.player(i + 1).elo(), 1e-6);
        }
    }

    @Test
    void atTheEstimateEachPlayersScoreEqualsItsExpectedScoreAndRatingsSumToZero() {
        List<GameRecord> games = randomEvent(5, 40, new Random(11));
        Ratings r = Ratings.of(5, games);
        assertTrue(r.iterations() < 20, "Newton took " + r.iterations());
        double[] expected = new double[6];
        for (GameRecord g : games) {
            double p = Elo.toScore(r.player(g.red()).elo() - r.player(g.black()).elo());
            expected[g.red()] += p;
            expected[g.black()] += 1 - p;
        }
        double sum = 0;
        for (PlayerRating p : r.players()) {
            assertEquals(p.score(), expected[p.player()], 1e-9);
            sum += p.elo();
        }
        assertEquals(0.0, sum, 1e-9);
    }

    @Test
    void theCovarianceMatchesTheNumericalSecondDerivative() {
        // for two players the information of the difference is -d2l/dD2, checked by differences
        List<GameRecord> games = concat(List.of(repeat(5, 1, 2, RED_WINS), repeat(3, 1, 2, DRAW),
                repeat(2, 2, 1, RED_WINS)));
        Ratings r = Ratings.of(2, games);
        double d = r.player(1).elo() - r.player(2).elo();
        double h = 1e-2;
        double second = (ll(games, d + h) - 2 * ll(games, d) + ll(games, d - h)) / (h * h);
        assertEquals(Math.sqrt(-1 / second) / 2, r.player(1).standardError(), 1e-4);
    }

    private static double ll(List<GameRecord> games, double diff) {
        double p = Elo.toScore(diff);
        double sum = 0;
        for (GameRecord g : games) {
            double s = g.result() == DRAW ? 0.5 : g.wonBy(1) ? 1 : 0;
            sum += s * Math.log(p) + (1 - s) * Math.log(1 - p);
        }
        return sum;
    }

    @Test
    void aPlayerWithOnlyWinsGetsThePriorAndSaysSo() {
        List<GameRecord> games = concat(List.of(repeat(3, 1, 2, RED_WINS),
                repeat(3, 2, 3, DRAW), repeat(2, 3, 1, BLACK_WINS)));
        Ratings r = Ratings.of(3, games);
        assertTrue(r.regularized());
        assertTrue(Double.isFinite(r.player(1).elo()));
        assertTrue(r.player(1).elo() > r.player(2).elo() + 100);
        assertEquals(0.0, r.players().stream().mapToDouble(PlayerRating::elo).sum(), 1e-9);
    }

    @Test
    void separateGroupsAndPlayersWithoutGamesAreRegularized() {
        List<GameRecord> games = List.of(GameRecord.played(1, 1, 2, DRAW),
                GameRecord.played(1, 3, 4, DRAW));
        Ratings r = Ratings.of(5, games);
        assertTrue(r.regularized());
        // by symmetry every rating is 0; the player without games has only the prior's one
        // virtual draw to go on, so the widest interval
        r.players().forEach(p -> assertEquals(0.0, p.elo(), 1e-9));
        assertEquals(0, r.player(5).games());
        assertTrue(r.player(5).standardError() > r.player(1).standardError());
    }

    @Test
    void forfeitsAndByesAreNotRated() {
        List<GameRecord> games = List.of(GameRecord.played(1, 1, 2, DRAW),
                GameRecord.played(2, 2, 1, DRAW), new GameRecord(3, 1, 2, RED_WINS, true),
                GameRecord.bye(4, 1));
        Ratings r = Ratings.of(2, games);
        assertFalse(r.regularized());
        assertEquals(0.0, r.player(1).elo(), 1e-12);
        assertEquals(2, r.player(1).games());
        assertEquals(1.0, r.player(1).score());
    }

    @Test
    void anEmptyFieldHasNoRatings() {
        assertEquals(List.of(), Ratings.of(0, List.of()).players());
    }

    /** Games between random pairs with outcomes drawn from hidden strengths. */
    static List<GameRecord> randomEvent(int players, int count, Random rnd) {
        double[] strength = new double[players + 1];
        for (int p = 1; p <= players; p++) {
            strength[p] = rnd.nextGaussian() * 150;
        }
        List<GameRecord> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int a = 1 + i % players;
            int b = 1 + (a + i / players) % players;
            if (a == b) {
                b = a % players + 1;
            }
            double p = Elo.toScore(strength[a] - strength[b]);
            double u = rnd.nextDouble();
            GameResult res = u < p - 0.15 ? RED_WINS : u < p + 0.15 ? DRAW : BLACK_WINS;
            out.add(GameRecord.played(i + 1, a, b, res));
        }
        return out;
    }
}
