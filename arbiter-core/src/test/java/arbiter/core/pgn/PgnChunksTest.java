package arbiter.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class PgnChunksTest {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);

    /** Pieces of PGN, some of them nasty at a cut: comments and variations that hold a blank line and a tag. */
    private static final String[] PIECES = {
        "[Event \"a\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 2. h0g2 *\n\n",
        "[Event \"b\"]\n\n1. h2e2 {a comment\n\n[Event \"not a tag\"]\n} h9g7 1-0\n\n",
        "[Event \"c\"]\n\n1. h2e2 (1. b2e2\n\n[Event \"inside\"]\n) h9g7\n\n",
        "[Event \"tags only\"]\n\n",
        "[Event \"d\"]\n\n1. h2e2 {never closed\n\n",
        "[Event \"e\"]\n\n1. h2e2 ) h9g7 *\n\n",
        "[Event \"f\"]\r\n\r\n1. h2e2 h9g7 0-1\r\n\r\n",
        "{lone comment}\n\n",
        "[Event \"g\"]\n\n1.h2e2 h9g7 2.h0g2 $1 b9c7 ; line comment\n% escape\n1/2-1/2\n\n",
        "[Event \"h\"]\n[Bad tag\n\n1. h2e2 *\n\n",
        "1. b2e2 b9c7\n\n",
    };

    @AfterAll
    static void stop() {
        POOL.shutdownNow();
    }

    @Test
    void partsGiveWhatOnePassGives() throws Exception {
        Random rnd = new Random(7);
        for (int round = 0; round < 300; round++) {
            StringBuilder sb = new StringBuilder(round % 5 == 0 ? "\uFEFF" : "");
            int n = 1 + rnd.nextInt(30);
            for (int i = 0; i < n; i++) {
                // mostly clean games, as in real files, so that most rounds really read in parts
                sb.append(rnd.nextInt(3) == 0 ? PIECES[rnd.nextInt(PIECES.length)] : PIECES[0]);
            }
            String text = sb.toString();
            List<PgnEntry> one = PgnReader.read(text);
            for (int parts = 2; parts <= 9; parts++) {
                assertEquals(one, PgnChunks.read(text, parts, POOL, 1), "round " + round + ", parts " + parts);
            }
        }
    }

    @Test
    void cleanGamesAreReallyReadInParts() {
        String text = PIECES[0].repeat(20) + PIECES[4] + PIECES[0].repeat(20);
        int[] cuts = PgnChunks.cuts(text, 4);
        assertEquals(5, cuts.length, "four parts");
        PgnReader.Part last = PgnReader.readPart(text, cuts[3], cuts[4], 1);
        org.junit.jupiter.api.Assertions.assertFalse(last.ranOut(), "the unclosed comment lies in an earlier part");
        for (int i = 0; i < 3; i++) {
            PgnReader.Part p = PgnReader.readPart(text, cuts[i], cuts[i + 1], 1);
            org.junit.jupiter.api.Assertions.assertEquals(i == 1, p.ranOut(), "part " + i);
        }
    }

    @Test
    void cutsFallOnTagLinesAfterBlankLines() {
        String text = "[A \"1\"]\n\n1. h2e2 *\n\n[B \"2\"]\n\n1. h2e2 *\n";
        int[] cuts = PgnChunks.cuts(text, 4);
        assertEquals(0, cuts[0]);
        assertEquals(text.length(), cuts[cuts.length - 1]);
        for (int i = 1; i < cuts.length - 1; i++) {
            assertEquals('[', text.charAt(cuts[i]));
        }
    }
}
