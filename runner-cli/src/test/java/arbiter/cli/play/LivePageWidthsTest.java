package arbiter.cli.play;

import static arbiter.cli.play.LiveBrowserTest.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;

/**
 * The live page on a phone and on a desktop, in headless Chromium during a real match: no sideways scrolling from
 * 360 px up, boards that scale to the width, moves of a principal variation that never break inside, and chess
 * boards drawn with the page's own pieces and coordinates (no font needed). Screenshots of both widths are kept
 * (copied to the folder the system property {@code arbiter.screenshots} names, for the README).
 */
public class LivePageWidthsTest {

    private static Object js(WebDriver web, String script) {
        return ((JavascriptExecutor) web).executeScript(script);
    }

    @Test
    void thePageFitsAPhoneAndADesktopAndDrawsChessWithItsOwnPieces(@TempDir Path dir) throws Exception {
        int port = LiveBrowserTest.freePort();
        List<String> args = new ArrayList<>(List.of("match", "--engine"));
        args.addAll(SampleEngineCommand.settings("Alpha"));
        args.add("--engine");
        args.addAll(SampleEngineCommand.settings("Beta"));
        args.addAll(List.of("--each", "tc=8+0.2", "--games", "2", "--concurrency", "1", "--maxplies", "40",
                "--live", String.valueOf(port), "--lang", "zh", "--log-dir", dir.resolve("logs").toString()));
        CompletableFuture<Cli> match = CompletableFuture.supplyAsync(() -> Cli.run(args.toArray(String[]::new)));
        WebDriver web = LiveBrowserTest.browser();
        Cli r = null;
        try {
            String url = "http://localhost:" + port + "/";
            await(30, "the live page to be served", () -> {
                web.get(url);
                return web.findElements(By.id("status")).isEmpty() ? null : true;
            });
            await(30, "a board with a principal variation", () ->
                    web.findElements(By.cssSelector(".game svg.board")).isEmpty()
                            || web.findElements(By.cssSelector(".pv .mv")).isEmpty() ? null : true);
            // asked in one script, through await: the card is redrawn at every move
            assertEquals("nowrap", await(30, "a move of a principal variation", () -> js(web,
                    "const m = document.querySelector('.pv .mv'); return m ? getComputedStyle(m).whiteSpace : null")),
                    "a move of a principal variation must not break inside (炮2平 / 5)");
            for (int width : new int[] {360, 1300}) {
                web.manage().window().setSize(new Dimension(width, 900));
                String fits = await(30, "the page to fit " + width + " px", () -> {
                    long scroll = ((Number) js(web, "return document.documentElement.scrollWidth")).longValue();
                    long inner = ((Number) js(web, "return window.innerWidth")).longValue();
                    long board = Math.round(((Number) js(web, "return document.querySelector('.game svg.board')"
                            + ".getBoundingClientRect().right")).doubleValue());
                    return scroll <= inner && board <= inner ? scroll + " <= " + inner : null;
                });
                assertNotNull(fits);
                double boardWidth = ((Number) js(web, "return document.querySelector('.game svg.board')"
                        + ".getBoundingClientRect().width")).doubleValue();
                assertTrue(width < 600 ? boardWidth < 360 : boardWidth > 350, width + " px: board " + boardWidth);
                Path shot = dir.resolve("live-" + width + ".png");
                Files.write(shot, ((TakesScreenshot) web).getScreenshotAs(OutputType.BYTES));
                assertTrue(Files.size(shot) > 10_000, "screenshot too small: " + Files.size(shot));
                if (System.getProperty("arbiter.screenshots") != null) {
                    Files.copy(shot, Path.of(System.getProperty("arbiter.screenshots")).resolve(shot.getFileName()),
                            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
            // a chess board: 32 pieces drawn as outlines, 16 coordinates, no chess glyph of a font
            String chess = (String) js(web, "return board('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',"
                    + " 'e2e4')");
            assertEquals(32, chess.split("class=\"piece ", -1).length - 1, chess);
            assertEquals(16, chess.split("class=\"coord\"", -1).length - 1, chess);
            assertFalse(chess.matches("(?s).*[\u2654-\u265F].*"), "a font glyph: " + chess);
        } finally {
            web.quit();
            try {
                r = match.get(120, TimeUnit.SECONDS);
            } catch (Exception e) {
                r = null;
            }
        }
        assertNotNull(r, "the match did not end within 120 s");
        assertEquals(0, r.exit(), r.out() + r.err());
    }
}
