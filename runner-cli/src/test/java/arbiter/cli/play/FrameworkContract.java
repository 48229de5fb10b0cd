package arbiter.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

/**
 * What the testing frameworks read from their game manager, checked as they read it (the line shapes and the
 * rules are those of fishtest's worker/games.py and OpenBench's Client/worker.py; the checks are written here):
 * fishtest takes W/L/D and the pentanomial from the result blocks only, one pair more per block, and the PGN's
 * CRC32 from the last {@code has CRC32:} line; OpenBench reads standard output up to the first empty line, as
 * ASCII, and scores the {@code Finished game} lines in pairs, the odd game with the first engine first.
 */
public final class FrameworkContract {
    private static final Pattern WLD = Pattern.compile(
            "Games: ([0-9]+), Wins: ([0-9]+), Losses: ([0-9]+), Draws: ([0-9]+), Points: ([0-9.]+) \\(");
    private static final Pattern PTNML = Pattern.compile(
            "Ptnml\\(0-2\\): \\[([0-9]+), ([0-9]+), ([0-9]+), ([0-9]+), ([0-9]+)\\]");

    private FrameworkContract() {
    }

    /** fishtest's reading: returns the last block's [W, L, D, games] and pentanomial; checks each step and the CRC. */
    static long[][] fishtest(String out, int games, Path pgn) throws Exception {
        long[] wld = null;
        long[] ptnml = null;
        long[][] last = null;
        long updated = 0;
        String crc = null;
        boolean finished = false;
        for (String raw : out.split("\n")) {
            String line = raw.strip();
            if (line.contains("has CRC32:")) {
                String[] t = line.split("\\s+");
                crc = t[t.length - 1];
            }
            if (line.contains("Finished match")) {
                assertEquals(games, updated, "Finished match before the last block was read");
                finished = true;
            }
            Matcher m = WLD.matcher(line);
            if (m.find()) {
                wld = new long[] {Long.parseLong(m.group(2)), Long.parseLong(m.group(3)), Long.parseLong(m.group(4)),
                        Long.parseLong(m.group(1))};
            }
            Matcher p = PTNML.matcher(line);
            if (p.find()) {
                ptnml = new long[5];
                for (int i = 0; i < 5; i++) {
                    ptnml[i] = Long.parseLong(p.group(i + 1));
                }
            }
            if (wld != null && ptnml != null) {
                long sum = 0;
                for (long x : ptnml) {
                    sum += x;
                }
                assertEquals(2 * sum, wld[0] + wld[1] + wld[2], "2 x pairs must equal W+L+D: " + line);
                assertEquals(wld[3], 2 * sum, "Games must count complete pairs only");
                assertTrue(wld[3] == updated + 2 || wld[3] == updated, "a block adds one pair at most (batch 2), "
                        + "or repeats the last: " + updated + " then " + wld[3]);
                updated = wld[3];
                last = new long[][] {wld, ptnml};
                wld = null;
                ptnml = null;
            }
            // a warning stops a fishtest run; the PV ones (-check-mate-pvs) are the engine's own doing (Debian's
            // Stockfish 15.1 gives short mating PVs and PVs past a repetition) and are tested in PvCheckTest
            assertFalse(line.startsWith("Warning;") && !line.contains(" PV"),
                    "a warning line stops a fishtest run: " + line);
        }
        assertTrue(finished, "no Finished match line");
        assertEquals(games, updated, "the blocks did not reach every game");
        if (pgn != null) {
            CRC32 c = new CRC32();
            c.update(Files.readAllBytes(pgn));
            assertEquals("0x" + Long.toHexString(c.getValue()), crc, "the last CRC32 line must be the file's");
        }
        return last;
    }

    /** OpenBench's reading: returns the pentanomial of its pairs; checks ASCII, no early blank line, pairing. */
    static long[] openBench(String out, String first) {
        long[] penta = new long[5];
        Map<Integer, String> games = new HashMap<>();
        List<String> lines = new ArrayList<>(List.of(out.split("\n", -1)));
        int finished = 0;
        for (String raw : lines) {
            assertTrue(StandardCharsets.US_ASCII.newEncoder().canEncode(raw), "not ASCII: " + raw);
            String line = raw.strip();
            if (line.isEmpty()) {
                break; // OpenBench stops reading here
            }
            if (!line.contains("Finished game")) {
                continue;
            }
            finished++;
            String[] t = line.split("\\s+");
            int game = Integer.parseInt(t[2]);
            String result = t[6];
            assertTrue(List.of("1-0", "0-1", "1/2-1/2").contains(result), line);
            String white = t[3].substring(1);
            assertEquals(game % 2 == 1, white.equals(first), "the odd game is the first engine's as White: " + line);
            assertTrue(line.split(":").length >= 2, line);
            games.put(game, result);
            int a = game % 2 == 1 ? game : game - 1;
            if (games.containsKey(a) && games.containsKey(a + 1)) {
                List<String> lookup = List.of("0-1", "1/2-1/2", "1-0");
                penta[lookup.indexOf(games.get(a)) + 2 - lookup.indexOf(games.get(a + 1))]++;
                games.remove(a);
                games.remove(a + 1);
            }
        }
        assertTrue(finished > 0, "no Finished game line before the first empty line");
        assertTrue(games.isEmpty(), "a pair was left half reported: " + games);
        return penta;
    }
}
