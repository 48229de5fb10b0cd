package arbiter.engine;

import arbiter.core.game.Parsed;
import arbiter.core.game.Notation;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The xboard protocol (CECP version 2) for chess engines, driven as cutechess-cli drives it: {@code xboard},
 * {@code protover 2} and {@code feature} negotiation; per game {@code new}, {@code force}, {@code setboard},
 * {@code level}/{@code st}/{@code sd} ({@code san}, {@code sigint} and {@code sigterm} declined); per move {@code time}/{@code otim} in centiseconds and {@code usermove}, the
 * engine's board kept in step incrementally; {@code move X}, {@code resign}, {@code ping}/{@code pong}. The engine
 * is made to move with {@code go} from force mode whenever its board must be rebuilt.
 *
 * @param ping      the engine answers {@code ping N} with {@code pong N} (feature {@code ping=1})
 * @param usermove  moves are sent as {@code usermove X} (feature {@code usermove=1}), else bare
 * @param variant   the game it plays (chess960 switches on {@code variant fischerandom} and {@code O-O} castling)
 * @param resources the organiser's threads and hash, sent as {@code cores N} and {@code memory MB} before each
 *                  {@code new}, as the protocol asks (features {@code smp=1} and {@code memory=1})
 */
public record XboardProtocol(boolean ping, boolean usermove, Variant variant, Resources resources)
        implements EngineProtocol {
    /** First words of the lines that answer the runner: never dropped in a flood. */
    private static final Set<String> ANSWERS = Set.of("move", "pong", "feature", "resign", "Illegal", "Error",
            "1-0", "0-1", "1/2-1/2", "tellusererror");
    /** {@code name=value} or {@code name="value with spaces"} on a feature line. */
    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
    /** Thinking output: ply, score (centipawns), time (centiseconds), nodes, then the PV. */
    private static final Pattern THINKING = Pattern.compile("\\s*(\\d+)[.&]?\\s+(-?\\d+)\\s+(\\d+)\\s+(\\d+)(.*)");
    /** The first word of an old-style move answer, {@code 12. ... e7e5}: never dropped in a flood. */
    private static final Pattern OLD_STYLE_MOVE = Pattern.compile("\\d+\\.");
    /** xboard engines write a mate as a score beyond 100000 (plus the distance). */
    private static final int MATE = 100000;

    /** A session with the engine's own threads and hash. */
    public XboardProtocol(boolean ping, boolean usermove, Variant variant) {
        this(ping, usermove, variant, Resources.NONE);
    }

    /** The protocol before the handshake has told what the engine supports. */
    static XboardProtocol initial() {
        return new XboardProtocol(true, false, Variants.defaultVariant());
    }

    @Override
    public String name() {
        return "xboard";
    }

    @Override
    public String hello() {
        return "xboard";
    }

    @Override
    public String ok() {
        return "feature done=1";
    }

    @Override
    public List<String> greeting() {
        return List.of("xboard", "protover 2");
    }

    /** A feature line: each feature is answered {@code accepted} (SAN moves are declined); {@code done} ends it. */
    @Override
    public HandshakeLine handshakeLine(String line) {
        String t = line.trim();
        if (!t.startsWith("feature ")) {
            return new HandshakeLine(false, false, List.of(), null, Map.of(), Map.of());
        }
        List<String> replies = new ArrayList<>();
        Map<String, String> features = new LinkedHashMap<>();
        Map<String, List<String>> options = new LinkedHashMap<>();
        boolean done = false, wait = false;
        String name = null;
        Matcher m = FEATURE.matcher(t.substring(8));
        while (m.find()) {
            String key = m.group(1);
            String value = m.group(2).startsWith("\"") ? m.group(2).substring(1, m.group(2).length() - 1)
                    : m.group(2);
            switch (key) {
                case "done" -> {
                    done = value.equals("1");
                    wait = value.equals("0");
                    continue; // done is not answered
                }
                case "myname" -> name = value;
                case "option" -> {
                    String n = optionName(value);
                    if (n != null) {
                        options.put(n, List.of());
                    }
                }
                default -> features.put(key, value);
            }
            // coordinates are what we read and write; we never send signals, so an engine must not wait for them
            boolean decline = (key.equals("san") || key.equals("sigint") || key.equals("sigterm")) && value.equals("1");
            replies.add((decline ? "rejected " : "accepted ") + key);
        }
        return new HandshakeLine(done, wait, replies, name, options, features);
    }

    @Override
    public List<String> nudge() {
        return List.of("protover 2");
    }

    @Override
    public long quietHandshakeMs() {
        return 2000;
    }

    @Override
    public String setOption(String name, String value) {
        return "option " + name + "=" + value;
    }

    @Override
    public boolean isAnswer(String firstWord) {
        return ANSWERS.contains(firstWord) || OLD_STYLE_MOVE.matcher(firstWord).matches();
    }

    /** The option's name in a feature's option value ({@code "Hash -spin 64 1 1024"}), or null. */
    @Override
    public String optionName(String line) {
        int dash = line.indexOf(" -");
        return dash <= 0 ? null : line.substring(0, dash).trim();
    }

    /**
     * Chess and chess960 only; chess960 needs {@code variants} to list {@code fischerandom}; every game is set up
     * with {@code setboard}, which the engine must offer.
     */
    @Override
    public Negotiated negotiate(Handshake handshake, EngineConfig config) throws EngineException {
        Variant v = config.variant();
        String who = "engine " + config.name();
        if (v.engineNames().xboardVariant() == null) {
            throw new EngineException(EngineException.Kind.PROTOCOL, who + ": proto=xboard plays chess and "
                    + "chess960; give --game chess or use uci/ucci for " + v.name());
        }
        if (!"1".equals(handshake.feature("setboard"))) {
            throw new EngineException(EngineException.Kind.PROTOCOL, who + " does not offer feature setboard=1, "
                    + "which arbiter needs to set up positions");
        }
        String name = v.engineNames().xboardVariant();
        if (!name.equals("normal")) {
            String variants = handshake.feature("variants");
            if (variants == null || !List.of(variants.split(",")).contains(name)) {
                throw new EngineException(EngineException.Kind.PROTOCOL, who + " does not list " + name + " in its "
                        + "variants feature; it cannot play " + v.name());
            }
        }
        Resources r = config.resources();
        if (r.threads() != null && r.threads() != 1 && !"1".equals(handshake.feature("smp"))) {
            throw new EngineException(EngineException.Kind.PROTOCOL, who + " does not offer feature smp=1, so "
                    + "threads=" + r.threads() + " cannot be set");
        }
        if (r.hashMb() != null && !"1".equals(handshake.feature("memory"))) {
            throw new EngineException(EngineException.Kind.PROTOCOL, who + " does not offer feature memory=1, so "
                    + "hash=" + r.hashMb() + " cannot be set");
        }
        boolean ping = "1".equals(handshake.feature("ping"));
        return new Negotiated(new XboardProtocol(ping, "1".equals(handshake.feature("usermove")), v, r), List.of());
    }

    @Override
    public String ping(int n) {
        return ping ? "ping " + n : null;
    }

    @Override
    public boolean isPong(String line, int n) {
        return line.trim().equals("pong " + n);
    }

    /** Nothing at the handshake: {@code cores} and {@code memory} go before each {@code new} ({@link #newGame}). */
    @Override
    public List<String> resources(Handshake h, EngineConfig config) {
        return List.of();
    }

    @Override
    public List<String> newGame() {
        List<String> c = new ArrayList<>();
        if (resources.hashMb() != null) {
            c.add("memory " + resources.hashMb());
        }
        if (resources.threads() != null && resources.threads() != 1) {
            c.add("cores " + resources.threads());
        }
        c.add("new");
        String name = variant.engineNames().xboardVariant();
        if (name != null && !name.equals("normal")) {
            c.add("variant " + name);
        }
        c.addAll(List.of("force", "post", "easy"));
        return c;
    }

    /**
     * When the engine's board is one opponent move behind its own last move, that move alone after
     * {@code time}/{@code otim} (the engine, not in force mode, then searches); otherwise the board is rebuilt in
     * force mode ({@code setboard} and every move), the search limits set, and {@code go} sent.
     */
    @Override
    public boolean keepsBoard() {
        return true;
    }

    @Override
    public List<String> think(String startFen, List<String> moves, List<String> known, GoLimits limits,
                              boolean redToMove) {
        List<String> out = new ArrayList<>();
        List<String> written = written(startFen, moves);
        if (known != null && moves.size() == known.size() + 2 && moves.subList(0, known.size()).equals(known)) {
            clocks(out, limits);
            out.add(written.get(written.size() - 1));
            return out;
        }
        out.add("force");
        out.add("setboard " + startFen);
        out.addAll(limits(limits));
        out.addAll(written);
        clocks(out, limits);
        out.add("go");
        return out;
    }

    /** The moves as the engine reads them: coordinates, castling as {@code O-O}/{@code O-O-O} in chess960. */
    private List<String> written(String startFen, List<String> moves) {
        List<String> san = null;
        if (variant.engineNames().chess960() && !moves.isEmpty()) {
            GameState g = variant.start(startFen, null).orThrow();
            for (String m : moves) {
                if (g.isOver()) {
                    break;
                }
                g = g.play(m);
            }
            san = g.notate(Notation.SAN);
        }
        List<String> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            String m = moves.get(i);
            if (san != null && i < san.size() && san.get(i).startsWith("O-O")) {
                m = san.get(i).replaceAll("[+#]", "");
            }
            out.add(usermove ? "usermove " + m : m);
        }
        return out;
    }

    /** The search limits of the game: {@code level} for a clock, {@code st} per move, {@code sd} for depth. */
    private static List<String> limits(GoLimits l) {
        List<String> out = new ArrayList<>();
        if (l.moveTimeMs() != null) {
            out.add("st " + Math.max(1, (l.moveTimeMs() + 999) / 1000));
        } else if (l.clocked()) {
            long base = l.ownTimeMs() / 1000;
            String inc = seconds(GoLimits.nz(l.ownIncMs()));
            out.add("level " + (l.periods() ? l.movesToGo() : 0) + " " + base / 60 + (base % 60 == 0 ? ""
                    : ":" + String.format(Locale.ROOT, "%02d", base % 60)) + " " + inc);
        } else {
            out.add("st 86400"); // no clock: the depth below, or the stall timeout, ends the search
        }
        if (l.depth() != null) {
            out.add("sd " + l.depth());
        }
        return out;
    }

    private static String seconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(Locale.ROOT, "%.3f", ms / 1000.0)
                .replaceAll("0+$", "");
    }

    private static void clocks(List<String> out, GoLimits l) {
        if (l.clocked() && l.moveTimeMs() == null) {
            out.add("time " + Math.max(0, l.ownTimeMs() / 10));
            out.add("otim " + Math.max(0, l.oppTimeMs() / 10));
        }
    }

    @Override
    public String position(String startFen, List<String> moves) {
        return "setboard " + startFen; // the whole set-up is think()'s
    }

    @Override
    public String go(GoLimits limits, boolean redToMove) {
        return "go";
    }

    /** {@code move X}, an old-style {@code N. ... X}, or {@code resign}. */
    @Override
    public BestMove answer(String line) {
        String[] t = line.trim().split("\\s+");
        if (t.length == 0) {
            return null;
        }
        if (t[0].equals("move")) {
            return t.length >= 2 ? new BestMove.Played(t[1], null) : new BestMove.Garbled(line);
        }
        if (t[0].equals("resign")) {
            return new BestMove.Resigned(line);
        }
        if (t.length >= 3 && t[0].matches("\\d+\\.") && t[1].equals("...")) {
            return new BestMove.Played(t[2], null);
        }
        return null;
    }

    /** Thinking output {@code ply score time nodes pv}: score in centipawns, time in centiseconds. */
    @Override
    public boolean mayAdd(String line, Info merged) {
        return true; // thinking output names no fields: every line is read
    }

    @Override
    public Info info(String line) {
        Matcher m = THINKING.matcher(line);
        if (!m.matches()) {
            return null;
        }
        try {
            int score = Integer.parseInt(m.group(2));
            Score s = Math.abs(score) >= MATE ? Score.mateIn((score > 0 ? 1 : -1) * ((Math.abs(score) - MATE + 1) / 2))
                    : Score.cp(score);
            List<String> pv = List.of(m.group(5).trim().split("\\s+"));
            return new Info(Integer.parseInt(m.group(1)), null, s, Long.parseLong(m.group(4)), null,
                    Long.parseLong(m.group(3)) * 10, null, pv.size() == 1 && pv.get(0).isEmpty() ? List.of() : pv);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public boolean isInfo(String line) {
        return info(line) != null;
    }

    @Override
    public String violation(String line) {
        String t = line.trim();
        return t.startsWith("Illegal move") ? "refused a legal move: '" + t + "'" : null;
    }

    @Override
    public String stop() {
        return "?";
    }

    /** A coordinate move ({@code e2e4}, {@code e7e8q}, {@code e7e8=Q}) as canonical text, or null. */
    @Override
    public String readMove(String text) {
        String t = text.trim().replace("=", "").toLowerCase(Locale.ROOT);
        return t.matches("[a-h][1-8][a-h][1-8][qrbn]?") ? t : null;
    }

    /** Coordinates, or SAN and {@code O-O} read in the position (as xboard engines may write them). */
    @Override
    public String readMove(String text, GameState game) {
        Parsed<String> read = game.readMove(text.trim());
        if (read instanceof Parsed.Ok<String> ok) {
            return ok.value();
        }
        String coordinate = readMove(text);
        return coordinate != null ? coordinate : ((Parsed.Err<String>) read).field().equals(GameState.ILLEGAL)
                ? text.trim() : null; // an illegal move in a real notation: the rule core names it
    }

    @Override
    public String quit() {
        return "quit";
    }
}
