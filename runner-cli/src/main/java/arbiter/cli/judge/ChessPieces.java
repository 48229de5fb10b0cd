package arbiter.cli.judge;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The chess pieces as SVG, drawn for this project ({@code chess-pieces.json}, which the live page draws from too):
 * no font is needed, and white pieces are outlined so that they read on dark squares.
 */
final class ChessPieces {
    private static final JsonNode PIECES = Glyphs.bundled("/arbiter/cli/chess-pieces.json", "pieces");

    private ChessPieces() {
    }

    /**
     * The piece of FEN letter {@code p} in a square of {@code size} at ({@code x}, {@code y}) (its top left), or
     * null for a letter that is no chess piece.
     */
    static String piece(char p, double x, double y, double size) {
        JsonNode shape = PIECES == null ? null : PIECES.get(String.valueOf(Character.toLowerCase(p)));
        if (shape == null) {
            return null;
        }
        boolean white = Character.isUpperCase(p);
        StringBuilder g = new StringBuilder(512);
        g.append("<g class=\"piece ").append(white ? "white" : "black").append("\" data-piece=\"").append(p)
                .append("\" transform=\"translate(").append(x).append(',').append(y).append(") scale(")
                .append(size / 100).append(")\"><path d=\"").append(shape.get(0).asText()).append("\" fill=\"")
                .append(white ? "#fff" : "#2b2b2b").append("\" stroke=\"#2b2b2b\" stroke-width=\"3.5\" ")
                .append("stroke-linejoin=\"round\"/>");
        if (shape.size() > 1) {
            g.append("<path d=\"").append(shape.get(1).asText()).append("\" fill=\"none\" stroke=\"")
                    .append(white ? "#2b2b2b" : "#eee").append("\" stroke-width=\"3\" stroke-linecap=\"round\"/>");
        }
        return g.append("</g>").toString();
    }
}
