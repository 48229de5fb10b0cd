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
        TokenPlaces places = tokens instanceof TokenPlaces t ? t : null;
        int i = 0;
        int quietFrom = 0; // after a run that played nothing, a few moves go one by one before the next try
        int[] next = new int[1];
        while (i < tokens.size() && !g.isOver()) {
            if (i >= quietFrom && g.mayRunQuietly()) {
                g = QuietRun.play(g, tokens, places, notation, i, next);
                quietFrom = next[0] == i ? i + QUIET_RETRY : 0;
                i = next[0];
                if (i == tokens.size()) {
                    break;
                }
            }
            if (!relative) {
                // coordinates name the points: the game itself rules on legality, with no second trial move
                Move m = pointMove(tokens, places, i, notation);
                if (m != null) {
                    g = g.play(m);
                    i++;
                    continue;
                }
            }
            String token = tokens.get(i);
            String text = relative ? withoutAnnotation(token) : clean(token);
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

    /** Plies played one by one after a quiet run that could play none, before another is tried. */
    private static final int QUIET_RETRY = 8;

    /**
     * Token {@code i} read as a move that names its points (coordinates, ICCS, or coordinates with ranks 1-10 as
     * {@code notation} says), in place when {@code places} holds the tokens; null when it reads as none.
     */
    static Move pointMove(List<String> tokens, TokenPlaces places, int i, Notation notation) {
        int code = pointCode(tokens, places, i, notation);
        return code < 0 ? null : Move.ofCode(code);
    }

    /** As {@link #pointMove}, as the move's code ({@link Move#code()}), or -1. */
    static int pointCode(List<String> tokens, TokenPlaces places, int i, Notation notation) {
        if (notation != Notation.COORDINATE_1_10 && places != null) {
            int from = places.start(i);
            return Move.parseCode(places.text(), from, annotationStart(places.text(), from, places.end(i)));
        }
        String text = clean(tokens.get(i));
        Move m = notation == Notation.COORDINATE_1_10 ? OneBasedRanks.parse(text) : Move.parse(text);
        return m == null ? -1 : m.code();
    }

    static String withoutAnnotation(String token) {
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
