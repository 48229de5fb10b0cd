package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MergedInfoTest {
    private static final String[] PARTS = {"depth 7", "seldepth 12", "score cp 31", "score mate 3", "nodes 1000",
        "nps 50000", "time 20", "hashfull 4", "pv e2e4 e7e5", "currmove d2d4", "string hello"};

    @Test
    void reportsReadFromTheLastBackEqualReportsReadOneByOne() {
        Random r = new Random(11);
        EngineProtocol uci = new UciProtocol(false);
        for (int trial = 0; trial < 5_000; trial++) {
            List<String> lines = new ArrayList<>();
            for (int n = r.nextInt(6); n > 0; n--) {
                StringBuilder sb = new StringBuilder("info");
                for (int k = r.nextInt(5); k > 0; k--) {
                    sb.append(' ').append(PARTS[r.nextInt(PARTS.length)]);
                }
                lines.add(sb.toString());
            }
            Info earlier = r.nextBoolean() ? null : uci.info("info depth 1 score cp 1 nodes 5 pv a2a3");
            Info oneByOne = earlier;
            for (String l : lines) {
                Info i = uci.info(l);
                if (!i.isEmpty()) {
                    oneByOne = i.over(oneByOne);
                }
            }
            assertEquals(oneByOne, uci.merged(earlier, lines), String.join(" | ", lines));
        }
    }
}
