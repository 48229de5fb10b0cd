package arbiter.cli.judge;

import arbiter.cli.common.LangOption;
import arbiter.cli.common.Options;
import arbiter.cli.common.OutcomeJson;
import arbiter.cli.common.OutputPaths;
import arbiter.cli.common.StreamedOutput;
import arbiter.cli.common.UserError;
import arbiter.cli.common.Words;

import arbiter.core.xiangqi.Replay;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.game.Notation;
import arbiter.core.xiangqi.notation.Notations;
import arbiter.cli.common.CycleMoves;
import arbiter.core.pgn.PgnGame;
import arbiter.core.game.Variant;
import arbiter.core.Variants;
import arbiter.core.xiangqi.Xiangqi;
import arbiter.core.xiangqi.RuleSets;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbiter adjudicate}: replays games and rules on them. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = {"Replay a game and print the outcome at the first ply where the rules end it.",
                "Either --fen/--moves, or PGN files, with a [FEN] tag where a game does not start from the "
                        + "initial position. Xiangqi moves may be coordinates (h2e2), ICCS (H2-E2), WXF (C2.5) or "
                        + "Chinese (炮二平五): a [Format] tag says which, else the first move tells. Chess moves are "
                        + "SAN (Nf3) or UCI (g1f3). The game is --game, else what each record tells (its Variant "
                        + "tag, FEN, moves)."})
