package arbiter.cli.play;

import arbiter.core.game.Side;

import arbiter.cli.common.OutcomeJson;

import arbiter.core.book.Opening;
import arbiter.io.AtomicFile;
import arbiter.io.JsonNumbers;
import arbiter.core.clock.TimeControl;
import arbiter.core.game.Outcome;
import arbiter.core.stats.Elo;
import arbiter.core.stats.EloEstimate;
import arbiter.core.stats.Pentanomial;
import arbiter.core.stats.Sprt;
import arbiter.core.stats.SprtResult;
import arbiter.core.stats.Wdl;
import arbiter.match.EngineSpec;
import arbiter.match.MatchConfig;
import arbiter.match.MatchRunner;
import arbiter.match.PlayedGame;
import arbiter.match.Standing;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The {@code --json-out} file: settings, every game and the statistics, replaced atomically ({@link AtomicFile})
 * so a reader never sees half a file.
 */
public final class MatchReport {
    private final Path target;
    private final MatchConfig config;
    private final java.util.List<com.fasterxml.jackson.databind.JsonNode> earlier;

    /** @param earlier the entries of games played before a resume, written first */
    MatchReport(Path target, MatchConfig config, java.util.List<com.fasterxml.jackson.databind.JsonNode> earlier) {
        this.target = target;
        this.config = config;
        this.earlier = java.util.List.copyOf(earlier);
    }

    void write(MatchRunner runner, String status) throws IOException {
        ObjectNode root = OutcomeJson.MAPPER.createObjectNode();
        root.put("status", status);
        root.set("settings", settings());
        ArrayNode games = root.putArray("games");
        earlier.forEach(g -> games.add(g.deepCopy()));
        for (PlayedGame g : runner.finished()) {
            games.add(game(g, runner.pgnOffset(g.number())));
        }
        root.set("statistics", statistics(runner.standing()));
        JsonNumbers.finite(root);
        AtomicFile.write(target, OutcomeJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
    }

    private ObjectNode settings() {
        ObjectNode s = OutcomeJson.MAPPER.createObjectNode();
        ArrayNode engines = s.putArray("engines");
        for (EngineSpec e : new EngineSpec[] {config.a(), config.b()}) {
            ObjectNode o = engines.addObject();
            o.put("name", e.name());
            o.put("cmd", e.config().command());
            if (e.build() != null) {
                o.set("build", OutcomeJson.build(e.build()));
            }
            e.config().args().forEach(o.withArray("args")::add);
            o.put("protocol", e.config().protocol().name()); // uci, ucci or xboard: not a Java toString
            if (e.config().resources().threads() != null) {
                o.put("threads", e.config().resources().threads());
            }
            if (e.config().resources().hashMb() != null) {
                o.put("hashMb", e.config().resources().hashMb());
            }
            ObjectNode opts = o.putObject("options");
            e.config().options().forEach(opts::put);
            o.put("tc", e.clock() instanceof TimeControl.Unlimited ? null : e.clock().format());
            if (e.nodes() != null) {
                o.put("nodes", e.nodes());
            }
            if (e.depth() != null) {
                o.put("depth", e.depth());
            }
            o.put("timemarginMs", e.marginMs());
        }
        s.put("games", config.games());
        s.put("concurrency", config.concurrency());
        s.put("game", config.rules().game().name());
        s.put("rules", config.rules().name());
        s.put("openings", config.openings().size());
        s.put("pgnout", config.pgnOut() == null ? null : config.pgnOut().toString());
        if (config.sprt() != null) {
            ObjectNode p = s.putObject("sprt");
            p.put("elo0", config.sprt().elo0());
            p.put("elo1", config.sprt().elo1());
            p.put("alpha", config.sprt().alpha());
            p.put("beta", config.sprt().beta());
            p.put("model", config.sprt().model().name().toLowerCase());
        }
        return s;
    }

    /** A game's entry; {@code offset} its byte offset in the PGN file, -1 without one. */
    static ObjectNode game(PlayedGame g, long offset) {
        Outcome o = g.game().outcome();
        ObjectNode n = OutcomeJson.MAPPER.createObjectNode();
        n.put("number", g.number());
        n.put("pair", g.round());
        // the game's own side names: red/black in xiangqi, white/black in chess
        String first = g.game().variant().sideName(Side.RED).toLowerCase(java.util.Locale.ROOT);
        String second = g.game().variant().sideName(Side.BLACK).toLowerCase(java.util.Locale.ROOT);
        n.put(first, g.red());
        n.put(second, g.black());
        Opening op = g.opening();
        ObjectNode on = n.putObject("opening");
        on.put("name", op.name());
        on.put("fen", op.fen());
        op.moves().forEach(m -> on.withArray("moves").add(m.toString()));
        on.put("source", op.source());
        n.put("result", o.result().pgn());
        n.put("termination", o.termination() == null ? null : o.termination().tag());
        n.put("reason", o.reason());
        n.put("plies", g.moves().size());
        n.put(first + "ThinkMs", g.redThinkMs());
        n.put(second + "ThinkMs", g.blackThinkMs());
        n.put("durationMs", g.durationMs());
        n.put("pgnOffset", offset);
        return n;
    }

    private ObjectNode statistics(Standing st) {
        ObjectNode s = OutcomeJson.MAPPER.createObjectNode();
        s.put("engine", config.a().name());
        s.put("opponent", config.b().name());
        s.put("wins", st.wins());
        s.put("draws", st.draws());
        s.put("losses", st.losses());
        long[] p = st.pentanomial();
        ArrayNode pa = s.putArray("pentanomial");
        for (long v : p) {
            pa.add(v);
        }
        if (st.games() > 0) {
            EloEstimate e = Elo.fromWdl(new Wdl(st.wins(), st.draws(), st.losses()));
            JsonNumbers.put(s, "score", e.score());
            JsonNumbers.put(s, "elo", e.elo());
            JsonNumbers.put(s, "eloLower", e.lower());
            JsonNumbers.put(s, "eloUpper", e.upper());
            JsonNumbers.put(s, "los", e.los());
            s.put("drawRatio", (double) st.draws() / st.games());
        }
        if (p[0] + p[1] + p[2] + p[3] + p[4] > 0) {
            var ne = Elo.normalized(Pentanomial.of(p));
            JsonNumbers.put(s, "nElo", ne.nElo());
            JsonNumbers.put(s, "nEloMargin", ne.errorMargin());
            if (config.sprt() != null) {
                SprtResult r = Sprt.decide(Pentanomial.of(p), config.sprt());
                ObjectNode sp = s.putObject("sprt");
                JsonNumbers.put(sp, "llr", r.llr());
                sp.put("lowerBound", r.lowerBound());
                sp.put("upperBound", r.upperBound());
                sp.put("decision", r.decision().name());
            }
        }
        return s;
    }

    /** The match as a standings table (the live page's): both engines, the leader first ({@link StandingsTables}). */
    static ObjectNode table(String a, String b, arbiter.match.Standing s) {
        java.util.Map<String, double[]> wdl = new java.util.LinkedHashMap<>();
        wdl.put(a, new double[] {s.wins(), s.draws(), s.losses()});
        wdl.put(b, new double[] {s.losses(), s.draws(), s.wins()});
        return StandingsTables.of(wdl);
    }
}
