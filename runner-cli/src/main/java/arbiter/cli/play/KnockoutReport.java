package arbiter.cli.play;

import arbiter.cli.common.OutcomeJson;
import arbiter.cli.common.Words;

import arbiter.core.event.KnockoutMatch;
import arbiter.tournament.KnockoutSchedule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;

/** A knockout's bracket as text and JSON: every mini-match with its score, and the final places. */
public final class KnockoutReport {
    private KnockoutReport() {
    }

    static String text(KnockoutSchedule.Progress p, List<String> names) {
        StringBuilder b = new StringBuilder("Knockout\n");
        for (int r = 0; r < p.matches().size(); r++) {
            b.append(String.format(Locale.ROOT, "Round %d:%n", r + 1));
            for (KnockoutMatch m : p.matches().get(r)) {
                b.append("  ").append(line(m, names)).append('\n');
            }
        }
        if (p.bracket().finished()) {
            int[] places = p.bracket().ranking();
            b.append("Places:");
            for (int place = 1; place <= names.size(); place++) {
                for (int player = 1; player < places.length; player++) {
                    if (places[player] == place) {
                        b.append(' ').append(place).append(". ").append(names.get(player - 1));
                    }
                }
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String line(KnockoutMatch m, List<String> names) {
        String s = String.format(Locale.ROOT, "%s %s - %s %s (%s)", names.get(m.a() - 1), score(m.points(m.a())),
                score(m.points(m.b())), names.get(m.b() - 1), Words.count(m.games().size(), "game"));
        if (m.status() instanceof KnockoutMatch.Decided d) {
            return s + ": " + names.get(d.winner() - 1) + " goes through";
        }
        return s + ": under way";
    }

    private static String score(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.1f", x);
    }

    static ObjectNode json(KnockoutSchedule.Progress p, List<String> names) {
        ObjectNode n = OutcomeJson.MAPPER.createObjectNode();
        ArrayNode rounds = n.putArray("rounds");
        for (List<KnockoutMatch> round : p.matches()) {
            ArrayNode r = rounds.addArray();
            for (KnockoutMatch m : round) {
                ObjectNode o = r.addObject();
                o.put("a", names.get(m.a() - 1));
                o.put("b", names.get(m.b() - 1));
                o.put("pointsA", m.points(m.a()));
                o.put("pointsB", m.points(m.b()));
                o.put("games", m.games().size());
                if (m.status() instanceof KnockoutMatch.Decided d) {
                    o.put("winner", names.get(d.winner() - 1));
                } else {
                    o.putNull("winner");
                }
            }
        }
        if (p.bracket().finished()) {
            ObjectNode places = n.putObject("places");
            int[] ranking = p.bracket().ranking();
            for (int player = 1; player < ranking.length; player++) {
                places.put(names.get(player - 1), ranking[player]);
            }
        }
        return n;
    }
}
