package arbiter.cli.judge;

import arbiter.cli.common.CycleMoves;
import arbiter.core.game.Parsed;

import arbiter.core.xiangqi.board.Fen;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.xiangqi.notation.ChineseNotation;
import arbiter.core.xiangqi.rules.RepetitionVerdict;
import java.util.List;
import java.util.Map;

/**
 * The {@code --html} report of batch adjudication: one self-contained page (inline CSS and SVG, no scripts, no
 * fonts or files from elsewhere) with the summary and, for every repetition verdict and every disagreement, the
 * board (Red at the bottom) at the start of the cycle or at the end, and each move of the cycle classified.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    /** True when the report shows the game: every disagreement, unreadable game and repetition verdict. */
    static boolean shows(BatchJudge.Judged j) {
        boolean repetition = j.adjudication() != null && (j.adjudication().outcome().repetition() != null
                || !j.adjudication().game().duties().isEmpty() // a game whose players had to vary is shown too
                || !j.adjudication().game().findings().isEmpty()); // and one where a claim was not made
        return j.kind() != BatchJudge.Kind.AGREES || repetition;
    }

    /**
     * The page for {@code games} judged games, counted by kind in {@code kinds}, of which {@code shown} are those
     * the report {@link #shows}, in order.
     */
    static String of(int games, Map<BatchJudge.Kind, Integer> kinds, List<BatchJudge.Judged> shown) {
        return of(games, kinds, shown, arbiter.text.Texts.EN);
    }

    /** As {@link #of(int, Map, List)}, in the language of {@code t}. */
    static String of(int games, Map<BatchJudge.Kind, Integer> kinds, List<BatchJudge.Judged> shown,
                     arbiter.text.Texts t) {
        StringBuilder sb = new StringBuilder(8192);
        sb.append("<!DOCTYPE html>\n<html lang=\"").append(t.lang()).append("\"><head><meta charset=\"utf-8\"><title>")
                .append(esc(t.get("report.title"))).append("</title><style>body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;"
                + "margin:1em 0}td,th{border:1px solid #bbb;padding:4px 8px;text-align:left;vertical-align:top}"
                + "th{background:#eee}.game{border-top:2px solid #999;margin-top:2em;padding-top:1em}"
                + ".check{color:#c0392b;font-weight:bold}.chase{color:#a05a00;font-weight:bold}.kill{color:#8e44ad;font-weight:bold}.idle{color:#777}"
                + ".verdict{font-size:110%}.board{float:left;margin:0 2em 1em 0}.clear{clear:both}</style></head>"
                + "<body>\n<h1>").append(esc(t.get("report.title"))).append("</h1>\n<table class=\"summary\"><tr><th>")
                .append(esc(t.get("report.games"))).append("</th><td>").append(games).append("</td></tr>");
        for (BatchJudge.Kind k : BatchJudge.Kind.values()) {
            sb.append("<tr><th>").append(esc(t.get("kind." + k.name()))).append("</th><td>")
                    .append(kinds.getOrDefault(k, 0)).append("</td></tr>");
        }
        sb.append("</table>\n");
        for (BatchJudge.Judged j : shown) {
            game(sb, j, t);
        }
        sb.append("</body></html>\n");
        return sb.toString();
    }

    private static void game(StringBuilder sb, BatchJudge.Judged j, arbiter.text.Texts t) {
        sb.append("<section class=\"game\"><h2>").append(esc(j.where()));
        if (j.game() != null && j.game().tag("Event") != null) {
            sb.append(" — ").append(esc(j.game().tag("Event")));
        }
        sb.append("</h2>\n");
        if (j.adjudication() == null) {
            sb.append("<p class=\"verdict\">").append(esc(t.get("report.unreadable", j.error())))
                    .append("</p></section>\n");
            return;
        }
        Adjudication a = j.adjudication();
        Outcome o = a.outcome();
        sb.append("<p class=\"verdict\">").append(t.get("report.recorded", "<b>" + esc(j.recorded()) + "</b>",
                "<b>" + o.result().pgn() + "</b>", o.isOver() ? t.get("report.ending", o.termination().tag(),
                String.valueOf(o.ply())) : t.get("report.noEnding"))).append(" — ")
                .append(esc(t.get("kind." + j.kind().name()))).append("</p>\n");
        if (o.isOver()) {
            sb.append("<p><b>").append(esc(t.verdict(o, a.game().variant()))).append("</b>. ").append(esc(o.reason()))
                    .append("</p>\n");
            if (!o.article().isEmpty()) {
                sb.append("<p>").append(esc(t.get("report.article", o.article()))).append("</p>\n");
            }
        }
        for (arbiter.core.game.Duty d : a.game().duties()) {
            sb.append("<p class=\"duty\">变着 — ").append(esc(d.describe())).append("<br><small>")
                    .append(esc(d.reason())).append("</small></p>\n");
        }
        for (arbiter.core.game.Finding f : a.game().findings()) {
            sb.append("<p class=\"duty\">").append(esc(t.get("adjudicate.finding", f.describe()))).append("</p>\n");
        }
        List<String> played = a.played();
        List<CycleMoves> cycle = CycleMoves.of(o);
        if (!cycle.isEmpty()) { // a xiangqi rule set's verdict on a cycle: each move's call, from the cycle's first position
            Position p = Fen.parse(a.game().startFen()).orThrow();
            for (int i = 0; i < o.repetition().firstPly() && i < played.size(); i++) {
                p = p.play(Move.parse(played.get(i))).orThrow();
            }
            sb.append(BoardSvg.of(p, null, null));
            sb.append("<table class=\"cycle\"><tr>");
            for (String h : new String[] {"ply", "side", "move", "kind", "chases", "escapes"}) {
                sb.append("<th>").append(esc(t.get("report.cycle." + h))).append("</th>");
            }
            sb.append("</tr>");
            for (CycleMoves m : cycle) {
                String chinese = ChineseNotation.write(p, m.move());
                sb.append("<tr><td>").append(m.ply()).append("</td><td>").append(m.mover().chineseName())
                        .append("</td><td>").append(esc(chinese)).append(" <small>").append(m.move())
                        .append("</small></td><td class=\"").append(m.kind()).append("\">")
                        .append(esc(label(m.kind(), m.call()))).append("</td><td>");
                for (String c : m.chases()) {
                    sb.append(esc(c)).append("<br>");
                }
                sb.append("</td><td>").append(esc(String.join(", ", m.escapes()))).append("</td></tr>");
                p = p.play(m.move()).orThrow();
            }
            sb.append("</table>");
            RepetitionVerdict v = RepetitionVerdict.of(o);
            if (v != null) {
                sb.append("<p>").append(esc(v.red().describe())).append("<br>").append(esc(v.black().describe()))
                        .append("</p>");
            }
        } else {
            sb.append(board(a.game().fen(), played.isEmpty() ? null : played.get(played.size() - 1)));
            sb.append("<p>").append(esc(t.get("report.end", String.valueOf(played.size())))).append(" <code>")
                    .append(esc(a.game().fen())).append("</code></p>");
        }
        sb.append("<div class=\"clear\"></div></section>\n");
    }

    /**
     * A position drawn as its board, the last move marked: nine files by ten ranks as a xiangqi board with its own
     * pieces, any other as a checkered board ({@link FenBoardSvg}).
     */
    private static String board(String fen, String lastMove) {
        if (fen.split(" ")[0].split("/").length == 10 && Fen.parse(fen) instanceof Parsed.Ok<Position> ok) {
            Move m = lastMove == null ? null : Move.parse(lastMove);
            return BoardSvg.of(ok.value(), m == null ? null : m.from(), m == null ? null : m.to());
        }
        return FenBoardSvg.of(fen, lastMove);
    }

    /** "捉 chase": the call in the rule book's words ({@code call}, or the kind's own) and the kind in English. */
    private static String label(String kind, String call) {
        String[] words = switch (kind) {
            case "check" -> new String[] {"将", "check"};
            case "kill" -> new String[] {"杀", "mate threat"};
            case "chase" -> new String[] {"捉", "chase"};
            default -> new String[] {"闲", "idle"};
        };
        return (call.isEmpty() ? words[0] : call) + " " + words[1];
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
