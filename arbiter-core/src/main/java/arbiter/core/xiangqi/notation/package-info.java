/**
 * Move notation: the rulebook's Chinese four characters ({@link arbiter.core.xiangqi.notation.ChineseNotation}), the WXF's
 * letters and digits ({@link arbiter.core.xiangqi.notation.WxfNotation}), ICCS and bare coordinates
 * ({@link arbiter.core.xiangqi.notation.Iccs}), and {@link arbiter.core.xiangqi.notation.Notations} to pick one by
 * {@link arbiter.core.game.Notation} or to guess it from a token.
 *
 * <p>Pure and stateless: every method works on an immutable {@link arbiter.core.xiangqi.board.Position}. Reading returns a
 * {@link arbiter.core.game.Parsed} value, an error naming the text and the reason, and never throws; writing
 * expects a legal move, and for every legal move of a position the written texts are distinct and read back as
 * that move.
 */
package arbiter.core.xiangqi.notation;

import arbiter.core.game.Notation;