public final class AdjudicateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    LangOption language;

    @Parameters(arity = "0..*", paramLabel = "FILE.pgn", description = "PGN files to adjudicate, game by game.")
    List<Path> files = List.of();

    @Option(names = "--fen", description = "Start position in FEN. Default: the initial position.")
    String fen;

    @Option(names = "--moves", description = "Moves separated by spaces or commas, all in one notation (the first "
            + "move tells which): xiangqi coordinates (h2e2), ICCS (H2-E2), WXF (C2.5) or Chinese (炮二平五); chess SAN "
            + "(Nf3) or UCI (g1f3).")
    String moves;

    @Option(names = "--game", paramLabel = "GAME", completionCandidates = arbiter.cli.common.GameNames.class,
            description = "One of ${COMPLETION-CANDIDATES} (default: what the FEN "
            + "or each record tells, else xiangqi). A record tagged [Variant \"Chess960\"] is chess960 under chess "
            + "too; a Variant tag naming another game than GAME is an error.")
    String gameName;

    @Option(names = "--rules", paramLabel = "RULES", description = "Rule set (default: the game's own, pikafish "
            + "for xiangqi, fide for chess); also china-1999, china-2011 and cxq for xiangqi, fide-1984 and "
            + "fide-fivefold for chess.")
    String rulesName;

    @Option(names = "--natural-limit", paramLabel = "ROUNDS", description = "china-1999, china-2011: rounds "
            + "without a capture that draw, 1 to 60 (the organiser may lower the 60 of 4.2.4).")
    Integer naturalLimit;

    @Option(names = "--json", description = "Print JSON: one object (one a line per game for PGN files).")
    boolean json;

    @Option(names = "--strict", description = "Exit with code 1 when any game's computed result disagrees with its "
            + "record, or a file holds no game (for CI).")
    boolean strict;

    @Option(names = "--fix", paramLabel = "OUT.pgn", description = "Write every game again, with its Result tag and "
            + "token (and a Termination tag) corrected where the rules disagree and the moves the rules never let be "
            + "played cut; comments, NAGs and variations are kept, unreadable games copied unchanged. OUT.pgn is "
            + "replaced only when all is written (it may be the input).")
    Path fix;

    @Option(names = "--html", paramLabel = "REPORT.html", description = "Write a self-contained HTML report: the "
            + "summary, and for every repetition verdict and disagreement the board and the classified moves.")
    Path html;

    @Option(names = "--threads", defaultValue = "1", description = "Judge on this many threads (default: "
            + "${DEFAULT-VALUE}); output keeps the games' order.")
    int threads;

    @Option(names = "--encoding", paramLabel = "CHARSET", description = Records.ENCODING_HELP)
    String encoding;

    @Override
    public Integer call() throws Exception {
        CommandLine cl = spec.commandLine();
        language.texts(cl); // an unknown --lang is refused before any work
        Judging rules = Judging.of(cl, gameName, Options.withNaturalLimit(cl, rulesName, naturalLimit));
        if (!files.isEmpty() && (fen != null || moves != null)) {
            throw new CommandLine.ParameterException(cl, "Give either PGN files or --fen/--moves, not both");
        }
        if (files.isEmpty()) {
            if (moves == null && fen == null) {
                throw new CommandLine.ParameterException(cl, "Nothing to adjudicate: give --moves (and --fen) or "
                        + "PGN files");
            }
            List<String> list = moves == null || moves.isBlank() ? List.of()
                    : Arrays.asList(moves.trim().split("[\\s,]+"));
            Variant game = rules.game() != null ? rules.game() : fen != null
                    ? Variants.fromFen(fen).orElse(Variants.defaultVariant())
                    : Variants.fromRecord(new PgnGame(Map.of(), list, "*", 1));
            Parsed<Notation> n = game.recordNotation(null, fen, list);
            if (n instanceof Parsed.Err<Notation> e) {
                throw new CommandLine.ParameterException(cl, "Invalid value for option '--moves': " + e.message());
            }
            Parsed<Adjudication> read = rules.replay(game, fen, list, n.orThrow());
            if (read instanceof Parsed.Err<Adjudication> e && !e.field().startsWith("move ")) {
                throw new CommandLine.ParameterException(cl, "Invalid value for option '" + (e.field()
                        .equals("rules") ? "--rules" : "--fen") + "': " + e.message());
            }
            return print(cl, read);
        }
        return adjudicateFiles(cl, rules);
    }

    private int print(CommandLine cl, Parsed<Adjudication> read) throws Exception {
        if (read instanceof Parsed.Err<Adjudication> e) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--moves': " + e.describe());
        }
        Adjudication a = read.orThrow();
        PrintWriter out = cl.getOut();
        if (json) {
            out.println(OutcomeJson.MAPPER.writeValueAsString(OutcomeJson.of(a)));
        } else {
            printHuman(out, a, language.texts(cl));
        }
        out.flush();
        return 0;
    }

    private int adjudicateFiles(CommandLine cl, Judging rules) throws Exception {
        if (threads < 1) {
            throw new CommandLine.ParameterException(cl, "Invalid value for option '--threads': " + threads
                    + "; expected 1 or more");
        }
        new OutputPaths(cl).inputs("FILE.pgn", files).inPlace("--fix", fix).file("--html", html).check();
        PrintWriter out = cl.getOut();
        PrintWriter err = cl.getErr();
        Map<BatchJudge.Kind, Integer> kinds = new EnumMap<>(BatchJudge.Kind.class);
        List<BatchJudge.Judged> shown = new ArrayList<>();
        int[] empty = {0};
        int[] claims = {0};
        Records.Notes notes = new Records.Notes(err);
        try (StreamedOutput fixed = fix == null ? null : StreamedOutput.open("--fix", fix)) {
            BatchJudge.judge(files, encoding, rules, threads, new BatchJudge.Sink() {
                @Override
                public void judged(BatchJudge.Judged j) {
                    kinds.merge(j.kind(), 1, Integer::sum);
                    if (j.game() != null) {
                        notes.game(j.file(), j.index(), j.game(), j.notation());
                    }
                    report(out, err, j);
                    if (j.adjudication() != null && !j.adjudication().game().findings().isEmpty()) {
                        claims[0]++;
                    }
                    if (fixed != null) {
                        if (j.adjudication() == null) {
                            err.println(j.where() + ": copied to " + fix + " unchanged (unreadable)");
                        }
                        fixed.write(Fixer.fixed(j));
                    }
                    if (html != null && HtmlReport.shows(j)) {
                        shown.add(j.detached());
                    }
                }

                @Override
                public void fileDone(Path file, int games, Charset charset) {
                    if (games == 0) {
                        empty[0]++;
                        err.println(file + ": no game found (read as " + charset.name() + "); expected PGN tags or "
                                + "movetext");
                    }
                }
            });
            if (fixed != null) {
                fixed.commit();
            }
        }
        int total = kinds.values().stream().mapToInt(Integer::intValue).sum();
        if (html != null) {
            try {
                arbiter.io.AtomicFile.write(html, HtmlReport.of(total, kinds, shown, language.texts(spec.commandLine())));
            } catch (java.io.IOException e) {
                throw new UserError("--html " + html + ": cannot write (" + e.getMessage() + ")");
            }
        }
        int unreadable = kinds.getOrDefault(BatchJudge.Kind.UNREADABLE, 0);
        int agreeing = kinds.getOrDefault(BatchJudge.Kind.AGREES, 0)
                + kinds.getOrDefault(BatchJudge.Kind.AGREES_AFTER_VARYING, 0);
        int disagreeing = total - agreeing - unreadable;
        if (!json) {
            arbiter.text.Texts t = language.texts(spec.commandLine());
            StringBuilder sb = new StringBuilder(t.get("adjudicate.summary", Words.count(total, "game"),
                    String.valueOf(total), String.valueOf(agreeing), String.valueOf(disagreeing),
                    String.valueOf(unreadable)));
            for (var e : kinds.entrySet()) {
                if (e.getKey() != BatchJudge.Kind.AGREES && e.getKey() != BatchJudge.Kind.UNREADABLE) {
                    // the kinds of disagreement, and the agreeing games in which a side had to vary and did
                    sb.append(t.get("adjudicate.kindCount", t.get("kind." + e.getKey().name()),
                            String.valueOf(e.getValue())));
                }
            }
            if (claims[0] > 0) {
                sb.append(t.get("adjudicate.claimCount", String.valueOf(claims[0])));
            }
            out.println(sb);
        }
        out.flush();
        err.flush();
        if (unreadable > 0) {
            return 1;
        }
        return strict && (disagreeing > 0 || empty[0] > 0) ? 1 : 0;
    }

    /** Prints one judged game: a JSON line each with --json, else a line for a disagreement. */
    private void report(PrintWriter out, PrintWriter err, BatchJudge.Judged j) {
        if (j.error() != null) {
            err.println(j.where() + ": " + j.error());
            if (json) {
                ObjectNode node = OutcomeJson.MAPPER.createObjectNode();
                node.put("file", j.file().toString());
                node.put("game", j.index());
                node.put("error", j.error());
                out.println(node.toString());
            }
            return;
        }
        Adjudication a = j.adjudication();
        Outcome o = a.outcome();
        if (json) {
            ObjectNode node = OutcomeJson.of(a);
            node.put("file", j.file().toString());
            node.put("game", j.index());
            node.put("recordedResult", j.recorded());
            node.put("agrees", j.kind().agrees());
            node.put("kind", j.kind().json());
            out.println(node.toString());
        } else if (!j.kind().agrees()) {
            arbiter.text.Texts t = language.texts(spec.commandLine());
            String ending = o.isOver() ? t.get("adjudicate.ending", o.termination().tag(), String.valueOf(o.ply()),
                    o.reason(), t.verdict(o, a.game().variant()))
                    : t.get("adjudicate.noEnding", Words.count(o.ply(), "ply"), String.valueOf(o.ply()));
            out.println(t.get("adjudicate.disagrees", j.where(), t.get("kind." + j.kind().name()), j.recorded(),
                    o.result().pgn(), ending));
        }
        if (!json) {
            for (arbiter.core.game.Finding f : a.game().findings()) {
                out.println(j.where() + ": " + language.texts(spec.commandLine()).get("adjudicate.finding",
                        f.describe()));
            }
        }
    }

    private static void printHuman(PrintWriter out, Adjudication a, arbiter.text.Texts t) {
        Outcome o = a.outcome();
        for (arbiter.core.game.Duty d : a.game().duties()) {
            out.println(t.get("adjudicate.duty", d.describe()));
            out.println("  " + d.reason());
        }
        for (arbiter.core.game.Finding f : a.game().findings()) {
            out.println(t.get("adjudicate.finding", f.describe()));
        }
        if (!o.isOver()) {
            out.println(t.get("adjudicate.ongoing", String.valueOf(o.ply())));
            return;
        }
        out.println(t.get("adjudicate.result", o.result().pgn(), o.termination().tag(), String.valueOf(o.ply())));
        out.println(t.get("adjudicate.reason", o.reason(), t.verdict(o, a.game().variant())));
        if (!o.article().isEmpty()) {
            out.println(t.get("adjudicate.article", o.article()));
        }
        if (o.repetition() != null) {
            out.println(t.get("adjudicate.cycle", String.valueOf(o.repetition().firstPly()),
                    String.valueOf(o.repetition().lastPly())));
            for (CycleMoves m : CycleMoves.of(o)) {
                String kind = t.get("moveKind." + m.kind());
                StringBuilder sb = new StringBuilder(t.get("adjudicate.cycleMove", String.valueOf(m.ply()),
                        t.side(a.game().variant(), m.mover()), m.move().toString(),
                        m.call().isEmpty() || m.call().equals(kind) ? kind : m.call() + " (" + kind + ")"));
                m.chases().forEach(c -> sb.append(t.get("adjudicate.chase", c)));
                m.escapes().forEach(e -> sb.append(t.get("adjudicate.escapes", e)));
                out.println(sb);
            }
        }
        if (!a.unplayed().isEmpty()) {
            out.println(t.get("adjudicate.unplayed", String.join(" ", a.unplayed())));
        }
    }
}
