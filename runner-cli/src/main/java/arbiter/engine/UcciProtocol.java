package arbiter.engine;

import arbiter.core.game.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * UCCI for legacy engines: {@code ucci}/{@code ucciok}, {@code setoption N V}, no new-game command,
 * {@code go time T increment I opptime T oppincrement I} in seconds, or in ms once the engine took
 * {@code usemillisec}.
 *
 * @param millis  times go in ms rather than seconds
 * @param variant the game played, whose coordinate moves UCCI writes ({@link Variant#fromEngine}); null before the
 *                handshake, when no move is read
 */
public record UcciProtocol(boolean millis, Variant variant) implements EngineProtocol {

    /** Before the handshake: no game yet. */
    public UcciProtocol(boolean millis) {
        this(millis, null);
    }

    /** First words of the lines that answer the runner in this protocol. */
    private static final java.util.Set<String> ANSWERS = java.util.Set.of("bestmove", "nobestmove", "readyok", "ucciok", "id", "option", "copyprotection");

    @Override
    public String name() {
        return "ucci";
    }

    @Override
    public String hello() {
        return "ucci";
    }

    @Override
    public String ok() {
        return "ucciok";
    }

    @Override
    public String setOption(String name, String value) {
        return "setoption " + name + " " + value;
    }

    @Override
    public boolean isAnswer(String firstWord) {
        return ANSWERS.contains(firstWord);
    }

    @Override
    public String optionName(String line) {
        String[] t = line.trim().split("\\s+");
        return t.length >= 2 && t[0].equals("option") ? t[1] : null;
    }

    /**
     * Milliseconds when the engine offers {@code usemillisec} (and the user did not say {@code timeunit=s}), when
     * the user said {@code timeunit=ms}, or when it is Fairy-Stockfish, which reads UCCI times as ms without
     * offering the option; else seconds.
     */
    @Override
    public Negotiated negotiate(Handshake handshake, EngineConfig config) {
        if (handshake.offers("usemillisec") && !Boolean.FALSE.equals(config.ucciMillis())) {
            return new Negotiated(new UcciProtocol(true, config.variant()), List.of(setOption("usemillisec", "true")));
        }
        if (config.ucciMillis() != null) {
            return new Negotiated(new UcciProtocol(config.ucciMillis(), config.variant()), List.of());
        }
        String id = handshake.idName();
        return new Negotiated(new UcciProtocol(id != null && id.startsWith("Fairy-Stockfish"), config.variant()),
                List.of());
    }

    /** UCCI's own {@code hashsize} and {@code threads}, or the {@code Hash} and {@code Threads} of UCI-style engines. */
    @Override
    public List<String> resources(Handshake h, EngineConfig config) throws EngineException {
        return config.resources().optionCommands(this, h, "engine " + config.name(), List.of("Threads"),
                List.of("Hash", "hashsize"));
    }

    @Override
    public List<String> newGame() {
        return List.of();
    }

    @Override
    public String position(String startFen, List<String> moves) {
        return PositionLines.of(this, "fen " + startFen, moves);
    }

    /** UCCI's own word for it: {@code banmoves} between the position and {@code go}. */
    @Override
    public List<String> thinkWithout(List<String> banned, List<String> legal, String startFen, List<String> moves,
                                     List<String> known, GoLimits limits, boolean redToMove) {
        return List.of(position(startFen, moves), "banmoves " + String.join(" ", banned), go(limits, redToMove));
    }

    @Override
    public String go(GoLimits l, boolean redToMove) {
        List<String> w = new ArrayList<>();
        if (l.moveTimeMs() != null) {
            w.add("time " + t(l.moveTimeMs()) + " movestogo 1");
        } else if (l.clocked()) {
            w.add("time " + t(l.ownTimeMs()));
            w.add(l.periods() ? "movestogo " + l.movesToGo() : "increment " + t(GoLimits.nz(l.ownIncMs())));
            w.add("opptime " + t(l.oppTimeMs()));
            if (!l.periods()) {
                w.add("oppincrement " + t(GoLimits.nz(l.oppIncMs())));
            }
        }
        String go = ("go " + String.join(" ", w)).trim() + l.searchLimits();
        return go.equals("go") ? "go depth 64" : go;
    }

    /** UCCI times are in seconds unless the engine took {@code usemillisec}; never round a live clock to 0. */
    private long t(long ms) {
        return millis ? ms : Math.max(ms > 0 ? 1 : 0, ms / 1000);
    }

    @Override
    public String readMove(String text) {
        return variant == null ? null : variant.fromEngine(text, false);
    }

    @Override
    public String quit() {
        return "quit";
    }
}
