package arbiter.cli.judge;

import arbiter.cli.Cli;
import arbiter.cli.Main;
import arbiter.cli.common.Words;
import arbiter.cli.play.MatchInterruptTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.core.xiangqi.RuleSets;
import java.io.BufferedWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjudicate} reads files as a stream: the same verdicts in any chunking, memory that does not grow. */
public class AdjudicateStreamTest {
    @TempDir
    Path dir;

    @Test
    void judgingInSmallChunksOnSeveralThreadsGivesWhatOneChunkGives() throws Exception {
        Path pgn = dir.resolve("mixed.pgn");
        String mixed = AdjudicateCommandTest.MIXED + AdjudicateFixTest.UNREADABLE + AdjudicateFixTest.EVALUATED
                + "[Event \"open comment\"]\n\n1. h2e2 {never closed\n\n" + AdjudicateFixTest.PLAYS_ON + "\n";
        Files.writeString(pgn, mixed.repeat(30), StandardCharsets.UTF_8);
        List<String> whole = judged(pgn, 1, Integer.MAX_VALUE / 4);
        assertTrue(whole.size() > 100, "the comment left open swallows some games, not all: " + whole.size());
        for (int chunk : new int[] {64, 700, 5000}) {
            sameLines(whole, judged(pgn, 1, chunk), "chunk " + chunk);
            sameLines(whole, judged(pgn, 3, chunk), "chunk " + chunk + " on three threads");
        }
    }

    private static void sameLines(List<String> expected, List<String> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), what + ", line " + i);
        }
        assertEquals(expected.size(), actual.size(), what);
    }

    /** Where, kind and verdict of every game, as the sink receives them. */
    private static List<String> judged(Path pgn, int threads, int chunk) throws Exception {
        List<String> out = new ArrayList<>();
        BatchJudge.judge(List.of(pgn), null, Judging.of(null, null), threads, chunk,
                new BatchJudge.Sink() {
                    @Override
                    public void judged(BatchJudge.Judged j) {
                        out.add(j.where() + " " + j.kind() + " " + (j.adjudication() == null ? j.error()
                                : j.adjudication().outcome().termination() + " " + j.adjudication().outcome().ply())
                                + " " + Fixer.fixed(j).hashCode());
                    }

                    @Override
                    public void fileDone(Path file, int games, Charset charset) {
                        out.add("done " + games);
                    }
                });
        return out;
    }

    /** 18,000 short games with long engine comments: 72 MB, more than four times a 16 MB heap. */
    private static Path big(Path dir) throws Exception {
        Path pgn = dir.resolve("big.pgn");
        String comment = "{" + "+0.35/14 0.812s ".repeat(120) + "}";
        try (BufferedWriter w = Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)) {
            for (int game = 0; game < GAMES; game++) {
                w.write("[Event \"big\"]\n[Round \"" + game + "\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n\n"
                        + "1. h2e2 " + comment + " h9g7 " + comment + " {Black resigns} 1-0\n\n");
            }
        }
        assertTrue(Files.size(pgn) > 4 * 16 * 1024 * 1024, "the file is four times the heap: " + Files.size(pgn));
        return pgn;
    }

    private static final int GAMES = 18_000;

    /** Runs the command line in a new JVM with a 16 MB heap; its exit code and output. */
    private static Cli smallHeap(Path log, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx16m", "-cp", MatchInterruptTest.classpath(), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return new Cli(p.exitValue(), Files.readString(log), "");
    }

    @Test
    void aFileFourTimesTheHeapIsJudgedInAProcessWithASmallHeap() throws Exception {
        Path pgn = big(dir);
        Cli r = smallHeap(dir.resolve("log.txt"), "adjudicate", "--strict", "--threads", "2", pgn.toString());
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains(Words.count(GAMES, "game") + ": " + GAMES + " agree"), r.out());
    }

    @Test
    void aFileFourTimesTheHeapIsConvertedInAProcessWithASmallHeap() throws Exception {
        Path pgn = big(dir);
        Path out = dir.resolve("chinese.pgn");
        Cli r = smallHeap(dir.resolve("log.txt"), "convert", "--notation", "chinese", "--out", out.toString(),
                pgn.toString());
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains(GAMES + " games written to " + out), r.out());
        assertEquals(GAMES, Files.readString(out).split("炮二平五", -1).length - 1);
    }
}
