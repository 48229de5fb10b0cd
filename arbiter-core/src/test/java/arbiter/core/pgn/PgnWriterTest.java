package arbiter.core.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    static List<PgnWriter.MoveText> moves(int n) {
        String[] cycle = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
        List<PgnWriter.MoveText> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new PgnWriter.MoveText(cycle[i % cycle.length], i % 3 == 0 ? "book" : "+0.35/14 0.812s"));
        }
        return out;
    }

    @Test
    void writtenGameReadsBackWithTheSameTagsMovesAndResult() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "A \"quoted\" event with a back\\slash");
        tags.put("Red", "红方引擎");
        tags.put("Result", "1-0");
        String text = PgnWriter.write(tags, moves(40), 1, false, "Red checkmates Black {with braces}", "1-0");
        List<PgnEntry> read = PgnReader.read(text + text);
        assertEquals(2, read.size());
        PgnGame g = ((PgnEntry.Read) read.get(0)).game();
        assertEquals(tags, g.tags());
        assertEquals(moves(40).stream().map(PgnWriter.MoveText::text).toList(), g.moves());
        assertEquals("1-0", g.result());
        assertTrue(text.lines().filter(l -> !l.startsWith("[") && !l.contains("checkmates"))
                .allMatch(l -> l.length() <= 79), text);
    }

    @Test
    void blackFirstGamesStartWithEllipsisAndNumberFromTheFen() {
        String text = PgnWriter.write(Map.of("Result", "*"), moves(3), 12, true, null, "*");
        assertTrue(text.contains("12... h2e2 {book} 13. h9g7 {+0.35/14 0.812s} h0g2"), text);
        PgnGame g = ((PgnEntry.Read) PgnReader.read(text).get(0)).game();
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), g.moves());
    }
}
