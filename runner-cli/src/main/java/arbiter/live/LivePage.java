package arbiter.live;

import arbiter.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The broadcast page: one HTML file with its script, in the chosen language. It draws every board as SVG with
 * Red (White) at the bottom, from piece outlines served with it ({@code /glyphs.json}), so it needs no CJK font.
 */
public final class LivePage {
    private final String html;

    /** The page with the texts of {@code texts} and the title {@code title}. */
    public LivePage(Texts texts, String title) {
        String template = bundled("/arbiter/live/page.html");
        String strings = LiveGame.MAPPER.valueToTree(texts.all("live.")).toString();
        String chess;
        try {
            chess = LiveGame.MAPPER.readTree(bundled("/arbiter/cli/chess-pieces.json")).get("pieces").toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        html = template.replace("__LANG__", texts.lang())
                .replace("__TITLE__", escape(title + " · " + texts.get("live.title")))
                .replace("/*TEXTS*/{}", strings.replace("</", "<\\/"))
                .replace("/*CHESS*/{}", chess);
    }

    /** A text file bundled in the jar, UTF-8. */
    private static String bundled(String resource) {
        try (InputStream in = LivePage.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not bundled");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page's HTML. */
    public String html() {
        return html;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
