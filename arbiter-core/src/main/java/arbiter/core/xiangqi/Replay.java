package arbiter.core.xiangqi;

import arbiter.core.game.Adjudication;
import arbiter.core.game.Notation;
import arbiter.core.game.Parsed;
import arbiter.core.pgn.TokenPlaces;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.xiangqi.notation.OneBasedRanks;
import arbiter.core.xiangqi.rules.RuleSet;
import java.util.List;

/** Xiangqi records replayed in any of the game's notations under a rule set, into an {@link Adjudication}. */
public final class Replay {
    private Replay() {
    }

    /**
     * Replays move tokens written in {@code notation} (Chinese, WXF, ICCS or coordinates), stopping at the first
     * ply where the rules end the game. A token that names an illegal move ends the game as an illegal move of
     * the side to move; a token that cannot be read at all (unknown piece, no such piece, ambiguous) is an error
     * naming the move number and the text.
     */
    public static Parsed<Adjudication> ofNotation(Position start, List<String> tokens,
                                                                    Notation notation,
                                                                    RuleSet rules) {
        Game g = Game.start(start, rules);
        boolean relative = notation == Notation.WXF || notation == Notation.CHINESE;
        // coordinates read where they stand in a reader's text: no string a move
        TokenPlaces places = notation == Notation.COORDINATE && tokens instanceof TokenPlaces t ? t : null;
        int i = 0;
        while (i < tokens.size() && !g.isOver()) {
            if (places != null) {
                int from = places.start(i);
                Move m = Move.parse(places.text(), from, annotationStart(places.text(), from, places.end(i)));
                if (m != null) {
                    g = g.play(m);
                    i++;
                    continue;
                }
            }
            String token = tokens.get(i);
            String text = relative ? withoutAnnotation(token) : clean(token);
            if (!relative) {
                // coordinates name the points: the game itself rules on legality, with no second trial move
                Move m = notation == Notation.COORDINATE_1_10
                        ? OneBasedRanks.parse(text) : Move.parse(text);
                if (m != null) {
                    g = g.play(m);
                    i++;
                    continue;
                }
            }
            var read = Notations.read(notation, g.position(), text);
            if (read instanceof Parsed.Err<Move> e) {
                if (!e.message().startsWith("illegal move")) {
                    return new Parsed.Err<>("move " + (i + 1) + " '" + token + "'", e.message());
                }
                g = g.refuse(token, e.message());
            } else {
                g = g.play(read.orThrow());
            }
            i++;
        }
        return new Parsed.Ok<>(new Adjudication(Xiangqi.of(g), g.outcome(), tokens.subList(i, tokens.size())));
    }

    private static String withoutAnnotation(String token) {
        int end = token.length();
        while (end > 0 && (token.charAt(end - 1) == '!' || token.charAt(end - 1) == '?')) {
            end--;
        }
        return token.substring(0, end);
    }

    private static String clean(String token) {
        int end = annotationStart(token, 0, token.length());
        return end == token.length() ? token : token.substring(0, end);
    }

    /** Where the marks {@code + # ! ?} that end {@code text[from, to)} begin ({@code to} when there are none). */
    private static int annotationStart(String text, int from, int to) {
        int end = to;
        while (end > from && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return end;
    }
}
