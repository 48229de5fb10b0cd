package arbiter.engine;

import arbiter.core.board.Move;
import arbiter.core.board.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * UCI as Pikafish speaks it: {@code uci}/{@code uciok}, {@code setoption name N value V}, {@code ucinewgame},
 * {@code go wtime ... btime ... winc ... binc ...} in ms.
 *
 * @param ranksFromOne the engine numbers ranks 1-10 ({@code h3e3}), as Fairy-Stockfish does once told
 *                     {@code UCI_Variant xiangqi}; else 0-9 ({@code h2e2})
 */
public record UciProtocol(boolean ranksFromOne) implements EngineProtocol {
    /** First words of the lines that answer the runner in this protocol. */
    private static final java.util.Set<String> ANSWERS = java.util.Set.of("bestmove", "readyok", "uciok", "id", "option", "copyprotection", "registration");
    /** The option a multi-variant engine (Fairy-Stockfish) offers, and the value that makes it play xiangqi. */
    static final String VARIANT = "UCI_Variant";
    static final String XIANGQI = "xiangqi";

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public String hello() {
        return "uci";
    }

    @Override
    public String ok() {
        return "uciok";
    }

    @Override
    public String setOption(String name, String value) {
        return "setoption name " + name + " value " + value;
    }

    @Override
    public boolean isAnswer(String firstWord) {
        return ANSWERS.contains(firstWord);
    }

    @Override
    public String optionName(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length < 3 || !t[0].equals("option") || !t[1].equals("name")) {
            return null;
        }
        StringBuilder name = new StringBuilder();
        for (int i = 2; i < t.length && !t[i].equals("type"); i++) {
            name.append(name.length() == 0 ? "" : " ").append(t[i]);
        }
        return name.toString();
    }

    /**
     * An engine that offers {@code UCI_Variant} with {@code xiangqi} (Fairy-Stockfish) is told to play xiangqi,
     * and then writes and reads ranks 1-10.
     */
    @Override
    public Negotiated negotiate(Handshake handshake, EngineConfig config) {
        if (handshake.offers(VARIANT, XIANGQI)) {
            return new Negotiated(new UciProtocol(true), List.of(setOption(VARIANT, XIANGQI)));
        }
        return new Negotiated(new UciProtocol(false), List.of());
    }

    @Override
    public List<String> newGame() {
        return List.of("ucinewgame");
    }

    @Override
    public String position(Position start, List<Move> moves) {
        return positionLine(start, moves, ranksFromOne ? 1 : 0);
    }

    /** {@code position fen F [moves m1 m2 ...]}, as both protocols write it. */
    static String positionLine(Position start, List<Move> moves, int rankBase) {
        StringBuilder sb = new StringBuilder("position fen ").append(start.fen());
        if (!moves.isEmpty()) {
            sb.append(" moves");
            for (Move m : moves) {
                sb.append(' ').append(Coordinates.write(m, rankBase));
            }
        }
        return sb.toString();
    }

    @Override
    public String go(GoLimits l, boolean redToMove) {
        List<String> w = new ArrayList<>();
        if (l.moveTimeMs() != null) {
            w.add("movetime " + l.moveTimeMs());
        } else if (l.clocked()) {
            long own = l.ownTimeMs(), opp = l.oppTimeMs();
            long ownInc = GoLimits.nz(l.ownIncMs()), oppInc = GoLimits.nz(l.oppIncMs());
            w.add("wtime " + (redToMove ? own : opp) + " btime " + (redToMove ? opp : own));
            w.add("winc " + (redToMove ? ownInc : oppInc) + " binc " + (redToMove ? oppInc : ownInc));
            if (l.periods()) {
                w.add("movestogo " + l.movesToGo());
            }
        }
        String go = ("go " + String.join(" ", w)).trim() + l.searchLimits();
        return go.equals("go") ? "go infinite" : go;
    }

    @Override
    public Move readMove(String text) {
        return Coordinates.read(text, ranksFromOne ? 1 : 0);
    }

    @Override
    public String quit() {
        return "quit";
    }
}
