package arbiter.cli.judge;

import arbiter.cli.Cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report rendered by a real browser: headless Chromium (Debian package {@code chromium}, installed by
 * {@code ./test.sh}) loads the page from disk with the network off and the DOM it built holds every board.
 */
public class HtmlReportBrowserTest {
    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    static String run(Path dir, String... extra) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + dir.resolve("profile")));
        cmd.addAll(List.of(extra));
        Process p = new ProcessBuilder(cmd).redirectError(dir.resolve("chromium.err").toFile()).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not finish");
        }
        return new String(out, java.nio.charset.StandardCharsets.UTF_8);
    }

    static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void chromiumRendersEveryRepetitionBoardWithItsPieces(@TempDir Path dir) throws Exception {
        if (!Files.isExecutable(CHROMIUM)) {
            fail(CHROMIUM + " is missing: install the Debian package chromium (./test.sh does, as root)");
        }
        Path report = dir.resolve("report.html");
        Cli r = Cli.run("adjudicate", "../samples/rulebook-examples.pgn", "--html", report.toString());
        assertEquals(0, r.exit(), r.err());
        String html = Files.readString(report);
        assertTrue(!html.contains("<script") && !html.contains("<link")
                && !html.replace("http://www.w3.org/2000/svg", "").contains("http"), "no scripts, no external resources");
        String dom = run(dir, "--dump-dom", report.toUri().toString());
        assertEquals(29, count(dom, "<svg class=\"board\""), "one board per repetition verdict");
        assertEquals(29, count(dom, "<table class=\"cycle\""));
        // the first board is rulebook example 1: Black king e9, Red rook g5, Red king d0
        String first = dom.substring(dom.indexOf("<svg class=\"board\""), dom.indexOf("</svg>") + 6);
        // each piece is drawn from the bundled outline of its character, so it shows without a CJK font
        assertTrue(first.contains("data-square=\"e9\" data-name=\"将\"><circle"), first);
        assertTrue(first.contains("data-square=\"g5\" data-name=\"车\"><circle"), first);
        assertEquals(11 + 4, count(first, "<path transform="), "eleven pieces and the river's four characters");
        assertTrue(!Pattern.compile(">[\\u4e00-\\u9fff]</text>").matcher(first).find(), "no character left to a font");
        assertEquals(6, count(first, "class=\"piece red\""), "Red's pieces of example 1");
        assertEquals(5, count(first, "class=\"piece black\""), "Black's pieces of example 1");
        Path png = dir.resolve("report.png");
        run(dir, "--window-size=1100,1400", "--screenshot=" + png, report.toUri().toString());
        assertTrue(Files.size(png) > 50_000, "screenshot too small: " + Files.size(png));
    }
}
