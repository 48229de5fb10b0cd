package arbiter.live;

import arbiter.core.game.Side;
import arbiter.core.game.Notation;
import arbiter.core.game.GameState;
import arbiter.core.game.Parsed;
import arbiter.engine.Info;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One broadcast game as spectators see it: names, the position after every move, both clocks, each side's last
 * search report and, once over, the result. Owned by the hub's publishing thread; read as JSON.
 */
final class LiveGame {
    static final ObjectMapper MAPPER = new ObjectMapper();

    final String id;
    final int round;
    final String red;
    final String black;
    final String startFen;
    final Notation notation;
    final List<String> moves = new ArrayList<>();
    final List<String> written = new ArrayList<>();
    final List<String> fens = new ArrayList<>();
    long redMs;
    long blackMs;
    long clockAt;
    String toMove;
    final ObjectNode[] info = new ObjectNode[2];
    ObjectNode result;
    /** The build each engine runs (its command), or null when it lists none. */
    String redBuild;
    String blackBuild;
    /** Starts a game from a FEN: each new move is written from the position before it alone, not by replaying. */
    private final java.util.function.Function<String, GameState> starter;

    /**
     * @param starter starts a game of the event's rules from a FEN
     * @param game    the game as it starts being watched (book moves played)
     * @param chinese write moves in Chinese notation where the game has one
     */
    LiveGame(String id, int round, String red, String black, java.util.function.Function<String, GameState> starter,
             GameState game, boolean chinese, long redMs, long blackMs, long now) {
        this.id = id;
        this.round = round;
        this.red = red;
        this.black = black;
        this.startFen = game.startFen();
        this.notation = display(game, chinese);
        this.starter = starter;
        fill(game);
        clock(redMs, blackMs, now, game);
    }

    /**
     * How a spectator reads moves: in Chinese the rulebook's notation (炮二平五), else the World Xiangqi
     * Federation's (C2.5), which needs no CJK font; SAN for chess; coordinates for anything else.
     */
    static Notation display(GameState g, boolean chinese) {
        List<Notation> offered = g.variant().notations();
        if (chinese && offered.contains(Notation.CHINESE)) {
            return Notation.CHINESE;
        }
        return offered.contains(Notation.WXF) ? Notation.WXF : offered.contains(Notation.SAN) ? Notation.SAN
                : Notation.COORDINATE;
    }

    /** Brings the move list up to {@code game}, which extends what is known. */
    void fill(GameState game) {
        List<String> all = game.moves();
        for (int i = moves.size(); i < all.size(); i++) {
            GameState after = starter.apply(fen()).play(all.get(i));
            moves.add(all.get(i));
            written.add(after.notate(notation).get(0));
            fens.add(after.fen());
        }
    }

    /** The position now, as FEN. */
    String fen() {
        return fens.isEmpty() ? startFen : fens.get(fens.size() - 1);
    }

    void clock(long redMs, long blackMs, long now, GameState game) {
        this.redMs = redMs;
        this.blackMs = blackMs;
        this.clockAt = now;
        this.toMove = game.isOver() ? null : game.sideToMove() == Side.RED ? "red" : "black";
    }

    /** A side's search report, its PV read from the position now, as spectators read it. */
    void info(Side side, Info i) {
        ObjectNode o = MAPPER.createObjectNode();
        if (i.score() != null) {
            o.put("score", i.score().pgn());
        }
        if (i.depth() != null) {
            o.put("depth", i.depth());
        }
        if (i.seldepth() != null) {
            o.put("seldepth", i.seldepth());
        }
        if (i.nodes() != null) {
            o.put("nodes", i.nodes());
        }
        if (i.nps() != null) {
            o.put("nps", i.nps());
        }
        if (i.timeMs() != null) {
            o.put("timeMs", i.timeMs());
        }
        ArrayNode pv = o.putArray("pv");
        ArrayNode pvText = o.putArray("pvText");
        GameState g = starter.apply(fen());
        for (String m : i.pv()) {
            Parsed<String> read = g.readMove(m);
            if (!(read instanceof Parsed.Ok<String> ok) || g.isOver()) {
                break;
            }
            GameState next = g.play(ok.value());
            if (next.moves().size() == g.moves().size()) {
                break; // refused: the PV goes no further
            }
            g = next;
            pv.add(ok.value());
        }
        if (pv.size() > 0) {
            g.notate(notation).forEach(pvText::add);
        }
        info[side.ordinal()] = o;
    }

    /** The game as JSON: everything a page needs to draw it and replay it. */
    ObjectNode json(boolean withPositions) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("id", id);
        o.put("round", round);
        o.put("red", red);
        o.put("black", black);
        if (redBuild != null) {
            o.put("redBuild", redBuild);
        }
        if (blackBuild != null) {
            o.put("blackBuild", blackBuild);
        }
        o.put("startFen", startFen);
        ArrayNode m = o.putArray("moves");
        moves.forEach(m::add);
        ArrayNode w = o.putArray("written");
        written.forEach(w::add);
        if (withPositions) {
            ArrayNode f = o.putArray("fens");
            fens.forEach(f::add);
        }
        o.put("fen", fen());
        clockJson(o);
        if (info[0] != null) {
            o.set("redInfo", info[0]);
        }
        if (info[1] != null) {
            o.set("blackInfo", info[1]);
        }
        if (result != null) {
            o.set("result", result);
        }
        return o;
    }

    void clockJson(ObjectNode o) {
        o.put("redMs", redMs == Long.MAX_VALUE ? -1 : redMs);
        o.put("blackMs", blackMs == Long.MAX_VALUE ? -1 : blackMs);
        o.put("clockAt", clockAt);
        o.put("toMove", toMove);
    }
}
