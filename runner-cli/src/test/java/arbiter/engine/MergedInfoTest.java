package arbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MergedInfoTest {
    private static final String[] PARTS = {"depth 7", "seldepth 12", "score cp 31", "score mate 3", "nodes 1000",
        "nps 50000", "time 20", "hashfull 4", "pv e2e4 e7e5", "currmove d2d4", "string hello",
        "string depth 9 hashfull 3 pv a2a4", "multipv 2", "score 35", "timeleft 3", "depth x"};

    @Test
    void reportsReadFromTheLastBackEqualReportsReadOneByOne() {
        Random r = new Random(11);
        EngineProtocol uci = new UciProtocol(false);
        for (int trial = 0; trial < 20_000; trial++) {
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

    @Test
    void anEngineThatNeverReportsAFieldHasItsEarlierLinesSkippedUnread() {
        EngineProtocol uci = new UciProtocol(false);
        List<String> lines = new ArrayList<>();
        for (int d = 1; d <= 12; d++) { // as Fairy-Stockfish writes them: no hashfull
            lines.add("info depth " + d + " seldepth " + d + " multipv 1 score cp " + d + " nodes " + 100 * d
                    + " nps 1000 tbhits 0 time " + d + " pv h0g2 h9g7");
        }
        Info last = uci.info(lines.get(11));
        for (int k = 0; k < 11; k++) {
            assertFalse(uci.mayAdd(lines.get(k), last), lines.get(k));
        }
        assertTrue(uci.mayAdd("info depth 3 hashfull 7", last));
        assertTrue(uci.mayAdd("info string no hashfull here", last), "a mention is enough to be read");
        assertEquals(last, uci.merged(null, lines));
    }
}
