package arbiter.cli.tools;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.play.PlayOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.book.Opening;
import arbiter.core.book.OpeningBook;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class BookCommandTest {

    @Test
    void theBundledBookHoldsAtLeastAHundredDistinctNamedScoredPositions() throws Exception {
        List<Opening> book = PlayOptions.defaultBook(arbiter.core.xiangqi.Xiangqi.INSTANCE);
        assertTrue(book.size() >= 100, "only " + book.size());
        Set<Long> keys = new HashSet<>();
        for (Opening o : book) {
            assertFalse(o.name().isBlank(), o.source());
            assertTrue(o.moves().size() >= 2, o.source());
            var g = o.start(null);
            assertTrue(keys.add(arbiter.core.xiangqi.board.Position.fromFen(g.fen()).orThrow().key()),
                    "repeated position " + o.source());
            assertTrue(g.legalMoveCount() > 0);
        }
        Set<String> names = new java.util.LinkedHashSet<>();
        book.forEach(o -> names.add(o.name()));
        assertEquals(names.size(), book.subList(0, names.size()).stream().map(Opening::name).distinct().count(),
                "played in order, the first games open with different openings");
        String text = new String(PlayOptions.class.getResourceAsStream("/openings/default.epd").readAllBytes());
        assertEquals(book.size(), text.lines().filter(l -> l.contains("c0 \"") && l.contains(" cp for Red")).count());
    }

    @Test
    void buildingABookChecksEveryLineAndRecordsAScorePerPosition(@TempDir Path dir) throws Exception {
        Path lines = dir.resolve("lines.txt");
        Files.writeString(lines, "# test\n中炮 | h2e2 h9g7 h0g2\n飞相局 | g0e2 h9g7\n");
        Path out = dir.resolve("book.epd");
        List<String> args = new ArrayList<>(List.of("book", "--lines", lines.toString(), "--out", out.toString(),
                "--max-score", "100000", "--baseline", "zero", "--engine"));
        args.addAll(SampleEngineCommand.settings("Sample"));
        args.add("depth=2");
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("3 positions written"), r.out());
        List<Opening> book = OpeningBook.read(Files.readString(out), "book.epd", OpeningBook.Format.EPD,
                arbiter.core.xiangqi.Xiangqi.INSTANCE).orThrow();
        assertEquals(List.of("中炮", "飞相局", "中炮"), book.stream().map(Opening::name).toList(),
                "each opening's lines in turn");
        assertEquals(3, book.get(2).moves().size());
    }

    @Test
    void anIllegalMoveInTheLinesIsNamedWithFileAndLine(@TempDir Path dir) throws Exception {
        Path lines = dir.resolve("lines.txt");
        Files.writeString(lines, "好 | h2e2 h9g7\n坏 | h2e2 h2e3\n");
        List<String> args = new ArrayList<>(List.of("book", "--lines", lines.toString(), "--out",
                dir.resolve("b.epd").toString(), "--engine"));
        args.addAll(SampleEngineCommand.settings("Sample"));
        args.add("depth=1");
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("lines.txt:2: move 2: illegal move h2e3"), r.err());
    }

    @Test
    void aBooksLinesAreTakenFromEachOpeningInTurn() {
        assertEquals(List.of("a1", "b1", "c1", "a2", "c2", "a3"),
                BookCommand.varied(List.of("a1", "a2", "b1", "a3", "c1", "c2"), List.of("a", "a", "b", "a", "c", "c")));
    }
}
