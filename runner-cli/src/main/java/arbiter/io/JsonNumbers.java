package arbiter.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * JSON has no infinity and no NaN, and Jackson would write them as the strings {@code "Infinity"} and
 * {@code "NaN"}, which a reader takes for text. The scheme of every JSON file the runner writes: a number that is
 * not finite is written as {@code null}, and an infinite one adds a sibling {@code KEYInfinite} holding {@code "+"}
 * or {@code "-"} (e.g. an engine with every game won: {@code "elo": null, "eloInfinite": "+"}). NaN (undefined,
 * e.g. a statistic of no games) is {@code null} alone; inside an array both are {@code null}.
 */
public final class JsonNumbers {
    private JsonNumbers() {
    }

    /** Puts {@code value} under {@code key} by the scheme above. */
    public static void put(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
            return;
        }
        node.putNull(key);
        if (Double.isInfinite(value)) {
            node.put(key + "Infinite", value > 0 ? "+" : "-");
        }
    }

    /** Rewrites every non-finite number in the tree by the scheme above; returns {@code root}. */
    public static <T extends JsonNode> T finite(T root) {
        if (root instanceof ObjectNode o) {
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            o.fields().forEachRemaining(fields::add);
            for (Map.Entry<String, JsonNode> f : fields) {
                JsonNode v = f.getValue();
                if (v.isFloatingPointNumber() && !Double.isFinite(v.doubleValue())) {
                    put(o, f.getKey(), v.doubleValue());
                } else {
                    finite(v);
                }
            }
        } else if (root instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                JsonNode v = a.get(i);
                if (v.isFloatingPointNumber() && !Double.isFinite(v.doubleValue())) {
                    a.set(i, NullNode.getInstance());
                } else {
                    finite(v);
                }
            }
        }
        return root;
    }
}
