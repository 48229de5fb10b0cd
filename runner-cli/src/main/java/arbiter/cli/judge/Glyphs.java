package arbiter.cli.judge;

import arbiter.cli.common.OutcomeJson;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

/**
 * The outlines of the piece and river characters (Noto Serif CJK SC, SIL Open Font License; see
 * {@code samples/tools/README-glyphs.md}), as SVG paths in a 1000-unit em box: boards drawn with them read the
 * same on a machine without any CJK font.
 */
public final class Glyphs {
    private static final JsonNode GLYPHS = bundled("/arbiter/cli/glyphs.json", "glyphs");

    private Glyphs() {
    }

    /** The field {@code field} of a JSON file bundled in the jar, or null when it is missing or unreadable. */
    static JsonNode bundled(String resource, String field) {
        try (InputStream in = Glyphs.class.getResourceAsStream(resource)) {
            return in == null ? null : OutcomeJson.MAPPER.readTree(in).get(field);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The character {@code ch} as a path of height {@code size} centred on ({@code x}, {@code y}), filled with
     * {@code colour}; a {@code <text>} when no outline is bundled for it.
     */
    static String draw(String ch, double x, double y, double size, String colour) {
        JsonNode d = GLYPHS == null ? null : GLYPHS.get(ch);
        if (d == null) {
            return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" text-anchor=\"middle\" "
                    + "fill=\"%s\">%s</text>", x, y + size * 0.36, size, colour, ch);
        }
        return String.format(Locale.ROOT, "<path transform=\"translate(%.1f,%.1f) scale(%.4f)\" fill=\"%s\" d=\"%s\"/>",
                x - size / 2, y - size / 2, size / 1000, colour, d.asText());
    }
}
