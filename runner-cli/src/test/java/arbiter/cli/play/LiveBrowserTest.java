package arbiter.cli.play;

import arbiter.cli.Cli;
import arbiter.cli.SampleEngineCommand;
import arbiter.cli.judge.HtmlReportBrowserTest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The live page in a real browser during a real match: headless Chromium (Debian {@code chromium}) driven by
 * Selenium through Debian's {@code chromium-driver}, both installed by {@code ./test.sh}. The page must show the
 * board change after a move, the clock of the side to move tick, and, after the web server restarts, reconnect by
 * itself and catch up with every move it missed.
 */
public class LiveBrowserTest {
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static WebDriver browser() {
        if (!Files.isExecutable(CHROMEDRIVER) || !Files.isExecutable(HtmlReportBrowserTest.CHROMIUM)) {
            fail("chromium and chromium-driver are missing: install the Debian packages chromium and chromium-driver"
                    + " (./test.sh does, as root)");
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary(HtmlReportBrowserTest.CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1300,1000", "--no-first-run", "--disable-background-networking");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        return new ChromeDriver(service, o);
    }

    /** The body of {@code GET url}, or null when it cannot be had (the server is not up yet). */
    static String get(String url) {
        try {
            return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create(url)).build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        } catch (java.io.IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static Cli finished(CompletableFuture<Cli> match) {
        try {
            return match.get(120, TimeUnit.SECONDS);
        } catch (Exception e) {
            return null;
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits up to {@code seconds} for {@code test} to give a non-null value, polling: a deadline, not a delay, so
     * it is generous (a loaded 2-core machine with Chromium drawing failed a 10 s wait) and costs nothing when the
     * page is quick.
     */
    static <T> T await(int seconds, String what, Supplier<T> test) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            try {
                T v = test.get();
                if (v != null) {
                    return v;
                }
            } catch (RuntimeException e) {
                // the page is being redrawn: try again
            }
            Thread.sleep(100);
        }
        fail("waited " + seconds + " s for " + what);
        return null;
    }

    @Test
    void thePageFollowsARealMatchItsClocksTickItCatchesUpAfterAServerRestartAndReplaysFinishedGames(@TempDir Path dir)
            throws Exception {
        int port = freePort();
        List<String> args = new ArrayList<>(List.of("match", "--engine"));
        List<String> alpha = new ArrayList<>(SampleEngineCommand.settings("Alpha"));
        alpha.set(1, alpha.get(1).replace("cmd=", "build=")); // one build that runs anywhere: the page names it
        args.addAll(alpha);
        args.add("--engine");
        args.addAll(SampleEngineCommand.settings("Beta"));
        args.addAll(List.of("--each", "tc=8+0.2", "--games", "2", "--concurrency", "1", "--maxplies", "70",
                "--live", String.valueOf(port), "--lang", "zh", "--log-dir", dir.resolve("logs").toString()));
        CompletableFuture<Cli> match = CompletableFuture.supplyAsync(() -> Cli.run(args.toArray(String[]::new)));
        WebDriver web = browser();
        Cli r;
        try {
            String url = "http://localhost:" + port + "/";
            await(30, "the live page to be served", () -> {
                web.get(url);
                return web.findElements(By.id("status")).isEmpty() ? null : true;
            });
            WebElement board = await(30, "a board", () -> web.findElement(By.cssSelector(".game svg.board")));
            assertNotNull(board);
            String fen = await(30, "a FEN", () -> web.findElement(By.cssSelector(".game svg.board"))
                    .getAttribute("data-fen"));
            await(30, "the board to change after a move", () -> {
                String now = web.findElement(By.cssSelector(".game svg.board")).getAttribute("data-fen");
                return now.equals(fen) ? null : now;
            });
            // the pieces are drawn from the bundled outlines, not a font
            await(30, "the piece outlines", () -> web.findElements(By.cssSelector("g.piece path")).size() >= 20 ? true
                    : null);
            assertEquals("直播中", web.findElement(By.id("status")).getText());
            // read through await: the card is redrawn at every move, so an element found may be gone a moment later
            assertNotNull(await(30, "the build's name", () -> "java".equals(
                    web.findElement(By.cssSelector(".game .build")).getText()) ? true : null));
            // the clock of the side to move counts down between two moves: read in one go by the page itself (the
            // game is redrawn at every move), and compared only within one position, since a move stops that clock
            String read = "const g = document.querySelector('.game');"
                    + " const m = g && g.querySelector('.player.moving');"
                    + " if (!m) return null;"
                    + " const side = m.classList.contains('red') ? 'red' : 'black';"
                    + " return g.querySelector('svg.board').getAttribute('data-fen') + '|' + side + '|'"
                    + " + g.querySelector('.clock.' + side).textContent";
            String ticked = await(30, "the clock of the side to move to tick within one position", () -> {
                String t1 = (String) ((JavascriptExecutor) web).executeScript(read);
                sleep(250);
                String t2 = (String) ((JavascriptExecutor) web).executeScript(read);
                if (t1 == null || t2 == null) {
                    return null;
                }
                String[] a = t1.split("\\|");
                String[] b = t2.split("\\|");
                return a[0].equals(b[0]) && a[1].equals(b[1]) && !a[2].equals(b[2]) ? t1 + " -> " + b[2] : null;
            });
            assertNotNull(ticked);
            Path shot = dir.resolve("live.png");
            Files.write(shot, ((TakesScreenshot) web).getScreenshotAs(OutputType.BYTES));
            if (System.getProperty("arbiter.screenshot") != null) {
                Files.copy(shot, Path.of(System.getProperty("arbiter.screenshot")),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }

            BroadcastOptions.Live live = BroadcastOptions.last();
            assertNotNull(live);
            live.restartServer();
            // the page notices, reconnects with Last-Event-ID and catches up: its move count becomes the server's
            await(30, "the page to reconnect", () -> "直播中".equals(web.findElement(By.id("status")).getText())
                    ? true : null);
            await(30, "the page to hold every move the hub has", () -> {
                String id = web.findElement(By.cssSelector(".game")).getAttribute("data-id");
                var g = live.hub().game(id);
                if (g == null) {
                    return null;
                }
                Object shown = ((JavascriptExecutor) web).executeScript("return games[arguments[0]].moves.length", id);
                return ((Number) shown).intValue() == g.get("moves").size() ? true : null;
            });
            // a finished game is replayed move by move
            WebElement replay = await(90, "a finished game", () -> {
                List<WebElement> b = web.findElements(By.cssSelector("#finished button.replay"));
                return b.isEmpty() ? null : b.get(0);
            });
            replay.click();
            String end = await(30, "the replay's last position", () -> web.findElement(By.cssSelector(
                    "#replay-board svg.board")).getAttribute("data-fen"));
            web.findElement(By.id("r-first")).click();
            String start = await(30, "the start", () -> {
                String f = web.findElement(By.cssSelector("#replay-board svg.board")).getAttribute("data-fen");
                return f.equals(end) ? null : f;
            });
            assertEquals(0, Integer.parseInt(web.findElement(By.id("replay")).getAttribute("data-at")));
            web.findElement(By.id("r-next")).click();
            await(30, "one move forward", () -> web.findElement(By.cssSelector("#replay-board svg.board"))
                    .getAttribute("data-fen").equals(start) ? null : true);
            assertEquals(1, Integer.parseInt(web.findElement(By.id("replay")).getAttribute("data-at")));
        } finally {
            web.quit();
            // the match plays out even when the page failed, so that no engine outlives this test into the next
            r = finished(match);
        }
        assertNotNull(r, "the match did not end within 120 s");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("\n直播：http://localhost:" + port + "/"), r.out());
    }
}
