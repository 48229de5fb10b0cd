package arbiter.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PgnStreamTest {
    /** Pieces of PGN, some nasty at a cut: comments and variations holding tags, games without moves, errors. */
    private static final String[] PIECES = {
        "[Event \"a\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 2. h0g2 *\n\n",
        "[Event \"b\"]\n\n1. h2e2 {a comment\n\n[Event \"not a tag\"]\n} h9g7 1-0\n\n",
        "[Event \"c\"]\n\n1. h2e2 (1. b2e2\n[Event \"inside\"]\n) h9g7\n\n",
        "[Event \"tags only\"]\n\n",
        "[Event \"d\"]\n\n1. h2e2 {never closed\n\n",
        "[Event \"e\"]\n\n1. h2e2 ) h9g7 *\n\n",
        "[Event \"f\"]\r\n\r\n1. h2e2 h9g7 0-1\r\n\r\n",
        "{lone comment}\n\n",
        "[Event \"g\"]\n\n1.h2e2 h9g7 2.h0g2 $1 b9c7 ; line comment\n% escape\n1/2-1/2\n\n",
        "[Event \"h\"]\n[Bad tag\n\n1. h2e2 *\n\n",
        "1. b2e2 b9c7\n\n",
        "[Event \"no blank line\"]\n1. h2e2 h9g7 1-0\n[Event \"next\"]\n1. b2e2 *\n",
        "[Event \"cr only\"]\r\r1. h2e2 h9g7 *\r\r",
    };

    @Test
    void streamingInSmallChunksGivesWhatOnePassGives() throws Exception {
        Random rnd = new Random(11);
        for (int round = 0; round < 300; round++) {
            StringBuilder sb = new StringBuilder(round % 5 == 0 ? "\uFEFF" : "");
            int n = 1 + rnd.nextInt(30);
            for (int i = 0; i < n; i++) {
                sb.append(rnd.nextInt(3) == 0 ? PIECES[rnd.nextInt(PIECES.length)] : PIECES[0]);
            }
            String text = sb.toString();
            List<PgnEntry> one = PgnReader.read(text);
            for (int chunk : new int[] {16, 50, 200, 1 << 20}) {
                assertEquals(one, streamed(text, chunk), "round " + round + ", chunk " + chunk);
            }
        }
    }

    @Test
    void aLargeTextIsReallyCutIntoChunksThatStartAtAGame() throws Exception {
        String text = PIECES[0].repeat(1000);
        PgnStream s = new PgnStream(new StringReader(text), 4096);
        int chunks = 0;
        StringBuilder again = new StringBuilder();
        for (PgnStream.Chunk c = s.next(); c != null; c = s.next()) {
            chunks++;
            assertTrue(c.text().startsWith("[Event"), c.text().substring(0, 20));
            assertTrue(c.text().length() < 4096 + 2 * PIECES[0].length(), "bounded: " + c.text().length());
            again.append(c.text());
        }
        assertTrue(chunks > 5, "cut into " + chunks);
        assertEquals(text, again.toString(), "nothing lost or doubled at the cuts");
    }

    @Test
    void eachGameKeepsItsOwnTextAndThePlacesOfItsMoves() throws Exception {
        String text = PIECES[8] + PIECES[9] + PIECES[0];
        List<PgnText> games = new ArrayList<>();
        PgnStream.games(new StringReader(text), games::add);
        assertEquals(text, games.stream().map(PgnText::text).reduce("", String::concat));
        PgnText g = games.get(0);
        assertEquals("b9c7", g.text().substring(g.moveStart(3), g.moveEnd(3)));
        assertTrue(games.get(1).entry() instanceof PgnEntry.Unreadable);
    }

    private static List<PgnEntry> streamed(String text, int chunk) throws Exception {
        List<PgnEntry> out = new ArrayList<>();
        PgnStream.games(new StringReader(text), chunk, t -> out.add(t.entry()));
        return out;
    }
}
