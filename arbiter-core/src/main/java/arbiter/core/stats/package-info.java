/**
 * Match statistics: Elo estimates, likelihood of superiority, normalized Elo and the generalized SPRT, on game
 * counts ({@link arbiter.core.stats.Wdl}, the trinomial model) or on counts of colour-swapped game pairs
 * ({@link arbiter.core.stats.Pentanomial}). Pure functions on immutable values: no threads, no I/O.
 *
 * <p>The formulas follow, and each is cited where it is used:
 * <ul>
 *   <li>cutechess-cli, {@code projects/lib/src/elo.cpp}: the trinomial score, variance, interval and LOS;</li>
 *   <li>fishtest, {@code server/fishtest/stats/stat_util.py} and {@code LLRcalc.py}: the pentanomial Elo, the
 *       regularization of unseen outcomes and the GSPRT log-likelihood ratios;</li>
 *   <li>fastchess, {@code EloPentanomial}/{@code EloWDL}: normalized Elo and its margin;</li>
 *   <li>Michel Van den Bergh's notes for fishtest, normalized_elo_practical.pdf (normalized Elo, the t-value
 *       estimate), support_MLE_multinomial.pdf (Proposition 1.1) and GSPRT_approximation.pdf: the constrained maximum
 *       likelihood estimates behind the LLR;</li>
 *   <li>Abramowitz and Stegun 7.1.6 and 7.1.14: the error function.</li>
 * </ul>
 */
package arbiter.core.stats;
