package arbiter.cli;

import arbiter.core.board.Fen;
import arbiter.core.board.Parsed;
import arbiter.core.board.Position;
import arbiter.core.game.Adjudication;
import arbiter.core.game.Outcome;
import arbiter.core.notation.Notation;
import arbiter.core.notation.Notations;
import arbiter.core.pgn.PgnEntry;
import arbiter.core.pgn.PgnGame;
import arbiter.core.pgn.PgnReader;
import arbiter.core.rules.MoveClass;
import arbiter.core.rules.RuleSet;
import arbiter.core.rules.RuleSets;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbiter adjudicate}: replays games and rules on them. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = {"Replay a game and print the outcome at the first ply where the rules end it.",
                "Either --fen/--moves, or PGN files, with a [FEN] tag where a game does not start from the "
                        + "initial position. Moves may be coordinates (h2e2), ICCS (H2-E2), WXF (C2.5) or Chinese "
                        + "(炮二平五): a [Format] tag says which, else the first move tells."})
final class AdjudicateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE.pgn", description = "PGN files to adjudicate, game by game.")
    List<Path> files = List.of();

    @Option(names = "--fen", description = "Start position in FEN. Default: the initial position.")
    String fen;

    @Option(names = "--moves", description = "Moves in coordinate form, separated by spaces: \"h2e2 h9g7 ...\".")
    String moves;

    @Option(names = "--rules", description = "Rule set (default: ${DEFAULT-VALUE}).", defaultValue = RuleSets.DEFAULT)
    String rulesName;

    @Option(names = "--json", description = "Print JSON: one object (one a line per game for PGN files).")
    boolean json;

    @Option(names = "--encoding", paramLabel = "CHARSET",
            description = "Encoding of the PGN files (default: UTF-8 when the bytes are UTF-8, else GB18030, "
                    + "which covers GBK and GB2312).")
    String encoding;

    private int agree;
    private int disagree;

    @Override
    public Integer call() throws IOException {
        CommandLine cl = spec.commandLine();
        RuleSet rules = Options.rules(cl, rulesName);
        if (!files.isEmpty() && (fen != null || moves != null)) {
            throw new CommandLine.ParameterException(cl, "Give either PGN files or --fen/--moves, not both");
        }
        if (files.isEmpty()) {
            if (moves == null && fen == null) {
                throw new CommandLine.ParameterException(cl, "Nothing to adjudicate: give --moves (and --fen) or "
                        + "PGN files");
            }
            Position start = Options.position(cl, "--fen", fen == null ? Position.INITIAL_FEN : fen);
            List<String> list = moves == null || moves.isBlank() ? List.of()
                    : Arrays.asList(moves.trim().split("[\\s,]+"));
            Notation n = list.isEmpty() ? Notation.COORDINATE : Notations.detect(list.get(0));
            if (n == null) {
                throw new CommandLine.ParameterException(cl, "Invalid value for option '--moves': cannot tell the "
                        + "notation of '" + list.get(0) + "'; expected coordinates (h2e2), ICCS (H2-E2), WXF (C2.5) "
                        + "or Chinese (炮二平五)");
            }
            Parsed<Adjudication> read = Adjudication.ofNotation(start, list, n, rules);
            if (read instanceof Parsed.Err<Adjudication> e) {
                throw new CommandLine.ParameterException(cl, "Invalid value for option '--moves': " + e.describe());
            }
            Adjudication a = read.orThrow();
            PrintWriter out = cl.getOut();
            if (json) {
                out.println(OutcomeJson.MAPPER.writeValueAsString(OutcomeJson.of(a)));
            } else {
                printHuman(out, a);
            }
            out.flush();
            return 0;
        }
        int failures = 0;
        for (Path f : files) {
            failures += adjudicateFile(cl, f, rules);
        }
        if (!json) {
            cl.getOut().printf("%d games: %d agree with the recorded result, %d disagree, %d unreadable%n",
                    agree + disagree + failures, agree, disagree, failures);
        }
        cl.getOut().flush();
        return failures == 0 ? 0 : 1;
    }

    private int adjudicateFile(CommandLine cl, Path file, RuleSet rules) throws IOException {
        String text = Records.decode(file, encoding);
        PrintWriter out = cl.getOut();
        PrintWriter err = cl.getErr();
        int failures = 0;
        for (PgnEntry entry : PgnReader.read(text)) {
            if (entry instanceof PgnEntry.Unreadable u) {
                err.println(file + ":" + u.line() + ":" + u.column() + ": game " + u.index() + ": " + u.message());
                failures++;
                continue;
            }
            PgnGame g = ((PgnEntry.Read) entry).game();
            String fenTag = g.tag("FEN");
            Position start = Position.initial();
            if (fenTag != null) {
                Parsed<Position> p = Fen.parse(fenTag);
                if (p instanceof Parsed.Err<Position> e) {
                    err.println(file + ":" + g.line() + ": game " + entry.index() + ": FEN tag: " + e.describe());
                    failures++;
                    continue;
                }
                start = p.orThrow();
            }
            Notation n = Records.notation(g);
            if (n == null) {
                err.println(file + ":" + g.line() + ": game " + entry.index() + ": cannot tell the notation of '"
                        + g.moves().get(0) + "'; expected coordinates, ICCS, WXF or Chinese, or a [Format] tag");
                failures++;
                continue;
            }
            Parsed<Adjudication> read = Adjudication.ofNotation(start, g.moves(), n, rules);
            if (read instanceof Parsed.Err<Adjudication> e) {
                err.println(file + ":" + g.line() + ": game " + entry.index() + ": " + e.describe());
                failures++;
                continue;
            }
            String recorded = g.tag("Result") != null ? g.tag("Result") : g.result();
            Adjudication a = read.orThrow().withRecordedEnding(g.tag("Termination"), recorded, null);
            if (a.outcome().result().pgn().equals(recorded)) {
                agree++;
            } else {
                disagree++;
            }
            if (json) {
                ObjectNode node = OutcomeJson.of(a);
                node.put("file", file.toString());
                node.put("game", entry.index());
                node.put("recordedResult", recorded);
                out.println(OutcomeJson.MAPPER.writeValueAsString(node));
            } else {
                Outcome o = a.outcome();
                out.println(file + " game " + entry.index() + ": " + o.result().pgn()
                        + (o.isOver() ? " " + o.termination() + " at ply " + o.ply() : " (no ending after "
                        + o.ply() + " plies)") + ", recorded " + recorded
                        + (o.isOver() ? ": " + o.reason() : ""));
            }
        }
        return failures;
    }

    private static void printHuman(PrintWriter out, Adjudication a) {
        Outcome o = a.outcome();
        if (!o.isOver()) {
            out.println("Result: * (the game goes on after ply " + o.ply() + ")");
            return;
        }
        out.println("Result: " + o.result().pgn() + " (" + o.termination() + ") at ply " + o.ply());
        out.println("Reason: " + o.reason());
        if (o.repetition() != null) {
            out.println("Cycle (plies " + o.repetition().firstPly() + " to " + o.repetition().lastPly() + "):");
            for (MoveClass m : o.repetition().moves()) {
                StringBuilder sb = new StringBuilder("  ply " + m.ply() + " " + m.mover().displayName() + " "
                        + m.move() + ": " + m.kind());
                m.chases().forEach(c -> sb.append("; chase: ").append(c.describe()));
                m.escapes().forEach(e -> sb.append("; escapes: ").append(e));
                out.println(sb);
            }
        }
        if (!a.unplayed().isEmpty()) {
            out.println("Moves after the end (not played): " + String.join(" ", a.unplayed()));
        }
    }
}
