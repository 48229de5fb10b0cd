package arbiter.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class JsonNumbersTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void infinitiesBecomeNullWithASignFlagAndNaNBecomesNull() throws Exception {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("elo", Double.POSITIVE_INFINITY);
        n.put("lower", Double.NEGATIVE_INFINITY);
        n.put("los", Double.NaN);
        n.put("draws", 0.25);
        n.putObject("inner").putArray("values").add(1.5).add(Double.POSITIVE_INFINITY);
        String text = MAPPER.writeValueAsString(JsonNumbers.finite(n));
        assertEquals("{\"elo\":null,\"lower\":null,\"los\":null,\"draws\":0.25,\"inner\":{\"values\":[1.5,null]},"
                + "\"eloInfinite\":\"+\",\"lowerInfinite\":\"-\"}", text);
    }
}
