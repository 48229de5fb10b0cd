package arbiter.cli.play;

import arbiter.cli.common.OutcomeJson;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A plain standings table (the live page's) from wins, draws and losses: a win 1 point, a draw 1/2. */
public final class StandingsTables {
    private StandingsTables() {
    }

    /** {@code standings} rows, the most points first, from each engine's {@code [wins, draws, losses]}. */
    static ObjectNode of(Map<String, double[]> wdl) {
        List<Map.Entry<String, double[]>> rows = new ArrayList<>(wdl.entrySet());
        rows.sort((x, y) -> Double.compare(points(y.getValue()), points(x.getValue())));
        ObjectNode root = OutcomeJson.MAPPER.createObjectNode();
        ArrayNode out = root.putArray("standings");
        int place = 0;
        double last = Double.NaN;
        for (int i = 0; i < rows.size(); i++) {
            double[] r = rows.get(i).getValue();
            double p = points(r);
            if (p != last) {
                place = i + 1;
                last = p;
            }
            boolean shared = i > 0 && points(rows.get(i - 1).getValue()) == p
                    || i + 1 < rows.size() && points(rows.get(i + 1).getValue()) == p;
            ObjectNode o = out.addObject();
            o.put("place", place);
            o.put("shared", shared);
            o.put("name", rows.get(i).getKey());
            o.put("points", p);
            o.put("games", (int) (r[0] + r[1] + r[2]));
            o.put("wins", (int) r[0]);
            o.put("draws", (int) r[1]);
            o.put("losses", (int) r[2]);
        }
        return root;
    }

    private static double points(double[] r) {
        return r[0] + r[1] / 2;
    }
}
