package arbiter.core.xiangqi;

import arbiter.core.game.Notation;
import arbiter.core.game.Parsed;
import arbiter.core.game.PlyTrail;
import arbiter.core.game.Side;
import arbiter.core.pgn.TokenPlaces;
import arbiter.core.xiangqi.board.Cursor;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.core.xiangqi.rules.NaturalLimit;
import arbiter.core.xiangqi.rules.Node;
import java.util.List;

/**
 * A record's moves played in place while the rule set is sure to go on
 * ({@link arbiter.core.xiangqi.rules.RuleSet#quietBelow()}): each is made on a {@link Cursor} and its key and move
 * put in the game's trail, with no position, node or game of its own. The run stops before the first move that
 * is not legal, not read, or after which the rules might rule (the side to move has no legal move, the position
 * stood before in the stretch, bare material, the natural limit near), and leaves that move to
 * {@link Game#play(Move)}. The game it returns is the one playing the run's moves one by one would have given.
 */
final class QuietRun {
    private QuietRun() {
    }

    /**
     * Plays {@code tokens} from index {@code from} while the plies are quiet; {@code next[0]} is set to the index
     * of the first token not played.
     */
    static Game play(Game g, List<String> tokens, TokenPlaces places, Notation notation, int from, int[] next) {
        Node node = g.node();
        Cursor c = Cursor.at(node.position());
        next[0] = from;
        if (c == null) {
            return g;
        }
        int below = g.rules().quietBelow();
        int checks = g.rules().countedChecks();
        int ply = node.ply();
        PlyTrail trail = node.trail().claimAfter(ply, ply + tokens.size() - from);
        Position stretchStart = node.stretchStart();
        int stretchPly = node.stretchPly();
        NaturalLimit limit = node.naturalLimit();
        boolean relative = notation == Notation.WXF || notation == Notation.CHINESE;
        int i = from;
        for (; i < tokens.size(); i++) {
            int code = relative ? read(notation, c, tokens.get(i)) : Replay.pointCode(tokens, places, i, notation);
            if (code < 0) {
                break;
            }
            Side mover = c.side() == 0 ? Side.RED : Side.BLACK;
            if (relative) {
                c.playLegal(code); // a relative move is read as a legal move only
            } else if (!c.play(code)) {
                break;
            }
            boolean capture = c.lastCaptured();
            NaturalLimit after = limit.next(mover, capture, c.inCheck(), checks);
            long key = c.key();
            trail = trail.put(ply + 1, code, key);
            int stretch = capture ? ply + 1 : stretchPly;
            if (after.counted() >= below || c.isBareMaterial()
                    || trail.keyRepetitions(ply + 1, ply + 1 - stretch, key) > 0 || !c.hasLegalMove()) {
                c.takeBack(); // the rules may rule here: the game itself plays this move
                break;
            }
            ply++;
            limit = after;
            if (capture) {
                stretchPly = ply;
                stretchStart = c.position();
            }
        }
        trail.release(ply);
        next[0] = i;
        if (ply == node.ply()) {
            return g;
        }
        Position now = stretchPly == ply ? stretchStart : c.position();
        return g.resumed(Node.resumed(node.startPosition(), now, trail, ply, stretchStart, stretchPly, limit));
    }

    /** The code of a Chinese or WXF move read at the cursor, or -1 when it reads as no legal move there. */
    private static int read(Notation notation, Cursor c, String token) {
        Parsed<Move> read = Notations.read(notation, c.transientView(), Replay.withoutAnnotation(token));
        return read instanceof Parsed.Ok<Move> ok ? ok.value().code() : -1;
    }
}
