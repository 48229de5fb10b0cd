package arbiter.cli.common;

import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.xiangqi.rules.ChasedPiece;
import arbiter.core.xiangqi.rules.RepetitionVerdict;
import arbiter.core.xiangqi.rules.SideVerdict;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** JSON forms of adjudications, as printed by {@code arbiter adjudicate --json}. */
public final class OutcomeJson {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private OutcomeJson() {
    }

    /**
     * result, termination (null while ongoing), ply, reason, start FEN, the FEN at that ply, played and unplayed
     * moves, repetition (Pikafish's classification, or the national rules' calls of the cycle's moves).
     */
    public static ObjectNode of(Adjudication a) {
        Outcome o = a.outcome();
        ObjectNode n = MAPPER.createObjectNode();
        n.put("result", o.result().pgn());
        if (o.termination() == null) {
            n.putNull("termination");
        } else {
            n.put("termination", o.termination().tag());
        }
        n.put("ply", o.ply());
        n.put("reason", o.reason());
        if (!o.article().isEmpty()) {
            n.put("article", o.article());
        }
        n.put("fen", a.game().startFen());
        n.put("finalFen", a.game().fen());
        n.put("played", a.played().size());
        ArrayNode un = n.putArray("unplayed");
        a.unplayed().forEach(un::add);
        if (o.repetition() != null) {
            n.set("repetition", repetition(o));
        }
        if (!a.game().findings().isEmpty()) {
            ArrayNode findings = n.putArray("findings");
            for (arbiter.core.game.Finding f : a.game().findings()) {
                findings.addObject().put("ply", f.ply()).put("article", f.article()).put("text", f.text());
            }
        }
        if (!a.game().duties().isEmpty()) {
            ArrayNode duties = n.putArray("duties");
            for (arbiter.core.game.Duty d : a.game().duties()) {
                ObjectNode dn = duties.addObject();
                dn.put("side", d.side().displayName().toLowerCase());
                dn.put("arosePly", d.arosePly());
                dn.put("article", d.article());
                dn.put("status", d.status().json());
                if (d.endPly() >= 0) {
                    dn.put("endPly", d.endPly());
                }
                dn.put("reason", d.reason());
            }
        }
        return n;
    }

    /** An engine's chosen build: {@code cmd}, {@code requires}, {@code index} (from 1) {@code of}, {@code passedOver}. */
    public static ObjectNode build(arbiter.engine.Build.Choice c) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("cmd", c.build().command());
        c.build().requires().forEach(o.putArray("requires")::add);
        o.put("index", c.index() + 1);
        o.put("of", c.of());
        c.skipped().forEach(o.putArray("passedOver")::add);
        return o;
    }

    /**
     * The cycle that ended the game: its plies, each side's classification under Pikafish's rules, and every move
     * with its kind, its call in the rule book's words (national rules), the pieces it chases and, under Pikafish's
     * rules, the pieces that escaped.
     */
    private static ObjectNode repetition(Outcome o) {
        ObjectNode r = MAPPER.createObjectNode();
        r.put("firstPly", o.repetition().firstPly());
        r.put("lastPly", o.repetition().lastPly());
        RepetitionVerdict v = RepetitionVerdict.of(o);
        if (v != null) {
            r.set("red", side(v.red()));
            r.set("black", side(v.black()));
        }
        ArrayNode moves = r.putArray("moves");
        for (CycleMoves m : CycleMoves.of(o)) {
            ObjectNode mo = moves.addObject();
            mo.put("ply", m.ply());
            mo.put("side", m.mover().displayName().toLowerCase());
            mo.put("move", m.move().toString());
            mo.put("kind", m.kind());
            if (v == null) {
                mo.put("call", m.call());
            }
            m.chases().forEach(mo.putArray("chases")::add);
            if (v != null) {
                m.escapes().forEach(mo.putArray("escapes")::add);
            }
        }
        return r;
    }

    private static ObjectNode side(SideVerdict s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("level", s.violation().level());
        o.put("classification", s.violation().name().toLowerCase().replace('_', '-'));
        o.put("chinese", s.violation().chinese());
        ArrayNode chased = o.putArray("chased");
        for (ChasedPiece c : s.chased()) {
            ObjectNode p = chased.addObject();
            p.put("piece", c.piece().type().englishName());
            p.put("side", c.piece().side().displayName().toLowerCase());
            p.put("square", c.square().toString());
            p.put("pinnedRook", c.pinnedRook());
        }
        return o;
    }
}
