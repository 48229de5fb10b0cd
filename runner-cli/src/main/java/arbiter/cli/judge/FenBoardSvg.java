package arbiter.cli.judge;

/**
 * A checkered board (chess) drawn from a FEN's placement field as SVG, the first player (White) at the bottom, the
 * last move's squares marked. Pieces are this project's own drawing ({@link ChessPieces}), so the picture needs
 * no font.
 */
public final class FenBoardSvg {
    private static final int CELL = 40;
    private static final int MARGIN = 20;

    private FenBoardSvg() {
    }

    /**
     * The board of {@code fen}; {@code lastMove} is a coordinate move ({@code e2e4}) whose squares are marked, or
     * null. Boards of any size with one-letter pieces are drawn (rank count from the FEN, files from its first
     * rank), files lettered from {@code a}.
     */
    static String of(String fen, String lastMove) {
        String[] ranks = fen.trim().split("\\s+")[0].split("/");
        int files = width(ranks[0]);
        int n = ranks.length;
        int w = MARGIN * 2 + CELL * files, h = MARGIN * 2 + CELL * n;
        StringBuilder sb = new StringBuilder(4096);
        sb.append("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"")
                .append(h).append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" role=\"img\" ")
                .append("aria-label=\"").append(HtmlReport.esc(fen)).append("\">");
        String from = lastMove == null || lastMove.length() < 4 ? null : lastMove.substring(0, 2);
        String to = lastMove == null || lastMove.length() < 4 ? null : lastMove.substring(2, 4);
        for (int r = 0; r < n; r++) {
            int rank = n - 1 - r;
            for (int f = 0; f < files; f++) {
                String sq = "" + (char) ('a' + f) + (rank + 1);
                boolean light = (f + rank) % 2 == 1;
                String fill = sq.equals(from) || sq.equals(to) ? (light ? "#e8e07a" : "#c4b84a")
                        : light ? "#f0d9b5" : "#b58863";
                sb.append("<rect x=\"").append(MARGIN + f * CELL).append("\" y=\"").append(MARGIN + r * CELL)
                        .append("\" width=\"").append(CELL).append("\" height=\"").append(CELL).append("\" fill=\"")
                        .append(fill).append("\"/>");
            }
            int f = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    f += c - '0';
                    continue;
                }
                String piece = ChessPieces.piece(c, MARGIN + f * CELL + CELL * 0.05, MARGIN + r * CELL + CELL * 0.05,
                        CELL * 0.9);
                if (piece != null) {
                    sb.append(piece);
                } else { // a letter of a board that is no chess board: the letter itself
                    sb.append("<text x=\"").append(MARGIN + f * CELL + CELL / 2).append("\" y=\"")
                            .append(MARGIN + r * CELL + CELL - 12).append("\" font-size=\"20\" ")
                            .append("text-anchor=\"middle\">").append(HtmlReport.esc(String.valueOf(c)))
                            .append("</text>");
                }
                f++;
            }
        }
        for (int f = 0; f < files; f++) {
            sb.append("<text x=\"").append(MARGIN + f * CELL + CELL / 2).append("\" y=\"").append(h - 5)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">").append((char) ('a' + f))
                    .append("</text>");
        }
        for (int r = 0; r < n; r++) {
            sb.append("<text x=\"8\" y=\"").append(MARGIN + r * CELL + CELL / 2 + 4)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">").append(n - r)
                    .append("</text>");
        }
        return sb.append("</svg>").toString();
    }

    private static int width(String rank) {
        int n = 0;
        for (char c : rank.toCharArray()) {
            n += Character.isDigit(c) ? c - '0' : 1;
        }
        return n;
    }
}
