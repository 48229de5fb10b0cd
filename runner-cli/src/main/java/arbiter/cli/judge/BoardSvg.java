package arbiter.cli.judge;

import arbiter.core.xiangqi.board.Piece;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Side;
import arbiter.core.xiangqi.board.Square;
import java.util.Map;

/** A position drawn as inline SVG: Red at the bottom, Black at the top, as the rulebook asks of a display. */
public final class BoardSvg {
    private static final int CELL = 40;
    private static final int MARGIN = 30;

    private BoardSvg() {
    }

    static String of(Position p, Square highlightFrom, Square highlightTo) {
        int w = MARGIN * 2 + CELL * 8, h = MARGIN * 2 + CELL * 9;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"")
                .append(h).append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" role=\"img\" ")
                .append("aria-label=\"").append(p.fen()).append("\">");
        sb.append("<rect x=\"0\" y=\"0\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" fill=\"#f3d9a4\"/>");
        for (int r = 0; r < 10; r++) {
            line(sb, x(0), y(r), x(8), y(r));
        }
        for (int f = 0; f < 9; f++) {
            if (f == 0 || f == 8) {
                line(sb, x(f), y(0), x(f), y(9));
            } else {
                line(sb, x(f), y(0), x(f), y(4));
                line(sb, x(f), y(5), x(f), y(9));
            }
        }
        line(sb, x(3), y(0), x(5), y(2));
        line(sb, x(5), y(0), x(3), y(2));
        line(sb, x(3), y(7), x(5), y(9));
        line(sb, x(5), y(7), x(3), y(9));
        double river = (y(4) + y(5)) / 2.0;
        String[] words = {"楚", "河", "汉", "界"};
        double[] at = {1.5, 2.5, 5.5, 6.5};
        for (int i = 0; i < 4; i++) {
            sb.append(Glyphs.draw(words[i], MARGIN + at[i] * CELL, river, 20, "#7a5230"));
        }
        for (int f = 0; f < 9; f++) {
            sb.append("<text x=\"").append(x(f)).append("\" y=\"").append(h - 8)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">").append((char) ('a' + f))
                    .append("</text>");
        }
        for (Square s : new Square[] {highlightFrom, highlightTo}) {
            if (s != null) {
                sb.append("<rect class=\"last\" x=\"").append(x(s.file()) - 19).append("\" y=\"")
                        .append(y(s.rank()) - 19).append("\" width=\"38\" height=\"38\" fill=\"none\" "
                                + "stroke=\"#2a7\" stroke-width=\"2\"/>");
            }
        }
        for (Map.Entry<Square, Piece> e : p.pieces().entrySet()) {
            Square s = e.getKey();
            Piece pc = e.getValue();
            String colour = pc.side() == Side.RED ? "#c0392b" : "#222";
            sb.append("<g class=\"piece ").append(pc.side() == Side.RED ? "red" : "black").append("\" data-square=\"")
                    .append(s).append("\" data-name=\"").append(pc.type().chineseName(pc.side()))
                    .append("\"><circle cx=\"").append(x(s.file())).append("\" cy=\"").append(y(s.rank()))
                    .append("\" r=\"17\" fill=\"#fff8e6\" stroke=\"").append(colour).append("\" stroke-width=\"2\"/>")
                    .append(Glyphs.draw(pc.type().chineseName(pc.side()), x(s.file()), y(s.rank()), 22, colour))
                    .append("</g>");
        }
        sb.append("</svg>");
        return sb.toString();
    }

    private static int x(int file) {
        return MARGIN + file * CELL;
    }

    /** Rank 9 (Black's back rank) at the top. */
    private static int y(int rank) {
        return MARGIN + (9 - rank) * CELL;
    }

    private static void line(StringBuilder sb, int x1, int y1, int x2, int y2) {
        sb.append("<line x1=\"").append(x1).append("\" y1=\"").append(y1).append("\" x2=\"").append(x2)
                .append("\" y2=\"").append(y2).append("\" stroke=\"#7a5230\" stroke-width=\"1.2\"/>");
    }
}
