package arbiter.core.xiangqi;

import arbiter.core.xiangqi.notation.OneBasedRanks;

import arbiter.core.game.Adjudication;

import arbiter.core.game.Rules;

import arbiter.core.game.EngineNames;
import arbiter.core.game.GameState;
import arbiter.core.game.Variant;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.rules.RuleSet;
import arbiter.core.xiangqi.notation.Notations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Xiangqi on the 9x10 board in Pikafish FEN, judged by the xiangqi rule sets ({@code pikafish}, {@code cxq}). */
public final class Xiangqi implements Variant {
    /** The one instance. */
    public static final Xiangqi INSTANCE = new Xiangqi();

    private Xiangqi() {
    }

    @Override
    public String name() {
        return "xiangqi";
    }

    /** Fairy-Stockfish is told {@code UCI_Variant xiangqi} and then numbers ranks 1-10; no xboard; always a FEN. */
    @Override
    public EngineNames engineNames() {
        return new EngineNames("xiangqi", true, false, false, null);
    }

    /** The national rules' scoring, 2 points a win, 1 a draw (2011 13.1). */
    @Override
    public String defaultScoring() {
        return "2-1-0";
    }

    /** A tag with {@code xiangqi} or {@code chinese} in it ({@code Chinese Chess}). */
    @Override
    public boolean namedBy(String tag) {
        return tag.contains("xiangqi") || tag.contains("chinese");
    }

    @Override
    public String managerName() {
        return "xiangqi";
    }

    /** Chinese ({@code 炮二平五}), WXF ({@code C2.5}) or coordinates with ranks 1-10 ({@code h3e3}). */
    @Override
    public boolean claimsFirstMove(String move, java.util.function.UnaryOperator<String> tag) {
        arbiter.core.game.Notation n = arbiter.core.xiangqi.notation.Notations.detect(move);
        return n == arbiter.core.game.Notation.CHINESE || n == arbiter.core.game.Notation.WXF
                || n == arbiter.core.game.Notation.COORDINATE_1_10;
    }

    /** Perft to depth 5 against Fairy-Stockfish. */
    @Override
    public arbiter.core.game.BenchPlan benchPlan() {
        return XiangqiBench.plan();
    }

    /** The board alone and the judge, timed apart, on games with fewer captures (they run long). */
    @Override
    public arbiter.core.game.BenchPlan.Corpus benchCorpus(int games, long seed, int maxPlies) {
        return XiangqiBench.corpus(games, seed, maxPlies);
    }

    /** The first game's book keeps its first name, {@code openings/default.epd}. */
    @Override
    public String bundledBook() {
        return "default.epd";
    }

    @Override
    public String initialFen() {
        return Position.INITIAL_FEN;
    }

    @Override
    public String sideName(Side side) {
        return side.displayName();
    }

    @Override
    public List<String> ruleNames() {
        return RuleSets.names();
    }

    @Override
    public Parsed<Rules> rules(String name) {
        Optional<RuleSet> r = name == null ? Optional.of(RuleSets.defaultRules()) : RuleSets.byName(name);
        return r.<Parsed<Rules>>map(Parsed.Ok::new).orElseGet(() -> new Parsed.Err<>("rules", "'" + name
                + "' is not a xiangqi rule set; expected one of " + String.join(", ", ruleNames())));
    }

    @Override
    public Parsed<GameState> startUnder(String fen, Rules rules) {
        return Fen.parse(fen).map(p -> of(Game.start(p, (RuleSet) rules)));
    }

    /**
     * The {@code [Format]} tag's notation, else the first move's shape; coordinates are read with ranks 1-10 when
     * the moves only make sense so (Fairy-Stockfish's UCI records, {@link OneBasedRanks}).
     */
    @Override
    public Parsed<Notation> recordNotation(String formatTag, String fen, List<String> moves) {
        Notation n = Notations.byName(formatTag);
        if (n == null) {
            n = moves.isEmpty() ? Notation.COORDINATE : Notations.detect(moves.get(0));
        }
        if (n == null) {
            return new Parsed.Err<>("notation", "cannot tell the notation of '" + moves.get(0)
                    + "'; expected coordinates (h2e2), ICCS (H2-E2), WXF (C2.5) or Chinese (炮二平五)");
        }
        if (n != Notation.COORDINATE || moves.isEmpty()) {
            return new Parsed.Ok<>(n);
        }
        Parsed<Position> start = fen == null ? new Parsed.Ok<>(Position.initial()) : Fen.parse(fen);
        if (start instanceof Parsed.Err<Position>) {
            return new Parsed.Ok<>(n); // the FEN is reported where the game starts
        }
        return new Parsed.Ok<>(OneBasedRanks.isOneBased(start.orThrow(), moves) ? Notation.COORDINATE_1_10 : n);
    }

    /** The rule core's fast path: the notation read straight into the xiangqi game. */
    @Override
    public Parsed<Adjudication> replay(GameState start, List<String> tokens, Notation notation) {
        Game g = ((XiangqiState) start).game();
        return Replay.ofNotation(g.startPosition(), tokens, notation, g.rules());
    }

    /** The state of a xiangqi game. */
    public static GameState of(Game game) {
        return new XiangqiState(game);
    }

    @Override
    public String fromEngine(String text, boolean ranksFromOne) {
        Move m = EngineCoordinates.read(text, ranksFromOne ? 1 : 0);
        return m == null ? null : m.toString();
    }

    @Override
    public String toEngine(String move, boolean ranksFromOne) {
        return ranksFromOne ? EngineCoordinates.write(Move.parse(move), 1) : move;
    }

    @Override
    public Parsed<List<String>> translate(String fen, List<String> moves, Notation source, Notation target) {
        Parsed<Position> start = Fen.parse(fen);
        if (start instanceof Parsed.Err<Position> e) {
            return new Parsed.Err<>("FEN tag", e.describe());
        }
        Notation from = source != null ? source : moves.isEmpty() ? Notation.COORDINATE : Notations.detect(moves.get(0));
        if (from == null) {
            return new Parsed.Err<>("move 1 '" + moves.get(0) + "'", "cannot tell its notation");
        }
        List<Move> read = new ArrayList<>(moves.size());
        Position p = start.orThrow();
        for (int i = 0; i < moves.size(); i++) {
            Parsed<Move> m = Notations.read(from, p, moves.get(i)); // the reader cuts off marks such as !?
            if (m instanceof Parsed.Err<Move> e) {
                return new Parsed.Err<>("move " + (i + 1) + " '" + moves.get(i) + "'", e.message());
            }
            read.add(m.orThrow());
            p = p.play(m.orThrow()).orThrow();
        }
        return new Parsed.Ok<>(Notations.writeAll(target, start.orThrow(), read));
    }

    @Override
    public boolean fits(String fen) {
        String placement = fen.trim().split("\\s+", 2)[0];
        return placement.chars().filter(c -> c == '/').count() == 9;
    }

    @Override
    public List<Notation> notations() {
        return List.of(Notation.COORDINATE, Notation.ICCS, Notation.WXF, Notation.CHINESE, Notation.COORDINATE_1_10);
    }

    @Override
    public Map<String, String> pgnTags() {
        return Map.of();
    }

    @Override
    public boolean needsFenTag(String fen) {
        return true;
    }

    @Override
    public String toString() {
        return name();
    }
}
