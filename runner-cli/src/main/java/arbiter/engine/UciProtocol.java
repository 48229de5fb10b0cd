package arbiter.engine;

import arbiter.core.game.Variant;
import arbiter.core.game.EngineNames;
import java.util.ArrayList;
import arbiter.core.game.IndexedList;
import java.util.List;

/**
 * UCI as Pikafish speaks it: {@code uci}/{@code uciok}, {@code setoption name N value V}, {@code ucinewgame},
 * {@code go wtime ... btime ... winc ... binc ...} in ms.
 *
 * @param ranksFromOne the engine numbers ranks 1-10 ({@code h3e3}), as Fairy-Stockfish does once told
 *                     {@code UCI_Variant xiangqi}; else 0-9 ({@code h2e2})
 * @param variant      the game it plays: in chess the initial position is sent as {@code position startpos}, as
 *                     cutechess-cli and fastchess send it
 */
public record UciProtocol(boolean ranksFromOne, Variant variant) implements EngineProtocol {
    /** First words of the lines that answer the runner in this protocol. */
    private static final java.util.Set<String> ANSWERS = java.util.Set.of("bestmove", "readyok", "uciok", "id", "option", "copyprotection", "registration");
    /** The option a multi-variant engine (Fairy-Stockfish) offers to choose the game it plays. */
    static final String VARIANT = "UCI_Variant";
    /** The standard option that switches an engine to Chess960 castling and FENs. */
    static final String CHESS960 = "UCI_Chess960";

    /** UCI for xiangqi. */
    public UciProtocol(boolean ranksFromOne) {
        this(ranksFromOne, arbiter.core.Variants.defaultVariant());
    }

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
     * Xiangqi: an engine that offers {@code UCI_Variant} with {@code xiangqi} (Fairy-Stockfish) is told to play
     * xiangqi, and then writes and reads ranks 1-10. Other games: a multi-variant engine is told the game by
     * {@code UCI_Variant} when it offers it; Chess960 is switched on with {@code UCI_Chess960}, which an engine
     * must offer.
     */
    @Override
    public Negotiated negotiate(Handshake handshake, EngineConfig config) throws EngineException {
        Variant v = config.variant();
        EngineNames n = v.engineNames();
        List<String> commands = new ArrayList<>();
        boolean fromOne = false;
        if (n.uciVariant() != null && handshake.offers(VARIANT, n.uciVariant())) {
            commands.add(setOption(VARIANT, n.uciVariant()));
            fromOne = n.ranksFromOneTold();
        }
        if (n.chess960()) {
            if (!handshake.offers(CHESS960)) {
                throw new EngineException(EngineException.Kind.PROTOCOL, "engine " + config.name()
                        + " does not offer the option " + CHESS960 + "; it cannot play " + v.name());
            }
            commands.add(setOption(CHESS960, "true"));
        }
        return new Negotiated(new UciProtocol(fromOne, v), commands);
    }

    @Override
    public List<String> newGame() {
        return List.of("ucinewgame");
    }

    @Override
    public String position(String startFen, List<String> moves) {
        String start = variant.engineNames().uciStartpos() && startFen.equals(variant.initialFen()) ? "startpos"
                : "fen " + startFen;
        return PositionLines.of(this, start, ranksFromOne ? IndexedList.map(moves, m -> variant.toEngine(m, true))
                : moves);
    }

    /** {@code go ... searchmoves} with every legal move but the banned ones, written as the engine reads moves. */
    @Override
    public List<String> thinkWithout(List<String> banned, List<String> legal, String startFen, List<String> moves,
                                     List<String> known, GoLimits limits, boolean redToMove) {
        StringBuilder go = new StringBuilder(go(limits, redToMove)).append(" searchmoves");
        for (String m : legal) {
            if (!banned.contains(m)) {
                go.append(' ').append(ranksFromOne ? variant.toEngine(m, true) : m);
            }
        }
        return List.of(position(startFen, moves), go.toString());
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
    public String readMove(String text) {
        return variant.fromEngine(text, ranksFromOne);
    }

    @Override
    public String quit() {
        return "quit";
    }
}
